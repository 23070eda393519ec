import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as matrix from '../../../test/access-matrix';
import { bearer, testAppWithStaff } from '../../../test/auth-helpers';
import { paidOrderWithTasks, serviceTasks, unpaidOrder } from '../../../test/orders-helpers';
import { json } from '../../../test/test-app';
import { tablesDigest } from '../../../test/db-helpers';
import { filesUnder, multipartBody, samples } from '../../../test/upload-helpers';
import { orderCancellationRequests, orderTasks } from '../../db/schema';
import { ordersRepository } from './orders.repository';

/**
 * The order routes' access matrix, generated from the route table like the companies' one: every route under
 * /api/orders/:orderId, /api/tasks/:taskId and /api/documents/… (a document by id) declares the permission its service
 * checks, and is called by an owner, a member, a viewer, a stranger, staff and nobody. A stranger holding real ids gets
 * 404; a refused call changes nothing, in the database or in file storage.
 */
const { t, db, staffHeaders } = await testAppWithStaff('orders');
const cast = await matrix.cast(t.app, staffHeaders);
const { owner } = cast;

const paid = await paidOrderWithTasks(t.app, db, owner);
const unpaid = await unpaidOrder(t.app, db, owner);
// An order with one of Charter's tasks (issue 27): no founder, whatever their role, moves it or uploads to it.
const charterOrder = await paidOrderWithTasks(t.app, db, owner, { tasks: serviceTasks });
const charterTask = charterOrder.tasks.find((task) => task.performer === 'charter')!;
for (const companyId of [paid.company.id, unpaid.company.id, charterOrder.company.id]) await matrix.joinTeam(db, companyId, cast);
const receiptId = json<{ documents: { id: string; kind: string }[] }>(
  await t.app.inject({ method: 'GET', url: `/api/orders/${paid.order.id}`, headers: bearer(owner.token) }),
).documents.find((document) => document.kind === 'receipt')!.id;
const [firstTask, secondTask, thirdTask] = paid.tasks;
// The helper pays the order without a provider signal; its invoice is issued as the paying transaction issues it.
const invoice = await db.transaction(async (tx) =>
  t.app.services.invoices.issueInvoice(tx, (await ordersRepository.findById(tx, paid.order.id))!),
);
// An upload of the owner's, for the document routes (on the third task, which the other samples leave alone).
const uploaded = multipartBody([{ name: 'file', filename: 'pan.pdf', content: samples.pdf, type: 'application/pdf' }]);
const uploadId = json<{ id: string }>(
  await t.app.inject({
    method: 'POST',
    url: `/api/orders/${paid.order.id}/tasks/${thirdTask!.id}/documents`,
    headers: { ...bearer(owner.token), ...uploaded.headers },
    payload: uploaded.payload,
  }),
).id;
if (t.config.storage.kind !== 'local') throw new Error('the test app stores files locally');
const storageDir = t.config.storage.dir;

