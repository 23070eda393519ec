import { formatMajor, type Currency } from '@charter/shared';
import { cn } from '@/lib/cn';

interface PriceWithFeeProps {
  /** What the buyer pays, major units (the catalogue's `price`). */
  price: number;
  /** Charter's platform fee inside it, major units, as the server computed it (serviceFees: the cart's own figure). */
  platformFee: number;
  /** Its rate, when the screen knows it (2 % of the professional fee). */
  percentage?: number;
  currency: Currency;
  className?: string;
}

/**
 * A price with its platform fee said beside it, wherever a price is shown (issue 30): the fee is never a surprise in
 * the cart. Nothing is computed here; both figures come from the server.
 */
export function PriceWithFee({ price, platformFee, percentage, currency, className }: PriceWithFeeProps) {
  return (
    <span className={cn('inline-flex flex-col', className)}>
      <span className="font-semibold tabular-nums text-ink">{formatMajor(price, currency)}</span>
      {platformFee > 0 && (
        // Tabular figures for the whole line: only the fee's digits are figures.
        <span className="text-xs font-normal whitespace-normal tabular-nums text-muted" data-testid="platform-fee">
          incl. {formatMajor(platformFee, currency)} platform fee
          {percentage !== undefined && ` (${percentage}%)`}
        </span>
      )}
    </span>
  );
}
