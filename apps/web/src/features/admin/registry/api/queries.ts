import type { registryDirectoryStatsSchema } from '@charter/shared';
import { apiQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

/** The back office's company registry (the embedded directory founders search). */
export const adminRegistryQueries = {
  all: () => ['admin', 'registry'] as const,
  /** GET /api/admin/registry/directory: how many companies the directory holds, and since when. */
  directory: () =>
    apiQuery<Answer<typeof registryDirectoryStatsSchema>>(
      [...adminRegistryQueries.all(), 'directory'] as const,
      '/admin/registry/directory',
    ),
};
