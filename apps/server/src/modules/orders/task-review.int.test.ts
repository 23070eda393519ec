import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminTaskList, OrderDetail, OrderTask, StaffMemberList, TaskComment } from '@charter/shared';
import { bearer, deliveredMail, latestMailTo, signedInUser, testAppWithStaff } from '../../../test/auth-helpers';
import { attachUploadedDocument, paidOrderWithTasks, staffSetsTaskStatus } from '../../../test/orders-helpers';
import { json } from '../../../test/test-app';
import { multipartBody, samples } from '../../../test/upload-helpers';
import { auditEvents, orderTasks } from '../../db/schema';

const { t, db, staff, staffHeaders } = await testAppWithStaff('review');

const colleague = await t.app.services.admin.createAdmin('priya-agent@charter.test', 'staff-password-456', 'Priya Agent');
const owner = await signedInUser(t.app, 'Olivia Owner');

const founderMove = (orderId: string, taskId: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/tasks/${taskId}/status`,
    headers: bearer(owner.token),
    payload: { status },
  });
const review = (headers: Record<string, string>, taskId: string, payload: Record<string, unknown>) =>
  staffSetsTaskStatus(t.app, headers, taskId, payload);
const assign = (headers: Record<string, string>, taskId: string, adminId: string | null) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/tasks/${taskId}/assignee`, headers, payload: { admin_id: adminId } });
const queue = async (query = '') =>
  json<AdminTaskList>(await t.app.inject({ method: 'GET', url: `/api/admin/tasks${query}`, headers: staffHeaders }));
const founderTask = async (orderId: string, taskId: string) =>
  json<OrderDetail>(await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(owner.token) })).tasks.find(
    (task) => task.id === taskId,
  )!;
const auditOf = (taskId: string, action: string) =>
  db
    .select({ changes: auditEvents.changes, actorType: auditEvents.actorType, actorName: auditEvents.actorName })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, taskId)))
    // In the order they happened: without it PostgreSQL may return them in any order (seen once in CI).
    .orderBy(auditEvents.createdAt);

/** A paid order whose first task the founder has submitted with a document. */
async function submittedTask() {
  const { order, company, tasks } = await paidOrderWithTasks(t.app, db, owner);
  const task = tasks[0]!;
  await founderMove(order.id, task.id, 'in_progress');
  await attachUploadedDocument(db, order.id, task.id);
  expect((await founderMove(order.id, task.id, 'submitted')).statusCode).toBe(200);
  return { order, company, task, tasks };
}

