import { z } from 'zod';
import { groupDigits } from '../money/format-money';
import { currencies, shareOf, toMajor as moneyToMajor, type Currency } from '../money/money';
import type { OrderStatus, PaymentStatus, TaskStatus } from './statuses';

/**
 * Milestone pricing (issue 11 §3, beyond the spec): what of a paid order has been spent or earned so far, and what a
 * founder would get back if they cancelled today. All from the order's own fee lines and tasks; nothing estimated.
 *
 * - Government fees are passed through at cost: a line is spent when the task that pays it is completed (the name
 *   approval with the name reservation, the stamp duty with the SPICe+ filing…); until then it comes back in full.
 * - The professional fee is earned by completed milestones: each task carries a weight (the filing itself weighs
 *   more than sharing a document), and the fee is earned in proportion to the completed weight.
 * - Tax on the professional fee follows it: kept on what was earned, returned on the rest.
 * - The platform fee pays for the card payment itself and is not returned.
 */

export type FeeLineKind = 'government' | 'professional' | 'tax' | 'platform';

/** How each fee line of an order's breakdown is treated; `government_fee` is a subtotal of the lines above it. */
export const FEE_LINE_KINDS: Record<string, FeeLineKind | 'subtotal'> = {
  stamp_duty: 'government',
  dsc: 'government',
  name_approval: 'government',
  pan_tan: 'government',
  state_filing_fee: 'government',
  govt_agency_fees: 'government',
  government_fee: 'subtotal',
  professional_fee: 'professional',
  formation_fee: 'professional',
  ein: 'professional',
  registered_agent: 'professional',
  tax: 'tax',
  platform_fee: 'platform',
};

/** A line not in the table is Charter's own charge: earned by milestones like the professional fee. */
const kindOf = (key: string): FeeLineKind | 'subtotal' => FEE_LINE_KINDS[key] ?? 'professional';

export interface MilestoneTask {
  status: TaskStatus;
  /** How much of the professional fee completing this task earns, relative to the order's other tasks. */
  weight: number;
  /** The government fee lines (keys of the fee breakdown) paid out when this task is completed. */
  spends: readonly string[];
}

export interface MilestoneOrder {
  currency: Currency;
  totalMinor: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Each item's fee lines in minor units (as stored), or null when the item is one price. */
  items: readonly { priceMinor: number; quantity: number; feeBreakdownMinor: Record<string, number> | null }[];
}

export const cancellationStatuses = ['open', 'withdrawn', 'accepted', 'declined'] as const;
export type CancellationStatus = (typeof cancellationStatuses)[number];

export const CANCELLATION_REASON_MAX = 1000;

export const cancellationRequestSchema = z.object({
  id: z.string(),
  status: z.enum(cancellationStatuses),
  reason: z.string(),
  /** What the founder was told they would get back when they asked (major units). */
  refund_quoted: z.number(),
  requested_by_name: z.string(),
  requested_at: z.string(),
});
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

export const cancellationBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why you want to cancel, so our team can help.')
    .max(CANCELLATION_REASON_MAX, `At most ${groupDigits(CANCELLATION_REASON_MAX)} characters.`),
});
export type CancellationBody = z.infer<typeof cancellationBodySchema>;

/** Why an order cannot be cancelled for a refund today (null when it can). */
export const refundUnavailableReasons = ['not_paid', 'completed', 'cancelled'] as const;

export const orderMilestonesSchema = z.object({
  currency: z.enum(currencies),
  /** Major units throughout, as the API speaks. */
  paid: z.number(),
  government: z.object({ total: z.number(), spent: z.number() }),
  professional: z.object({ total: z.number(), earned: z.number() }),
  tax: z.object({ total: z.number(), kept: z.number() }),
  platform_fee: z.number(),
  tasks: z.object({ completed: z.number().int(), total: z.number().int() }),
  /** The completed share of the tasks' weights, 0–100 (what the professional fee is earned by). */
  earned_percent: z.number(),
  /** What cancelling today gives back; null with the reason when nothing can be refunded. */
  refund_if_cancelled: z.number().nullable(),
  refund_unavailable: z.enum(refundUnavailableReasons).nullable(),
  /** The latest cancellation request, if any. */
  cancellation: cancellationRequestSchema.nullable(),
});
export type OrderMilestones = z.infer<typeof orderMilestonesSchema>;

