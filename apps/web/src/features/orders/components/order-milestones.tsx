import { useId, useState, type FormEvent } from 'react';
import { CANCELLATION_REASON_MAX, cancellationBodySchema, formatMajor, type OrderMilestones } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useCancellation } from '../api/mutations';
import { formatDate } from '@/lib/format-date';
import { TextareaField } from '@/components/ui/textarea';

const money = (major: number, currency: OrderMilestones['currency']) => formatMajor(major, currency);

const unavailableSentences: Record<NonNullable<OrderMilestones['refund_unavailable']>, string> = {
  not_paid: 'Nothing has been paid for this order yet, so there is nothing to refund.',
  completed: 'Every step of this order is done: its fees have been spent and earned.',
  cancelled: 'This order is cancelled.',
};

/**
 * Milestone pricing (issue 11 §3): what the founder's money has paid for so far, from the order's own fee lines and
 * completed tasks, and what cancelling today gives back, with the request to cancel.
 */
export function OrderMilestonesCard({
  orderId,
  milestones,
  canCancel,
}: {
  orderId: string;
  milestones: OrderMilestones;
  canCancel: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const { withdraw } = useCancellation(orderId);
  const { currency, government, professional, tax, platform_fee: platform, tasks, cancellation } = milestones;
  const open = cancellation?.status === 'open' ? cancellation : null;
  const rows = [
    {
      label: 'Government fees (passed through at cost)',
      value: money(government.total, currency),
      note: government.total > 0 ? `${money(government.spent, currency)} paid out so far` : undefined,
    },
    {
      label: 'Professional fee',
      value: money(professional.total, currency),
      note: `${money(professional.earned, currency)} earned: ${tasks.completed} of ${tasks.total} ${tasks.total === 1 ? 'task' : 'tasks'} completed (${milestones.earned_percent}% of the work)`,
    },
    ...(tax.total > 0 ? [{ label: 'Tax', value: money(tax.total, currency), note: `${money(tax.kept, currency)} on the fee earned` }] : []),
    ...(platform > 0 ? [{ label: 'Platform fee', value: money(platform, currency), note: 'Card processing; not refunded' }] : []),
  ];

  return (
    <section aria-labelledby="milestones-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="milestones-heading" className="text-lg font-semibold text-ink">
          What you have paid for
        </h2>
        {open && <Badge tone="warning">Cancellation requested</Badge>}
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
            <dt className="text-slate-700">
              {row.label}
              {row.note && <span className="block text-xs text-muted">{row.note}</span>}
            </dt>
            <dd className="tabular-nums text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-xl bg-slate-50 p-3 text-sm">
        {milestones.refund_if_cancelled === null ? (
          <p className="text-slate-700">{unavailableSentences[milestones.refund_unavailable ?? 'not_paid']}</p>
        ) : (
          <p className="text-slate-700">
            If you cancel today you get back{' '}
            <strong className="text-base tabular-nums text-ink" data-testid="refund-if-cancelled">
              {money(milestones.refund_if_cancelled, currency)}
            </strong>
            : the government fees not yet paid out and the part of the professional fee (with its tax) not yet earned.
          </p>
        )}
        {open && (
          <p className="mt-2 text-slate-700">
            You asked to cancel on {formatDate(open.requested_at)}, when it came to {money(open.refund_quoted, currency)}. Our team will
            reply by email; work goes on until then.
          </p>
        )}
      </div>
      {canCancel && open && (
        <div>
          <Button
            variant="secondary"
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => toast.success('Cancellation request withdrawn'),
                onError: (error) => toast.error(apiErrorDetail(error, 'The request could not be withdrawn')),
              })
            }
          >
            Withdraw the request
          </Button>
        </div>
      )}
      {canCancel && !open && milestones.refund_if_cancelled !== null && (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Request cancellation
          </Button>
        </div>
      )}
      <Dialog open={asking} onOpenChange={setAsking}>
        {asking && milestones.refund_if_cancelled !== null && (
          <DialogContent title="Request cancellation" className="max-w-lg">
            <CancellationForm orderId={orderId} refund={money(milestones.refund_if_cancelled, currency)} onDone={() => setAsking(false)} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

function CancellationForm({ orderId, refund, onDone }: { orderId: string; refund: string; onDone: () => void }) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { request } = useCancellation(orderId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cancellationBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data.reason, {
      onSuccess: () => {
        toast.success('Cancellation requested');
        onDone();
      },
      onError: (failure) => setError(apiErrorDetail(failure, 'The request could not be sent. Try again.')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3">
      <p className="text-sm text-slate-700">
        Cancelling today gives back <strong className="tabular-nums text-ink">{refund}</strong>. Our team reviews the request and replies by
        email; work on the order goes on until then, and you can withdraw the request at any time.
      </p>
      <div className="grid gap-1.5">
        <TextareaField
          id={fieldId}
          label="Why do you want to cancel?"
          error={error}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={CANCELLATION_REASON_MAX}
          rows={4}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Keep the order
        </Button>
        <Button type="submit" loading={request.isPending}>
          Send the request
        </Button>
      </div>
    </form>
  );
}
