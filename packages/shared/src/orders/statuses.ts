// The states of an order, its payment and its tasks (and who does a task): what orders.ts's contracts and
// milestones.ts's arithmetic both speak, in a module of their own so neither imports the other. No Zod here: the web
// app's first screens import these, and a Zod import would evaluate every schema at load.

/** Spec §3: processing, in_progress, completed (and cancelled by staff); pending and failed before payment succeeds. */
export const orderStatuses = ['pending', 'processing', 'in_progress', 'completed', 'cancelled', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Payment of an order: pending until a verified provider signal; `flagged` when the captured amount differs from the
 * order's (held for staff, never fulfilled).
 */
export const paymentStatuses = ['pending', 'paid', 'failed', 'expired', 'flagged'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const taskStatuses = ['pending', 'in_progress', 'submitted', 'under_review', 'completed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/**
 * Who does a task (issue 27): the founder (share a document, answer a question) or Charter's team (a filing, a
 * registration). Only the founder's own tasks take the founder's moves and uploads; Charter's are staff-only.
 */
export const taskPerformers = ['founder', 'charter'] as const;
export type TaskPerformer = (typeof taskPerformers)[number];