/** The order's figures in minor units (the server stores the refund quoted with a request in them). */
export function milestoneFiguresMinor(order: MilestoneOrder, tasks: readonly MilestoneTask[]) {
  const completed = tasks.filter((task) => task.status === 'completed');
  const orderDone = order.orderStatus === 'completed';
  const totalWeight = tasks.reduce((sum, task) => sum + task.weight, 0);
  const doneWeight = completed.reduce((sum, task) => sum + task.weight, 0);
  // No tasks (or none weighted): nothing is earned until the order itself is completed. A share is kept as a
  // fraction of whole weights, so what is earned is computed in integers.
  const share = orderDone ? { done: 1, of: 1 } : totalWeight > 0 ? { done: doneWeight, of: totalWeight } : { done: 0, of: 1 };
  const spentKeys = new Set(completed.flatMap((task) => task.spends));

  const sums = { government: 0, governmentSpent: 0, professional: 0, tax: 0, platform: 0 };
  for (const item of order.items) {
    const quantity = Math.max(1, item.quantity);
    if (!item.feeBreakdownMinor) {
      sums.professional += item.priceMinor * quantity;
      continue;
    }
    for (const [key, amount] of Object.entries(item.feeBreakdownMinor)) {
      const kind = kindOf(key);
      const minor = amount * quantity;
      if (kind === 'subtotal') continue;
      if (kind === 'government') {
        sums.government += minor;
        // A line no task pays out is spent only when the whole order is done.
        if (orderDone || spentKeys.has(key)) sums.governmentSpent += minor;
      } else if (kind === 'professional') sums.professional += minor;
      else if (kind === 'tax') sums.tax += minor;
      else sums.platform += minor;
    }
  }
  // The lines are what the founder saw; if they do not add up to the charged total (rounding), Charter's fee absorbs it.
  sums.professional += order.totalMinor - (sums.government + sums.professional + sums.tax + sums.platform);

  const earned = shareOf(sums.professional, share.done, share.of);
  const taxKept = shareOf(sums.tax, share.done, share.of);
  const unavailable =
    order.paymentStatus !== 'paid'
      ? ('not_paid' as const)
      : order.orderStatus === 'cancelled'
        ? ('cancelled' as const)
        : orderDone
          ? ('completed' as const)
          : null;
  const refund = unavailable ? null : Math.max(0, order.totalMinor - sums.governmentSpent - earned - taxKept - sums.platform);
  return {
    paid: order.paymentStatus === 'paid' ? order.totalMinor : 0,
    government: sums.government,
    governmentSpent: sums.governmentSpent,
    professional: sums.professional,
    earned,
    tax: sums.tax,
    taxKept,
    platform: sums.platform,
    tasksCompleted: completed.length,
    tasksTotal: tasks.length,
    earnedPercent: shareOf(1000, share.done, share.of) / 10,
    refund,
    unavailable,
  };
}

/** The order page's milestone card, in the API's major units. */
export function orderMilestones(
  order: MilestoneOrder,
  tasks: readonly MilestoneTask[],
  cancellation: CancellationRequest | null,
): OrderMilestones {
  const figures = milestoneFiguresMinor(order, tasks);
  const toMajor = (minor: number) => moneyToMajor(minor, order.currency);
  return {
    currency: order.currency,
    paid: toMajor(figures.paid),
    government: { total: toMajor(figures.government), spent: toMajor(figures.governmentSpent) },
    professional: { total: toMajor(figures.professional), earned: toMajor(figures.earned) },
    tax: { total: toMajor(figures.tax), kept: toMajor(figures.taxKept) },
    platform_fee: toMajor(figures.platform),
    tasks: { completed: figures.tasksCompleted, total: figures.tasksTotal },
    earned_percent: figures.earnedPercent,
    refund_if_cancelled: figures.refund === null ? null : toMajor(figures.refund),
    refund_unavailable: figures.unavailable,
    cancellation,
  };
}

/** The admin's queue of open cancellation requests (issue 12 acts on them). */
export const cancellationQueueItemSchema = cancellationRequestSchema.extend({
  order_id: z.string(),
  order_number: z.string(),
  company_name: z.string().nullable(),
  currency: z.enum(currencies),
  total_amount: z.number(),
  requested_by_email: z.string(),
});
export type CancellationQueueItem = z.infer<typeof cancellationQueueItemSchema>;
export const cancellationQueueSchema = z.object({ requests: z.array(cancellationQueueItemSchema) });
export type CancellationQueue = z.infer<typeof cancellationQueueSchema>;
