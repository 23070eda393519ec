import { describe, expect, it } from 'vitest';
import { adminOrderStatusBodySchema, adminOrderTaskBodySchema, allowedOrderMoves, checkOrderMove } from './admin-orders';

describe('staff order moves', () => {
  it.each([
    ['processing', 'paid', ['in_progress', 'completed', 'cancelled']],
    ['in_progress', 'paid', ['processing', 'completed', 'cancelled']],
    ['completed', 'paid', ['in_progress']],
    ['cancelled', 'paid', []],
    ['pending', 'pending', ['cancelled']],
    ['failed', 'failed', ['cancelled']],
    ['processing', 'flagged', []],
  ] as const)('%s with payment %s may move to %j', (from, payment, expected) => {
    expect(allowedOrderMoves(from, payment)).toEqual(expected);
  });

  it.each([
    ['processing', 'processing', 'paid', 'The order is already processing.'],
    ['completed', 'cancelled', 'paid', 'An order that is completed can move to in progress, not to cancelled.'],
    ['cancelled', 'processing', 'paid', 'This order is cancelled: a cancelled order cannot change status.'],
    ['pending', 'completed', 'pending', 'This order has not been paid, so it cannot be completed; it can only be cancelled.'],
  ] as const)('%s → %s (%s) is refused: %s', (from, to, payment, detail) => {
    expect(checkOrderMove(from, to, payment)).toEqual({ ok: false, detail });
  });

  it('allows what the table allows', () => {
    expect(checkOrderMove('in_progress', 'cancelled', 'paid')).toEqual({ ok: true });
    expect(checkOrderMove('pending', 'cancelled', 'expired')).toEqual({ ok: true });
  });
});

describe('admin order bodies', () => {
  it('takes the spec’s order_status or status, not two different ones', () => {
    expect(adminOrderStatusBodySchema.safeParse({ order_status: 'completed' }).success).toBe(true);
    expect(adminOrderStatusBodySchema.safeParse({ status: 'completed' }).success).toBe(true);
    expect(adminOrderStatusBodySchema.safeParse({}).success).toBe(false);
    expect(adminOrderStatusBodySchema.safeParse({ order_status: 'completed', status: 'cancelled' }).success).toBe(false);
  });

  it('a task needs a title and a due date; priority defaults to high, status to pending and who does it to the founder', () => {
    expect(adminOrderTaskBodySchema.parse({ title: ' File ', due_date: '2030-01-31' })).toEqual({
      title: 'File',
      description: '',
      category: 'other',
      priority: 'high',
      due_date: '2030-01-31',
      performer: 'founder',
      status: 'pending',
    });
    expect(adminOrderTaskBodySchema.parse({ title: 'File', due_date: '2030-01-31', performer: 'charter' }).performer).toBe('charter');
    expect(adminOrderTaskBodySchema.safeParse({ title: 'File', due_date: '2030-01-31', performer: 'robot' }).success).toBe(false);
    expect(adminOrderTaskBodySchema.safeParse({ title: 'File' }).success).toBe(false);
    expect(adminOrderTaskBodySchema.safeParse({ title: '', due_date: '2030-01-31' }).error?.issues[0]?.message).toBe(
      'Please fill in all required fields',
    );
  });
});
