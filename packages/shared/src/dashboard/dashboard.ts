import { z } from 'zod';
import { countFields } from '../common/fields';
import { companyQuerySchema } from '../common/paging';
import { recommendationSchema } from '../catalogue/recommendations';
import { cartSchema } from '../catalogue/services';
import { complianceHealthSchema, complianceStages, requirementSchema } from '../compliance/compliance';
import { complianceCountsSchema } from '../compliance/summary';
import { currencies } from '../money/money';
import { orderSchema, orderTaskSchema } from '../orders/orders';
import { dashboardTaskStates } from './dashboard-tasks';

/** An order task as the dashboard lists it: the task's own fields, with the state the panel groups by after its status. */
export const dashboardTaskSchema = z.object({
  ...orderTaskSchema.pick({ id: true, order_id: true, order_number: true, title: true, description: true, status: true }).shape,
  state: z.enum(dashboardTaskStates),
  ...orderTaskSchema.pick({ category: true, priority: true, due_date: true, performer: true, earns_fee: true }).shape,
});
export type DashboardTask = z.infer<typeof dashboardTaskSchema>;

/** An order as the dashboard lists it: named by its first item, without the items and the company. */
export const dashboardOrderSchema = z.object({
  ...orderSchema.pick({ id: true, order_number: true }).shape,
  /** The first item's name, or "Order". */
  name: z.string(),
  ...orderSchema.pick({ created_at: true, total_amount: true, currency: true, order_status: true, payment_status: true }).shape,
});
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

/** One figure of the AI Insights card: the value and where it comes from, or (value null) which data it needs. */
export const insightSchema = z.object({
  key: z.enum(['revenue', 'funding', 'investors', 'compliance']),
  label: z.string(),
  value: z.string().nullable(),
  basis: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;

export const DASHBOARD_RECENT_ORDERS = 5;
export const DASHBOARD_RECOMMENDATIONS = 3;
/** The compliance panel's priority items (spec §9). */
export const DASHBOARD_PRIORITY_ITEMS = 3;

/**
 * The dashboard's compliance panel: the summary and the top open items of the list (priorityItems), not the whole
 * list: the compliance page asks for its own.
 */
export const dashboardComplianceSchema = z.object({
  as_of: z.string(),
  stage: z.enum(complianceStages),
  summary: complianceCountsSchema,
  /** How many requirements the list holds (none apply yet, or all are done, when `top` is empty). */
  total: z.number().int(),
  top: z.array(requirementSchema),
  /** One-time filings due before the company joined and still open: the dashboard asks whether they were made. */
  past_filings_due: z.number().int(),
});
export type DashboardCompliance = z.infer<typeof dashboardComplianceSchema>;

/** GET /api/dashboard?company_id=: everything the dashboard shows for the company, in one round trip. */
export const dashboardSchema = z.object({
  company_id: z.string(),
  cart: cartSchema,
  orders: z.object({
    total: z.number().int(),
    processing: z.number().int(),
    in_progress: z.number().int(),
    /** Orders whose payment has not gone through (pending, failed or expired). */
    pending_payments: z.number().int(),
    /** The sum of the company's paid orders, in its currency. */
    total_spent: z.number(),
    currency: z.enum(currencies),
  }),
  tasks: z.object({
    /** All, then one count for each state (in_progress: started and not late, under All, not under Pending). */
    counts: z.object({ all: z.number().int(), ...countFields(dashboardTaskStates) }),
    /**
     * Sorted as spec §4 sorts the tasks screen: overdue first, then priority, then the earlier due date. The first
     * DASHBOARD_TASKS_PER_TAB of all, and of each tab's state: a tab shows its own by filtering them by state.
     */
    items: z.array(dashboardTaskSchema),
  }),
  recent_orders: z.array(dashboardOrderSchema),
  recommendations: z.array(recommendationSchema),
  compliance: dashboardComplianceSchema,
  compliance_health: complianceHealthSchema,
  insights: z.array(insightSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardQuerySchema = companyQuerySchema;
