import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One line of a price's breakdown in a `<dl>`: what it is, and the amount on the right; `total` is the line under them all. */
export function AmountRow({
  label,
  children,
  total = false,
  testId,
}: {
  label: string;
  children: ReactNode;
  total?: boolean;
  testId?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', total && 'mt-1 border-t border-line pt-2 font-semibold text-ink')}>
      <dt className={cn(!total && 'text-muted')}>{label}</dt>
      <dd className="tabular-nums text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
