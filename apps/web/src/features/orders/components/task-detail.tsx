import { CheckCircle2, Circle, CircleDot, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { founderMayWork, taskPerformerLabels, type OrderTask } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { CommentForm, CommentList } from '@/components/ui/comment-thread';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { useAddComment, useMoveTask } from '../api/mutations';
import { primaryTaskAction, taskSteps } from '../lib/task-actions';
import { TaskDocuments } from './task-documents';
import { TaskBadges } from './task-badges';

/** Spec §2: the task modal's content (also the tasks screen's detail panel): assignment, steps, documents, comments, actions. */
export function TaskDetail({ task, canWork }: { task: OrderTask; canWork: boolean }) {
  const own = founderMayWork(task);
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="grid grid-cols-1 gap-2">
        <TaskBadges task={task} />
        <p className="text-sm text-ink">{task.description}</p>
        <p className="text-sm text-muted">
          Order {task.order_number} · who does it: {taskPerformerLabels[task.performer]}
          {task.due_date
            ? ` · ${own ? 'due' : 'expected by'} ${formatDate(task.due_date)}`
            : own
              ? ' · no due date'
              : ' · date to be confirmed'}
        </p>
        <p className="text-sm text-muted" data-testid="task-assignment">
          <span className="font-medium text-ink">Assignment:</span>{' '}
          {!own ? (
            <>
              Charter’s team does this task{task.assigned_to ? <> ({task.assigned_to})</> : null}; it shows as completed here once it is
              filed. Nothing is needed from you unless we ask in a comment.
            </>
          ) : task.assigned_to ? (
            <>
              your agent <span className="font-medium text-ink">{task.assigned_to}</span> looks after this task; you provide what it asks
              for.
            </>
          ) : (
            'you provide what the task asks for; your Charter agent reviews it and files it.'
          )}
        </p>
      </div>

      <TaskSection id={`steps-${task.id}`} title="Steps">
        <ol className="grid grid-cols-1 gap-1.5">
          {taskSteps(task.status, task.performer).map((step) => {
            const Icon = step.state === 'done' ? CheckCircle2 : step.state === 'current' ? CircleDot : Circle;
            return (
              <li key={step.label} className="flex items-center gap-2 text-sm" aria-current={step.state === 'current' ? 'step' : undefined}>
                <Icon
                  className={cn(
                    'size-4 shrink-0',
                    step.state === 'done' ? 'text-green-700' : step.state === 'current' ? 'text-accent-600' : 'text-muted',
                  )}
                  aria-hidden="true"
                />
                <span className={cn(step.state === 'current' ? 'font-medium text-ink' : 'text-muted')}>{step.label}</span>
              </li>
            );
          })}
        </ol>
      </TaskSection>

      <TaskSection id={`documents-${task.id}`} title="Documents">
        <TaskDocuments task={task} canWork={canWork && own} />
      </TaskSection>

      <TaskActions task={task} canWork={canWork} />
      <TaskComments task={task} canWork={canWork} />
    </div>
  );
}

/** A part of the task's detail under its heading, which names it (`id` is the heading's). */
function TaskSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-2">
      <h3 id={id} className="font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The status button of spec §4, or the under-review notice; nothing for a viewer. */
export function TaskActions({ task, canWork, compact = false }: { task: OrderTask; canWork: boolean; compact?: boolean }) {
  const move = useMoveTask();
  // Charter's tasks take no founder moves (the server refuses them): nothing to press, nothing to wait for.
  if (!founderMayWork(task)) return null;
  if (task.status === 'under_review') {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <Hourglass className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">Task Under Review.</span> Waiting for admin approval.
        </span>
      </p>
    );
  }
  const action = primaryTaskAction(task);
  if (!canWork || !action) return null;
  const hintId = `action-hint-${task.id}`;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', compact && 'justify-end')}>
      <Button
        size={compact ? 'sm' : 'md'}
        variant={action.label === 'Reopen Task' || action.label === 'Continue Working' ? 'secondary' : 'primary'}
        disabled={Boolean(action.disabledReason) || move.isPending}
        aria-describedby={action.disabledReason ? hintId : undefined}
        onClick={() =>
          move.mutate(
            { orderId: task.order_id, taskId: task.id, status: action.to },
            {
              onSuccess: () => toast.success('Task status updated'),
              onError: (error) => toast.error(apiErrorDetail(error, 'Failed to update task')),
            },
          )
        }
      >
        {move.isPending ? 'Saving…' : action.label}
      </Button>
      {action.disabledReason && (
        <span id={hintId} className="text-xs text-muted">
          {action.disabledReason}
        </span>
      )}
    </div>
  );
}

function TaskComments({ task, canWork }: { task: OrderTask; canWork: boolean }) {
  const add = useAddComment();
  return (
    <section aria-labelledby={`comments-${task.id}`} className="grid grid-cols-1 gap-2">
      <h3 id={`comments-${task.id}`} className="font-semibold text-ink">
        Comments
      </h3>
      <CommentList comments={task.comments} />
      {canWork && (
        <CommentForm
          id={`comment-${task.id}`}
          label="Add a comment"
          placeholder="Ask your agent, or say what you uploaded"
          pending={add.isPending}
          onAdd={(comment, clear) =>
            add.mutate(
              { orderId: task.order_id, taskId: task.id, text: comment },
              {
                onSuccess: () => {
                  clear();
                  toast.success('Comment added');
                },
                onError: (failure) => toast.error(apiErrorDetail(failure, 'Failed to add comment')),
              },
            )
          }
        />
      )}
    </section>
  );
}
