import type { ReactNode } from 'react';
import { formatMajor, formatMoney, toMinor, type Cart } from '@charter/shared';
import { AmountRow } from '@/components/ui/amount-row';
import { Card, CardContent } from '@/components/ui/card';

/** Every part of what the cart costs, as the server computed it from the catalogue. */
export function OrderSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const sum = (pick: (item: Cart['items'][number]) => number) =>
    cart.items.reduce((total, item) => total + toMinor(pick(item), item.currency) * item.quantity, 0);
  const rows: [string, number][] = [
    ['Professional fees', sum((item) => item.professional_fees)],
    ['Government fees', sum((item) => item.govt_agency_fees)],
    ['Tax', sum((item) => item.tax)],
    ['Platform fee', sum((item) => item.platform_fee)],
  ];
  return (
    <Card className="self-start">
      <CardContent className="grid grid-cols-1 gap-3">
        <h2 className="text-base font-semibold text-ink">Order summary</h2>
        <dl className="grid grid-cols-1 gap-1 text-sm">
          {rows.map(([label, amount]) => (
            <AmountRow key={label} label={label}>
              {formatMoney(amount, cart.currency)}
            </AmountRow>
          ))}
          <AmountRow label="Total" total testId="cart-total">
            {formatMajor(cart.total_amount, cart.currency)}
          </AmountRow>
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
