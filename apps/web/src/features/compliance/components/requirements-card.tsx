import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Requirement } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { countByFilter, type StatusFilterValue } from '../lib/compliance-view';
import { StatusFilter } from './status-filter';

export type RequirementsCardProps = {
  requirements: readonly Requirement[];
  filter: StatusFilterValue;
  onFilter: (filter: StatusFilterValue) => void;
  /** Adds every requirement Charter sells to the cart; absent where the caller may not buy. */
  onAddAll?: () => void;
  addingAll: boolean;
  /** The requirements, grouped. */
  children: ReactNode;
};

/** The Requirements card: its status filter and Add All bar over the grouped list. */
export function RequirementsCard({ requirements, filter, onFilter, onAddAll, addingAll, children }: RequirementsCardProps) {
  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-line p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <h2 className="text-base font-semibold text-ink">Requirements</h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <StatusFilter value={filter} onChange={onFilter} counts={countByFilter(requirements)} />
          {onAddAll && (
            <Button variant="secondary" size="sm" loading={addingAll} onClick={onAddAll}>
              <ShoppingCart aria-hidden="true" />
              Add All to Cart
            </Button>
          )}
        </div>
      </div>
      {children}
    </Card>
  );
}
