import { ArrowLeft, Lock } from 'lucide-react';
import { Navigate } from 'react-router';
import { formatMajor } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { BillingDetailsForm, useBillingDetails } from '@/components/invoices/billing-details-form';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useCart, useCreateCheckout } from '@/features/cart/api/use-cart';
import { OrderSummary } from '@/features/cart/components/order-summary';
import { useSelectedCompany } from '@/features/companies/hooks/use-selected-company';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Spec §2 Checkout: what is bought, how it is paid, and Pay. Pay makes the order on the server (its amount from the
 * catalogue) and goes to the paying page, the one page whose CSP admits the payment provider.
 */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { selected, isPending: companiesPending } = useSelectedCompany();
  const cart = useCart(selected?.id);
  const checkout = useCreateCheckout();
  const billing = useBillingDetails();

  if (companiesPending || (selected && cart.isPending)) return <Spinner label="Loading your order" className="py-16" />;
  // Spec: an empty cart, or one that fails to load, goes back to /cart (which says which).
  if (!selected || cart.isError || !cart.data || cart.data.items.length === 0) return <Navigate to="/cart" replace />;

  const pay = () => {
    // The same rules as the server's (a GSTIN's check character, its state): a typo is caught before paying.
    const details = cart.data.currency === 'INR' ? billing.check() : undefined;
    if (details === false) return;
    checkout.mutate(
      { origin_url: window.location.origin, company_id: selected.id, billing: details },
      {
        onSuccess: (started) => window.location.assign(`/pay/${started.order_id}`),
        onError: (error) => toast.error(apiErrorDetail(error, 'Payment failed')),
      },
    );
  };
  const { items, currency, total_amount: total } = cart.data;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Checkout</h1>
        <p className="mt-1 text-sm text-muted">For {selected.name}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid grid-cols-1 content-start gap-6">
          <Card>
            <CardContent className="grid grid-cols-1 gap-3">
              <h2 className="text-base font-semibold text-ink">Order items</h2>
              <ul className="grid grid-cols-1 gap-2" aria-label="Order items">
                {items.map((item) => (
                  <li key={item.id} className="flex justify-between gap-4 text-sm">
                    <span className="text-ink">{item.service_name}</span>
                    <span className="tabular-nums text-ink">{formatMajor(item.price, item.currency)}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          {currency === 'INR' && (
            <Card>
              <CardContent>
                <BillingDetailsForm {...billing.form} />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent className="flex items-start gap-3 text-sm text-muted">
              <Lock className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
              <p>
                {currency === 'INR'
                  ? 'You pay by card, UPI or net banking in the payment window that opens; we confirm the payment with the gateway before the order starts.'
                  : 'You pay by card on the secure hosted checkout page; you come back here once it is done, and we confirm the payment before the order starts.'}
              </p>
            </CardContent>
          </Card>
        </div>
        <OrderSummary cart={cart.data}>
          <Button size="lg" className="w-full" loading={checkout.isPending} onClick={pay}>
            Pay {formatMajor(total, currency)}
          </Button>
          <ButtonLink to="/cart" variant="ghost" className="w-full">
            <ArrowLeft aria-hidden="true" />
            Back to Cart
          </ButtonLink>
        </OrderSummary>
      </div>
    </div>
  );
}

export { CheckoutPage as Component };
