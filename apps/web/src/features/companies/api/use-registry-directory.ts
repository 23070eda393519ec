import { useQuery } from '@tanstack/react-query';
import { registryDirectorySchema, type RegistryCountry, type RegistryDirectoryEntry } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const registryDirectoryQueryKey = ['registry', 'directory'] as const;

/** GET /api/mca/directory: which countries a founder can look a company up in, and whether the directory has data. */
export function useRegistryDirectory() {
  return useQuery({
    queryKey: registryDirectoryQueryKey,
    queryFn: () => apiRequest('/mca/directory', { schema: registryDirectorySchema }),
    staleTime: 60_000,
  });
}

export const directoryEntryFor = (
  directory: { countries: RegistryDirectoryEntry[] } | undefined,
  country: RegistryCountry,
): RegistryDirectoryEntry | undefined => directory?.countries.find((entry) => entry.country === country);
