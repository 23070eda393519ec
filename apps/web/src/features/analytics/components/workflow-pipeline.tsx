import { Link } from 'react-router';
import { orderStatusLabels, taskStatuses, taskStatusLabels, type Workflows } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type Workflow = Workflows['workflows'][number];

const created = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const due = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const stageTone = { completed: 'success', cancelled: 'neutral', failed: 'danger', pending: 'warning' } as const;

/** One order as a pipeline: a column (a step on a phone) per task status, each task in the column of its status. */
export function WorkflowPipeline({ workflow }: { workflow: Workflow }) {
  const headingId = `workflow-${workflow.order_id}`;
  const done = workflow.tasks.filter((task) => task.status === 'completed').length;
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-base font-semibold text-ink">
              {workflow.name}
            </h2>
            <p className="text-sm text-muted">
              {workflow.order_number}
              {workflow.company_name ? ` · ${workflow.company_name}` : ''} · {created.format(new Date(workflow.created_at))}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={stageTone[workflow.order_status as keyof typeof stageTone] ?? 'accent'}>
              {orderStatusLabels[workflow.order_status]}
            </Badge>
            <Link
              to={`/orders/${workflow.order_id}`}
              className="text-sm font-medium text-accent-700 underline"
              aria-describedby={headingId}
            >
              View order
            </Link>
          </div>
        </div>
        {workflow.tasks.length === 0 ? (
          <p className="text-sm text-muted">
            {workflow.payment_status === 'paid'
              ? 'No tasks yet: they are planned as the order is fulfilled.'
              : 'No tasks yet: the work is planned once the order is paid.'}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted">
              {done} of {workflow.tasks.length} {workflow.tasks.length === 1 ? 'task' : 'tasks'} completed
            </p>
            <ol className="grid grid-cols-1 gap-3 md:grid-cols-5" aria-label={`Tasks of ${workflow.order_number} by status`}>
              {taskStatuses.map((status) => {
                const inColumn = workflow.tasks.filter((task) => task.status === status);
                return (
                  <li key={status} className="grid content-start gap-2 rounded-lg bg-canvas p-3" data-stage={status}>
                    <h3 className="flex items-center justify-between text-xs font-semibold uppercase tracking-wide text-muted">
                      {taskStatusLabels[status]}
                      <span className="tabular-nums">{inColumn.length}</span>
                    </h3>
                    {inColumn.length > 0 && (
                      <ul className="grid gap-2">
                        {inColumn.map((task) => (
                          <li
                            key={task.id}
                            className={cn('rounded-md border bg-white p-2 text-sm', task.is_overdue ? 'border-red-300' : 'border-line')}
                          >
                            <p className="font-medium text-ink">{task.title}</p>
                            {task.due_date && (
                              <p className={cn('text-xs', task.is_overdue ? 'font-semibold text-red-700' : 'text-muted')}>
                                {task.is_overdue ? 'Overdue · due ' : 'Due '}
                                {due.format(new Date(`${task.due_date}T00:00:00Z`))}
                              </p>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  );
}
