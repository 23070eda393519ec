import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BillingDetails, CreateCompanyBody, Currency } from '@charter/shared';
import type { Db } from '../src/db/client';
import { orderCancellationRequests, orderItems, orders, paymentEvents } from '../src/db/schema';
import { ordersRepository } from '../src/modules/orders/orders.repository';
import { bearer, type SignedInUser } from './auth-helpers';
import { createdCompany } from './factories';
import { json } from './test-app';

export interface UnpaidOrderPlan {
  kind?: 'service' | 'incorporation';
  currency?: Currency;
  totalMinor?: number;
  /** The item's name (GST registration by default). */
  itemName?: string;
  feeBreakdownMinor?: Record<string, number> | null;
  /** The item's details beside `company_name`. */
  details?: Record<string, unknown>;
  /** Billing details as checkout saves them, in the same transaction. */
  billing?: BillingDetails;
  /** What the new company's body differs in. */
  company?: Partial<CreateCompanyBody>;
}

/**
 * An unpaid order for a new company of the user, made with the orders service the incorporation and checkout calls
 * use, for tests of payments that do not depend on what is bought.
 */
export async function unpaidOrder(
  app: FastifyInstance,
  db: Db,
  user: SignedInUser,
  {
    kind = 'service',
    currency = 'INR',
    totalMinor = 1_155_900,
    itemName = 'GST registration',
    feeBreakdownMinor = null,
    details = {},
    billing,
    company: companyOverrides = {},
  }: UnpaidOrderPlan = {},
) {
  const company = await createdCompany(app, user.token, companyOverrides);
  const actor = { type: 'user' as const, id: user.id, name: 'Founder', email: user.email, requestId: null };
  const order = await db.transaction(async (tx) => {
    const created = await app.services.orders.create(tx, actor, {
      kind,
      userId: user.id,
      companyId: company.id,
      currency,
      totalMinor,
      idempotencyKey: null,
      item: {
        serviceName: 'GST registration',
        name: itemName,
        priceMinor: totalMinor,
        feeBreakdownMinor,
        details: { company_name: company.name, ...details },
      },
    });
    await app.services.invoices.saveBilling(tx, created.id, billing);
    return created;
  });
  return { order, company };
}

/**
 * The founder pays in the sandbox's Razorpay-style popup (`providerRef`: the razorpay_order_id the pay call gave) and the
 * page sends the popup's signed answer to be verified, as the checkout does. Answers the signed answer.
 */
export async function paidInSandboxPopup(app: FastifyInstance, user: Pick<SignedInUser, 'token'>, providerRef: string) {
  const paid = json<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(
    await app.inject({ method: 'POST', url: `/api/sandbox/checkouts/${providerRef}`, payload: { action: 'pay' } }),
  );
  const verified = await app.inject({ method: 'POST', url: '/api/payment/razorpay/verify', headers: bearer(user.token), payload: paid });
  expect(verified.statusCode, verified.body).toBe(200);
  return paid;
}

/**
 * A payment webhook's answer is `queued` on PostgreSQL (the request records the event and enqueues it): waits until its
 * `payment.apply` job has applied it and answers what that did, as `{ outcome }`. Other answers (the embedded database
 * applies in the request; a duplicate) are returned as they came.
 */
