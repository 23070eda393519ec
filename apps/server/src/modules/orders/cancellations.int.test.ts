import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CancellationQueue, CancellationRequest, OrderDetail } from '@charter/shared';
import { bearer, latestMailTo, signedInUser, testAppWithStaff } from '../../../test/auth-helpers';
import { paidOrderWithTasks, unpaidOrder } from '../../../test/orders-helpers';
import { json } from '../../../test/test-app';
import { auditEvents, orders } from '../../db/schema';
import { membersRepository } from '../companies/members.repository';

const { t, db, staffHeaders } = await testAppWithStaff('cancellations');

const owner = await signedInUser(t.app, 'Olivia Owner');
const viewer = await signedInUser(t.app, 'Vera Viewer');

const detail = async (orderId: string) =>
  json<OrderDetail>(await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(owner.token) }));
const ask = (orderId: string, reason: unknown, headers = bearer(owner.token)) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancellation`, headers, payload: { reason } });
const complete = (orderId: string, taskId: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/tasks/${taskId}/complete`, headers: bearer(owner.token) });

describe('milestone pricing on the order', () => {
  it('a paid order of ₹11,559 in three equal tasks: nothing earned, then a third of it per completed task', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    expect((await detail(order.id)).milestones).toMatchObject({
      currency: 'INR',
      paid: 11559,
      professional: { total: 11559, earned: 0 },
      government: { total: 0, spent: 0 },
      tasks: { completed: 0, total: 3 },
      refund_if_cancelled: 11559,
      refund_unavailable: null,
      cancellation: null,
    });
    expect((await complete(order.id, tasks[0]!.id)).statusCode).toBe(200);
    expect((await detail(order.id)).milestones).toMatchObject({
      professional: { total: 11559, earned: 3853 },
      tasks: { completed: 1, total: 3 },
      earned_percent: 33.3,
      refund_if_cancelled: 7706,
    });
  });

  it('an unpaid order has nothing to refund', async () => {
    const { order } = await unpaidOrder(t.app, db, owner);
    expect((await detail(order.id)).milestones).toMatchObject({ paid: 0, refund_if_cancelled: null, refund_unavailable: 'not_paid' });
  });
});

describe('asking to cancel', () => {
  it('records the request with the refund quoted, on the timeline and in the audit log, mails the founder, and queues it for staff', async () => {
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, owner);
    await complete(order.id, tasks[0]!.id);
    const response = await ask(order.id, '  We decided to register next quarter.  ');
    expect(response.statusCode, response.body).toBe(201);
    const request = json<CancellationRequest>(response);
    expect(request).toMatchObject({ status: 'open', reason: 'We decided to register next quarter.', refund_quoted: 7706 });

    const after = await detail(order.id);
    expect(after.milestones.cancellation).toEqual(request);
    expect(after.timeline.at(-1)).toMatchObject({ title: 'Cancellation requested', status: 'pending' });
    expect(after.timeline.at(-1)!.description).toContain('₹7,706');
    const [event] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'order.cancellation_requested')));
    expect(event).toMatchObject({ targetId: order.id, targetLabel: order.orderNumber });

    const mail = await latestMailTo(t.app, owner.email);
    expect(mail.subject).toBe(`We received your request to cancel order ${order.orderNumber}`);
    expect(mail.text).toContain('₹7,706');

    const queue = json<CancellationQueue>(
      await t.app.inject({ method: 'GET', url: '/api/admin/orders/cancellation-requests', headers: staffHeaders }),
    );
    expect(queue.requests).toContainEqual(
      expect.objectContaining({
        id: request.id,
        order_number: order.orderNumber,
        company_name: company.name,
        requested_by_email: owner.email,
      }),
    );
    // The queue is the back office's: a founder's session is not an admin's.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders/cancellation-requests', headers: bearer(owner.token) })).statusCode,
    ).toBe(401);

    // One open request at a time; withdrawn, it leaves the queue and a new one can be made.
    const again = await ask(order.id, 'Still want to');
    expect(again.statusCode).toBe(409);
    expect(json(again).detail).toBe('A request to cancel this order is already open: our team will reply by email.');
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}/cancellation`, headers: bearer(owner.token) });
    expect(json<CancellationRequest>(withdrawn)).toMatchObject({ id: request.id, status: 'withdrawn' });
    expect((await detail(order.id)).timeline.at(-1)).toMatchObject({ title: 'Cancellation withdrawn' });
    const none = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}/cancellation`, headers: bearer(owner.token) });
    expect(none.statusCode).toBe(404);
    expect(json(none).detail).toBe('This order has no open cancellation request.');
    const queueAfter = json<CancellationQueue>(
      await t.app.inject({ method: 'GET', url: '/api/admin/orders/cancellation-requests', headers: staffHeaders }),
    );
    expect(queueAfter.requests.map((item) => item.id)).not.toContain(request.id);
    expect((await ask(order.id, 'Yes, cancel it')).statusCode).toBe(201);
  });

  it('twenty requests at once make one', async () => {
    const { order } = await paidOrderWithTasks(t.app, db, owner);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => ask(order.id, `attempt ${index}`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
  });

  it('refuses bad input with 400 and the reasons an order cannot be cancelled with 409', async () => {
    const { order, company } = await paidOrderWithTasks(t.app, db, owner);
    for (const reason of ['', '   ', 'x'.repeat(1001), 42]) {
      const response = await ask(order.id, reason);
      expect(response.statusCode, String(reason)).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    const unpaid = await unpaidOrder(t.app, db, owner);
    const notPaid = await ask(unpaid.order.id, 'never mind');
    expect(notPaid.statusCode).toBe(409);
    expect(json(notPaid).detail).toBe('This order has not been paid, so there is nothing to refund.');

    await db.update(orders).set({ orderStatus: 'completed' }).where(eq(orders.id, order.id));
    const done = await ask(order.id, 'too late');
    expect(done.statusCode).toBe(409);
    expect(json(done).detail).toMatch(/^This order is completed/);

    // A viewer looks but does not ask for money back; someone else's order does not exist for them.
    await membersRepository.insertMember(db, { companyId: company.id, userId: viewer.id, role: 'viewer' });
    const other = await paidOrderWithTasks(t.app, db, owner);
    expect((await ask(other.order.id, 'please', bearer(viewer.token))).statusCode).toBe(404);
    await membersRepository.insertMember(db, { companyId: other.company.id, userId: viewer.id, role: 'viewer' });
    expect((await ask(other.order.id, 'please', bearer(viewer.token))).statusCode).toBe(403);
  });
});
