import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dashboard, OrderDetail, OrderTask, TaskList } from '@charter/shared';
import { bearer, signedInUser, testAppWithStaff } from '../../../test/auth-helpers';
import { paidOrderWithTasks, serviceTasks, staffSetsTaskStatus } from '../../../test/orders-helpers';
import { json } from '../../../test/test-app';
import { tablesDigest } from '../../../test/db-helpers';
import { filePart, filesUnder, samples, uploadToTask } from '../../../test/upload-helpers';
import { migrationsFolder } from '../../db/client';
import { orderTasks } from '../../db/schema';

/**
 * Issue 27: who does a task decides who may close it. A service order as checkout plans it: the founder shares two
 * documents (weights 1 and 1), Charter files (weight 3, pays the government fee). ₹11,559 = ₹9,000 professional fee
 * + ₹2,000 government fee + ₹500 tax + ₹59 platform fee.
 */
const { t, db, staffHeaders } = await testAppWithStaff('performer');

const owner = await signedInUser(t.app, 'Olivia Owner');
const stranger = await signedInUser(t.app, 'Sam Stranger');
if (t.config.storage.kind !== 'local') throw new Error('the test app stores files locally');
const storageDir = t.config.storage.dir;
// In paise: ₹9,000 fee, ₹2,000 government, ₹500 tax, ₹59 platform = the order's ₹11,559.
const feeBreakdownMinor = { professional_fee: 900_000, govt_agency_fees: 200_000, tax: 50_000, platform_fee: 5_900 };

const serviceOrder = async () => {
  const placed = await paidOrderWithTasks(t.app, db, owner, { tasks: serviceTasks, feeBreakdownMinor });
  const founderTask = placed.tasks.find((task) => task.title === 'Share: PAN card')!;
  const charterTask = placed.tasks.find((task) => task.title === 'GST Monthly Returns')!;
  return { ...placed, founderTask, charterTask };
};
const detail = async (orderId: string, token = owner.token) =>
  json<OrderDetail>(await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(token) }));
/** The order's money as its milestones say: fee earned, government fee spent, and the refund a cancel would give now. */
const moneyOf = async (orderId: string) => {
  const { professional, government, refund_if_cancelled } = (await detail(orderId)).milestones;
  return { earned: professional.earned, spent: government.spent, refund: refund_if_cancelled };
};
const move = (orderId: string, taskId: string, status: unknown, token = owner.token) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/tasks/${taskId}/status`, headers: bearer(token), payload: { status } });
const complete = (orderId: string, taskId: string, token = owner.token) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/tasks/${taskId}/complete`, headers: bearer(token) });
const upload = (orderId: string, taskId: string, token = owner.token) =>
  uploadToTask(t.app, bearer(token), orderId, taskId, [filePart('pan.pdf', samples.pdf, 'application/pdf')]);
/** A fingerprint of every table a task move or upload could change. */
const digest = async () => {
  const tables = ['orders', 'order_tasks', 'order_timeline', 'order_documents', 'audit_events', 'order_cancellation_requests'];
  return tablesDigest(db, tables);
};

