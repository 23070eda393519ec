import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { FounderAnalytics, ServiceHealth, Workflows } from '@charter/shared';
import { bearer, signedInUser, signInStaff } from '../../../test/auth-helpers';
import { paidOrderWithTasks, serviceTasks, staffSetsTaskStatus } from '../../../test/orders-helpers';
import { createTestApp, json } from '../../../test/test-app';
import { orderTasks, orders, systemHeartbeats } from '../../db/schema';

const staff = { email: 'staff-analytics@charter.test', password: 'staff-password-123' };
const t = await createTestApp({ admin: staff });
const db = t.database.db;
afterAll(() => t.close());

const staffHeaders = await signInStaff(t.app, staff);
const founder = await signedInUser(t.app, 'Ana Analytics');
const metricsOf = (token: string, companyId: string) =>
  t.app.inject({ method: 'GET', url: `/api/analytics/metrics?company_id=${companyId}`, headers: bearer(token) });
const metrics = async (token: string, companyId: string) => {
  const response = await metricsOf(token, companyId);
  expect(response.statusCode, response.body).toBe(200);
  return json<FounderAnalytics>(response);
};
const DAY_MS = 86_400_000;

describe('GET /api/analytics/metrics?company_id=', () => {
  it('derives every figure from the company’s own obligations, orders, payments and tasks', async () => {
    // A service order paid 8 days ago: two founder tasks, one of Charter's, which staff complete.
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, founder, { tasks: serviceTasks, paidDaysAgo: 8 });
    const charterTask = tasks.find((task) => task.performer === 'charter')!;
    // Charter's task was set 2 days ago; staff complete it now.
    await db
      .update(orderTasks)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(orderTasks.id, charterTask.id));
    const done = await staffSetsTaskStatus(t.app, staffHeaders, charterTask.id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    // One obligation marked done before its due date, another marked done after it.
    const list = json<{ as_of: string; requirements: { id: string; status: string; due_date: string | null }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/compliance`, headers: bearer(founder.token) }),
    );

    const body = await metrics(founder.token, company.id);
    expect(body).toMatchObject({ company_id: company.id, company_name: company.name, as_of: list.as_of });
    expect(body.orders.total).toBe(1);
    // Work has begun on it (one task done): in progress, not completed.
    expect(body.orders.by_stage).toMatchObject({ processing: 0, in_progress: 1, completed: 0 });
    expect(body.orders.by_payment).toMatchObject({ paid: 1, pending: 0 });
    // The ₹11,559 paid 8 days ago, in the month it was paid.
    const paidAt = (await db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, order.id)))[0]!.paidAt!;
    expect(body.spending).toEqual({
      months: [{ month: paidAt.toISOString().slice(0, 7), currency: 'INR', paid_minor: 1_155_900, orders: 1 }],
      missing: null,
    });
    // Charter's one task took two days (48 h from being set to being completed).
    expect(body.charter_tasks).toMatchObject({ open: 0, completed: 1, overdue: 0 });
    expect(body.charter_tasks.average_hours.value).toBeCloseTo(48, 0);
    expect(body.tasks_by_status).toMatchObject({ completed: 1, pending: 2 });
    // The open obligations counted by the compliance list's own dates.
    const open = list.requirements.filter((item) => item.status !== 'completed' && item.status !== 'overdue' && item.due_date);
    const within = (days: number) =>
      open.filter((item) => {
        const left = (Date.parse(`${item.due_date}T00:00:00Z`) - Date.parse(`${list.as_of}T00:00:00Z`)) / DAY_MS;
        return left >= 0 && left <= days;
      }).length;
    expect(body.obligations.due_within_30).toBe(within(30));
    expect(body.obligations.due_within_90).toBe(within(90));
    expect(body.obligations.overdue_now).toBe(list.requirements.filter((item) => item.status === 'overdue').length);
    expect(body.obligations).toMatchObject({ on_time: 0, late: 0, missing: expect.stringMatching(/Nothing marked done yet/) });
    // Nothing about the server itself.
    expect(body).not.toHaveProperty('system');
    expect(body).not.toHaveProperty('uptime');
    expect(body).not.toHaveProperty('data_accuracy');
  });

  it('counts an obligation done before its due date as on time', async () => {
    const owner = await signedInUser(t.app, 'Otto Ontime');
    const { company } = await paidOrderWithTasks(t.app, db, owner);
    const list = json<{ requirements: { id: string; status: string; due_date: string | null }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/compliance`, headers: bearer(owner.token) }),
    );
    const upcoming = list.requirements.find((item) => item.status === 'pending' && item.due_date !== null)!;
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${company.id}/compliance/${upcoming.id}`,
      headers: bearer(owner.token),
      payload: { status: 'completed' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const body = await metrics(owner.token, company.id);
    expect(body.obligations).toMatchObject({ on_time: 1, late: 0, done_undated: 0, missing: null });
  });

  it('says which data is missing instead of a number', async () => {
    const owner = await signedInUser(t.app, 'Nia Newcomer');
    const { company } = await paidOrderWithTasks(t.app, db, owner);
    const body = await metrics(owner.token, company.id);
    expect(body.order_turnaround_hours).toEqual({ value: null, missing: expect.stringMatching(/No completed order yet/), orders: 0 });
    // The helper's tasks are all the founder's: Charter has none to time.
    expect(body.charter_tasks.average_hours).toEqual({ value: null, missing: expect.stringMatching(/No task of Charter’s yet/) });
  });

  it('stops counting an order’s turnaround when it is reopened', async () => {
    const owner = await signedInUser(t.app, 'Rey Reopen');
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, owner, { paidDaysAgo: 2 });
    const move = (taskId: string, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/tasks/${taskId}/status`,
        headers: bearer(owner.token),
        payload: { status },
      });
    for (const task of tasks) expect((await move(task.id, 'completed')).statusCode).toBe(200);
    const completed = await metrics(owner.token, company.id);
    expect(completed.orders.by_stage.completed).toBe(1);
    expect(completed.order_turnaround_hours.orders).toBe(1);
    expect(completed.order_turnaround_hours.value).toBeCloseTo(48, 0);
    expect((await move(tasks[0]!.id, 'in_progress')).statusCode).toBe(200);
    const reopened = await metrics(owner.token, company.id);
    expect(reopened.orders.by_stage.completed).toBe(0);
    expect(reopened.order_turnaround_hours).toMatchObject({ value: null, orders: 0 });
  });

  it('answers 404 for another user’s company, 400 for a malformed id or none, 401 without a session', async () => {
    const owner = await signedInUser(t.app, 'Pia Private');
    const { company } = await paidOrderWithTasks(t.app, db, owner);
    const stranger = await signedInUser(t.app, 'Sol Stranger');
    const foreign = await metricsOf(stranger.token, company.id);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ code: 'NOT_FOUND', detail: expect.any(String) });
    for (const url of ['/api/analytics/metrics?company_id=not-a-uuid', '/api/analytics/metrics']) {
      const bad = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/analytics/metrics?company_id=${company.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/workflows' })).statusCode).toBe(401);
    const workflows = json<Workflows>(
      await t.app.inject({ method: 'GET', url: '/api/analytics/workflows', headers: bearer(stranger.token) }),
    );
    expect(workflows.workflows).toEqual([]);
  });
});