export async function appliedWebhook(db: Db, answer: { statusCode: number; body: string }, timeoutMs = 10_000) {
  expect(answer.statusCode).toBe(200);
  const body = json<{ outcome: string; event_id?: string }>(answer);
  if (body.outcome !== 'queued') return body;
  expect(body.event_id).toBeTruthy();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [event] = await db.select({ outcome: paymentEvents.outcome }).from(paymentEvents).where(eq(paymentEvents.id, body.event_id!));
    if (event && event.outcome !== 'queued') return { outcome: event.outcome };
    if (Date.now() > deadline) throw new Error(`payment event ${body.event_id} was not applied`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the fulfilment job has run for the order (it runs in the app's own workers). */
export async function fulfilled(app: FastifyInstance, token: string, orderId: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = json<{ documents: { kind: string }[]; tasks: unknown[]; timeline: unknown[] }>(
      await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(token) }),
    );
    if (detail.documents.some((document) => document.kind === 'receipt')) return detail;
    if (Date.now() > deadline) throw new Error(`order ${orderId} was not fulfilled`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Three tasks a service order plans: one overdue (due the day after payment, a week ago), one dated, one undated. All
 * three are the founder's own (issue 27), so the founder's moves apply; `serviceTasks` plans one of Charter's too.
 */
export const plannedTasks = [
  {
    title: 'Collect documents',
    description: 'PAN and address proof.',
    category: 'Tax',
    priority: 'medium',
    dueInDays: 1,
    performer: 'founder',
  },
  {
    title: 'File the application',
    description: 'Form REG-01 on the GST portal.',
    category: 'Tax',
    priority: 'high',
    dueInDays: 30,
    performer: 'founder',
  },
  {
    title: 'Share the certificate',
    description: 'Upload the registration certificate.',
    category: 'Tax',
    priority: 'low',
    dueInDays: null,
    performer: 'founder',
  },
] as const;

/** The task checkout plans for each document a service asks the founder for. */
function founderShares(document: string) {
  return {
    title: `Share: ${document}`,
    description: 'Upload it to this task.',
    category: 'Tax',
    priority: 'high',
    dueInDays: 3,
    weight: 1,
    spends: [],
    performer: 'founder',
  } as const;
}

/** What checkout plans for a service with two documents: the founder shares them, Charter files (weights 1, 1, 3). */
export const serviceTasks = [
  founderShares('PAN card'),
  founderShares('Address proof'),
  {
    title: 'GST Monthly Returns',
    description: 'Our team prepares and files it.',
    category: 'Tax',
    priority: 'medium',
    dueInDays: null,
    weight: 3,
    spends: ['govt_agency_fees'],
    performer: 'charter',
  },
] as const;

/**
 * A paid service order of a new company of the user, fulfilled by the orders service as after a verified payment:
 * its tasks are `plannedTasks` (or `tasks`), paid `paidDaysAgo` days ago, its item's fee lines `feeBreakdownMinor` (minor units) if given.
 */
export async function paidOrderWithTasks(
  app: FastifyInstance,
  db: Db,
  user: SignedInUser,
  {
    paidDaysAgo = 8,
    tasks: plan = plannedTasks,
    feeBreakdownMinor,
  }: { paidDaysAgo?: number; tasks?: readonly object[]; feeBreakdownMinor?: Record<string, number> } = {},
) {
  const { order, company } = await unpaidOrder(app, db, user);
  await db
    .update(orders)
    .set({ paymentStatus: 'paid', orderStatus: 'processing', paidAt: new Date(Date.now() - paidDaysAgo * 86_400_000) })
    .where(eq(orders.id, order.id));
  await db
    .update(orderItems)
    .set({ details: { company_name: company.name, tasks: plan }, ...(feeBreakdownMinor ? { feeBreakdownMinor } : {}) })
    .where(eq(orderItems.orderId, order.id));
  expect(await app.services.orders.fulfil(order.id)).toBe('fulfilled');
  const tasks = json<{ tasks: { id: string; title: string; status: string; performer: string }[] }>(
    await app.inject({ method: 'GET', url: `/api/orders/${order.id}/tasks`, headers: bearer(user.token) }),
  ).tasks;
  return { order, company, tasks };
}

/** A document on the task, as the founder's upload leaves it (the upload route is tested on its own). */
export function attachUploadedDocument(db: Db, orderId: string, taskId: string) {
  return ordersRepository.insertDocument(db, {
    orderId,
    taskId,
    kind: 'upload',
    filename: 'pan.pdf',
    size: 1234,
    storageKey: null,
    uploadedByType: 'user',
    uploadedByRole: 'Customer',
    uploadedByName: 'Olivia Owner',
  });
}

/** The founder (or any signed-in member) moves a task of their order: spec §7 PATCH …/tasks/{taskId}/status. */
export function founderSetsTaskStatus(app: FastifyInstance, token: string, orderId: string, taskId: string, status: string) {
  return app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/tasks/${taskId}/status`, headers: bearer(token), payload: { status } });
}

/** Staff move a task from the back office (PUT /api/admin/tasks/{id}/status); `payload` is the status and any note. */
export function staffSetsTaskStatus(
  app: FastifyInstance,
  headers: Record<string, string>,
  taskId: string,
  payload: Record<string, unknown>,
) {
  return app.inject({ method: 'PUT', url: `/api/admin/tasks/${taskId}/status`, headers, payload });
}

/**
 * The founder asks to cancel before any work (refund quoted as given), then staff cancel the order.
 * Returns staff's answer to the status change.
 */
export async function cancelledOnRequest(
  app: FastifyInstance,
  db: Db,
  staffHeaders: Record<string, string>,
  request: { orderId: string; founder: { id: string; email: string }; founderName: string; refundQuotedMinor: number },
) {
  await db.insert(orderCancellationRequests).values({
    orderId: request.orderId,
    reason: 'Changed plans',
    refundQuotedMinor: request.refundQuotedMinor,
    requestedBy: request.founder.id,
    requestedByName: request.founderName,
    requestedByEmail: request.founder.email,
  });
  return app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${request.orderId}/status`,
    headers: staffHeaders,
    payload: { order_status: 'cancelled' },
  });
}