describe('who does a task (issue 27)', () => {
  it('is planned with the task and shown in every task answer: the order, its tasks, the dashboard and /api/tasks', async () => {
    const { order, company, founderTask, charterTask } = await serviceOrder();
    const byTitle = (tasks: { title: string; performer: string; earns_fee: boolean }[]) =>
      Object.fromEntries(tasks.map((task) => [task.title, [task.performer, task.earns_fee]]));
    const expected = {
      'Share: PAN card': ['founder', true],
      'Share: Address proof': ['founder', true],
      'GST Monthly Returns': ['charter', true],
    };
    expect(byTitle((await detail(order.id)).tasks)).toEqual(expected);
    const list = json<TaskList>(
      await t.app.inject({ method: 'GET', url: `/api/tasks?company_id=${company.id}`, headers: bearer(owner.token) }),
    );
    expect(byTitle(list.tasks)).toEqual(expected);
    const dashboard = json<Dashboard>(
      await t.app.inject({ method: 'GET', url: `/api/dashboard?company_id=${company.id}`, headers: bearer(owner.token) }),
    );
    expect(byTitle(dashboard.tasks.items)).toEqual(expected);
    expect(founderTask.performer).toBe('founder');
    expect(charterTask.performer).toBe('charter');
  });

  it('a plan stored before performers: the "Share:" tasks are the founder’s, the filing Charter’s', async () => {
    const legacy = serviceTasks.map(({ performer: _performer, ...task }) => task);
    const { tasks } = await paidOrderWithTasks(t.app, db, owner, { tasks: legacy });
    expect(tasks.map((task) => task.performer)).toEqual(['founder', 'founder', 'charter']);
  });

  it('a founder’s start, complete, checkbox and upload on Charter’s task answer 403 and change nothing: not the refund, not the fee', async () => {
    const { order, charterTask } = await serviceOrder();
    const before = (await detail(order.id)).milestones;
    expect(before).toMatchObject({ refund_if_cancelled: 11500, professional: { earned: 0 }, government: { spent: 0 } });
    const unchanged = await digest();
    const stored = filesUnder(storageDir).length;

    for (const refused of [
      await move(order.id, charterTask.id, 'in_progress'),
      await move(order.id, charterTask.id, 'completed'),
      await move(order.id, charterTask.id, 'done'),
      await complete(order.id, charterTask.id),
      await upload(order.id, charterTask.id),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(json(refused)).toEqual({ code: 'FORBIDDEN', detail: expect.stringContaining("Charter's team does this task") });
    }
    expect(await digest()).toBe(unchanged);
    expect(filesUnder(storageDir)).toHaveLength(stored);
    const after = await detail(order.id);
    expect(after.milestones).toEqual(before);
    expect(after.tasks.find((task) => task.id === charterTask.id)!.status).toBe('pending');
  });

  it('the founder’s own task still moves, uploads and completes; completing it earns its share of the fee', async () => {
    const { order, founderTask } = await serviceOrder();
    expect((await move(order.id, founderTask.id, 'in_progress')).statusCode).toBe(200);
    const uploaded = await upload(order.id, founderTask.id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const completed = await complete(order.id, founderTask.id);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(json<OrderTask>(completed)).toMatchObject({ status: 'completed', performer: 'founder' });
    // A fifth of the weights: ₹1,800 of the fee and ₹100 of its tax are earned; no government fee is spent.
    expect(await moneyOf(order.id)).toEqual({ earned: 1800, spent: 0, refund: 9600 });
  });

  it('staff close Charter’s task from the back office; that is what earns the filing’s fee and spends the government fee', async () => {
    const { order, charterTask } = await serviceOrder();
    const done = await staffSetsTaskStatus(t.app, staffHeaders, charterTask.id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(json<OrderTask>(done)).toMatchObject({ status: 'completed', performer: 'charter' });
    // Three fifths: ₹5,400 of the fee and ₹300 of tax earned, the ₹2,000 government fee spent.
    expect(await moneyOf(order.id)).toEqual({ earned: 5400, spent: 2000, refund: 3800 });
    // Done by Charter, it cannot be reopened by the founder either.
    const reopened = await move(order.id, charterTask.id, 'in_progress');
    expect(reopened.statusCode).toBe(403);
  });

  it('another user’s task is 404 whoever does it; bad input is 400; nothing changes', async () => {
    const { order, founderTask, charterTask } = await serviceOrder();
    const theirs = await paidOrderWithTasks(t.app, db, stranger, { tasks: serviceTasks });
    const unchanged = await digest();
    for (const task of [founderTask, charterTask]) {
      for (const response of [
        await move(order.id, task.id, 'in_progress', stranger.token),
        await complete(order.id, task.id, stranger.token),
        await upload(order.id, task.id, stranger.token),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(json(response)).toEqual({ code: 'NOT_FOUND', detail: 'Order not found' });
      }
    }
    // The stranger's own order with the owner's task id: the task is not found there.
    const crossed = await complete(theirs.order.id, charterTask.id, stranger.token);
    expect(json(crossed)).toEqual({ code: 'NOT_FOUND', detail: 'Task not found' });

    const badStatus = await move(order.id, founderTask.id, 'filed');
    expect(badStatus.statusCode).toBe(400);
    expect(json(badStatus)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
    expect((await move(order.id, 'not-a-uuid', 'in_progress')).statusCode).toBe(404);
    expect(await digest()).toBe(unchanged);
  });

  it('staff add a task for the founder by default, or one of Charter’s own; anything else is 400', async () => {
    const { order } = await serviceOrder();
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/tasks`,
        headers: staffHeaders,
        payload: { title: 'Board resolution', due_date: '2999-01-01', ...payload },
      });
    const forFounder = await add({});
    expect(forFounder.statusCode, forFounder.body).toBe(201);
    expect(json<OrderTask>(forFounder)).toMatchObject({ performer: 'founder', earns_fee: false });
    const forCharter = await add({ performer: 'charter' });
    expect(json<OrderTask>(forCharter)).toMatchObject({ performer: 'charter' });
    expect((await move(order.id, json<OrderTask>(forCharter).id, 'in_progress')).statusCode).toBe(403);
    expect((await move(order.id, json<OrderTask>(forFounder).id, 'in_progress')).statusCode).toBe(200);
    const bad = await add({ performer: 'robot' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const [row] = await db
      .select()
      .from(orderTasks)
      .where(eq(orderTasks.id, json<OrderTask>(forCharter).id));
    expect(row!.performer).toBe('charter');
  });
});

describe('the migration’s backfill (0025_task_performer)', () => {
  it('makes the stored "Share:" tasks and the staff-added ones (weight 0) the founder’s; every other task stays Charter’s', async () => {
    const { order } = await serviceOrder();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/tasks`,
      headers: staffHeaders,
      payload: { title: 'Board resolution', due_date: '2999-01-01', performer: 'charter' },
    });
    const statements = readFileSync(path.join(migrationsFolder(), '0025_task_performer.sql'), 'utf8').split('--> statement-breakpoint');
    const backfill = statements.find((statement) => /\bUPDATE\b/.test(statement))!;
    const rolledBack = new Error('rolled back: the test only reads what the backfill did');
    await expect(
      db.transaction(async (tx) => {
        // As the column's default leaves every row of an existing database, before the backfill runs.
        await tx.update(orderTasks).set({ performer: 'charter' }).where(eq(orderTasks.orderId, order.id));
        await tx.execute(sql.raw(backfill));
        const rows = await tx
          .select({ title: orderTasks.title, performer: orderTasks.performer })
          .from(orderTasks)
          .where(eq(orderTasks.orderId, order.id))
          .orderBy(orderTasks.position);
        expect(rows).toEqual([
          { title: 'Share: PAN card', performer: 'founder' },
          { title: 'Share: Address proof', performer: 'founder' },
          { title: 'GST Monthly Returns', performer: 'charter' },
          { title: 'Board resolution', performer: 'founder' },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});
