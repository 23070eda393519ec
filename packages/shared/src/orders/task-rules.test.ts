import { describe, expect, it } from 'vitest';
import { taskStatuses, type TaskStatus } from './statuses';
import {
  charterActionsFor,
  charterTaskActions,
  checkTaskMove,
  founderMayWork,
  normaliseTaskStatus,
  staffActionsFor,
  staffMoveNeedsComment,
} from './task-rules';

/** Spec §4, written out: every move a founder may make. Everything else is refused. */
const founderMay: [TaskStatus, TaskStatus][] = [
  ['pending', 'in_progress'],
  ['pending', 'completed'],
  ['in_progress', 'submitted'],
  ['in_progress', 'completed'],
  ['submitted', 'in_progress'],
  ['submitted', 'completed'],
  ['completed', 'in_progress'],
  ['completed', 'pending'],
];

describe('task moves (spec §4)', () => {
  for (const from of taskStatuses) {
    for (const to of taskStatuses) {
      const allowed = founderMay.some(([a, b]) => a === from && b === to);
      it(`a founder ${allowed ? 'may' : 'may not'} move ${from} → ${to}`, () => {
        expect(checkTaskMove(from, to, 'founder', 1).ok).toBe(allowed);
      });
    }
  }

  // Each refusal names why, or the moves the task's status allows.
  it.each([
    ['in_progress', 'submitted', 'founder', 0, 'Upload at least one document before sending the task to review.'],
    ['pending', 'submitted', 'founder', 1, 'A task that is pending can move to in progress or completed, not to submitted.'],
    ['under_review', 'completed', 'founder', 1, 'The task is under review: it is waiting for admin approval.'],
    ['pending', 'under_review', 'staff', 1, 'A task that is pending can move to in progress or completed, not to under review.'],
    ['under_review', 'pending', 'staff', 1, 'A task that is under review can move to completed or in progress, not to pending.'],
    ['in_progress', 'submitted', 'staff', 0, 'Upload at least one document before sending the task to review.'],
  ] as const)('%s → %s by %s with %i documents is refused: %s', (from, to, actor, documents, detail) => {
    expect(checkTaskMove(from, to, actor, documents)).toEqual({ ok: false, detail });
  });

  it('staff make the founder’s moves and the review’s: start the review of submitted work, approve it or send it back', () => {
    expect(checkTaskMove('submitted', 'under_review', 'staff', 0).ok).toBe(true);
    expect(checkTaskMove('under_review', 'completed', 'staff', 0).ok).toBe(true);
    expect(checkTaskMove('under_review', 'in_progress', 'staff', 0).ok).toBe(true);
    expect(checkTaskMove('pending', 'in_progress', 'staff', 0).ok).toBe(true);
    expect(checkTaskMove('completed', 'completed', 'staff', 0).ok).toBe(false);
    expect(staffMoveNeedsComment('under_review', 'in_progress')).toBe(true);
    expect(staffMoveNeedsComment('submitted', 'in_progress')).toBe(true);
    expect(staffMoveNeedsComment('under_review', 'completed')).toBe(false);
    expect(staffMoveNeedsComment('completed', 'in_progress')).toBe(false);
    expect(staffActionsFor('under_review').map((action) => action.label)).toEqual(['Approve', 'Send back']);
  });

  it('todo and done are pending and completed', () => {
    expect(normaliseTaskStatus('todo')).toBe('pending');
    expect(normaliseTaskStatus('done')).toBe('completed');
    expect(normaliseTaskStatus('submitted')).toBe('submitted');
  });
});

describe('Charter’s tasks (issue 27)', () => {
  it('staff’s work actions on them are moves staff may make, from every status they are offered in', () => {
    for (const action of charterTaskActions) {
      for (const from of action.from) expect(checkTaskMove(from, action.to, 'staff', 0).ok, `${action.label} from ${from}`).toBe(true);
    }
    expect(charterActionsFor('pending').map((action) => action.label)).toEqual(['Start work', 'Mark as done']);
    expect(charterActionsFor('under_review')).toEqual([]);
    expect(charterActionsFor('completed')).toEqual([]);
  });

  it('only the founder’s own tasks are theirs to work', () => {
    expect(founderMayWork({ performer: 'founder' })).toBe(true);
    expect(founderMayWork({ performer: 'charter' })).toBe(false);
  });
});
