import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { formatMajor, taskStatusLabels, type OrderDetail } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { DocumentList } from '@/components/ui/document-list';
import { FeeBreakdownList } from '@/components/ui/fee-breakdown-list';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

/** Items with quantity and price, and the fee lines an incorporation was quoted with. */
export function OrderItems({ order }: { order: OrderDetail['order'] }) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {order.items.map((item) => (
        <li key={item.id} className="grid grid-cols-1 gap-2 p-3">
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0 break-words font-medium text-ink">{item.name}</span>
            <span className="shrink-0 font-semibold text-ink">
              {item.quantity} × {formatMajor(item.price, item.currency)}
            </span>
          </div>
          {item.fee_breakdown && <FeeBreakdownList breakdown={item.fee_breakdown} currency={item.currency} className="text-sm" />}
        </li>
      ))}
    </ul>
  );
}

const timelineIcons = { completed: CheckCircle2, in_progress: CircleDot, pending: Circle };

/** An order's timeline, oldest first, for the founder and (with its own `empty` sentence and list name) for staff. */
export function OrderTimeline({
  timeline,
  empty = 'The timeline starts once the payment is confirmed.',
  label,
}: {
  timeline: OrderDetail['timeline'];
  empty?: string;
  /** The list's accessible name, where the page has more than one list. */
  label?: string;
}) {
  if (timeline.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ol className="grid grid-cols-1 gap-3" aria-label={label}>
      {timeline.map((entry) => {
        const Icon = timelineIcons[entry.status];
        return (
          <li key={entry.id} className="flex gap-3">
            <Icon
              className={cn(
                'mt-0.5 size-5 shrink-0',
                entry.status === 'completed' ? 'text-green-700' : entry.status === 'in_progress' ? 'text-accent-600' : 'text-muted',
              )}
              aria-hidden="true"
            />
            <div>
              <p className="font-medium text-ink">
                {entry.title}
                {/* Spec §6: what staff write reaches the founder with the agent label. */}
                {entry.agent_name && (
                  <Badge tone="outline" className="ml-2 align-middle">
                    Agent · {entry.agent_name}
                  </Badge>
                )}
              </p>
              <p className="text-sm text-muted">{entry.description}</p>
              <p className="text-xs text-muted">{formatDate(entry.created_at)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The /orders panel's read-only task list (spec §2); the order page and the tasks screen are where tasks are worked. */
export function OrderTasks({ tasks }: { tasks: OrderDetail['tasks'] }) {
  if (tasks.length === 0) return <p className="text-sm text-muted">Tasks appear once the payment is confirmed.</p>;
  return (
    <ul className="grid grid-cols-1 gap-2">
      {tasks.map((task) => (
        <li key={task.id} className="flex items-start gap-3 rounded-lg border border-line p-3">
          <input
            type="checkbox"
            checked={task.status === 'completed'}
            disabled
            aria-label={`${task.title}: ${taskStatusLabels[task.status]}`}
            className="mt-1"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">{task.title}</p>
            <p className="text-sm text-muted">{task.description}</p>
            <p className="mt-1 text-xs text-muted">
              {taskStatusLabels[task.status]} · {task.category}
              {task.due_date ? ` · due ${formatDate(task.due_date)}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** An order's files (its receipt, what its tasks collected), as a task lists its own. */
export function OrderDocuments({ documents }: { documents: OrderDetail['documents'] }) {
  return (
    <DocumentList
      documents={documents}
      describe={(document) => `${document.uploaded_by_role} · ${formatDate(document.uploaded_at)}`}
      empty="No documents yet. Your receipt appears here once the payment is confirmed."
    />
  );
}
