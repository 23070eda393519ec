import type { RegistryCompanyData, RegistrySearchResult } from '@charter/shared';

/** Whether a provider can answer look-ups now, and for a directory what it holds. */
export interface RegistryStatus {
  available: boolean;
  source: 'directory' | 'api';
  recordCount: number | null;
  lastImportedAt: Date | null;
}

/** Where company registry data comes from: the embedded directory table, or a configured registry API. */
export interface RegistryProvider {
  readonly kind: 'embedded' | 'http' | 'companies-house';
  search(companyName: string, limit: number): Promise<RegistrySearchResult[]>;
  fetch(entityId: string): Promise<RegistryCompanyData | undefined>;
  status(): Promise<RegistryStatus>;
}

/** A live API is assumed up; an outage is reported when a look-up fails. */
export const apiStatus: RegistryStatus = { available: true, source: 'api', recordCount: null, lastImportedAt: null };
