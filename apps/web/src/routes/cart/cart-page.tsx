import { ShoppingCart, Trash2 } from 'lucide-react';
import { formatMajor, type Cart } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { BrowseServices, EmptyState } from '@/components/ui/empty-state';
import { useCart, useClearCart, useRemoveFromCart } from '@/features/cart/api/use-cart';
import { OrderSummary } from '@/features/cart/components/order-summary';
import { useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §2 Cart: the selected company's cart, its summary, and the way on to checkout. */
export function CartPage() {
  useDocumentTitle('Cart');
  const { selected, isPending: companiesPending } = useSelectedCompany();
  const cart = useCart(selected?.id);

  let body;
  if (companiesPending) {
    body = <Spinner label="Loading the cart" className="py-8" />;
  } else if (!selected) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="font-medium text-ink">Select a company first: a cart belongs to a company.</p>
          <ButtonLink to="/compliance">Go to Compliance</ButtonLink>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <QueryState query={cart} what="the cart">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={ShoppingCart} title="Your cart is empty" actions={<BrowseServices />}>
              Choose a service, or add one from an obligation on the compliance page.
            </EmptyState>
          ) : (
            <CartContents companyId={selected.id} cart={data} />
          )
        }
      </QueryState>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Cart</h1>
        {selected && <p className="mt-1 text-sm text-muted">For {selected.name}. One service per order.</p>}
      </div>
      {body}
    </div>
  );
}

/** The cart's items, each removable, and its summary with the way on to checkout. */
function CartContents({ companyId, cart }: { companyId: string; cart: Cart }) {
  const remove = useRemoveFromCart();
  const clear = useClearCart();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
      <Card>
        <CardContent className="grid grid-cols-1 gap-4">
          <ul className="grid grid-cols-1 gap-3" aria-label="Items in your cart">
            {cart.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-4">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{item.service_name}</p>
                  <p className="text-sm text-muted">Quantity {item.quantity}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums text-ink">{formatMajor(item.price, item.currency)}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${item.service_name}`}
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(
                        { companyId, itemId: item.id },
                        {
                          onSuccess: () => toast.success('Item removed from cart'),
                          onError: () => toast.error('Failed to remove item'),
                        },
                      )
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap justify-between gap-2">
            <ButtonLink to="/services" variant="secondary">
              Continue Shopping
            </ButtonLink>
            <Button
              variant="ghost"
              loading={clear.isPending}
              onClick={() =>
                clear.mutate(
                  { companyId },
                  { onSuccess: () => toast.success('Cart cleared'), onError: () => toast.error('Failed to clear cart') },
                )
              }
            >
              Clear Cart
            </Button>
          </div>
        </CardContent>
      </Card>
      <OrderSummary cart={cart}>
        <ButtonLink to="/checkout" size="lg" className="w-full">
          Proceed to Checkout
        </ButtonLink>
      </OrderSummary>
    </div>
  );
}

export { CartPage as Component };
