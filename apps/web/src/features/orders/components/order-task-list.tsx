import { useState } from 'react';
import { founderMayWork, taskPerformerLabels, taskStatusLabels, type OrderTask } from '@charter/shared';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button } from '@/components/ui/button';
import { ItemDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { formatDate } from '@/lib/format-date';
import { useMoveTask } from '../api/mutations';
import { checkboxMove, completionNeedsConfirm } from '../lib/task-actions';
import { ConfirmCompleteDialog } from './confirm-complete-dialog';
import { TaskDocuments } from './task-documents';
import { TaskActions, TaskDetail } from './task-detail';
import { taskTone } from '@/lib/status-tones';

/**
 * Spec §2 Order detail: the task list (checkbox, Start Task, Upload, Send to Review, per-task documents) and the task
 * modal. `canWork` is false for a viewer of the company: they see everything and change nothing.
 */
export function OrderTaskList({ tasks, canWork }: { tasks: OrderTask[]; canWork: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = tasks.find((task) => task.id === openId);
  if (tasks.length === 0) return <p className="text-sm text-muted">Tasks appear once the payment is confirmed.</p>;
  return (
    <>
      <ul className="grid grid-cols-1 gap-3" aria-label="Tasks of this order">
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} canWork={canWork} onOpen={() => setOpenId(task.id)} />
        ))}
      </ul>
      <ItemDialog item={open} onClose={() => setOpenId(null)} title={(task) => task.title} className="max-w-lg">
        {(task) => <TaskDetail task={task} canWork={canWork} />}
      </ItemDialog>
    </>
  );
}

function TaskRow({ task, canWork, onOpen }: { task: OrderTask; canWork: boolean; onOpen: () => void }) {
  const move = useMoveTask();
  const [confirming, setConfirming] = useState(false);
  const toggle = checkboxMove(task);
  const done = task.status === 'completed';
  // Charter's tasks are read-only to the founder: who does it, its status and expected date, no controls (issue 27).
  const own = founderMayWork(task);
  const send = () =>
    toggle &&
    move.mutate(
      { orderId: task.order_id, taskId: task.id, status: toggle },
      {
        onSuccess: () => toast.success('Task status updated'),
        onError: (error) => toast.error(apiErrorDetail(error, 'Failed to update task')),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <li className="grid grid-cols-1 gap-3 rounded-xl border border-line p-3 sm:p-4">
      <div className="flex items-start gap-3">
        {own && (
          <input
            type="checkbox"
            checked={done}
            disabled={!canWork || !toggle || move.isPending}
            onChange={() => (!done && completionNeedsConfirm(task) ? setConfirming(true) : send())}
            aria-label={done ? `Mark “${task.title}” as not done` : `Mark “${task.title}” as done`}
            className="mt-1 size-4 shrink-0 accent-accent-600"
          />
        )}
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className={done ? 'font-medium text-muted line-through' : 'font-medium text-ink'}>{task.title}</p>
            <StatusBadge status={task.status} tones={taskTone} labels={taskStatusLabels} />
          </div>
          <p className="text-sm text-muted">{task.description}</p>
          <p className="text-xs text-muted">
            <span data-testid="task-performer">Who does it: {taskPerformerLabels[task.performer]}</span>
            {' · '}
            {task.category}
            {task.due_date ? ` · ${own ? 'due' : 'expected by'} ${formatDate(task.due_date)}` : own ? '' : ' · date to be confirmed'}
            {task.comments.length > 0 ? ` · ${task.comments.length} ${task.comments.length === 1 ? 'comment' : 'comments'}` : ''}
          </p>
        </div>
      </div>
      <div className={own ? 'grid grid-cols-1 gap-3 sm:pl-7' : 'grid grid-cols-1 gap-3'}>
        <TaskDocuments task={task} canWork={canWork && own} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TaskActions task={task} canWork={canWork} compact />
          <Button type="button" variant="ghost" size="sm" onClick={onOpen} aria-label={`Details of “${task.title}”`}>
            Details
          </Button>
        </div>
      </div>
      <ConfirmCompleteDialog
        title={task.title}
        open={confirming}
        pending={move.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
