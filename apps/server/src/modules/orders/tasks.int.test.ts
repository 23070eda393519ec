import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderTask, TaskComment, TaskList } from '@charter/shared';
import { bearer, latestMailTo, signedInUser, testAppWithStaff } from '../../../test/auth-helpers';
import { attachUploadedDocument, paidOrderWithTasks } from '../../../test/orders-helpers';
import { json } from '../../../test/test-app';
import { auditEvents, orders, orderTasks } from '../../db/schema';
import { membersRepository } from '../companies/members.repository';

const { t, db, staffHeaders } = await testAppWithStaff('tasks');

const owner = await signedInUser(t.app, 'Olivia Owner');

const move = (headers: Record<string, string>, orderId: string, taskId: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/tasks/${taskId}/status`, headers, payload: { status } });
const detail = async (orderId: string) =>
  json<OrderDetail>(await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(owner.token) }));
const attachDocument = (orderId: string, taskId: string) => attachUploadedDocument(db, orderId, taskId);

describe('moving a task (spec §4)', () => {
  it('Start → Send to Review (with a document) → Continue → Complete → Reopen, each with its timeline entry and audit event', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const task = tasks[0]!;
    expect(task.status).toBe('pending');

    const started = await move(bearer(owner.token), order.id, task.id, 'in_progress');
    expect(started.statusCode, started.body).toBe(200);
    expect(json<OrderTask>(started)).toMatchObject({ id: task.id, status: 'in_progress', submitted_at: null, documents: [], comments: [] });
    expect((await detail(order.id)).order.order_status).toBe('in_progress');

    const noDocument = await move(bearer(owner.token), order.id, task.id, 'submitted');
    expect(noDocument.statusCode).toBe(409);
    expect(json(noDocument)).toEqual({ code: 'CONFLICT', detail: 'Upload at least one document before sending the task to review.' });

    await attachDocument(order.id, task.id);
    const submitted = json<OrderTask>(await move(bearer(owner.token), order.id, task.id, 'submitted'));
    expect(submitted.status).toBe('submitted');
    expect(submitted.submitted_at).not.toBeNull();
    expect(submitted.documents.map((document) => document.filename)).toEqual(['pan.pdf']);

    expect(json<OrderTask>(await move(bearer(owner.token), order.id, task.id, 'in_progress')).status).toBe('in_progress');
    const completed = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/tasks/${task.id}/complete`,
      headers: bearer(owner.token),
    });
    expect(json<OrderTask>(completed).status).toBe('completed');
    expect(json<OrderTask>(await move(bearer(owner.token), order.id, task.id, 'in_progress')).status).toBe('in_progress');

    const timeline = (await detail(order.id)).timeline.map((entry) => entry.title);
    expect(timeline.slice(-5)).toEqual(['Task started', 'Sent for review', 'Back in progress', 'Task completed', 'Task reopened']);
    const events = await db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'task.status_changed'), eq(auditEvents.targetId, task.id)));
    expect(events.map((event) => event.changes[0]!.after)).toEqual(['in_progress', 'submitted', 'in_progress', 'completed', 'in_progress']);
  });

  it('the checkbox: done and todo are completed and pending; every task completed completes the order', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    for (const task of tasks) expect(json<OrderTask>(await move(bearer(owner.token), order.id, task.id, 'done')).status).toBe('completed');
    let current = await detail(order.id);
    expect(current.order.order_status).toBe('completed');
    expect(current.timeline.at(-1)).toMatchObject({ title: 'Order completed', status: 'completed' });

    expect(json<OrderTask>(await move(bearer(owner.token), order.id, tasks[0]!.id, 'todo')).status).toBe('pending');
    current = await detail(order.id);
    expect(current.order.order_status).toBe('in_progress');
  });

  it('refuses what §4 does not allow with 409 naming the allowed moves, and bad input with 400; nothing changes', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const task = tasks[1]!;
    const skip = await move(bearer(owner.token), order.id, task.id, 'submitted');
    expect(skip.statusCode).toBe(409);
    expect(json(skip)).toEqual({
      code: 'CONFLICT',
      detail: 'A task that is pending can move to in progress or completed, not to submitted.',
    });
    const review = await move(bearer(owner.token), order.id, task.id, 'under_review');
    expect(review.statusCode).toBe(409);
    const same = await move(bearer(owner.token), order.id, task.id, 'pending');
    expect(json(same)).toEqual({ code: 'CONFLICT', detail: 'The task is already pending.' });

    for (const payload of [{ status: 'finished' }, {}, { status: 3 }]) {
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/tasks/${task.id}/status`,
        headers: bearer(owner.token),
        payload,
      });
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const [row] = await db.select().from(orderTasks).where(eq(orderTasks.id, task.id));
    expect(row!.status).toBe('pending');
  });

  it('under review is set by staff; the founder then sees it wait for admin approval and cannot move it', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const task = tasks[0]!;
    // Staff review submitted work only: a pending task is the founder's to move.
    expect((await move(staffHeaders, order.id, task.id, 'under_review')).statusCode).toBe(409);
    await move(bearer(owner.token), order.id, task.id, 'in_progress');
    await attachDocument(order.id, task.id);
    expect((await move(bearer(owner.token), order.id, task.id, 'submitted')).statusCode).toBe(200);
    expect((await move(staffHeaders, order.id, task.id, 'under_review')).statusCode).toBe(200);
    const blocked = await move(bearer(owner.token), order.id, task.id, 'completed');
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked)).toEqual({ code: 'CONFLICT', detail: 'The task is under review: it is waiting for admin approval.' });
    expect(json<OrderTask>(await move(staffHeaders, order.id, task.id, 'completed')).status).toBe('completed');
  });

  it('a cancelled order’s tasks cannot change', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, order.id));
    const refused = await move(bearer(owner.token), order.id, tasks[0]!.id, 'in_progress');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ detail: 'This order was cancelled: its tasks cannot change.' });
  });

  it('twenty Start Task clicks at once: one moves the task, the others are refused, one timeline entry', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const task = tasks[2]!;
    const responses = await Promise.all(Array.from({ length: 20 }, () => move(bearer(owner.token), order.id, task.id, 'in_progress')));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    expect((await detail(order.id)).timeline.filter((entry) => entry.title === 'Task started')).toHaveLength(1);
  });
});

describe('comments', () => {
  it('a founder comments through either call; the order shows them in order; an empty comment is refused', async () => {
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const task = tasks[0]!;
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/tasks/${task.id}/comments?comment_text=${encodeURIComponent('PAN attached, address proof tomorrow')}`,
      headers: bearer(owner.token),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(json<TaskComment>(first)).toMatchObject({
      task_id: task.id,
      user_name: 'Olivia Owner',
      user_type: 'user',
      comment: 'PAN attached, address proof tomorrow',
    });
    const second = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: bearer(owner.token),
      payload: { comment: '  Address proof uploaded  ' },
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(json<TaskComment>(second).comment).toBe('Address proof uploaded');

    const shown = (await detail(order.id)).tasks.find((item) => item.id === task.id)!;
    expect(shown.comments.map((comment) => comment.comment)).toEqual(['PAN attached, address proof tomorrow', 'Address proof uploaded']);

    for (const url of [
      `/api/orders/${order.id}/tasks/${task.id}/comments?comment_text=%20%20`,
      `/api/orders/${order.id}/tasks/${task.id}/comments`,
    ]) {
      const empty = await t.app.inject({ method: 'POST', url, headers: bearer(owner.token) });
      expect(empty.statusCode).toBe(400);
      expect(json(empty)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const long = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: bearer(owner.token),
      payload: { comment: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('a staff comment mails every member of the company ("Your agent commented on …")', async () => {
    const colleague = await signedInUser(t.app, 'Chitra Colleague');
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, owner);
    await membersRepository.insertMember(db, { companyId: company.id, userId: colleague.id, role: 'viewer' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${tasks[1]!.id}`,
      headers: staffHeaders,
      payload: { comment: 'Please sign the DSC form.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<TaskComment>(response)).toMatchObject({ user_type: 'admin' });
    for (const email of [owner.email, colleague.email]) {
      const mail = await latestMailTo(t.app, email);
      expect(mail.subject).toBe('Your agent commented on File the application');
      expect(mail.text).toContain('Please sign the DSC form.');
      expect(mail.text).toContain(`/orders/${order.id}`);
    }
  });
});

describe('GET /api/tasks (the tasks screen)', () => {
  it('counts, flags overdue, names the order, filters, searches and sorts on the server, over the founder’s companies only', async () => {
    const founder = await signedInUser(t.app, 'Tara Tasks');
    const { order, tasks } = await paidOrderWithTasks(t.app, db, founder);
    await paidOrderWithTasks(t.app, db, owner); // someone else's: never listed
    await move(bearer(founder.token), order.id, tasks[2]!.id, 'in_progress');

    const list = async (query = '') =>
      json<TaskList>(await t.app.inject({ method: 'GET', url: `/api/tasks${query}`, headers: bearer(founder.token) }));
    const all = await list();
    expect(all.counts).toEqual({ total: 3, pending: 2, in_progress: 1, completed: 0, overdue: 1 });
    // Overdue first (due the day after a payment eight days ago), then high, then low.
    expect(all.tasks.map((task) => [task.title, task.isOverdue])).toEqual([
      ['Collect documents', true],
      ['File the application', false],
      ['Share the certificate', false],
    ]);
    expect(all.tasks[0]).toMatchObject({ orderId: order.id, orderName: 'GST registration', order_number: order.orderNumber });

    expect((await list('?filter=overdue')).tasks.map((task) => task.title)).toEqual(['Collect documents']);
    expect((await list('?filter=in_progress')).tasks.map((task) => task.title)).toEqual(['Share the certificate']);
    expect((await list('?filter=pending')).tasks).toHaveLength(2);
    expect((await list('?search=REG-01')).tasks.map((task) => task.title)).toEqual(['File the application']);
    expect((await list('?filter=completed')).counts.total).toBe(3);

    const bad = await t.app.inject({ method: 'GET', url: '/api/tasks?filter=soon', headers: bearer(founder.token) });
    expect(bad.statusCode).toBe(400);
    const someoneElses = await list(`?company_id=${(await paidOrderWithTasks(t.app, db, owner)).company.id}`);
    expect(someoneElses).toEqual({ counts: { total: 0, pending: 0, in_progress: 0, completed: 0, overdue: 0 }, tasks: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
  });
});

describe('who may touch a task', () => {
  it('a viewer reads but cannot move or comment (403); a stranger gets 404 for the order and the task; nothing changes', async () => {
    const viewer = await signedInUser(t.app, 'Vera Viewer');
    const stranger = await signedInUser(t.app, 'Sam Stranger');
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, owner);
    await membersRepository.insertMember(db, { companyId: company.id, userId: viewer.id, role: 'viewer' });
    const task = tasks[0]!;

    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/tasks`, headers: bearer(viewer.token) })).statusCode).toBe(
      200,
    );
    expect((await move(bearer(viewer.token), order.id, task.id, 'in_progress')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, headers: bearer(viewer.token), payload: { comment: 'hi' } }))
        .statusCode,
    ).toBe(403);

    const strangerMove = await move(bearer(stranger.token), order.id, task.id, 'in_progress');
    expect(strangerMove.statusCode).toBe(404);
    expect(json(strangerMove)).toEqual({ code: 'NOT_FOUND', detail: 'Order not found' });
    const strangerComment = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      headers: bearer(stranger.token),
      payload: { comment: 'hi' },
    });
    expect(json(strangerComment)).toEqual({ code: 'NOT_FOUND', detail: 'Task not found' });

    // A task of another order, under an order of one's own: not found, never moved.
    const other = await paidOrderWithTasks(t.app, db, stranger);
    const crossed = await move(bearer(stranger.token), other.order.id, task.id, 'in_progress');
    expect(json(crossed)).toEqual({ code: 'NOT_FOUND', detail: 'Task not found' });
    expect((await move(bearer(owner.token), order.id, 'not-a-uuid', 'in_progress')).statusCode).toBe(404);

    const [row] = await db.select().from(orderTasks).where(eq(orderTasks.id, task.id));
    expect(row!.status).toBe('pending');
  });
});
