import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, type Currency, type SandboxAction } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { sandboxAct } from '@/features/payments/api/payments-api';
import { paymentQueries } from '@/features/payments/api/queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AlertText } from '@/components/ui/form-error';

/**
 * The sandbox gateway's hosted checkout (what Stripe's page is when keys are set): Pay, Decline or Cancel, then back
 * to the app, which learns the result from the gateway's signed event, never from this page's redirect.
 */
export function SandboxCheckoutPage() {
  const { checkoutId = '' } = useParams();
  useDocumentTitle('Sandbox checkout');
  const checkout = useQuery(paymentQueries.sandboxCheckout(checkoutId));
  const [busy, setBusy] = useState<SandboxAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: SandboxAction) => {
    setBusy(action);
    setError(null);
    try {
      const result = await sandboxAct(checkoutId, action);
      if (result.redirect_url) window.location.assign(result.redirect_url);
      else setBusy(null);
    } catch {
      setError('The sandbox gateway did not answer. Try again.');
      setBusy(null);
    }
  };

  return (
    <main className="min-h-screen bg-slate-50 px-4 py-10">
      <div className="mx-auto grid max-w-md gap-4">
        <Logo />
        <Card>
          <CardContent className="grid gap-4">
            <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>Sandbox checkout — no real money. Charter uses it when no payment provider is configured.</p>
            </div>
            {checkout.isPending && <Spinner label="Loading the checkout" />}
            {checkout.isError && (
              <p role="alert" className="text-ink">
                This checkout does not exist or has ended.
              </p>
            )}
            {checkout.data && (
              <>
                <div>
                  <h1 className="text-lg font-semibold text-ink">{checkout.data.description}</h1>
                  <p className="mt-1 text-3xl font-semibold tabular-nums text-ink">
                    {formatMoney(checkout.data.amount, checkout.data.currency as Currency)}
                  </p>
                </div>
                {checkout.data.status === 'open' ? (
                  <div className="grid gap-2">
                    <Button loading={busy === 'pay'} disabled={busy !== null} onClick={() => void act('pay')}>
                      Pay {formatMoney(checkout.data.amount, checkout.data.currency as Currency)}
                    </Button>
                    <div className="grid grid-cols-2 gap-2">
                      <Button variant="secondary" loading={busy === 'decline'} disabled={busy !== null} onClick={() => void act('decline')}>
                        Decline
                      </Button>
                      <Button variant="ghost" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void act('cancel')}>
                        Cancel
                      </Button>
                    </div>
                  </div>
                ) : (
                  <p role="status" className="text-muted">
                    This checkout is {checkout.data.status}.
                  </p>
                )}
                <AlertText>{error}</AlertText>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

export { SandboxCheckoutPage as Component };
