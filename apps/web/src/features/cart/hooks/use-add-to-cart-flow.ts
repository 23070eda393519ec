import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useAddToCart, useCart } from '../api/use-cart';

/** What an add that says nothing itself came to: the caller tells the founder (Add All's summary). */
export type AddOutcome =
  | { kind: 'added'; name: string }
  | { kind: 'already'; name: string }
  | { kind: 'blocked'; inCart: { id: string; name: string } }
  | { kind: 'failed'; message: string };

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
          toast.error(apiErrorDetail(error, 'Failed to add to cart'));
        },
      },
    );
  };

  /** Adds without a toast or the one-product dialog: the answer says what happened (the cart holds one product). */
  const tryAdd = async (service: { id: string; name: string }): Promise<AddOutcome> => {
    if (!companyId) return { kind: 'failed', message: 'Please select a company first' };
    if (inCart?.service_id === service.id) return { kind: 'already', name: inCart.service_name };
    if (inCart) return { kind: 'blocked', inCart: { id: inCart.service_id, name: inCart.service_name } };
    try {
      const answer = await add.mutateAsync({ companyId, serviceId: service.id });
      return { kind: 'added', name: answer.items.find((item) => item.service_id === service.id)?.service_name ?? service.name };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Another tab filled the cart: say with what.
        const held = (await cart.refetch()).data?.items[0];
        return { kind: 'blocked', inCart: { id: held?.service_id ?? '', name: held?.service_name ?? 'another service' } };
      }
      return { kind: 'failed', message: apiErrorDetail(error, 'Failed to add to cart') };
    }
  };

  return {
    addService,
    tryAdd,
    adding: add.isPending ? add.variables.serviceId : null,
    isInCart: (serviceId: string) => cart.data?.items.some((item) => item.service_id === serviceId) ?? false,
    inCartName: inCart?.service_name ?? null,
    blockedOpen,
    setBlockedOpen,
  };
}
