import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

const count = new Intl.NumberFormat('en-IN');

export type PaginationProps = {
  /** The landmark's name, e.g. "Pages of users". */
  label: string;
  /** Where the list is: its page, how many pages, how many items in all. */
  paging: { page: number; pages: number; total: number };
  /** What is counted, singular and plural, e.g. ['user', 'users']. */
  noun: readonly [one: string, other: string];
  onPage: (page: number) => void;
  /** While the next page loads, so a second click does not skip one. */
  busy?: boolean;
};

/** "Page 2 of 5 · 93 users" with Previous and Next, under a paged list. */
export function Pagination({ label, paging, noun, onPage, busy = false }: PaginationProps) {
  const { page, pages, total } = paging;
  const last = Math.max(1, pages);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted tabular-nums" aria-live="polite">
        Page {page} of {last} · {count.format(total)} {total === 1 ? noun[0] : noun[1]}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= last || busy} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
