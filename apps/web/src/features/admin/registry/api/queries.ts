import { queryOptions } from '@tanstack/react-query';
import { registryDirectoryStatsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** The back office's company registry (the embedded directory founders search). */
export const adminRegistryQueries = {
  all: () => ['admin', 'registry'] as const,
  /** GET /api/admin/registry/directory: how many companies the directory holds, and since when. */
  directory: () =>
    queryOptions({
      queryKey: [...adminRegistryQueries.all(), 'directory'] as const,
      queryFn: () => apiRequest('/admin/registry/directory', { schema: registryDirectoryStatsSchema }),
    }),
};
