import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceFees } from '../catalogue/services';
import { quoteIndiaIncorporation } from '../formation/fees';
import { toMinor } from '../money/money';
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
      feeBreakdownMinor: { professional_fee: 149_900, govt_agency_fees: 0, tax: 26_982, platform_fee: 2_998 },
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
      items: [{ priceMinor: quote.total_minor, quantity: 1, feeBreakdownMinor: { ...quote.lines_minor } }],
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
    expect(figures.government).toBe(quote.lines_minor.government_fee);
    expect(figures.governmentSpent).toBe(quote.lines_minor.name_approval);
    expect(figures.professional).toBe(quote.lines_minor.professional_fee);
    // ₹4,999 × 1/8 = ₹624.875: half a paisa rounds up.
    expect(figures.earned).toBe(62_488);
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

describe('milestone pricing, for any fee table and any weights (property)', () => {
  const statuses: MilestoneTask['status'][] = ['pending', 'in_progress', 'submitted', 'completed'];
  const governmentKeys = ['stamp_duty', 'dsc', 'name_approval', 'pan_tan'];

  it('what is spent, earned, kept and refunded adds up to what was paid, to the minor unit', () => {
    fc.assert(
      fc.property(
        fc.record({
          professional: fc.integer({ min: 0, max: 5e9 }),
          government: fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 4, maxLength: 4 }),
          taxBasisPoints: fc.integer({ min: 0, max: 2800 }),
          platformBasisPoints: fc.integer({ min: 0, max: 500 }),
          quantity: fc.integer({ min: 1, max: 3 }),
          tasks: fc.array(
            fc.record({
              status: fc.constantFrom(...statuses),
              weight: fc.integer({ min: 0, max: 9 }),
              spends: fc.subarray(governmentKeys),
            }),
            { maxLength: 8 },
          ),
        }),
        ({ professional, government, taxBasisPoints, platformBasisPoints, quantity, tasks }) => {
          const fees = serviceFees({
            professional_minor: professional,
            government_minor: 0,
            tax_basis_points: taxBasisPoints,
            platform_fee_basis_points: platformBasisPoints,
          });
          const lines: Record<string, number> = {
            professional_fee: fees.professional_minor,
            tax: fees.tax_minor,
            platform_fee: fees.platform_fee_minor,
            ...Object.fromEntries(governmentKeys.map((key, index) => [key, government[index]!])),
          };
          const priceMinor = Object.values(lines).reduce((sum, amount) => sum + amount, 0);
          expect(priceMinor).toBe(fees.total_minor + government.reduce((sum, amount) => sum + amount, 0));
          const order: MilestoneOrder = {
            currency: 'INR',
            totalMinor: priceMinor * quantity,
            orderStatus: 'in_progress',
            paymentStatus: 'paid',
            items: [{ priceMinor, quantity, feeBreakdownMinor: lines }],
          };
          const figures = milestoneFiguresMinor(order, tasks);
          expect(figures.government + figures.professional + figures.tax + figures.platform).toBe(order.totalMinor);
          expect(figures.refund! + figures.governmentSpent + figures.earned + figures.taxKept + figures.platform).toBe(order.totalMinor);
          for (const value of Object.values(figures)) if (typeof value === 'number') expect(Number.isSafeInteger(value * 10)).toBe(true);
          expect(figures.earned).toBeLessThanOrEqual(figures.professional);
          expect(figures.taxKept).toBeLessThanOrEqual(figures.tax);
          // The card answers major units converted once; reading them back gives the same minor units.
          const card = orderMilestones(order, tasks, null);
          expect(toMinor(card.refund_if_cancelled!, 'INR')).toBe(figures.refund);
          expect(toMinor(card.professional.earned, 'INR')).toBe(figures.earned);
        },
      ),
    );
  });
});
