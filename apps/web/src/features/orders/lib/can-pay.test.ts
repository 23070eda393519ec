import { describe, expect, it } from 'vitest';
import { orderStatuses, paymentStatuses } from '@charter/shared';
import { canPay } from './can-pay';

describe('when the Pay button is offered', () => {
  it('after a decline or an expiry as before payment, never once paid, held or cancelled (issue 27)', () => {
    for (const order_status of orderStatuses) {
      for (const payment_status of paymentStatuses) {
        const expected = order_status !== 'cancelled' && ['pending', 'failed', 'expired'].includes(payment_status);
        expect(canPay({ order_status, payment_status }), `${order_status}/${payment_status}`).toBe(expected);
      }
    }
    expect(canPay({ order_status: 'cancelled', payment_status: 'pending' })).toBe(false);
    expect(canPay({ order_status: 'pending', payment_status: 'failed' })).toBe(true);
  });
});
