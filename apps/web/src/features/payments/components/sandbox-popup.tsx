import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, type Currency } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { sandboxAct } from '../api/payments-api';
import type { PopupResult } from '../lib/razorpay-checkout';
import { AlertText } from '@/components/ui/form-error';

interface SandboxPopupProps {
  checkoutId: string;
  amountMinor: number;
  currency: Currency;
  description: string;
  onResult: (result: PopupResult | { outcome: 'declined' }) => void;
}

/**
 * The sandbox gateway's popup: what Razorpay's would be on the embedded default. Pay returns a result signed as
 * Razorpay signs it, which the server verifies before the order counts as paid.
 */
export function SandboxPopup({ checkoutId, amountMinor, currency, description, onResult }: SandboxPopupProps) {
  const [busy, setBusy] = useState<'pay' | 'decline' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: 'pay' | 'decline') => {
    setBusy(action);
    setError(null);
    try {
      const result = await sandboxAct(checkoutId, action);
      if (result.outcome === 'paid' && result.razorpay_order_id && result.razorpay_payment_id && result.razorpay_signature) {
        onResult({
          outcome: 'paid',
          orderRef: result.razorpay_order_id,
          paymentId: result.razorpay_payment_id,
          signature: result.razorpay_signature,
        });
      } else {
        onResult({ outcome: result.outcome === 'paid' ? 'invalid' : 'declined' });
      }
    } catch {
      setError('The sandbox gateway did not answer. Try again.');
      setBusy(null);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onResult({ outcome: 'dismissed' })}>
      <DialogContent title="Sandbox payment" description="Test gateway: no real money moves." className="max-w-sm">
        <div className="grid gap-4">
          <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>This is Charter’s sandbox gateway, used because no payment provider is configured. Choose what the bank would answer.</p>
          </div>
          <div>
            <p className="text-sm text-muted">{description}</p>
            <p className="mt-1 text-3xl font-semibold text-ink" data-testid="sandbox-amount">
              {formatMoney(amountMinor, currency)}
            </p>
          </div>
          <AlertText>{error}</AlertText>
          <DialogFooter>
            <Button variant="secondary" loading={busy === 'decline'} disabled={busy !== null} onClick={() => void act('decline')}>
              Decline
            </Button>
            <Button loading={busy === 'pay'} disabled={busy !== null} onClick={() => void act('pay')}>
              Pay {formatMoney(amountMinor, currency)}
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
