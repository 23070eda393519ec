import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';
import { AlertText } from './form-error';

type LoadMoreProps = {
  query: UseInfiniteQueryResult<unknown, unknown>;
  /** What the list holds, e.g. "activity": the alert then says "Failed to load more activity." */
  what: string;
  /** The alert's text instead of "Failed to load more …", where the failure says more (the server's reason). */
  failed?: ReactNode;
  /** Where the button sits in its list's layout. */
  className?: string;
};

/**
 * Under an infinite query's list: why the last Load more failed (the pages already loaded stay above it), and the
 * Load more button while the server says there is more; pressing it again retries the failed page.
 */
export function LoadMore({ query, what, failed, className }: LoadMoreProps) {
  return (
    <>
      <AlertText>{query.isFetchNextPageError && (failed ?? `Failed to load more ${what}.`)}</AlertText>
      {query.hasNextPage && (
        <Button variant="secondary" className={className} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Load more
        </Button>
      )}
    </>
  );
}
