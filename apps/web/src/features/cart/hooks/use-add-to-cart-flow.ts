import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useAddToCart, useCart } from '../api/use-cart';

/**
 * Adding a service to the selected company's cart, as every screen does it: no company → say so; a different product
 * already in the cart → the one-product dialog (the server refuses it too, 409); otherwise add and say so.
 */
export function useAddToCartFlow(companyId: string | undefined) {
  const cart = useCart(companyId);
  const add = useAddToCart();
  const [blockedOpen, setBlockedOpen] = useState(false);
  const inCart = cart.data?.items[0] ?? null;

  const addService = (service: { id: string; name: string }): void => {
    if (!companyId) {
      toast.error('Please select a company first');
      return;
    }
    if (inCart && inCart.service_id !== service.id) {
      setBlockedOpen(true);
      return;
    }
    add.mutate(
      { companyId, serviceId: service.id },
      {
        // Named as the cart names it: a screen may know the service only by what it fulfils (a requirement's name).
        onSuccess: (cart) =>
          toast.success(`${cart.items.find((item) => item.service_id === service.id)?.service_name ?? service.name} added to cart!`),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            void cart.refetch();
            setBlockedOpen(true);
            return;
          }
          toast.error(error instanceof ApiError && error.detail ? error.detail : 'Failed to add to cart');
        },
      },
    );
  };

  return {
    addService,
    adding: add.isPending ? add.variables.serviceId : null,
    isInCart: (serviceId: string) => cart.data?.items.some((item) => item.service_id === serviceId) ?? false,
    inCartName: inCart?.service_name ?? null,
    blockedOpen,
    setBlockedOpen,
  };
}
