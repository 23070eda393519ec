import { describe, expect, it } from 'vitest';
import { bookingStatuses, orderStatuses, paymentAttemptStatuses, paymentStatuses, refundStatuses, taskStatuses } from '@charter/shared';
import { bookingTone, orderTone, paymentAttemptTone, paymentTone, refundTone, taskTone } from './status-tones';

describe('status tones', () => {
  it.each([
    ['order', orderTone, orderStatuses],
    ['payment', paymentTone, paymentStatuses],
    ['refund', refundTone, refundStatuses],
    ['payment attempt', paymentAttemptTone, paymentAttemptStatuses],
    ['booking', bookingTone, bookingStatuses],
    ['task', taskTone, taskStatuses],
  ] as const)('gives every %s status a tone', (_, tones, statuses) => {
    expect(Object.keys(tones).sort()).toEqual([...statuses].sort());
  });

  it.each([
    [paymentTone.flagged, 'warning'],
    [paymentTone.paid, 'success'],
    [orderTone.failed, 'danger'],
    [refundTone.pending, 'warning'],
    [paymentAttemptTone.refunded, 'neutral'],
    [bookingTone.cancelled, 'danger'],
    [bookingTone.confirmed, 'accent'],
    [taskTone.under_review, 'warning'],
    [taskTone.completed, 'success'],
  ])('%s is %s', (tone, expected) => {
    expect(tone).toBe(expected);
  });
});
