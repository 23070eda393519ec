import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalyticsMetrics, Workflows } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { paidOrderWithTasks, unpaidOrder } from '../../../test/orders-helpers';
import { companyBody } from '../../../test/factories';
import { createTestApp, json } from '../../../test/test-app';
import { companies, systemHeartbeats } from '../../db/schema';
import { membersRepository } from '../companies/members.repository';

const t = await createTestApp();
const db = t.database.db;
afterAll(() => t.close());

const founder = await signedInUser(t.app, 'Ana Analytics');
const metrics = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/analytics/metrics', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return json<AnalyticsMetrics>(response);
};

describe('GET /api/analytics/metrics', () => {
  it('derives every figure from the caller’s orders, tasks, companies and the recorded heartbeats', async () => {
    // One order completed (all its tasks done, paid 8 days ago), one still being worked, one unpaid.
    const done = await paidOrderWithTasks(t.app, db, founder, { paidDaysAgo: 8 });
    for (const task of done.tasks) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${done.order.id}/tasks/${task.id}/complete`,
        headers: bearer(founder.token),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const working = await paidOrderWithTasks(t.app, db, founder, { paidDaysAgo: 3 });
    await unpaidOrder(t.app, db, founder);
    // A colleague in one company counts as a user; the registry confirmed one of the three companies' facts.
    const colleague = await signedInUser(t.app, 'Cal Colleague');
    await membersRepository.insertMember(db, { companyId: working.company.id, userId: colleague.id, role: 'member' });
    await db
      .update(companies)
      .set({ registryFields: ['name', 'state'], pastFilings: 'filed' })
      .where(eq(companies.id, done.company.id));

    const body = await metrics(founder.token);
    const services = json<{ services: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/services' })).services;
    expect(body.total_services).toBe(services.length);
    expect(body.total_services).toBeGreaterThan(0);
    expect(body.active_workflows).toBe(1);
    expect(body.completed_workflows).toBe(1);
    expect(body.total_users).toBe(2);
    expect(body.operations.orders_by_stage).toMatchObject({ completed: 1, processing: 1, pending: 1, in_progress: 0 });
    expect(body.operations.payments_by_status).toMatchObject({ paid: 2, pending: 1 });
    // Six tasks: three completed, and the working order's first task (due the day after payment, 3 days ago) overdue.
    expect(body.operations.tasks_total).toBe(6);
    expect(body.operations.tasks_by_status).toMatchObject({ completed: 3, pending: 3 });
    expect(body.operations.tasks_overdue).toBe(1);
    expect(body.operations.overdue_tasks).toEqual([
      expect.objectContaining({ title: 'Collect documents', order_id: working.order.id, order_number: working.order.orderNumber }),
    ]);
    // Paid 8 days ago, completed just now: the median of one order is its own time, in hours.
    expect(body.avg_processing_time.orders).toBe(1);
    expect(body.avg_processing_time.value).toBeGreaterThan(191.9);
    expect(body.avg_processing_time.value).toBeLessThan(192.2);
    expect(body.avg_processing_time.missing).toBeNull();
    expect(body.data_accuracy).toEqual({ value: 33.33, missing: null, counted: 1, of: 3 });
    // The app wrote its heartbeat when it started.
    expect(body.uptime.value).toBe(100);
    const mine = json<{ id: string }[]>(await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(founder.token) }));
    expect(mine).toHaveLength(3);
    expect(body.compliance.map((entry) => entry.company_id).sort()).toEqual(mine.map((company) => company.id).sort());
    const health = json<{ score: number; details: { overdue_count: number } }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${done.company.id}/compliance/health`, headers: bearer(founder.token) }),
    );
    expect(body.compliance.find((entry) => entry.company_id === done.company.id)).toMatchObject({
      score: health.score,
      overdue: health.details.overdue_count,
    });
    // The request series covers the last hour, minute by minute, and saw this test's requests.
    expect(body.system.points).toHaveLength(60);
    expect(body.system.points.reduce((sum, point) => sum + point.requests, 0)).toBeGreaterThan(0);
    const last = body.system.points.filter((point) => point.requests > 0).at(-1)!;
    expect(last.p50_ms).not.toBeNull();
    expect(last.p50_ms!).toBeLessThanOrEqual(last.p95_ms!);
    expect(last.p95_ms!).toBeLessThanOrEqual(last.p99_ms!);
    expect(body.system.hour.requests).toBe(body.system.points.reduce((sum, point) => sum + point.requests, 0));
    expect(body.system.hour.p50_ms!).toBeLessThanOrEqual(body.system.hour.p99_ms!);
  });

  it('never counts another user’s companies, orders, tasks or people', async () => {
    const stranger = await signedInUser(t.app, 'Sol Stranger');
    const body = await metrics(stranger.token);
    expect(body.active_workflows).toBe(0);
    expect(body.completed_workflows).toBe(0);
    expect(body.total_users).toBe(0);
    expect(body.operations.tasks_total).toBe(0);
    expect(Object.values(body.operations.orders_by_stage).every((count) => count === 0)).toBe(true);
    expect(body.compliance).toEqual([]);
    const workflows = json<Workflows>(
      await t.app.inject({ method: 'GET', url: '/api/analytics/workflows', headers: bearer(stranger.token) }),
    );
    expect(workflows.workflows).toEqual([]);
  });

  it('says which data is missing instead of a number', async () => {
    const newcomer = await signedInUser(t.app, 'Nia Newcomer');
    const body = await metrics(newcomer.token);
    expect(body.avg_processing_time).toEqual({ value: null, missing: expect.stringMatching(/No completed order yet/), orders: 0 });
    expect(body.data_accuracy).toMatchObject({ value: null, missing: expect.stringMatching(/No company yet/) });
    // A company being formed has no registry facts to confirm.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: bearer(newcomer.token),
      payload: companyBody({ is_formation: true, incorporation_date: undefined }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const forming = await metrics(newcomer.token);
    expect(forming.compliance).toHaveLength(1);
    expect(forming.data_accuracy).toMatchObject({ value: null, missing: expect.stringMatching(/being formed/) });
  });

  it('stops counting an order’s processing time when it is reopened', async () => {
    const owner = await signedInUser(t.app, 'Rey Reopen');
    const { order, tasks } = await paidOrderWithTasks(t.app, db, owner, { paidDaysAgo: 2 });
    const move = (taskId: string, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/tasks/${taskId}/status`,
        headers: bearer(owner.token),
        payload: { status },
      });
    for (const task of tasks) expect((await move(task.id, 'completed')).statusCode).toBe(200);
    const completed = await metrics(owner.token);
    expect(completed.completed_workflows).toBe(1);
    expect(completed.avg_processing_time.orders).toBe(1);
    expect(completed.avg_processing_time.value).toBeCloseTo(48, 0);
    // Reopening a task takes the order out of completed: no completion time is left to count.
    expect((await move(tasks[0]!.id, 'in_progress')).statusCode).toBe(200);
    const reopened = await metrics(owner.token);
    expect(reopened.completed_workflows).toBe(0);
    expect(reopened.active_workflows).toBe(1);
    expect(reopened.avg_processing_time).toMatchObject({ value: null, orders: 0 });
  });

  it('measures uptime over the last 30 days of heartbeats only', async () => {
    const now = Date.now();
    const minute = (msAgo: number) => new Date(Math.floor((now - msAgo) / 60_000) * 60_000);
    const first = minute(29 * 86_400_000);
    await db
      .insert(systemHeartbeats)
      .values([{ minute: minute(31 * 86_400_000) }, { minute: first }])
      .onConflictDoNothing();
    const body = await metrics(founder.token);
    expect(body.uptime.since).toBe(first.toISOString());
    // A couple of minutes with a heartbeat out of 29 days' worth.
    expect(body.uptime.value).toBeLessThan(1);
    expect(body.uptime.missing).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/metrics' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/workflows' })).statusCode).toBe(401);
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
