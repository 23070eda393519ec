import { orderStatusLabels, paymentStatusLabels } from '@charter/shared';
import type { Order } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { orderTone, paymentTone } from '@/lib/status-tones';

export function OrderBadges({ order }: { order: Pick<Order, 'order_status' | 'payment_status'> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={orderTone[order.order_status]}>{orderStatusLabels[order.order_status]}</Badge>
      <Badge tone={paymentTone[order.payment_status]}>{paymentStatusLabels[order.payment_status]}</Badge>
    </span>
  );
}
