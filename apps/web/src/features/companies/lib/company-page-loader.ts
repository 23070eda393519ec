import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { ApiQuery } from '@/lib/api-query';
import { queryClient } from '@/lib/query-client';
import { companiesQuery } from '../api/use-companies';
import { chosenCompany, readSelectedId } from '../hooks/use-selected-company';

/** What a company page reads on arrival, for the company shown and the page's URL query (`as_of`, filters). */
export type PageQueries = (companyId: string, search: URLSearchParams) => ApiQuery[];

/**
 * What the server passes a page's loader when it renders the page (src/entry-server.tsx): a cache of its own for this request,
 * the company it draws, and the API's answer to a path (its own routes, with the founder's cookie).
 */
export interface ServerLoadContext {
  queryClient: QueryClient;
  companyId: string;
  apiJson: (path: string) => Promise<unknown>;
}

const ignore = () => undefined;

/**
 * A company page's route loader, with the one list of what the page reads (React Router loaders with the query cache,
 * as TanStack Query's guide to React Router does). On the server it waits for every answer (each written by its route from
 * the contract), so the page is rendered with its data. In the browser it starts the reads and returns at once: the page
 * renders its loading state rather than holding the navigation, and an answer already cached (a hydrated page's) is not
 * asked for again.
 */
export function companyPageLoader(pageQueries: PageQueries): LoaderFunction {
  return async ({ request, context }) => {
    const search = new URL(request.url).searchParams;
    const server = context as ServerLoadContext | undefined;
    if (server?.apiJson) {
      await Promise.all(
        pageQueries(server.companyId, search).map(async ({ queryKey, meta }) => {
          server.queryClient.setQueryData(queryKey, await server.apiJson(meta.apiPath));
        }),
      );
      return null;
    }
    void queryClient
      .ensureQueryData(companiesQuery)
      .then((companies) => {
        const company = chosenCompany(companies, readSelectedId());
        if (!company) return;
        // Each query's own function, typed for its own key; the cache calls it with that key.
        for (const { queryKey, queryFn } of pageQueries(company.id, search)) {
          void queryClient.ensureQueryData({ queryKey, queryFn: queryFn as QueryFunction }).catch(ignore);
        }
      })
      .catch(ignore);
    return null;
  };
}
