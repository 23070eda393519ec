import { useQuery } from '@tanstack/react-query';
import { registryDirectoryStatsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const registryDirectoryStatsKey = ['admin', 'registry', 'directory'] as const;

/** GET /api/admin/registry/directory: how many companies the embedded directory holds, and since when. */
export function useRegistryDirectoryStats() {
  return useQuery({
    queryKey: registryDirectoryStatsKey,
    queryFn: () => apiRequest('/admin/registry/directory', { schema: registryDirectoryStatsSchema }),
  });
}
