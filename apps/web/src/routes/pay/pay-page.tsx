import { ArrowLeft, CheckCircle2, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { formatMajor, type PopupPaymentStart } from '@charter/shared';
import { SandboxPopup } from '@/features/payments/components/sandbox-popup';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { selectCompany } from '@/features/companies/hooks/use-selected-company';
import { orderQueries } from '@/features/orders/api/queries';
import { canPay } from '@/features/orders/lib/can-pay';
import { apiErrorDetail } from '@/lib/api-error-message';
import { payOrder, verifyPopupPayment } from '@/features/payments/api/payments-api';
import { openRazorpay, type PopupResult } from '@/features/payments/lib/razorpay-checkout';
import { useDocumentTitle } from '@/lib/use-document-title';

type Phase =
  { kind: 'idle' } | { kind: 'opening' } | { kind: 'sandbox'; start: PopupPaymentStart } | { kind: 'verifying' } | { kind: 'paid' };

/** Said on the page (not only in a toast) after a decline: the next Pay opens a fresh attempt. */
export const DECLINED = 'Payment declined — try again or use another method.';

/**
 * The paying page: the one page whose CSP admits the payment provider's script. It opens the order's checkout at once
 * (Razorpay's popup, the sandbox's, or the hosted page) and verifies the result on the server before saying "paid".
 */
export function PayPage() {
  const { orderId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery({ ...orderQueries.detail(orderId ?? ''), enabled: Boolean(orderId) });
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // How the last attempt ended, shown beside the Pay button until the next one starts.
  const [notice, setNotice] = useState<string | null>(null);
  const started = useRef(false);
  useDocumentTitle('Payment');

  const finish = useCallback(
    async (start: PopupPaymentStart, result: PopupResult | { outcome: 'declined' }) => {
      if (result.outcome === 'dismissed') {
        toast.info('Payment cancelled');
        setPhase({ kind: 'idle' });
        return;
      }
      if (result.outcome === 'declined') {
        toast.error('Payment failed');
        setNotice(DECLINED);
        setPhase({ kind: 'idle' });
        // The order now lists the declined attempt.
        void queryClient.invalidateQueries({ queryKey: orderQueries.detail(start.order_id).queryKey });
        return;
      }
      if (result.outcome === 'invalid') {
        toast.error('Invalid Razorpay response');
        setPhase({ kind: 'idle' });
        return;
      }
      setPhase({ kind: 'verifying' });
      try {
        await verifyPopupPayment({
          razorpay_order_id: result.orderRef,
          razorpay_payment_id: result.paymentId,
          razorpay_signature: result.signature,
        });
        toast.success('Payment successful!');
        // Spec §4: the new company is the selected one once its formation is paid.
        const companyId = queryClient.getQueryData(orderQueries.detail(start.order_id).queryKey)?.order.company_id;
        if (companyId) selectCompany(companyId);
        setPhase({ kind: 'paid' });
        await queryClient.invalidateQueries({ queryKey: orderQueries.all() });
        void navigate(`/orders/${start.order_id}`, { replace: true });
      } catch (error) {
        const message = apiErrorDetail(error, 'Payment verification failed');
        toast.error(message);
        setNotice(message);
        setPhase({ kind: 'idle' });
        void queryClient.invalidateQueries({ queryKey: orderQueries.detail(start.order_id).queryKey });
      }
    },
    [navigate, queryClient],
  );

  const pay = useCallback(async () => {
    if (!orderId) return;
    setNotice(null);
    setPhase({ kind: 'opening' });
    try {
      const start = await payOrder(orderId);
      if ('stripe_url' in start) {
        window.location.assign(start.stripe_url);
        return;
      }
      if (start.payment_method === 'sandbox_popup') {
        setPhase({ kind: 'sandbox', start });
        return;
      }
      let result: PopupResult;
      try {
        result = await openRazorpay({
          key: start.razorpay_key_id,
          order_id: start.razorpay_order_id,
          amount: start.amount,
          currency: start.currency,
          name: 'Charter',
          description: `Order ${start.order_number}`,
        });
      } catch {
        toast.error('Failed to load Razorpay');
        setPhase({ kind: 'idle' });
        return;
      }
      await finish(start, result);
    } catch (error) {
      const message = apiErrorDetail(error, 'Failed to open payment gateway');
      toast.error(message);
      setNotice(message);
      setPhase({ kind: 'idle' });
      // A refusal (the order was cancelled or paid meanwhile) shows the order as it now is.
      void queryClient.invalidateQueries({ queryKey: orderQueries.detail(orderId).queryKey });
    }
  }, [orderId, finish, queryClient]);

  const order = detail.data?.order;
  const payable = order ? canPay(order) : false;
  useEffect(() => {
    // Arriving here means "pay": open the checkout once, as soon as the order is known to be unpaid.
    if (payable && !started.current) {
      started.current = true;
      void pay();
    }
  }, [payable, pay]);

  if (detail.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the order" />
      </div>
    );
  }
  if (detail.isError || !order) {
    return (
      <Card>
        <CardContent className="py-16 text-center">
          <h1 className="text-xl font-semibold">Order not found</h1>
          <ButtonLink to="/orders" variant="secondary" className="mt-4">
            Back to Orders
          </ButtonLink>
        </CardContent>
      </Card>
    );
  }
  const amount = formatMajor(order.total_amount, order.currency);
  return (
    <div className="mx-auto grid w-full max-w-lg gap-4">
      <ButtonLink to={`/orders/${order.id}`} variant="ghost" className="justify-self-start">
        <ArrowLeft aria-hidden="true" />
        Back to the order
      </ButtonLink>
      <Card>
        <CardContent className="grid grid-cols-1 gap-4">
          <div>
            <h1 className="text-xl font-semibold text-ink">Pay for order {order.order_number}</h1>
            <p className="text-sm text-muted">{order.items.map((item) => item.name).join(', ')}</p>
          </div>
          <p className="text-3xl font-semibold tabular-nums text-ink">{amount}</p>
          {notice && (
            <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {notice}
            </p>
          )}
          {payable ? (
            <Button loading={phase.kind === 'opening' || phase.kind === 'verifying'} onClick={() => void pay()}>
              {phase.kind === 'verifying' ? 'Verifying payment…' : `Pay ${amount}`}
            </Button>
          ) : order.order_status === 'cancelled' ? (
            <p className="font-medium text-ink" role="status">
              This order was cancelled, so it can no longer be paid.
            </p>
          ) : (
            <p className="flex items-center gap-2 font-medium text-green-800" role="status">
              <CheckCircle2 className="size-5" aria-hidden="true" />
              This order is paid.
            </p>
          )}
        </CardContent>
      </Card>
      {phase.kind === 'sandbox' && (
        <SandboxPopup
          checkoutId={phase.start.razorpay_order_id}
          amountMinor={phase.start.amount}
          currency={order.currency}
          description={`Order ${phase.start.order_number}`}
          onResult={(result) => void finish(phase.start, result)}
        />
      )}
    </div>
  );
}

export { PayPage as Component };
