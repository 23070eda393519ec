import { useQuery } from '@tanstack/react-query';
import type { RegistryCountry, RegistryDirectoryEntry } from '@charter/shared';
import { companyQueries } from './queries';

export function useRegistryDirectory() {
  return useQuery(companyQueries.registryDirectory());
}

export const directoryEntryFor = (
  directory: { countries: RegistryDirectoryEntry[] } | undefined,
  country: RegistryCountry,
): RegistryDirectoryEntry | undefined => directory?.countries.find((entry) => entry.country === country);
