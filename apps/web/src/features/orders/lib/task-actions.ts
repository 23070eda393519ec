import { founderMayWork, type OrderTask, type TaskPerformer, type TaskStatus, type TaskStatusInput } from '@charter/shared';

export interface TaskAction {
  label: 'Start Task' | 'Send to Review' | 'Continue Working' | 'Reopen Task';
  to: TaskStatusInput;
  /** Why the button is there but cannot be pressed yet. */
  disabledReason?: string;
}

/**
 * Spec §4: the one button each status offers (under review offers none: it waits for staff). Charter's tasks offer
 * none at all: the server refuses a founder's move on them (issue 27).
 */
export function primaryTaskAction(task: Pick<OrderTask, 'status' | 'documents' | 'performer'>): TaskAction | undefined {
  if (!founderMayWork(task)) return undefined;
  switch (task.status) {
    case 'pending':
      return { label: 'Start Task', to: 'in_progress' };
    case 'in_progress':
      return task.documents.length > 0
        ? { label: 'Send to Review', to: 'submitted' }
        : { label: 'Send to Review', to: 'submitted', disabledReason: 'Upload at least one document first.' };
    case 'submitted':
      return { label: 'Continue Working', to: 'in_progress' };
    case 'completed':
      return { label: 'Reopen Task', to: 'in_progress' };
    case 'under_review':
      return undefined;
  }
}

/** The checkbox toggles between done and pending; a task under review waits for staff; Charter's tasks have none. */
export function checkboxMove({ status, performer }: Pick<OrderTask, 'status' | 'performer'>): TaskStatusInput | undefined {
  if (status === 'under_review' || performer !== 'founder') return undefined;
  return status === 'completed' ? 'todo' : 'done';
}

export interface TaskStep {
  label: string;
  state: 'done' | 'current' | 'next';
}

/** Marking the founder's task done asks first when it changes what is owed (it earns part of Charter's fee). */
export const completionNeedsConfirm = (task: Pick<OrderTask, 'earns_fee'>): boolean => task.earns_fee;

/** The steps guide of the task modal, with where this task stands (from its status and who does it). */
export function taskSteps(status: TaskStatus, performer: TaskPerformer = 'founder'): TaskStep[] {
  const founder = performer === 'founder';
  const labels = founder
    ? ['Start the task', 'Upload the documents it asks for', 'Send it to review', 'Your Charter agent reviews it', 'Done']
    : ['Charter’s team starts it', 'Charter’s team prepares and files it', 'Done'];
  const position: Record<TaskStatus, number> = founder
    ? { pending: 0, in_progress: 1, submitted: 3, under_review: 3, completed: 5 }
    : { pending: 0, in_progress: 1, submitted: 1, under_review: 1, completed: 3 };
  return labels.map((label, index) => ({
    label,
    state: index < position[status] ? 'done' : index === position[status] ? 'current' : 'next',
  }));
}
