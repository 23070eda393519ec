import { describe, expect, it } from 'vitest';
import { canMoveAttempt, paymentAttemptStatuses } from './payments';

describe('a payment attempt’s state machine', () => {
  it('captured attempts are final, except that a pending refund completes', () => {
    for (const to of paymentAttemptStatuses) {
      if (to !== 'paid') expect(canMoveAttempt('paid', to), `paid → ${to}`).toBe(false);
      if (to !== 'flagged') expect(canMoveAttempt('flagged', to), `flagged → ${to}`).toBe(false);
      if (to !== 'refunded') expect(canMoveAttempt('refunded', to), `refunded → ${to}`).toBe(false);
    }
    expect(canMoveAttempt('refund_pending', 'refunded')).toBe(true);
    expect(canMoveAttempt('refund_pending', 'paid')).toBe(false);
  });

  it('money landing on a closed (cancelled) attempt can only be refunded; a closed attempt never reopens', () => {
    expect(canMoveAttempt('cancelled', 'paid')).toBe(false);
    expect(canMoveAttempt('cancelled', 'refund_pending')).toBe(true);
    for (const from of paymentAttemptStatuses) {
      if (from !== 'created') expect(canMoveAttempt(from, 'created'), `${from} → created`).toBe(false);
    }
  });
});
