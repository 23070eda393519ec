import { describe, expect, it } from 'vitest';
import { requirement } from '../testing/requirement';
import { planAddAll } from './priority-order';

const names = (plan: ReturnType<typeof planAddAll>) =>
  plan ? [plan.first.requirement.name, ...plan.rest.map((entry) => entry.requirement.name)] : null;

describe('planAddAll', () => {
  it('is null when nothing pending or overdue has a product', () => {
    expect(
      planAddAll([
        requirement({ name: 'No product' }),
        requirement({ name: 'Done', status: 'completed', product_id: 's1' }),
        requirement({ name: 'Started', status: 'in_progress', product_id: 's2' }),
      ]),
    ).toBeNull();
  });

  it('puts overdue first, then the earliest due date, and keeps every other service for later', () => {
    const plan = planAddAll([
      requirement({ name: 'Later', due_date: '2025-09-01', product_id: 's1' }),
      requirement({ name: 'Sooner', due_date: '2025-08-01', product_id: 's2' }),
      requirement({ name: 'Late', status: 'overdue', due_date: '2025-06-01', product_id: 's3' }),
      requirement({ name: 'Own work', due_date: '2025-05-01' }),
    ]);
    expect(names(plan)).toEqual(['Late', 'Sooner', 'Later']);
    expect(plan!.first.serviceId).toBe('s3');
  });

  it('lists a service that fulfils several requirements once, at its most urgent', () => {
    const plan = planAddAll([
      requirement({ name: 'GST return (Aug)', due_date: '2025-09-20', product_id: 'gst' }),
      requirement({ name: 'GST return (Jul)', due_date: '2025-08-20', product_id: 'gst' }),
      requirement({ name: 'TDS return', due_date: '2025-08-31', product_id: 'tds' }),
    ]);
    expect(names(plan)).toEqual(['GST return (Jul)', 'TDS return']);
    expect(plan!.rest.map((entry) => entry.serviceId)).toEqual(['tds']);
  });

  it('orders the same date by name, so the list is stable', () => {
    const plan = planAddAll([
      requirement({ name: 'B', due_date: '2025-08-01', product_id: 'b' }),
      requirement({ name: 'A', due_date: '2025-08-01', product_id: 'a' }),
    ]);
    expect(names(plan)).toEqual(['A', 'B']);
  });

  it('ranks as the dashboard does: on the same date, the more urgent first', () => {
    const plan = planAddAll([
      requirement({ name: 'A low', due_date: '2025-08-01', urgency: 'low', product_id: 'a' }),
      requirement({ name: 'B high', due_date: '2025-08-01', urgency: 'high', product_id: 'b' }),
    ]);
    expect(names(plan)).toEqual(['B high', 'A low']);
  });
});
