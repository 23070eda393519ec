import { useState } from 'react';
import { AdminOrderDialog } from './admin-order-dialog';
import { AdminOrdersPanel } from './admin-orders-panel';
import { CancellationQueuePanel } from './cancellation-queue-panel';

/** The back office's Orders tab: founders' cancellation requests first, then every order; one opens in a dialog. */
export function AdminOrdersTab() {
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  return (
    <div className="grid grid-cols-1 gap-6">
      <CancellationQueuePanel onReview={setOpenOrderId} />
      <AdminOrdersPanel onOpen={setOpenOrderId} />
      <AdminOrderDialog orderId={openOrderId} onClose={() => setOpenOrderId(null)} />
    </div>
  );
}
