import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DASHBOARD_TASKS_PER_TAB,
  dashboardTaskStates,
  filingsDueBeforeJoining,
  priorityItems,
  type ComplianceList,
  type Dashboard,
} from '@charter/shared';
import { orderTasks } from '../../db/schema';
import { createdCompany } from '../../../test/factories';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { founderSetsTaskStatus, paidOrderWithTasks, unpaidOrder } from '../../../test/orders-helpers';
import { createTestApp, json } from '../../../test/test-app';
import { membersRepository } from '../companies/members.repository';

const t = await createTestApp();
const db = t.database.db;
afterAll(() => t.close());

const founder = await signedInUser(t.app, 'Dia Dashboard');
const dashboard = (token: string, companyId: string) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard?company_id=${companyId}`, headers: bearer(token) });

describe('GET /api/dashboard', () => {
  it('answers every panel from the company’s own data in one call', async () => {
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, founder);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/tasks/${tasks[1]!.id}/complete`,
      headers: bearer(founder.token),
    });
    const response = await dashboard(founder.token, company.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Dashboard>(response);

    expect(body.company_id).toBe(company.id);
    // One paid order of ₹11,559, whose work has started (a task completed).
    expect(body.orders).toEqual({ total: 1, processing: 0, in_progress: 1, pending_payments: 0, total_spent: 11_559, currency: 'INR' });
    expect(body.recent_orders).toEqual([expect.objectContaining({ id: order.id, name: 'GST registration', payment_status: 'paid' })]);
    // Three tasks: the first was due the day after a payment eight days ago.
    expect(body.tasks.counts).toEqual({ all: 3, pending: 1, in_progress: 0, overdue: 1, completed: 1 });
    expect(body.tasks.items.map((task) => [task.title, task.state])).toEqual([
      ['Collect documents', 'overdue'],
      ['Share the certificate', 'pending'],
      ['File the application', 'completed'],
    ]);
    expect(body.cart).toMatchObject({ company_id: company.id, items: [] });
    // The compliance panel's summary and top three open items, as the compliance list orders and counts them.
    const list = json<ComplianceList>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/compliance`, headers: bearer(founder.token) }),
    );
    expect(body.compliance).toEqual({
      as_of: list.as_of,
      stage: list.stage,
      summary: list.summary,
      total: list.requirements.length,
      top: priorityItems(list.requirements, 3),
      // Not answered yet: the filings due before it joined are asked about.
      past_filings_due: filingsDueBeforeJoining(list.requirements, (company as unknown as { created_at: string }).created_at).length,
    });
    expect(body.compliance.top).toHaveLength(3);
    expect(body.compliance).not.toHaveProperty('requirements');
    expect(body.compliance_health.score).toBeGreaterThanOrEqual(0);
    expect(body.recommendations.length).toBeLessThanOrEqual(3);
    // No invented figures: what is not known says what it needs.
    const insights = Object.fromEntries(body.insights.map((insight) => [insight.key, insight]));
    expect(insights.funding!.value).toBeNull();
    expect(insights.investors!.value).toBeNull();
    expect(insights.compliance!.value).toBe(`${body.compliance_health.score}%`);
  });

  it('counts as Pending only tasks not started: work begun (in progress, submitted) is In progress; each count is what its tab lists', async () => {
    const { order, company, tasks } = await paidOrderWithTasks(t.app, db, founder);
    const [late, filing, share] = tasks;
    const started = await founderSetsTaskStatus(t.app, founder.token, order.id, filing!.id, 'in_progress');
    expect(started.statusCode, started.body).toBe(200);
    // Sent for review with its document (the document route's own tests cover the upload).
    await db.update(orderTasks).set({ status: 'submitted', submittedAt: new Date() }).where(eq(orderTasks.id, share!.id));

    const body = json<Dashboard>(await dashboard(founder.token, company.id));
    expect(body.tasks.counts).toEqual({ all: 3, pending: 0, in_progress: 2, overdue: 1, completed: 0 });
    expect(body.tasks.items.map((task) => [task.id, task.status, task.state])).toEqual([
      [late!.id, 'pending', 'overdue'],
      [filing!.id, 'in_progress', 'in_progress'],
      [share!.id, 'submitted', 'in_progress'],
    ]);
    for (const state of dashboardTaskStates)
      expect(body.tasks.items.filter((task) => task.state === state)).toHaveLength(body.tasks.counts[state]);
  });

  it("shows each tab's own first cards, not only All's: completed tasks sort last and still fill the Completed tab", async () => {
    const { order, company } = await paidOrderWithTasks(t.app, db, founder);
    const extra = DASHBOARD_TASKS_PER_TAB + 2;
    const kinds = [
      { status: 'pending', dueDate: '2000-01-01' }, // overdue
      { status: 'pending', dueDate: '2999-12-31' },
      { status: 'in_progress', dueDate: '2999-12-31' },
      { status: 'completed', dueDate: null },
    ] as const;
    await db.insert(orderTasks).values(
      kinds.flatMap((kind, k) =>
        Array.from({ length: extra }, (_, i) => ({
          orderId: order.id,
          title: `${kind.status} ${kind.dueDate ?? 'undated'} ${i}`,
          description: 'A step of the order.',
          category: 'Compliance',
          position: 100 + k * extra + i,
          ...kind,
        })),
      ),
    );

    const { counts, items } = json<Dashboard>(await dashboard(founder.token, company.id)).tasks;
    expect(counts.all).toBe(3 + kinds.length * extra);
    expect(counts.overdue).toBeGreaterThanOrEqual(extra);
    expect(counts.completed).toBeGreaterThanOrEqual(extra);
    // Each tab gets its first cards in full, whatever All's first cards are.
    for (const state of ['pending', 'overdue', 'completed'] as const)
      expect(
        items.filter((task) => task.state === state),
        state,
      ).toHaveLength(DASHBOARD_TASKS_PER_TAB);
    // All's first cards lead the list, in the panel's order: overdue first, completed last.
    const all = items.slice(0, DASHBOARD_TASKS_PER_TAB);
    expect(all.every((task) => task.state === 'overdue')).toBe(true);
    expect(items.at(-1)!.state).toBe('completed');
    // Work begun has no tab: only what All's first cards hold of it.
    expect(items.filter((task) => task.state === 'in_progress')).toHaveLength(0);
  });

  it('counts the one-time filings due before the company joined until the founder answers for them', async () => {
    const { id } = await createdCompany(t.app, founder.token, { incorporation_date: '2025-01-01' });
    const list = json<ComplianceList>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(founder.token) }),
    );
    const due = filingsDueBeforeJoining(list.requirements, new Date().toISOString()).length;
    expect(due).toBeGreaterThan(0);
    expect(json<Dashboard>(await dashboard(founder.token, id)).compliance.past_filings_due).toBe(due);
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${id}/past-filings`,
      headers: bearer(founder.token),
      payload: { answer: 'not_filed' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json<Dashboard>(await dashboard(founder.token, id)).compliance.past_filings_due).toBe(0);
  });

  it('counts unpaid orders as pending payments and spends nothing on them', async () => {
    const { company } = await unpaidOrder(t.app, db, founder);
    const body = json<Dashboard>(await dashboard(founder.token, company.id));
    expect(body.orders).toMatchObject({ total: 1, pending_payments: 1, total_spent: 0 });
    expect(body.tasks.counts.all).toBe(0);
  });

  it('a viewer reads it; a stranger gets 404; bad input 400; nobody 401', async () => {
    const { company } = await paidOrderWithTasks(t.app, db, founder);
    const viewer = await signedInUser(t.app, 'Vik Viewer');
    const stranger = await signedInUser(t.app, 'Sia Stranger');
    await membersRepository.insertMember(db, { companyId: company.id, userId: viewer.id, role: 'viewer' });
    expect((await dashboard(viewer.token, company.id)).statusCode).toBe(200);
    const foreign = await dashboard(stranger.token, company.id);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ code: 'NOT_FOUND', detail: 'Company not found' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/dashboard?company_id=nope', headers: bearer(founder.token) });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(founder.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/dashboard?company_id=${company.id}` })).statusCode).toBe(401);
  });
});
