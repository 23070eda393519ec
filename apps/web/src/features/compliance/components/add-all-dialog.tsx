import { dueDateHelperText } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { formatCalendarDate } from '@/lib/format-date';
import type { AddAllEntry, AddAllPlan } from '@charter/shared';

/** What Add All did: added the most urgent, found it already in the cart, or found another service there. */
export type AddAllResult =
  | { kind: 'added'; plan: AddAllPlan; name: string }
  | { kind: 'already'; plan: AddAllPlan; name: string }
  | { kind: 'blocked'; plan: AddAllPlan; inCart: { id: string; name: string } };

interface AddAllDialogProps {
  result: AddAllResult | null;
  asOf: string;
  onOpenChange: (open: boolean) => void;
}

const titles: Record<AddAllResult['kind'], string> = {
  added: 'Added the most urgent service',
  already: 'The most urgent service is in your cart',
  blocked: 'Your cart already holds a service',
};

/**
 * Add All with a one-product cart (spec §4): it says what it did and what it could not, listing the services still to
 * order with their due dates, instead of claiming to have added them all.
 */
export function AddAllDialog({ result, asOf, onOpenChange }: AddAllDialogProps) {
  return (
    <Dialog open={result !== null} onOpenChange={onOpenChange}>
      {result && (
        <DialogContent title={titles[result.kind]} description={lead(result)} className="max-w-lg" data-testid="add-all-dialog">
          {result.kind !== 'blocked' && (
            <p className="mb-3 text-sm text-ink">
              In your cart: <span className="font-medium">{result.name}</span>, for {result.plan.first.requirement.name}{' '}
              <DueText entry={result.plan.first} asOf={asOf} />
            </p>
          )}
          {listed(result).length > 0 && (
            <>
              <h3 className="text-sm font-semibold text-ink">
                {result.kind === 'blocked' ? 'To order, most urgent first' : 'Still to order, one at a time'}
              </h3>
              <ol className="mt-2 grid max-h-64 gap-2 overflow-y-auto text-sm" aria-label="Services still to order">
                {listed(result).map((entry) => (
                  <li
                    key={entry.serviceId}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg border border-line px-3 py-2"
                  >
                    <span className="font-medium text-ink">{entry.requirement.name}</span>
                    <DueText entry={entry} asOf={asOf} />
                  </li>
                ))}
              </ol>
            </>
          )}
          <DialogFooter className="mt-6">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <ButtonLink to="/cart">View Cart</ButtonLink>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

function lead(result: AddAllResult): string {
  const more = listed(result).length;
  const after = `${more} more ${more === 1 ? 'service' : 'services'}`;
  if (result.kind === 'blocked') {
    return `The cart takes one service per order and holds ${result.inCart.name}, so nothing was added. Complete that order or clear the cart, then add these.`;
  }
  if (more === 0) return 'The cart takes one service per order; nothing else here is waiting to be ordered.';
  return `The cart takes one service per order, so Add All added only the most urgent. Order the ${after} below after this one.`;
}

/** Blocked: every service is still to order, the most urgent too, but for the one already in the cart. */
const listed = (result: AddAllResult): AddAllEntry[] =>
  result.kind === 'blocked'
    ? [result.plan.first, ...result.plan.rest].filter((entry) => entry.serviceId !== result.inCart.id)
    : result.plan.rest;

function DueText({ entry, asOf }: { entry: AddAllEntry; asOf: string }) {
  const due = entry.requirement.due_date;
  if (!due) return <span className="text-muted">(no due date)</span>;
  return (
    <span className="text-muted">
      due <time dateTime={due}>{formatCalendarDate(due)}</time> ({dueDateHelperText(due, asOf).toLowerCase()})
    </span>
  );
}
