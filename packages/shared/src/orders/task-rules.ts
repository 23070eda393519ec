// No Zod here: the web app's first screens import these rules and labels, and a Zod import would evaluate every schema
// at load. tasks.ts builds its schemas from them.
import { taskStatuses, type TaskPerformer, type TaskStatus } from './statuses';

/** Spec §3: `todo` and `done` are accepted for `pending` and `completed`. */
export const taskStatusInputs = [...taskStatuses, 'todo', 'done'] as const;
export type TaskStatusInput = (typeof taskStatusInputs)[number];

export function normaliseTaskStatus(status: TaskStatusInput): TaskStatus {
  if (status === 'todo') return 'pending';
  if (status === 'done') return 'completed';
  return status;
}

export const taskStatusLabels: Record<TaskStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  submitted: 'Submitted',
  under_review: 'Under review',
  completed: 'Completed',
};

/**
 * Spec §4: where a founder may move a task from each status. Start Task (pending → in_progress), Send to Review
 * (in_progress → submitted, with a document), Continue Working (submitted → in_progress), Reopen Task
 * (completed → in_progress), the checkbox (→ completed, completed → pending) and the dashboard's Complete Task.
 * A task under review waits for staff: the founder cannot move it.
 */
const founderMoves: Record<TaskStatus, readonly TaskStatus[]> = {
  pending: ['in_progress', 'completed'],
  in_progress: ['submitted', 'completed'],
  submitted: ['in_progress', 'completed'],
  under_review: [],
  completed: ['in_progress', 'pending'],
};

export type TaskMover = 'founder' | 'staff';

/**
 * Staff review (issue 12): Start review (submitted → under review), then Approve (→ completed) or Send back
 * (→ in progress, with a comment that says what to change). These are the back office's buttons.
 */
export const staffReviewActions = [
  { label: 'Start review', from: 'submitted', to: 'under_review', needsComment: false },
  { label: 'Approve', from: 'under_review', to: 'completed', needsComment: false },
  { label: 'Send back', from: 'under_review', to: 'in_progress', needsComment: true },
] as const satisfies readonly { label: string; from: TaskStatus; to: TaskStatus; needsComment: boolean }[];
export type StaffReviewAction = (typeof staffReviewActions)[number];

/**
 * Issue 27: Charter's own tasks (the filings) are worked by staff: Start work, then Mark as done, which earns the
 * filing's share of the fee (the back office asks first). Both are among the moves staff may make (`allowedTaskMoves`).
 */
export const charterTaskActions = [
  { label: 'Start work', from: ['pending'], to: 'in_progress' },
  { label: 'Mark as done', from: ['pending', 'in_progress', 'submitted'], to: 'completed' },
] as const satisfies readonly { label: string; from: readonly TaskStatus[]; to: TaskStatus }[];
export type CharterTaskAction = (typeof charterTaskActions)[number];

/** The work actions staff may take on one of Charter's tasks in `status`. */
export const charterActionsFor = (status: TaskStatus): CharterTaskAction[] =>
  charterTaskActions.filter((action) => (action.from as readonly TaskStatus[]).includes(status));

/** The review actions staff may take on a task in `status` (the back office shows only these buttons). */
export const staffActionsFor = (status: TaskStatus): StaffReviewAction[] => staffReviewActions.filter((action) => action.from === status);

/**
 * Staff sending submitted work back to the founder must say what to change (the founder sees the comment with the
 * agent label): from submitted or under review to in progress.
 */
export const staffMoveNeedsComment = (from: TaskStatus, to: TaskStatus): boolean =>
  (from === 'submitted' || from === 'under_review') && to === 'in_progress';

/**
 * The statuses a task may move to from `from`. Staff (who support the founder) may make the founder's moves, and the
 * review's; nobody else moves a task under review.
 */
export function allowedTaskMoves(from: TaskStatus, by: TaskMover): readonly TaskStatus[] {
  if (by === 'founder') return founderMoves[from];
  const review = staffActionsFor(from).map((action): TaskStatus => action.to);
  return [...new Set([...founderMoves[from], ...review])];
}

export type TaskMoveCheck = { ok: true } | { ok: false; detail: string };

/** Whether a move is allowed, and if not, a sentence that names the moves that are. */
export function checkTaskMove(from: TaskStatus, to: TaskStatus, by: TaskMover, documentCount: number): TaskMoveCheck {
  if (from === to) return { ok: false, detail: `The task is already ${taskStatusLabels[to].toLowerCase()}.` };
  if (from === 'under_review' && by === 'founder') {
    return { ok: false, detail: 'The task is under review: it is waiting for admin approval.' };
  }
  const allowed = allowedTaskMoves(from, by);
  if (!allowed.includes(to)) {
    const labels = allowed.map((status) => taskStatusLabels[status].toLowerCase());
    const names = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? 'nothing');
    return {
      ok: false,
      detail: `A task that is ${taskStatusLabels[from].toLowerCase()} can move to ${names}, not to ${taskStatusLabels[to].toLowerCase()}.`,
    };
  }
  if (to === 'submitted' && documentCount === 0) {
    return { ok: false, detail: 'Upload at least one document before sending the task to review.' };
  }
  return { ok: true };
}

/**
 * Issue 27: the founder moves and uploads to their own tasks only. Charter's tasks (the filings) are moved by staff:
 * their completion is what earns the fee and spends the government fees, so a founder's click must never do it.
 */
export const founderMayWork = (task: { performer: TaskPerformer }): boolean => task.performer === 'founder';
/** Who does a task, as the founder reads it. */
export const taskPerformerLabels: Record<TaskPerformer, string> = { founder: 'You', charter: 'Charter’s team' };
export const CHARTER_TASK_DETAIL = "Charter's team does this task: it is marked done from our side once it is filed.";

/** Spec §4: documents can be uploaded unless the task is completed or under review. */
export const canUploadToTask = (status: TaskStatus): boolean => status !== 'completed' && status !== 'under_review';