describe('GET /api/admin/tasks (the review queue)', () => {
  it('lists submitted and under-review work across orders, oldest submission first, with counts, filters and pages', async () => {
    const first = await submittedTask();
    const second = await submittedTask();
    await review(staffHeaders, second.task.id, { status: 'under_review' });

    const all = await queue();
    const ids = all.tasks.map((task) => task.id);
    expect(ids).toContain(first.task.id);
    expect(ids).toContain(second.task.id);
    expect(ids.indexOf(first.task.id)).toBeLessThan(ids.indexOf(second.task.id));
    expect(all.tasks.every((task) => task.status === 'submitted' || task.status === 'under_review')).toBe(true);
    expect(all.counts).toEqual({
      submitted: all.tasks.filter((task) => task.status === 'submitted').length,
      under_review: all.tasks.filter((task) => task.status === 'under_review').length,
    });
    const shown = all.tasks.find((task) => task.id === first.task.id)!;
    expect(shown).toMatchObject({
      order_id: first.order.id,
      order_number: first.order.orderNumber,
      order_name: 'GST registration',
      company_id: first.company.id,
      company_name: first.company.name,
      assignee: null,
      assigned_to: null,
    });
    expect(shown.documents.map((document) => document.filename)).toEqual(['pan.pdf']);

    expect((await queue('?status=under_review')).tasks.map((task) => task.status)).not.toContain('submitted');
    expect((await queue(`?search=${encodeURIComponent(first.order.orderNumber)}`)).tasks.map((task) => task.id)).toEqual([first.task.id]);
    const pending = await queue('?status=pending&limit=1&page=2');
    expect(pending).toMatchObject({ page: 2, limit: 1 });
    expect(pending.tasks).toHaveLength(1);
    expect(pending.pages).toBe(pending.total);
    expect(pending.tasks[0]!.status).toBe('pending');
  });

  it('filters by assignee: me, none, or a staff member', async () => {
    const { task } = await submittedTask();
    expect((await assign(staffHeaders, task.id, colleague.id)).statusCode).toBe(200);
    expect((await queue(`?assignee=${colleague.id}`)).tasks.map((item) => item.id)).toContain(task.id);
    expect((await queue('?assignee=none')).tasks.map((item) => item.id)).not.toContain(task.id);
    expect((await queue('?assignee=me')).tasks.map((item) => item.id)).not.toContain(task.id);
  });

  it('refuses bad filters with 400, and every caller but staff with 401', async () => {
    for (const query of ['?status=finished', '?assignee=bob', '?page=0', '?limit=500']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/admin/tasks${query}`, headers: staffHeaders });
      expect(bad.statusCode, query).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    for (const headers of [{}, bearer(owner.token)]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/tasks', headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/tasks/staff', headers })).statusCode).toBe(401);
    }
  });

  it('lists the staff members work can be assigned to', async () => {
    const list = json<StaffMemberList>(await t.app.inject({ method: 'GET', url: '/api/admin/tasks/staff', headers: staffHeaders }));
    expect(list.staff.map((member) => member.email)).toEqual(expect.arrayContaining([staff.email, 'priya-agent@charter.test']));
  });
});

describe('PUT /api/admin/tasks/{taskId}/status (review)', () => {
  it('Start review then Approve: the founder sees each state, the timeline and audit say so, the members are mailed', async () => {
    const { order, task } = await submittedTask();
    const started = await review(staffHeaders, task.id, { status: 'under_review' });
    expect(started.statusCode, started.body).toBe(200);
    expect(json<OrderTask>(started).status).toBe('under_review');
    expect((await founderTask(order.id, task.id)).status).toBe('under_review');

    const approved = await review(staffHeaders, task.id, { status: 'completed', comment: 'All in order.' });
    expect(approved.statusCode, approved.body).toBe(200);
    const seen = await founderTask(order.id, task.id);
    expect(seen.status).toBe('completed');
    expect(seen.comments.at(-1)).toMatchObject({ user_type: 'admin', comment: 'All in order.', user_name: 'Administrator (Charter)' });

    const timeline = json<OrderDetail>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner.token) }),
    ).timeline.map((entry) => entry.title);
    expect(timeline.slice(-2)).toEqual(['Under review', 'Task approved']);
    const moves = await auditOf(task.id, 'task.status_changed');
    expect(moves.slice(-2).map((event) => [event.actorType, event.changes[0]!.before, event.changes[0]!.after])).toEqual([
      ['staff', 'submitted', 'under_review'],
      ['staff', 'under_review', 'completed'],
    ]);
    expect((await auditOf(task.id, 'task.commented')).map((event) => event.actorType)).toEqual(['staff']);

    const mail = await latestMailTo(t.app, owner.email);
    expect(mail.subject).toBe('Approved: Collect documents');
    expect(mail.text).toContain('All in order.');
    expect(mail.text).toContain(`/orders/${order.id}`);
  });

  it('Send back needs a comment (400); with one the task is in progress again, the comment shown with the agent label', async () => {
    const { order, task } = await submittedTask();
    await review(staffHeaders, task.id, { status: 'under_review' });
    for (const payload of [{ status: 'in_progress' }, { status: 'in_progress', comment: '   ' }]) {
      const missing = await review(staffHeaders, task.id, payload);
      expect(missing.statusCode).toBe(400);
      expect(json(missing)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await founderTask(order.id, task.id)).status).toBe('under_review');

    const back = await review(staffHeaders, task.id, { status: 'in_progress', comment: 'The PAN scan is cut off: upload it again.' });
    expect(back.statusCode, back.body).toBe(200);
    const seen = await founderTask(order.id, task.id);
    expect(seen.status).toBe('in_progress');
    expect(seen.comments.map((comment) => [comment.user_type, comment.comment])).toEqual([
      ['admin', 'The PAN scan is cut off: upload it again.'],
    ]);
    const timeline = json<OrderDetail>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner.token) }),
    ).timeline;
    expect(timeline.at(-1)).toMatchObject({ title: 'Changes requested', status: 'in_progress' });
    const mail = await latestMailTo(t.app, owner.email);
    expect(mail.subject).toBe('Changes needed: Collect documents');
    expect(mail.text).toContain('The PAN scan is cut off');
  });

  it('refuses moves the task table does not allow with 409, and changes nothing', async () => {
    const { order, task, tasks } = await submittedTask();
    const back = await review(staffHeaders, task.id, { status: 'pending' });
    expect(back.statusCode).toBe(409);
    expect(json(back)).toEqual({
      code: 'CONFLICT',
      detail: 'A task that is submitted can move to in progress, completed or under review, not to pending.',
    });
    // Sending submitted work back without a review needs the comment too.
    expect((await review(staffHeaders, task.id, { status: 'in_progress' })).statusCode).toBe(400);
    const pending = await review(staffHeaders, tasks[1]!.id, { status: 'under_review' });
    expect(pending.statusCode).toBe(409);
    expect(json(pending)).toMatchObject({ detail: 'A task that is pending can move to in progress or completed, not to under review.' });
    // Through the founder's route too: staff cannot put unsubmitted work under review there either.
    const viaOrderRoute = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/tasks/${tasks[1]!.id}/status`,
      headers: staffHeaders,
      payload: { status: 'under_review' },
    });
    expect(viaOrderRoute.statusCode).toBe(409);
    const rows = await db.select().from(orderTasks).where(eq(orderTasks.orderId, order.id));
    expect(rows.map((row) => [row.id === task.id, row.status]).sort()).toEqual([
      [false, 'pending'],
      [false, 'pending'],
      [true, 'submitted'],
    ]);
  });

  it('twenty Approve clicks at once: one approves, one mail, one timeline entry', async () => {
    const { order, task } = await submittedTask();
    await review(staffHeaders, task.id, { status: 'under_review' });
    const before = (await deliveredMail(t.app)).filter((mail) => mail.to === owner.email).length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => review(staffHeaders, task.id, { status: 'completed' })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    expect((await deliveredMail(t.app)).filter((mail) => mail.to === owner.email)).toHaveLength(before + 1);
    const timeline = json<OrderDetail>(
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(owner.token) }),
    ).timeline;
    expect(timeline.filter((entry) => entry.title === 'Task approved')).toHaveLength(1);
  });

  it('bad input 400, unknown task 404, a customer or nobody 401', async () => {
    const { task } = await submittedTask();
    for (const payload of [{ status: 'finished' }, {}, { status: 'completed', comment: 'x'.repeat(2001) }]) {
      expect((await review(staffHeaders, task.id, payload)).statusCode).toBe(400);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const missing = await review(staffHeaders, id, { status: 'under_review' });
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toEqual({ code: 'NOT_FOUND', detail: 'Task not found' });
    }
    expect((await review(bearer(owner.token), task.id, { status: 'under_review' })).statusCode).toBe(401);
    expect((await review({}, task.id, { status: 'under_review' })).statusCode).toBe(401);
    const [row] = await db.select().from(orderTasks).where(eq(orderTasks.id, task.id));
    expect(row!.status).toBe('submitted');
  });
});

