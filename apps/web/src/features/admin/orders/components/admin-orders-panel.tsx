import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  companyCountries,
  formatMajor,
  orderStatuses,
  orderStatusLabels,
  paymentStatuses,
  type AdminOrderRow,
  paymentStatusLabels,
  refundStatusLabels,
} from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { QueryState } from '@/components/ui/query-state';
import { FilterSelects, type FilterField } from '@/components/ui/filter-select';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@/components/ui/table';
import { PanelHeading } from '@/components/ui/panel-heading';
import { adminOrderQueries, type AdminOrderFilters } from '../api/queries';
import { formatDate } from '@/lib/format-date';
import { orderTone, paymentTone, refundTone } from '@/lib/status-tones';

function StatusBadges({ order }: { order: AdminOrderRow }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <StatusBadge status={order.order_status} tones={orderTone} labels={orderStatusLabels} />
      <StatusBadge status={order.payment_status} tones={paymentTone} labels={paymentStatusLabels} />
      {order.refund_status && <StatusBadge status={order.refund_status} tones={refundTone} labels={refundStatusLabels} />}
      {order.cancellation_requested && <Badge tone="warning">Cancellation requested</Badge>}
    </span>
  );
}

const orderFilterFields: FilterField<AdminOrderFilters>[] = [
  { key: 'status', id: 'admin-order-status', label: 'Status', all: 'All statuses', options: orderStatuses, labels: orderStatusLabels },
  {
    key: 'payment_status',
    id: 'admin-order-payment',
    label: 'Payment',
    all: 'All payments',
    options: paymentStatuses,
    labels: paymentStatusLabels,
  },
  { key: 'country', id: 'admin-order-country', label: 'Country', all: 'All countries', options: companyCountries },
];

/**
 * The Orders tab's list (spec §2 Admin, §7 GET /admin/orders): 50 a page, filters by status, payment status and
 * country, search by order number or customer email; a table on wide screens, cards on a phone.
 */
export function AdminOrdersPanel({ onOpen }: { onOpen: (orderId: string) => void }) {
  const [filters, setFilters] = useState<AdminOrderFilters>({ page: 1 });
  const [search, setSearch] = useState('');
  const orders = useQuery(adminOrderQueries.list(filters));

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, page: 1, q: search.trim() || undefined }));
  };
  const filter = (change: Partial<AdminOrderFilters>) => setFilters((current) => ({ ...current, page: 1, ...change }));
  const filtered = Boolean(filters.q || filters.status || filters.payment_status || filters.country);

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4">
        <PanelHeading title="Orders">
          Every company’s orders, newest first. Open one to change its status, post an update or add a task.
        </PanelHeading>
        <form role="search" aria-label="Orders" onSubmit={submitSearch} className="grid grid-cols-1 gap-3 md:grid-cols-[1fr_auto]">
          <Field label="Order number or customer email">
            <SearchInput value={search} onValueChange={setSearch} placeholder="CH-001234 or founder@example.com" />
          </Field>
          <Button type="submit" variant="secondary" className="self-end">
            <Search aria-hidden="true" /> Search
          </Button>
        </form>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <FilterSelects filters={filters} onChange={filter} fields={orderFilterFields} />
        </div>

        <QueryState
          query={orders}
          what="orders"
          isEmpty={(data) => data.orders.length === 0}
          empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
        >
          {(data) => (
            <>
              <Table className="hidden w-full text-left text-sm md:table" aria-label="Orders">
                <TableColumns
                  headClassName="pr-3 font-semibold"
                  columns={[
                    'Order',
                    'Company and customer',
                    'Status',
                    { label: 'Total', className: 'text-right' },
                    { label: 'Actions', srOnly: true },
                  ]}
                />
                <TableBody>
                  {data.orders.map((order) => (
                    <TableRow key={order.id} className="border-b border-line last:border-0 align-top">
                      <TableCell className="py-3 pr-3">
                        <p className="font-medium tabular-nums text-ink">{order.order_number}</p>
                        <p className="text-muted">{order.name}</p>
                        <p className="text-xs text-muted tabular-nums">{formatDate(order.created_at)}</p>
                      </TableCell>
                      <TableCell className="py-3 pr-3">
                        <p className="text-ink">{order.company ? `${order.company.name} · ${order.company.country}` : 'No company'}</p>
                        <p className="break-all text-muted">{order.customer?.email ?? 'Account deleted'}</p>
                      </TableCell>
                      <TableCell className="py-3 pr-3">
                        <StatusBadges order={order} />
                      </TableCell>
                      <TableCell className="py-3 pr-3 text-right tabular-nums">{formatMajor(order.total_amount, order.currency)}</TableCell>
                      <TableCell className="py-3 text-right">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => onOpen(order.id)}
                          aria-label={`Open order ${order.order_number}`}
                        >
                          Open
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <ul className="grid grid-cols-1 gap-2 md:hidden" aria-label="Orders">
                {data.orders.map((order) => (
                  <li key={order.id} className="grid grid-cols-1 gap-2 rounded-xl border border-line p-3 text-sm">
                    <div className="flex items-baseline justify-between gap-2">
                      <p className="font-medium tabular-nums text-ink">{order.order_number}</p>
                      <p className="tabular-nums text-ink">{formatMajor(order.total_amount, order.currency)}</p>
                    </div>
                    <p className="text-muted">
                      {order.name} · {formatDate(order.created_at)}
                    </p>
                    <p className="text-ink">{order.company ? `${order.company.name} · ${order.company.country}` : 'No company'}</p>
                    <p className="break-all text-muted">{order.customer?.email ?? 'Account deleted'}</p>
                    <StatusBadges order={order} />
                    <Button size="sm" variant="secondary" onClick={() => onOpen(order.id)} aria-label={`Open order ${order.order_number}`}>
                      Open
                    </Button>
                  </li>
                ))}
              </ul>
              <Pagination
                label="Pages of orders"
                paging={data.pagination}
                noun={['order', 'orders']}
                onPage={(page) => setFilters((current) => ({ ...current, page }))}
                busy={orders.isFetching}
              />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
