import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  cancellationQueueSchema,
  taxDocumentListSchema,
  type CompanyCountry,
  type OrderStatus,
  type PaymentStatus,
} from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export interface AdminOrderFilters {
  page: number;
  status?: OrderStatus | undefined;
  payment_status?: PaymentStatus | undefined;
  country?: CompanyCountry | undefined;
  q?: string | undefined;
}

function listParams(filters: AdminOrderFilters) {
  const params = new URLSearchParams({ page: String(filters.page), limit: '50' });
  for (const key of ['status', 'payment_status', 'country', 'q'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** The back office's orders: every key starts with all(), so an order write refreshes them all. */
export const adminOrderQueries = {
  all: () => ['admin', 'orders'] as const,
  /** GET /api/admin/orders: 50 a page, filtered and searched on the server. */
  list: (filters: AdminOrderFilters) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'list', listParams(filters)] as const,
      queryFn: () => apiRequest(`/admin/orders?${listParams(filters)}`, { schema: adminOrderListSchema }),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  /** GET /api/admin/orders/{id}: the order with its company, customer, payments, timeline, tasks, figures and refund. */
  detail: (orderId: string) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'detail', orderId] as const,
      queryFn: () => apiRequest(`/admin/orders/${orderId}`, { schema: adminOrderDetailSchema }),
    }),
  /** GET /api/admin/orders/{id}/invoices: the tax invoice and credit notes, under the order so they refresh with it. */
  invoices: (orderId: string) =>
    queryOptions({
      queryKey: [...adminOrderQueries.detail(orderId).queryKey, 'invoices'] as const,
      queryFn: () => apiRequest(`/admin/orders/${orderId}/invoices`, { schema: taxDocumentListSchema }),
    }),
  /** GET /api/admin/orders/cancellation-requests: open requests to cancel a paid order, oldest first. */
  cancellationRequests: () =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'cancellation-requests'] as const,
      queryFn: () => apiRequest('/admin/orders/cancellation-requests', { schema: cancellationQueueSchema }),
    }),
};
