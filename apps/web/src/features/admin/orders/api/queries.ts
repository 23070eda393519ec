import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  cancellationQueueSchema,
  taxDocumentListSchema,
  type CompanyCountry,
  type OrderStatus,
  type PaymentStatus,
} from '@charter/shared';
import { apiListQuery, apiQuery } from '@/lib/api-query';

export interface AdminOrderFilters {
  page: number;
  status?: OrderStatus | undefined;
  payment_status?: PaymentStatus | undefined;
  country?: CompanyCountry | undefined;
  q?: string | undefined;
}

/** The back office's orders: every key starts with all(), so an order write refreshes them all. */
export const adminOrderQueries = {
  all: () => ['admin', 'orders'] as const,
  /** GET /api/admin/orders: 50 a page, filtered and searched on the server. */
  list: ({ page, status, payment_status, country, q }: AdminOrderFilters) =>
    apiListQuery(
      [...adminOrderQueries.all(), 'list'] as const,
      '/admin/orders',
      { page, limit: 50, status, payment_status, country, q },
      adminOrderListSchema,
    ),
  /** GET /api/admin/orders/{id}: the order with its company, customer, payments, timeline, tasks, figures and refund. */
  detail: (orderId: string) =>
    apiQuery([...adminOrderQueries.all(), 'detail', orderId] as const, `/admin/orders/${orderId}`, adminOrderDetailSchema),
  /** GET /api/admin/orders/{id}/invoices: the tax invoice and credit notes, under the order so they refresh with it. */
  invoices: (orderId: string) =>
    apiQuery(
      [...adminOrderQueries.detail(orderId).queryKey, 'invoices'] as const,
      `/admin/orders/${orderId}/invoices`,
      taxDocumentListSchema,
    ),
  /** GET /api/admin/orders/cancellation-requests: open requests to cancel a paid order, oldest first. */
  cancellationRequests: () =>
    apiQuery(
      [...adminOrderQueries.all(), 'cancellation-requests'] as const,
      '/admin/orders/cancellation-requests',
      cancellationQueueSchema,
    ),
};
