import type {
  adminOrderDetailSchema,
  adminOrderListSchema,
  cancellationQueueSchema,
  taxDocumentListSchema,
  CompanyCountry,
  OrderStatus,
  PaymentStatus,
} from '@charter/shared';
import { apiListQuery, apiQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

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
    apiListQuery<Answer<typeof adminOrderListSchema>>([...adminOrderQueries.all(), 'list'] as const, '/admin/orders', {
      page,
      limit: 50,
      status,
      payment_status,
      country,
      q,
    }),
  /** GET /api/admin/orders/{id}: the order with its company, customer, payments, timeline, tasks, figures and refund. */
  detail: (orderId: string) =>
    apiQuery<Answer<typeof adminOrderDetailSchema>>([...adminOrderQueries.all(), 'detail', orderId] as const, `/admin/orders/${orderId}`),
  /** GET /api/admin/orders/{id}/invoices: the tax invoice and credit notes, under the order so they refresh with it. */
  invoices: (orderId: string) =>
    apiQuery<Answer<typeof taxDocumentListSchema>>(
      [...adminOrderQueries.detail(orderId).queryKey, 'invoices'] as const,
      `/admin/orders/${orderId}/invoices`,
    ),
  /** GET /api/admin/orders/cancellation-requests: open requests to cancel a paid order, oldest first. */
  cancellationRequests: () =>
    apiQuery<Answer<typeof cancellationQueueSchema>>(
      [...adminOrderQueries.all(), 'cancellation-requests'] as const,
      '/admin/orders/cancellation-requests',
    ),
};
