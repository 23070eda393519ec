import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * Most reads: GET `path` under `queryKey` and check the answer against its shared schema. Queries that poll, cache
 * for long or run only sometimes spell out their own `queryOptions`.
 */
export function apiQuery<const TKey extends QueryKey, S extends z.ZodType>(queryKey: TKey, path: string, schema: S) {
  return queryOptions({ queryKey, queryFn: () => apiRequest(path, { schema }) });
}

/** A filtered or paged list: the previous answer stays on screen while the next page or filter loads. */
export function apiListQuery<const TKey extends QueryKey, S extends z.ZodType>(queryKey: TKey, path: string, schema: S) {
  return queryOptions({ queryKey, queryFn: () => apiRequest(path, { schema }), placeholderData: keepPreviousData });
}
