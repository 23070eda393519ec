import { queryOptions } from '@tanstack/react-query';
import type {
  orderDetailSchema,
  orderListSchema,
  taskListSchema,
  taxDocumentListSchema,
  uploadLimitsSchema,
  TaskFilter,
} from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { apiListQuery, apiQuery } from '@/lib/api-query';

/** The founder's orders: every key starts with all(), so invalidating it refreshes the list and every order. */
export const orderQueries = {
  all: () => ['orders'] as const,
  /** GET /api/orders: the founder's orders across their companies, newest first. */
  list: () => apiQuery<Answer<typeof orderListSchema>>([...orderQueries.all(), 'list'] as const, '/orders'),
  /** GET /api/orders/{id}: the order with its timeline, tasks, documents and its company's health. */
  detail: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', orderId] as const,
      queryFn: () => apiRequest<Answer<typeof orderDetailSchema>>(`/orders/${orderId}`),
      retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
      // Paid, but the fulfilment job has not written the timeline and receipt yet: look again shortly.
      refetchInterval: (query) =>
        query.state.data?.order.payment_status === 'paid' && query.state.data.documents.length === 0 ? 1500 : false,
    }),
  /** GET /api/orders/{id}/invoices: the tax invoice and credit notes, under the order so they refresh with it. */
  invoices: (orderId: string, { paid }: { paid: boolean }) =>
    queryOptions({
      queryKey: [...orderQueries.detail(orderId).queryKey, 'invoices'] as const,
      queryFn: () => apiRequest<Answer<typeof taxDocumentListSchema>>(`/orders/${orderId}/invoices`),
      // The invoice is issued with the payment: a paid order without one is looked at again shortly.
      refetchInterval: (query) => (paid && query.state.data?.documents.length === 0 ? 1500 : false),
    }),
  /** GET /api/documents/limits: what the server accepts, so the browser refuses the same files before sending them. */
  uploadLimits: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'upload-limits'] as const,
      queryFn: () => apiRequest<Answer<typeof uploadLimitsSchema>>('/documents/limits'),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export interface TaskListFilters {
  filter: TaskFilter;
  search: string;
  companyId?: string;
}

/** The founder's tasks across orders (the tasks screen). */
export const taskQueries = {
  all: () => ['tasks'] as const,
  /** GET /api/tasks: counted, filtered, searched and sorted by the server (spec §4). */
  list: ({ filter, search, companyId }: TaskListFilters) =>
    apiListQuery<Answer<typeof taskListSchema>>([...taskQueries.all(), 'list'] as const, '/tasks', {
      filter,
      search: search.trim(),
      company_id: companyId,
    }),
};
