import { CheckCircle2, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { companiesQueryKey } from '@/features/companies/api/use-companies';
import { selectCompany } from '@/features/companies/hooks/use-selected-company';
import { orderQueries } from '@/features/orders/api/queries';
import { hostedPaymentStatus } from '@/features/payments/api/payments-api';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec §9: the success screen checks every 2 s, at most 10 times. */
const POLL_MS = 2000;
const MAX_ATTEMPTS = 10;

type Outcome =
  | { kind: 'checking' }
  | { kind: 'paid'; orderId: string; orderNumber: string }
  | { kind: 'failed'; message: string; orderId?: string }
  | { kind: 'invalid' };

const FAILED = "We couldn't verify your payment. Please check your orders or contact support.";

/** Spec §2 Payment result: where the hosted checkout returns; paid only once the server has a verified signal. */
export function CheckoutSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const [outcome, setOutcome] = useState<Outcome>(sessionId ? { kind: 'checking' } : { kind: 'invalid' });
  const queryClient = useQueryClient();
  useDocumentTitle(outcome.kind === 'paid' ? 'Payment successful' : 'Payment');

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      try {
        const status = await hostedPaymentStatus(sessionId);
        if (cancelled) return;
        if (status.payment_status === 'paid') {
          // Spec §4: the company just paid for (a new one, for a formation) becomes the selected one.
          if (status.company_id) selectCompany(status.company_id);
          setOutcome({ kind: 'paid', orderId: status.order_id, orderNumber: status.order_number });
          void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
          void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
          return;
        }
        // An expired or declined checkout leaves the order payable: Try again opens a fresh one.
        if (status.payment_status === 'expired')
          return setOutcome({ kind: 'failed', message: 'Payment session expired', orderId: status.order_id });
        if (status.payment_status === 'failed') return setOutcome({ kind: 'failed', message: FAILED, orderId: status.order_id });
        if (status.payment_status === 'flagged') return setOutcome({ kind: 'failed', message: FAILED });
      } catch {
        if (cancelled) return;
      }
      if (attempt >= MAX_ATTEMPTS) return setOutcome({ kind: 'failed', message: FAILED });
      timer = setTimeout(() => void check(attempt + 1), POLL_MS);
    };
    void check(1);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId, queryClient]);

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardContent className="grid justify-items-center gap-4 py-12 text-center">
        {outcome.kind === 'checking' && (
          <Outcome sign={<Spinner label="Processing Payment" />} title="Processing Payment">
            <p className="text-muted">Confirming your payment with the payment provider…</p>
          </Outcome>
        )}
        {outcome.kind === 'paid' && (
          <Outcome
            sign={<CheckCircle2 className="size-12 text-green-700" aria-hidden="true" />}
            title="Payment Successful"
            actions={
              <>
                <ButtonLink to={`/orders/${outcome.orderId}`}>View order {outcome.orderNumber}</ButtonLink>
                <ButtonLink to="/orders" variant="secondary">
                  View Orders
                </ButtonLink>
                <ButtonLink to="/dashboard" variant="secondary">
                  Go to Dashboard
                </ButtonLink>
              </>
            }
          >
            <p className="text-muted">Order {outcome.orderNumber} is paid. Your receipt is on the order, and we have emailed it to you.</p>
          </Outcome>
        )}
        {outcome.kind === 'failed' && (
          <Outcome
            sign={failedSign}
            title="Payment Failed"
            actions={
              <>
                {outcome.orderId && (
                  <Button asChild>
                    {/* A full page load: the paying page is the one whose CSP admits the payment provider. */}
                    <a href={`/pay/${outcome.orderId}`}>Try again</a>
                  </Button>
                )}
                <ButtonLink to="/orders" variant={outcome.orderId ? 'secondary' : 'primary'}>
                  Check Orders
                </ButtonLink>
                <ButtonLink to="/cart" variant="secondary">
                  Back to Cart
                </ButtonLink>
              </>
            }
          >
            <p role="alert" className="text-muted">
              {outcome.message}
            </p>
          </Outcome>
        )}
        {outcome.kind === 'invalid' && (
          <Outcome sign={failedSign} title="Invalid payment session">
            <ButtonLink to="/cart">Back to Cart</ButtonLink>
          </Outcome>
        )}
      </CardContent>
    </Card>
  );
}

const failedSign = <XCircle className="size-12 text-red-700" aria-hidden="true" />;

/** What the page shows for one outcome: its sign, its heading, then what it says and where to go next (`actions`, in a row). */
function Outcome({ sign, title, children, actions }: { sign: ReactNode; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <>
      {sign}
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      {children}
      {actions && <div className="flex flex-wrap justify-center gap-2">{actions}</div>}
    </>
  );
}

export { CheckoutSuccessPage as Component };
