import { describe, expect, it } from 'vitest';
import { checkTaskMove, normaliseTaskStatus, taskPerformerLabels, taskStatuses } from '@charter/shared';
import { checkboxMove, completionNeedsConfirm, primaryTaskAction, taskSteps } from './task-actions';

describe('the buttons a task offers', () => {
  it('offers exactly the moves the server allows (spec §4)', () => {
    for (const status of taskStatuses) {
      const action = primaryTaskAction({ status, documents: [{} as never], performer: 'founder' });
      if (action) expect(checkTaskMove(status, normaliseTaskStatus(action.to), 'founder', 1).ok, `${status} → ${action.to}`).toBe(true);
      const box = checkboxMove({ status, performer: 'founder' });
      if (box) expect(checkTaskMove(status, normaliseTaskStatus(box), 'founder', 1).ok, `checkbox from ${status}`).toBe(true);
    }
  });

  it('Send to Review is disabled until a document is there; under review offers nothing', () => {
    expect(primaryTaskAction({ status: 'in_progress', documents: [], performer: 'founder' })).toMatchObject({
      disabledReason: 'Upload at least one document first.',
    });
    expect(primaryTaskAction({ status: 'under_review', documents: [], performer: 'founder' })).toBeUndefined();
    expect(checkboxMove({ status: 'under_review', performer: 'founder' })).toBeUndefined();
  });

  it('the steps guide follows the status', () => {
    expect(taskSteps('pending').map((step) => step.state)).toEqual(['current', 'next', 'next', 'next', 'next']);
    expect(taskSteps('under_review').map((step) => step.state)).toEqual(['done', 'done', 'done', 'current', 'next']);
    expect(taskSteps('completed').every((step) => step.state === 'done')).toBe(true);
  });

  it('Charter’s tasks offer the founder no button and no checkbox in any status (issue 27)', () => {
    for (const status of taskStatuses) {
      expect(primaryTaskAction({ status, documents: [{} as never], performer: 'charter' }), status).toBeUndefined();
      expect(checkboxMove({ status, performer: 'charter' }), status).toBeUndefined();
    }
    expect(taskPerformerLabels).toEqual({ founder: 'You', charter: 'Charter’s team' });
  });

  it('Charter’s steps guide: started, prepared and filed, done', () => {
    expect(taskSteps('pending', 'charter').map((step) => step.state)).toEqual(['current', 'next', 'next']);
    expect(taskSteps('in_progress', 'charter').map((step) => step.state)).toEqual(['done', 'current', 'next']);
    expect(taskSteps('completed', 'charter').every((step) => step.state === 'done')).toBe(true);
  });

  it('marking a task done asks first only when it earns part of the fee', () => {
    expect(completionNeedsConfirm({ earns_fee: true })).toBe(true);
    expect(completionNeedsConfirm({ earns_fee: false })).toBe(false);
  });
});
