import { formatMoney, type PaymentAttempt, paymentAttemptStatusLabels, paymentProviderLabels } from '@charter/shared';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format-date';
import { paymentAttemptTone } from '@/lib/status-tones';

/** Every attempt to pay the order and how it ended (declined, expired, paid, refunded…), newest first. */
export function PaymentAttempts({ attempts }: { attempts: PaymentAttempt[] }) {
  if (attempts.length === 0) return null;
  return (
    <section aria-labelledby="payment-attempts-heading" className="grid gap-2">
      <h2 id="payment-attempts-heading" className="text-sm font-semibold text-ink">
        Payment attempts
      </h2>
      <ul aria-label="Payment attempts" className="grid gap-1.5">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-muted">
              {formatDate(attempt.created_at)} · {paymentProviderLabels[attempt.provider]} ·{' '}
              <span className="tabular-nums">{formatMoney(attempt.amount_minor, attempt.currency)}</span>
            </span>
            <StatusBadge status={attempt.status} tones={paymentAttemptTone} labels={paymentAttemptStatusLabels} />
          </li>
        ))}
      </ul>
    </section>
  );
}
