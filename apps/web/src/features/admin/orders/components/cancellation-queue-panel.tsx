import { formatMajor } from '@charter/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { PanelHeading } from '@/components/ui/panel-heading';
import { adminOrderQueries } from '../api/queries';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The Orders tab's queue of founders' requests to cancel a paid order, with the refund each was quoted (milestone
 * pricing at the time of the request). Reviewing one opens the order, where cancelling it refunds the quoted figure.
 */
export function CancellationQueuePanel({ onReview }: { onReview: (orderId: string) => void }) {
  const queue = useQuery(adminOrderQueries.cancellationRequests());
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-3">
        <PanelHeading title="Cancellation requests">
          Founders asking to cancel a paid order, oldest first, with the refund they were quoted when they asked. Review one to cancel the
          order and refund the quoted figure.
        </PanelHeading>
        <QueryState
          query={queue}
          what="cancellation requests"
          isEmpty={(data) => data.requests.length === 0}
          empty="No open cancellation requests."
        >
          {(data) => (
            <ul className="grid grid-cols-1 gap-2">
              {data.requests.map((request) => (
                <li key={request.id} className="grid grid-cols-1 gap-1 rounded-xl border border-line p-3 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-medium text-ink">
                      {request.order_number}
                      {request.company_name ? ` · ${request.company_name}` : ''}
                    </p>
                    <p className="tabular-nums text-ink">
                      Refund quoted {formatMajor(request.refund_quoted, request.currency)} of{' '}
                      {formatMajor(request.total_amount, request.currency)}
                    </p>
                  </div>
                  <p className="text-muted">
                    {request.requested_by_name} ({request.requested_by_email}) · {dateOf(request.requested_at)}
                  </p>
                  <p className="whitespace-pre-wrap text-slate-700">“{request.reason}”</p>
                  <div>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onReview(request.order_id)}
                      aria-label={`Review order ${request.order_number}`}
                    >
                      Review
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