describe('GET /api/admin/analytics/service', () => {
  it('gives staff the request series, percentiles and uptime of the process that answered', async () => {
    await metrics(founder.token, (await paidOrderWithTasks(t.app, db, founder)).company.id);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/analytics/service', headers: staffHeaders });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<ServiceHealth>(response);
    const services = json<{ services: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/services' })).services;
    expect(body.total_services).toBe(services.length);
    // The app wrote its heartbeat when it started.
    expect(body.uptime.value).toBe(100);
    expect(body.system.points).toHaveLength(60);
    const last = body.system.points.filter((point) => point.requests > 0).at(-1)!;
    expect(last.p50_ms!).toBeLessThanOrEqual(last.p95_ms!);
    expect(last.p95_ms!).toBeLessThanOrEqual(last.p99_ms!);
    expect(body.system.hour.requests).toBe(body.system.points.reduce((sum, point) => sum + point.requests, 0));
  });

  it('measures uptime over the last 30 days of heartbeats only', async () => {
    const now = Date.now();
    const minute = (msAgo: number) => new Date(Math.floor((now - msAgo) / 60_000) * 60_000);
    const first = minute(29 * DAY_MS);
    await db
      .insert(systemHeartbeats)
      .values([{ minute: minute(31 * DAY_MS) }, { minute: first }])
      .onConflictDoNothing();
    const body = json<ServiceHealth>(await t.app.inject({ method: 'GET', url: '/api/admin/analytics/service', headers: staffHeaders }));
    expect(body.uptime.since).toBe(first.toISOString());
    expect(body.uptime.value).toBeLessThan(1);
  });

  it('is for staff only: a founder’s session gets 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/analytics/service', headers: bearer(founder.token) });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/analytics/workflows', () => {
  it('lists each of the caller’s orders with its tasks', async () => {
    const owner = await signedInUser(t.app, 'Wren Workflow');
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner);
    const body = json<Workflows>(await t.app.inject({ method: 'GET', url: '/api/analytics/workflows', headers: bearer(owner.token) }));
    expect(body.workflows).toHaveLength(1);
    expect(body.workflows[0]).toMatchObject({ order_id: order.id, name: 'GST registration', payment_status: 'paid' });
    expect(body.workflows[0]!.tasks.map((task) => task.id).sort()).toEqual(tasks.map((task) => task.id).sort());
    expect(body.workflows[0]!.tasks.find((task) => task.title === 'Collect documents')).toMatchObject({ is_overdue: true });
  });
});
