import { useQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatMajor, type Order } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { BrowseServices, EmptyState } from '@/components/ui/empty-state';
import { orderQueries } from '@/features/orders/api/queries';
import { OrderBadges } from '@/features/orders/components/order-badges';
import { OrderDocuments, OrderTasks, OrderTimeline } from '@/features/orders/components/order-detail-sections';
import { canPay } from '@/features/orders/lib/can-pay';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §2 Orders list: the orders on the left, the selected one on the right (stacked on a phone). */
export function OrdersPage() {
  useDocumentTitle('Orders');
  const orders = useQuery(orderQueries.list());
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('order') ?? undefined;

  if (!orders.isSuccess) return <QueryState query={orders} what="orders" />;
  if (orders.data.orders.length === 0) {
    return (
      <EmptyState icon={PackageOpen} title="No orders yet" titleAs="h1" actions={<BrowseServices />}>
        When you form a company or buy a service, its order appears here with every step and document.
      </EmptyState>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold text-ink">Orders</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <ul className="grid grid-cols-1 content-start gap-2" aria-label="Your orders">
          {orders.data.orders.map((order) => (
            <li key={order.id}>
              <OrderListItem order={order} selected={order.id === selectedId} onSelect={() => setSearchParams({ order: order.id })} />
            </li>
          ))}
        </ul>
        {selectedId ? (
          <SelectedOrder orderId={selectedId} />
        ) : (
          <Card className="hidden lg:block">
            <CardContent className="py-16 text-center text-muted">Select an order to view details</CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}

function OrderListItem({ order, selected, onSelect }: { order: Order; selected: boolean; onSelect: () => void }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'grid grid-cols-1 w-full gap-1.5 rounded-xl border bg-white p-3 text-left hover:border-accent-500',
        selected ? 'border-accent-500 ring-2 ring-accent-100' : 'border-line',
      )}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-ink">{order.order_number}</span>
        <span className="font-semibold tabular-nums text-ink">{formatMajor(order.total_amount, order.currency)}</span>
      </span>
      {/* What was bought, so a founder can tell one order from another without opening each. */}
      <span className="truncate text-sm font-medium text-ink" title={orderTitle(order)}>
        {orderTitle(order)}
      </span>
      <span className="text-sm text-muted">
        {formatDate(order.created_at)} · {count} {count === 1 ? 'item' : 'items'}
        {order.company_name ? ` · ${order.company_name}` : ''}
      </span>
      <OrderBadges order={order} />
    </button>
  );
}

function orderTitle(order: Order): string {
  const [first, ...rest] = order.items;
  if (!first) return 'No items';
  return rest.length === 0 ? first.name : `${first.name} and ${rest.length} more`;
}

function SelectedOrder({ orderId }: { orderId: string }) {
  const detail = useQuery({ ...orderQueries.detail(orderId ?? ''), enabled: Boolean(orderId) });
  if (!detail.isSuccess) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Card>
        <CardContent>
          <QueryState query={detail} what="the order" failed={notFound ? 'Order not found' : undefined} />
        </CardContent>
      </Card>
    );
  }
  const { order, timeline, tasks, documents } = detail.data;
  return (
    <Card role="region" aria-labelledby="selected-order-heading">
      <CardContent className="grid grid-cols-1 gap-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="selected-order-heading" className="text-lg font-semibold text-ink">
              Order {order.order_number}
            </h2>
            <p className="text-sm text-muted">{order.items.map((item) => item.name).join(', ')}</p>
          </div>
          <p className="text-xl font-semibold tabular-nums text-ink">{formatMajor(order.total_amount, order.currency)}</p>
        </div>
        <OrderBadges order={order} />
        <div className="flex flex-wrap gap-2">
          {canPay(order) && (
            <Button asChild>
              {/* A full page load: the paying page is the one whose CSP admits the payment provider. */}
              <a href={`/pay/${order.id}`}>Pay now</a>
            </Button>
          )}
          <ButtonLink to={`/orders/${order.id}`} variant="secondary">
            Open order
          </ButtonLink>
        </div>
        <section className="grid grid-cols-1 gap-2">
          <h3 className="font-semibold text-ink">Timeline</h3>
          <OrderTimeline timeline={timeline} />
        </section>
        <section className="grid grid-cols-1 gap-2">
          <h3 className="font-semibold text-ink">Tasks</h3>
          <OrderTasks tasks={tasks} />
        </section>
        <section className="grid grid-cols-1 gap-2">
          <h3 className="font-semibold text-ink">Documents</h3>
          <OrderDocuments documents={documents} />
        </section>
      </CardContent>
    </Card>
  );
}

export { OrdersPage as Component };
