import { describe, expect, it } from 'vitest';
import { quoteIndiaIncorporation } from '../formation/fees';
import { milestoneFiguresMinor, orderMilestones, type MilestoneOrder, type MilestoneTask } from './milestones';

/** A ₹1,798.80 GST registration as checkout orders it: ₹1,499 fee, ₹0 government, ₹269.82 tax, ₹29.98 platform. */
const service: MilestoneOrder = {
  currency: 'INR',
  totalMinor: 179_880,
  orderStatus: 'in_progress',
  paymentStatus: 'paid',
  items: [
    {
      priceMinor: 179_880,
      quantity: 1,
      feeBreakdown: { professional_fee: 1499, govt_agency_fees: 0, tax: 269.82, platform_fee: 29.98 },
    },
  ],
};
const task = (status: MilestoneTask['status'], weight: number, spends: string[] = []): MilestoneTask => ({ status, weight, spends });

describe('milestone pricing', () => {
  it('before any milestone: everything but the platform fee comes back', () => {
    const figures = milestoneFiguresMinor(service, [task('pending', 1), task('in_progress', 1), task('pending', 3, ['govt_agency_fees'])]);
    expect(figures).toMatchObject({ professional: 149_900, earned: 0, tax: 26_982, taxKept: 0, platform: 2_998, refund: 176_882 });
  });

  it('earns the professional fee (and keeps its tax) by the completed tasks’ weights', () => {
    // 2 of 5 weight done: 40 % of ₹1,499 = ₹599.60 earned, 40 % of the tax kept.
    const figures = milestoneFiguresMinor(service, [
      task('completed', 1),
      task('completed', 1),
      task('submitted', 3, ['govt_agency_fees']),
    ]);
    expect(figures.earned).toBe(59_960);
    expect(figures.taxKept).toBe(10_793);
    expect(figures.earnedPercent).toBe(40);
    expect(figures.refund).toBe(179_880 - 59_960 - 10_793 - 2_998);
  });

  it('a government line is spent when the task that pays it is completed, not before', () => {
    const quote = quoteIndiaIncorporation({ entity_type: 'Private Limited', state: 'Delhi', authorized_capital: 100_000 });
    const order: MilestoneOrder = {
      currency: 'INR',
      totalMinor: quote.total_minor,
      orderStatus: 'in_progress',
      paymentStatus: 'paid',
      items: [{ priceMinor: quote.total_minor, quantity: 1, feeBreakdown: { ...quote.fee_breakdown } }],
    };
    const tasks = [
      task('completed', 1, ['name_approval']),
      task('in_progress', 1, ['dsc']),
      task('pending', 4, ['stamp_duty']),
      task('pending', 1, ['pan_tan']),
      task('pending', 1),
    ];
    const figures = milestoneFiguresMinor(order, tasks);
    // The government_fee subtotal is not counted twice.
    expect(figures.government).toBe(Math.round(quote.fee_breakdown.government_fee * 100));
    expect(figures.governmentSpent).toBe(quote.fee_breakdown.name_approval * 100);
    expect(figures.professional).toBe(quote.fee_breakdown.professional_fee * 100);
    expect(figures.earned).toBe(Math.round((quote.fee_breakdown.professional_fee * 100) / 8));
    expect(figures.refund).toBe(quote.total_minor - figures.governmentSpent - figures.earned);
  });

  it('a completed order has earned and spent everything; an unpaid or cancelled one has nothing to refund', () => {
    const done = milestoneFiguresMinor({ ...service, orderStatus: 'completed' }, [task('completed', 1)]);
    expect(done).toMatchObject({ earned: 149_900, governmentSpent: 0, refund: null, unavailable: 'completed' });
    expect(milestoneFiguresMinor({ ...service, paymentStatus: 'pending', orderStatus: 'pending' }, []).unavailable).toBe('not_paid');
    expect(milestoneFiguresMinor({ ...service, orderStatus: 'cancelled' }, []).unavailable).toBe('cancelled');
  });

  it('no tasks yet: nothing earned; lines that do not add up to the total are absorbed by the professional fee', () => {
    const figures = milestoneFiguresMinor({ ...service, totalMinor: 179_881 }, []);
    expect(figures.earned).toBe(0);
    expect(figures.professional).toBe(149_901);
    expect(figures.refund).toBe(179_881 - 2_998);
  });

  it('speaks major units with the request', () => {
    const view = orderMilestones(service, [task('completed', 1), task('pending', 1)], null);
    expect(view).toMatchObject({
      currency: 'INR',
      paid: 1798.8,
      professional: { total: 1499, earned: 749.5 },
      tasks: { completed: 1, total: 2 },
      earned_percent: 50,
      refund_unavailable: null,
      cancellation: null,
    });
  });
});
