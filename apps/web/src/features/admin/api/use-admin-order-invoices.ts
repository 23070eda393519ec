import { useQuery } from '@tanstack/react-query';
import { taxDocumentListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { adminOrderKey } from './use-admin-order';

/** GET /api/admin/orders/{id}/invoices: the order's tax invoice and credit notes (refreshed with the order). */
export function useAdminOrderInvoices(orderId: string) {
  return useQuery({
    queryKey: [...adminOrderKey(orderId), 'invoices'],
    queryFn: () => apiRequest(`/admin/orders/${orderId}/invoices`, { schema: taxDocumentListSchema }),
  });
}
