import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { webhookEventLabels, type WebhookDelivery } from '@charter/shared';
import { StatusBadge } from '@/components/ui/status-badge';
import { MutationButton } from '@/components/ui/mutation-button';
import { QueryState } from '@/components/ui/query-state';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatLocalDateTime } from '@/lib/format-date';
import { useRedeliverWebhook } from '../api/use-redeliver-webhook';
import { webhookQueries } from '../api/queries';

const statusTone = { succeeded: 'success', failed: 'danger', pending: 'warning' } as const;
const statusLabel = { succeeded: 'Delivered', failed: 'Failed', pending: 'Retrying' } as const;

function answerOf(delivery: WebhookDelivery): string {
  if (delivery.attempts === 0) return 'Not sent yet';
  const code = delivery.response_code === null ? 'no answer' : `HTTP ${delivery.response_code}`;
  return `${code} · ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
}

/** One endpoint's delivery log: each event sent, its status, the receiver's answer and when; redeliver any of them. */
export function WebhookDeliveries({ companyId, endpointId, enabled }: { companyId: string; endpointId: string; enabled: boolean }) {
  const deliveries = useQuery(webhookQueries.deliveries(companyId, endpointId));
  const redeliver = useRedeliverWebhook(companyId, endpointId);

  return (
    <QueryState
      query={deliveries}
      what="deliveries"
      failed={apiErrorMessage(deliveries.error, 'The delivery log could not be loaded.')}
      isEmpty={(data) => data.deliveries.length === 0}
      empty="No deliveries yet: events you chose will show here as they happen."
    >
      {(data) => (
        <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Delivery log">
          {data.deliveries.map((delivery) => (
            <li key={delivery.id} className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 grid gap-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-ink">{webhookEventLabels[delivery.event]}</span>
                  <StatusBadge status={delivery.status} tones={statusTone} labels={statusLabel} />
                </div>
                <span className="text-muted tabular-nums">
                  {answerOf(delivery)} · {formatLocalDateTime(new Date(delivery.last_attempt_at ?? delivery.created_at))}
                </span>
                {delivery.last_error && delivery.status !== 'succeeded' && (
                  <span className="break-words text-red-700">{delivery.last_error}</span>
                )}
              </div>
              {enabled && (
                <MutationButton
                  variant="ghost"
                  size="sm"
                  className="w-fit shrink-0"
                  mutation={redeliver}
                  variables={delivery.id}
                  done="Sent again"
                  failed="It could not be sent again."
                >
                  <RotateCw aria-hidden="true" />
                  Redeliver
                </MutationButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