describe('PUT /api/admin/tasks/{taskId}/assignee', () => {
  it('assigns a staff member (the founder sees the agent’s name), reassigns, unassigns; each change audited once', async () => {
    const { order, task } = await submittedTask();
    const assigned = await assign(staffHeaders, task.id, colleague.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(json<OrderTask>(assigned).assigned_to).toBe('Priya Agent (Charter)');
    expect((await founderTask(order.id, task.id)).assigned_to).toBe('Priya Agent (Charter)');
    expect((await queue(`?search=${order.orderNumber}`)).tasks[0]!.assignee).toEqual({ id: colleague.id, name: 'Priya Agent' });

    expect((await assign(staffHeaders, task.id, colleague.id)).statusCode).toBe(200); // the same again: no change
    const unassigned = await assign(staffHeaders, task.id, null);
    expect(json<OrderTask>(unassigned).assigned_to).toBeNull();
    const events = await auditOf(task.id, 'task.assigned');
    expect(events.map((event) => [event.actorName, event.changes[0]!.before, event.changes[0]!.after])).toEqual([
      ['Administrator (Charter staff)', null, 'Priya Agent'],
      ['Administrator (Charter staff)', 'Priya Agent', null],
    ]);
  });

  it('bad input 400, an unknown task or staff member 404, a customer 401', async () => {
    const { task } = await submittedTask();
    for (const payload of [{ admin_id: 'bob' }, {}]) {
      const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/tasks/${task.id}/assignee`, headers: staffHeaders, payload });
      expect(bad.statusCode).toBe(400);
    }
    const nobody = await assign(staffHeaders, task.id, '00000000-0000-4000-8000-000000000000');
    expect(nobody.statusCode).toBe(404);
    expect(json(nobody)).toEqual({ code: 'NOT_FOUND', detail: 'Staff member not found' });
    expect((await assign(staffHeaders, '00000000-0000-4000-8000-000000000000', colleague.id)).statusCode).toBe(404);
    expect((await assign(bearer(owner.token), task.id, colleague.id)).statusCode).toBe(401);
    expect(await auditOf(task.id, 'task.assigned')).toEqual([]);
  });
});

describe('staff comments and uploads from the back office', () => {
  it('a staff comment is shown with the agent label, audited, and mailed; an empty one is 400', async () => {
    const { order, task } = await submittedTask();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tasks/${task.id}/comments`,
      headers: staffHeaders,
      payload: { comment: 'Looking at it today.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<TaskComment>(response)).toMatchObject({ user_type: 'admin', user_name: 'Administrator (Charter)' });
    expect((await founderTask(order.id, task.id)).comments.at(-1)!.comment).toBe('Looking at it today.');
    expect(await auditOf(task.id, 'task.commented')).toHaveLength(1);
    expect((await latestMailTo(t.app, owner.email)).subject).toBe('Your agent commented on Collect documents');

    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tasks/${task.id}/comments`,
      headers: staffHeaders,
      payload: { comment: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const customer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tasks/${task.id}/comments`,
      headers: bearer(owner.token),
      payload: { comment: 'hi' },
    });
    expect(customer.statusCode).toBe(401);
  });

  it('a staff upload is shown as Charter’s and leaves the status; under review takes none (409); unknown task 404', async () => {
    const { order, task } = await submittedTask();
    const upload = (taskId: string, headers: Record<string, string> = staffHeaders) => {
      const body = multipartBody([{ name: 'file', filename: 'Certificate.pdf', content: samples.pdf, type: 'application/pdf' }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/tasks/${taskId}/documents`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const response = await upload(task.id);
    expect(response.statusCode, response.body).toBe(201);
    const seen = await founderTask(order.id, task.id);
    expect(seen.status).toBe('submitted');
    expect(seen.documents.at(-1)).toMatchObject({ filename: 'Certificate.pdf', uploaded_by_type: 'admin', uploaded_by_role: 'Charter' });
    expect(await auditOf(task.id, 'task.document_uploaded')).toHaveLength(1);

    await review(staffHeaders, task.id, { status: 'under_review' });
    expect((await upload(task.id)).statusCode).toBe(409);
    expect((await upload('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await upload(task.id, bearer(owner.token))).statusCode).toBe(401);
  });
});
