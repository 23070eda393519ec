import type { RegistryCompanyData, RegistrySearchResult } from '@charter/shared';

/** Where company registry data comes from: the embedded directory table, or a configured registry API. */
export interface RegistryProvider {
  readonly kind: 'embedded' | 'http';
  search(companyName: string, limit: number): Promise<RegistrySearchResult[]>;
  fetch(entityId: string): Promise<RegistryCompanyData | undefined>;
}