let counter = 0;
/** A request each route accepts from a caller allowed to make it. */
type Sample = Omit<InjectOptions, 'method'>;
const requests: Record<string, () => Sample | Promise<Sample>> = {
  'GET /api/orders/:orderId': () => ({ url: `/api/orders/${paid.order.id}` }),
  'POST /api/orders/:orderId/pay': () => ({ url: `/api/orders/${unpaid.order.id}/pay` }),
  'GET /api/orders/:orderId/documents/:documentId/download': () => ({
    url: `/api/orders/${paid.order.id}/documents/${receiptId}/download`,
  }),
  'GET /api/orders/:orderId/tasks': () => ({ url: `/api/orders/${paid.order.id}/tasks` }),
  'GET /api/orders/:orderId/invoices': () => ({ url: `/api/orders/${paid.order.id}/invoices` }),
  'GET /api/orders/:orderId/invoices/:documentId/pdf': () => ({ url: `/api/orders/${paid.order.id}/invoices/${invoice.id}/pdf` }),
  // Around the cycle pending → in progress → completed → pending, from wherever the last allowed call left the task.
  'PATCH /api/orders/:orderId/tasks/:taskId/status': async () => {
    const [row] = await db.select({ status: orderTasks.status }).from(orderTasks).where(eq(orderTasks.id, firstTask!.id));
    const next = { pending: 'in_progress', in_progress: 'done', completed: 'todo' }[row!.status as 'pending'];
    return { url: `/api/orders/${paid.order.id}/tasks/${firstTask!.id}/status`, payload: { status: next } };
  },
  'PATCH /api/orders/:orderId/tasks/:taskId/complete': () => ({ url: `/api/orders/${paid.order.id}/tasks/${secondTask!.id}/complete` }),
  'POST /api/orders/:orderId/tasks/:taskId/comments': () => ({
    url: `/api/orders/${paid.order.id}/tasks/${firstTask!.id}/comments?comment_text=note%20${(counter += 1)}`,
  }),
  'PATCH /api/tasks/:taskId': () => ({ url: `/api/tasks/${firstTask!.id}`, payload: { comment: `note ${(counter += 1)}` } }),
  'POST /api/orders/:orderId/tasks/:taskId/documents': () => {
    const body = multipartBody([{ name: 'file', filename: `scan-${(counter += 1)}.png`, content: samples.png, type: 'image/png' }]);
    return { url: `/api/orders/${paid.order.id}/tasks/${thirdTask!.id}/documents`, headers: body.headers, payload: body.payload };
  },
  'GET /api/orders/:orderId/documents/:documentId/download#upload': () => ({
    url: `/api/orders/${paid.order.id}/documents/${uploadId}/download`,
  }),
  'GET /api/documents/:id/download': () => ({ url: `/api/documents/${uploadId}/download` }),
  'GET /api/documents/download/:id': () => ({ url: `/api/documents/download/${receiptId}` }),
  'POST /api/orders/:orderId/cancellation': () => ({
    url: `/api/orders/${paid.order.id}/cancellation`,
    payload: { reason: `changed plans ${(counter += 1)}` },
  }),
  'DELETE /api/orders/:orderId/cancellation': () => ({ url: `/api/orders/${paid.order.id}/cancellation` }),
};
/**
 * The complete call succeeds once per task: reopen it before each allowed call. One cancellation request is open at a
 * time: close it before an allowed request, open one before an allowed withdrawal.
 */
async function beforeEach(key: string) {
  if (key === 'POST /api/orders/:orderId/cancellation') {
    await db
      .update(orderCancellationRequests)
      .set({ status: 'withdrawn' })
      .where(and(eq(orderCancellationRequests.orderId, paid.order.id), eq(orderCancellationRequests.status, 'open')));
  }
  if (key === 'DELETE /api/orders/:orderId/cancellation') {
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${paid.order.id}/cancellation`,
      headers: bearer(owner.token),
      payload: { reason: 'to withdraw' },
    });
  }
  if (key !== 'PATCH /api/orders/:orderId/tasks/:taskId/complete') return;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${paid.order.id}/tasks/${secondTask!.id}/status`,
    headers: bearer(owner.token),
    payload: { status: 'todo' },
  });
}

const orderRoutes = matrix.routesOf(t.app, (url) =>
  /^\/api\/(orders\/:orderId|tasks\/:taskId|documents\/(:id|download\/:id)\/?)/.test(url),
);
/** Each route's sample requests: the order's download route is tried with the receipt and with an upload. */
const samplesOf = (key: string) => Object.keys(requests).filter((name) => name === key || name.startsWith(`${key}#`));

const callers = matrix.callersOf(cast);
const successStatus: Record<string, number> = {
  'POST /api/orders/:orderId/tasks/:taskId/comments': 201,
  'PATCH /api/tasks/:taskId': 201,
  'POST /api/orders/:orderId/tasks/:taskId/documents': 201,
  'POST /api/orders/:orderId/cancellation': 201,
};

