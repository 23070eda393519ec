import { describe, expect, it } from 'vitest';
import { checkTaskMove, normaliseTaskStatus, taskStatuses } from '@charter/shared';
import { checkboxMove, primaryTaskAction, taskSteps } from './task-actions';

describe('the buttons a task offers', () => {
  it('offers exactly the moves the server allows (spec §4)', () => {
    for (const status of taskStatuses) {
      const action = primaryTaskAction({ status, documents: [{} as never] });
      if (action) expect(checkTaskMove(status, normaliseTaskStatus(action.to), 'founder', 1).ok, `${status} → ${action.to}`).toBe(true);
      const box = checkboxMove(status);
      if (box) expect(checkTaskMove(status, normaliseTaskStatus(box), 'founder', 1).ok, `checkbox from ${status}`).toBe(true);
    }
  });

  it('Send to Review is disabled until a document is there; under review offers nothing', () => {
    expect(primaryTaskAction({ status: 'in_progress', documents: [] })).toMatchObject({
      disabledReason: 'Upload at least one document first.',
    });
    expect(primaryTaskAction({ status: 'under_review', documents: [] })).toBeUndefined();
    expect(checkboxMove('under_review')).toBeUndefined();
  });

  it('the steps guide follows the status', () => {
    expect(taskSteps('pending').map((step) => step.state)).toEqual(['current', 'next', 'next', 'next', 'next']);
    expect(taskSteps('under_review').map((step) => step.state)).toEqual(['done', 'done', 'done', 'current', 'next']);
    expect(taskSteps('completed').every((step) => step.state === 'done')).toBe(true);
  });
});
