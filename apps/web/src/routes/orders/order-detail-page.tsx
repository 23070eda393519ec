import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { formatMajor, roleCan } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { useCompanies } from '@/features/companies/api/use-companies';
import { HealthCard } from '@/features/compliance/components/health-card';
import { orderQueries } from '@/features/orders/api/queries';
import { OrderBadges } from '@/features/orders/components/order-badges';
import { OrderDocuments, OrderItems, OrderTimeline } from '@/features/orders/components/order-detail-sections';
import { OrderInvoices } from '@/features/orders/components/order-invoices';
import { PaymentAttempts } from '@/features/orders/components/payment-attempts';
import { OrderMilestonesCard } from '@/features/orders/components/order-milestones';
import { OrderTaskList } from '@/features/orders/components/order-task-list';
import { canPay } from '@/features/orders/lib/can-pay';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';

/** Spec §2 Order detail: where a founder works the order's tasks after paying. */
export function OrderDetailPage() {
  const { orderId } = useParams();
  const detail = useQuery({ ...orderQueries.detail(orderId ?? ''), enabled: Boolean(orderId) });
  const companies = useCompanies();
  const phone = useMediaQuery('(max-width: 639px)');
  useDocumentTitle(detail.data ? `Order ${detail.data.order.order_number}` : 'Order details');

  const back = (
    <ButtonLink to="/orders" variant="ghost" className="justify-self-start">
      <ArrowLeft aria-hidden="true" />
      Back to Orders
    </ButtonLink>
  );
  // A missing order (or another company's: the server answers both with 404) is a page of its own; any other failure can be retried.
  if (detail.error instanceof ApiError && detail.error.status === 404) {
    return (
      <div className="grid grid-cols-1 gap-4">
        {back}
        <Card>
          <CardContent className="py-16 text-center">
            <h1 className="text-xl font-semibold text-ink">Order not found</h1>
            <p className="mt-2 text-muted">It does not exist, or it belongs to a company you are not a member of.</p>
          </CardContent>
        </Card>
      </div>
    );
  }
  if (!detail.isSuccess) {
    return (
      <div className="grid grid-cols-1 gap-4">
        {back}
        <QueryState query={detail} what="the order" />
      </div>
    );
  }
  const { order, timeline, tasks, documents, milestones, compliance_health: health, payment_attempts: attempts } = detail.data;
  // A viewer of the company sees the tasks and changes nothing (the server refuses them as well); nobody works the
  // tasks of a cancelled order (the server refuses that too).
  const role = companies.data?.find((company) => company.id === order.company_id)?.role;
  const canWork = order.order_status !== 'cancelled' && (role ? roleCan(role, 'tasks:write') : false);
  const canCancel = role ? roleCan(role, 'orders:pay') : false;
  // Spec §2 puts the company's health card above the order; on a phone that filled the first screen, so there the
  // order comes first and the card follows it (issue 30). In the DOM too, so reading and tab order match the eye.
  // The app's own callers always read it (only an API key without obligations:read gets null).
  const healthCard = health ? <HealthCard health={health} /> : null;
  return (
    <div className="grid grid-cols-1 gap-4">
      {back}
      {!phone && healthCard}
      <Card data-testid="order-summary">
        <CardContent className="grid grid-cols-1 gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-semibold text-ink">Order {order.order_number}</h1>
              <p className="text-sm text-muted">
                Placed {formatDate(order.created_at)}
                {order.company_name ? ` for ${order.company_name}` : ''}
              </p>
            </div>
            <p className="text-2xl font-semibold tabular-nums text-ink">{formatMajor(order.total_amount, order.currency)}</p>
          </div>
          <OrderBadges order={order} />
          {canPay(order) && (
            <div>
              <Button asChild>
                <a href={`/pay/${order.id}`}>Pay now</a>
              </Button>
            </div>
          )}
          <OrderItems order={order} />
          <PaymentAttempts attempts={attempts} />
        </CardContent>
      </Card>
      {phone && healthCard}
      {order.payment_status === 'paid' && (
        <Card>
          <CardContent>
            <OrderMilestonesCard orderId={order.id} milestones={milestones} canCancel={canCancel} />
          </CardContent>
        </Card>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardContent className="grid grid-cols-1 gap-3">
            <h2 className="text-lg font-semibold text-ink">Timeline</h2>
            <OrderTimeline timeline={timeline} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid grid-cols-1 gap-3">
            <h2 className="text-lg font-semibold text-ink">Invoices</h2>
            <OrderInvoices orderId={order.id} paid={order.payment_status === 'paid'} />
            <h2 className="text-lg font-semibold text-ink">Documents</h2>
            <OrderDocuments documents={documents} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardContent className="grid grid-cols-1 gap-3">
          <h2 className="text-lg font-semibold text-ink">Tasks</h2>
          <OrderTaskList tasks={tasks} canWork={canWork} />
        </CardContent>
      </Card>
    </div>
  );
}

export { OrderDetailPage as Component };
