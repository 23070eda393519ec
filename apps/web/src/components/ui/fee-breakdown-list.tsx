import { feeBreakdownLines, type Currency } from '@charter/shared';
import { cn } from '@/lib/cn';

interface FeeBreakdownListProps {
  breakdown: Parameters<typeof feeBreakdownLines>[0];
  currency: Currency;
  className?: string;
}

/** An order line's fees, label beside amount, the government subtotal in ink: the founder's and staff's order screens. */
export function FeeBreakdownList({ breakdown, currency, className }: FeeBreakdownListProps) {
  return (
    <dl className={cn('grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-0.5 text-muted', className)}>
      {feeBreakdownLines(breakdown, currency).map((line) => (
        <div key={line.key} className={cn('contents', line.subtotal && 'font-medium text-ink')}>
          <dt>{line.label}</dt>
          <dd className="text-right tabular-nums">{line.formatted}</dd>
        </div>
      ))}
    </dl>
  );
}
