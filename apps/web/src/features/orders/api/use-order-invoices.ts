import { useQuery } from '@tanstack/react-query';
import { taxDocumentListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const orderInvoicesQueryKey = (orderId: string) => ['orders', orderId, 'invoices'] as const;

/** GET /api/orders/{id}/invoices: the order's tax invoice and credit notes. */
export function useOrderInvoices(orderId: string, { paid }: { paid: boolean }) {
  return useQuery({
    queryKey: orderInvoicesQueryKey(orderId),
    queryFn: () => apiRequest(`/orders/${orderId}/invoices`, { schema: taxDocumentListSchema }),
    // The invoice is issued with the payment: a paid order without one is looked at again shortly.
    refetchInterval: (query) => (paid && query.state.data?.documents.length === 0 ? 1500 : false),
  });
}