/** A fingerprint of every table an order or task call could change. */
const databaseDigest = () =>
  tablesDigest(db, [
    'orders',
    'order_tasks',
    'task_comments',
    'order_timeline',
    'order_documents',
    'payments',
    'audit_events',
    'order_cancellation_requests',
  ]);
/** What a refused call leaves as it was: the tables and the stored files. */
const unchanged = async () => ({ tables: await databaseDigest(), files: filesUnder(storageDir).length });

describe('the order and task access matrix', () => {
  it('covers every order and task route: each declares a permission and has a sample request', () => {
    expect(orderRoutes.length).toBeGreaterThanOrEqual(8);
    expect(orderRoutes.filter((route) => route.url.startsWith('/api/documents/'))).toHaveLength(2);
    matrix.expectCoverage(orderRoutes, Object.keys(requests));
  });

  matrix.describeCases(orderRoutes, callers, async (route, caller, expected) => {
    for (const sample of samplesOf(route.key)) {
      if (expected === 'ok') await beforeEach(route.key);
      const response = await matrix.expectAnswer(t.app, {
        method: route.method,
        request: await requests[sample]!(),
        headers: caller.headers,
        expected,
        success: successStatus[route.key] ?? 200,
        fingerprint: unchanged,
        label: sample,
      });
      if (expected === 404) expect(json(response).detail).toMatch(/^(Order|Task|Document) not found$/);
    }
  });
});

/**
 * Issue 27: the founder's transitions on Charter's task. Founders of any role are refused (403, the viewer for their
 * role, the others because Charter does it), a stranger gets 404; staff move it from the same routes.
 */
describe('Charter’s task: the founder’s transitions are refused', () => {
  const transitions: Record<string, () => Promise<Sample> | Sample> = {
    'PATCH /api/orders/:orderId/tasks/:taskId/status': async () => {
      const [row] = await db.select({ status: orderTasks.status }).from(orderTasks).where(eq(orderTasks.id, charterTask.id));
      const next = { pending: 'in_progress', in_progress: 'done', completed: 'todo' }[row!.status as 'pending'];
      return { url: `/api/orders/${charterOrder.order.id}/tasks/${charterTask.id}/status`, payload: { status: next } };
    },
    'PATCH /api/orders/:orderId/tasks/:taskId/complete': () => ({
      url: `/api/orders/${charterOrder.order.id}/tasks/${charterTask.id}/complete`,
    }),
    'POST /api/orders/:orderId/tasks/:taskId/documents': () => {
      const body = multipartBody([
        { name: 'file', filename: `filing-${(counter += 1)}.pdf`, content: samples.pdf, type: 'application/pdf' },
      ]);
      return {
        url: `/api/orders/${charterOrder.order.id}/tasks/${charterTask.id}/documents`,
        headers: body.headers,
        payload: body.payload,
      };
    },
  };
  const expectedOn: Record<string, 'ok' | 401 | 403 | 404> = {
    owner: 403,
    member: 403,
    viewer: 403,
    stranger: 404,
    staff: 'ok',
    nobody: 401,
  };

  describe.each(Object.keys(transitions))('%s', (key) => {
    it.each(callers)('$name', async (caller) => {
      const expected = expectedOn[caller.name]!;
      // Staff's complete and upload need a task that is not completed: the cycle of the status route may have left it so.
      if (expected === 'ok' && !key.endsWith('/status')) {
        await db.update(orderTasks).set({ status: 'pending' }).where(eq(orderTasks.id, charterTask.id));
      }
      await matrix.expectAnswer(t.app, {
        method: key.split(' ')[0]!,
        request: await transitions[key]!(),
        headers: caller.headers,
        expected,
        success: successStatus[key] ?? 200,
        fingerprint: unchanged,
      });
    });
  });
});
