import { describe, expect, it } from 'vitest';
import { paymentAttemptStatuses, paymentProviders } from '../payments/payments';
import { refundStatuses } from './admin-orders';
import {
  orderStatusLabels,
  paymentAttemptStatusLabels,
  paymentProviderLabels,
  paymentStatusLabels,
  refundStatusLabels,
} from './status-labels';
import { orderStatuses, paymentStatuses } from './statuses';

describe('status labels', () => {
  it.each([
    ['order', orderStatusLabels, orderStatuses],
    ['payment', paymentStatusLabels, paymentStatuses],
    ['refund', refundStatusLabels, refundStatuses],
    ['payment attempt', paymentAttemptStatusLabels, paymentAttemptStatuses],
    ['payment provider', paymentProviderLabels, paymentProviders],
  ] as const)('every %s value has one distinct label', (_, labels, values) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    const words = Object.values(labels);
    expect(words.every((word) => word.trim() !== '')).toBe(true);
    expect(new Set(words).size).toBe(words.length);
  });

  it.each([
    ['a pending order', orderStatusLabels.pending, 'Awaiting payment'],
    ['an order in progress', orderStatusLabels.in_progress, 'In progress'],
    ['a flagged payment', paymentStatusLabels.flagged, 'Flagged'],
    ['a flagged attempt', paymentAttemptStatusLabels.flagged, 'Flagged'],
    ['an expired payment', paymentStatusLabels.expired, 'Checkout expired'],
    ['a refund done', refundStatusLabels.succeeded, 'Refunded'],
  ])('%s reads %j', (_, label, expected) => {
    expect(label).toBe(expected);
  });
});
