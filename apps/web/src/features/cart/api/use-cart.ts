import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { cartSchema, checkoutResponseSchema, Cart, CheckoutBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';

export const cartQueryKey = (companyId: string) => ['cart', companyId] as const;

/** GET /api/cart?company_id=: a company's cart (one product at most). */
export function cartQuery(companyId: string) {
  return apiQuery<Answer<typeof cartSchema>>(cartQueryKey(companyId), `/cart?company_id=${encodeURIComponent(companyId)}`);
}

/** The selected company's cart. */
export function useCart(companyId: string | undefined) {
  return useQuery({ ...cartQuery(companyId ?? ''), enabled: Boolean(companyId) });
}

/** Each cart call answers the whole cart: it becomes the cached cart of its company. */
function useCartMutation<V>(call: (variables: V) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => {
      if (cart.company_id) queryClient.setQueryData(cartQueryKey(cart.company_id), cart);
    },
  });
}

export function useAddToCart() {
  return useCartMutation(({ companyId, serviceId }: { companyId: string; serviceId: string }) =>
    apiRequest<Answer<typeof cartSchema>>(
      `/cart/add?${new URLSearchParams({ service_id: serviceId, quantity: '1', company_id: companyId }).toString()}`,
      {
        method: 'POST',
      },
    ),
  );
}

export function useRemoveFromCart() {
  return useCartMutation(({ companyId, itemId }: { companyId: string; itemId: string }) =>
    apiRequest<Answer<typeof cartSchema>>(`/cart/remove/${encodeURIComponent(itemId)}?company_id=${companyId}`, { method: 'DELETE' }),
  );
}

export function useClearCart() {
  return useCartMutation(({ companyId }: { companyId: string }) =>
    apiRequest<Answer<typeof cartSchema>>(`/cart/clear?company_id=${companyId}`, { method: 'DELETE' }),
  );
}

/** POST /api/checkout/create: the cart becomes an order with its payment (paid on /pay/{orderId}). */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) => apiRequest<Answer<typeof checkoutResponseSchema>>('/checkout/create', { method: 'POST', body }),
  });
}
