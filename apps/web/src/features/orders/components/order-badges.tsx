import { orderStatusLabels, paymentStatusLabels } from '@charter/shared';
import type { Order } from '@charter/shared';
import { StatusBadge } from '@/components/ui/status-badge';
import { orderTone, paymentTone } from '@/lib/status-tones';

export function OrderBadges({ order }: { order: Pick<Order, 'order_status' | 'payment_status'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <StatusBadge status={order.order_status} tones={orderTone} labels={orderStatusLabels} />
      <StatusBadge status={order.payment_status} tones={paymentTone} labels={paymentStatusLabels} />
    </span>
  );
}
