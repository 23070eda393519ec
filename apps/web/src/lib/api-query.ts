import { keepPreviousData, queryOptions, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** A list's filters as they go in its URL; undefined, null and '' mean "not filtered". */
export type QueryParams = Record<string, string | number | null | undefined>;

/** The URL query for a list's filters, in the order given, leaving out the ones not set. */
export function queryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return search.toString();
}

/**
 * Where a query's answer comes from, kept on the query (`meta`): a page's loader on the server asks the API for the same
 * path (features/companies/lib/company-page-loader.ts).
 */
export interface ApiQueryMeta extends Record<string, unknown> {
  apiPath: string;
}

/**
 * Most reads: GET `path` under `queryKey`, its answer typed `T` (the route contract's `Answer`). Queries that poll,
 * cache for long or run only sometimes spell out their own `queryOptions`.
 */
export function apiQuery<T>(queryKey: QueryKey, path: string) {
  const meta: ApiQueryMeta = { apiPath: path };
  return { ...queryOptions({ queryKey, queryFn: () => apiRequest<T>(path) }), meta };
}

/** A read made with `apiQuery`, as a page's loader lists it. */
export interface ApiQuery {
  queryKey: QueryKey;
  queryFn?: QueryFunction<unknown, never, never>;
  meta: ApiQueryMeta;
}

/**
 * A filtered or paged list: GET `path` with the filters that are set, each filter's answer keyed under `keyPrefix`
 * (invalidating the prefix refreshes them all). The previous answer stays on screen while the next page or filter loads.
 */
export function apiListQuery<T>(keyPrefix: QueryKey, path: string, params: QueryParams) {
  const query = queryString(params);
  return queryOptions({
    queryKey: [...keyPrefix, query],
    queryFn: () => apiRequest<T>(query ? `${path}?${query}` : path),
    placeholderData: keepPreviousData,
  });
}
