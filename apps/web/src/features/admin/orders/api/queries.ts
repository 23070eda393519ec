import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrderListSchema, type OrderStatus, type PaymentStatus, type CompanyCountry } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export interface AdminOrderFilters {
  page: number;
  status?: OrderStatus | undefined;
  payment_status?: PaymentStatus | undefined;
  country?: CompanyCountry | undefined;
  q?: string | undefined;
}

/** Every query of the back office's orders starts with this key: writes invalidate them all. */
export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /api/admin/orders: 50 a page, filtered and searched on the server. */
export function useAdminOrders(filters: AdminOrderFilters) {
  const params = new URLSearchParams({ page: String(filters.page), limit: '50' });
  for (const key of ['status', 'payment_status', 'country', 'q'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return useQuery({
    queryKey: [...adminOrdersKey, 'list', params.toString()],
    queryFn: () => apiRequest(`/admin/orders?${params.toString()}`, { schema: adminOrderListSchema }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
