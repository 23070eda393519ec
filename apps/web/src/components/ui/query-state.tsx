import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { Button } from './button';
import { Spinner } from './spinner';

type EmptyProps<TData> =
  | {
      /** Whether loaded data has nothing to show; `empty` is shown instead of the children then. */
      isEmpty: (data: TData) => boolean;
      /** The muted sentence for empty data, e.g. "No users match these filters." */
      empty: ReactNode;
      /** A button under that sentence, e.g. "Clear filters". */
      emptyAction?: ReactNode;
    }
  | { isEmpty?: undefined; empty?: undefined; emptyAction?: undefined };

export type QueryStateProps<TData> = EmptyProps<TData> & {
  query: UseQueryResult<TData, unknown> | UseInfiniteQueryResult<TData, unknown>;
  /** What the query loads, e.g. "users": the spinner then says "Loading users…" and the alert "Failed to load users." */
  what: string;
  /** The alert's text instead of "Failed to load …", where the failure says more (the server's reason, a deleted record). */
  failed?: ReactNode;
  /** Renders the loaded data; without it, nothing (a page that returns early until its query has loaded). */
  children?: (data: TData) => ReactNode;
};

/**
 * One query's loading, error and empty states, the same on every screen; renders `children` with the data once it has any.
 * When a further page of an infinite query fails, the pages already loaded stay on screen: the children show that failure
 * beside their Load more button (see `LoadMore`).
 */
export function QueryState<TData>({ query, what, failed, isEmpty, empty, emptyAction, children }: QueryStateProps<TData>) {
  if (query.isPending) return <Spinner label={`Loading ${what}`} className="py-8" />;
  if (query.isError && !morePagesFailed(query)) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center text-sm">
        <p role="alert" className="text-red-700">
          {failed ?? `Failed to load ${what}.`}
        </p>
        {/* Not for a refusal that would only come again (a 404 for an order that is not there). */}
        {!(query.error instanceof ApiError && query.error.isFinal) && (
          <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  // Loaded: the query succeeded, or only a further page failed (its earlier pages are kept).
  const data = query.data as TData;
  if (isEmpty?.(data)) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center text-sm">
        <p className="text-muted">{empty}</p>
        {emptyAction}
      </div>
    );
  }
  return children?.(data) ?? null;
}

/** Whether only a further page failed (`fetchNextPage`), not the first one: the query still has pages to show. */
function morePagesFailed<TData>(query: QueryStateProps<TData>['query']): boolean {
  return 'isFetchNextPageError' in query && (query.isFetchNextPageError || query.isFetchPreviousPageError);
}
