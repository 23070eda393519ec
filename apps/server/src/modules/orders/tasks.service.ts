import {
  CHARTER_TASK_DETAIL,
  DASHBOARD_TASKS_PER_TAB,
  checkTaskMove,
  compareTasks,
  countTasks,
  founderMayWork,
  normaliseTaskStatus,
  staffMoveNeedsComment,
  taskMatchesFilter,
  dashboardTaskState,
  type Dashboard,
  type OrderStatus,
  type OrderTask,
  type OrderTasks,
  type TaskComment,
  type TaskList,
  type TaskListItem,
  type TaskListQuery,
  type TaskStatus,
  type TaskStatusInput,
} from '@charter/shared';
import type { Db } from '../../db/client';
import { taskCommentMail, taskReviewedMail } from '../../adapters/mail/templates';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { jurisdictionTimeZone, todayIn } from '../../lib/jurisdiction-today';
import type { AuditService } from '../audit/audit.service';
import type { CompanyAccess } from '../companies/company-access';
import type { Mailer } from '../mail/mail.service';
import type { OrdersService } from './orders.service';
import { ordersRepository, type OrderRow, type TaskRow } from './orders.repository';
import { earnsFee, toCommentView, toTaskViews } from './task-views';
import { tasksRepository } from './tasks.repository';
import { taskTarget } from './audit-targets';

interface Deps {
  db: Db;
  clock: Clock;
  orders: Pick<OrdersService, 'visibleOrder'>;
  access: CompanyAccess;
  audit: AuditService;
  mailer: Mailer;
  /** Who is told when staff comment: the company's members (the members service, in the caller's transaction). */
  contacts: (executor: Db, companyId: string) => Promise<{ name: string; email: string }[]>;
  appUrl: string;
}

/** What the order's timeline says when a task moves (spec §2 Order detail shows the timeline). */
function timelineEntry(title: string, from: TaskStatus, to: TaskStatus) {
  const quoted = `“${title}”`;
  // Only staff move a task out of review: the timeline says what the review decided.
  if (from === 'under_review' && to === 'completed') {
    return { title: 'Task approved', description: `Charter approved ${quoted}.`, status: 'completed' as const };
  }
  if (from === 'under_review' && to === 'in_progress') {
    return { title: 'Changes requested', description: `Charter sent ${quoted} back with what to change.`, status: 'in_progress' as const };
  }
  switch (to) {
    case 'in_progress':
      return from === 'pending'
        ? { title: 'Task started', description: `${quoted} is in progress.`, status: 'in_progress' as const }
        : from === 'completed'
          ? { title: 'Task reopened', description: `${quoted} is in progress again.`, status: 'in_progress' as const }
          : { title: 'Back in progress', description: `${quoted} is being worked on again.`, status: 'in_progress' as const };
    case 'submitted':
      return { title: 'Sent for review', description: `${quoted} was sent for review with its documents.`, status: 'in_progress' as const };
    case 'under_review':
      return { title: 'Under review', description: `Charter is reviewing ${quoted}.`, status: 'in_progress' as const };
    case 'completed':
      return { title: 'Task completed', description: `${quoted} is complete.`, status: 'completed' as const };
    case 'pending':
      return { title: 'Task reopened', description: `${quoted} is pending again.`, status: 'pending' as const };
  }
}

/**
 * Issue 27: a founder moves and uploads to their own tasks only. Charter's tasks are staff's (back office routes):
 * completing one earns the fee and spends the government fees, so a founder's click must change nothing.
 */
export function refuseCharterTask(actor: Actor, task: Pick<TaskRow, 'performer'>): void {
  if (actor.type !== 'staff' && !founderMayWork(task)) throw new AppError('FORBIDDEN', CHARTER_TASK_DETAIL);
}

/** The order's status follows its tasks: work started → in progress; every task completed → completed. */
function orderStatusAfter(current: OrderStatus, statuses: TaskStatus[]): OrderStatus {
  if (current === 'cancelled' || current === 'failed' || current === 'pending') return current;
  if (statuses.length > 0 && statuses.every((status) => status === 'completed')) return 'completed';
  if (statuses.some((status) => status !== 'pending')) return 'in_progress';
  return current === 'completed' ? 'in_progress' : current;
}

export function createTasksService({ db, clock, orders, access, audit, mailer, contacts, appUrl }: Deps) {
  async function taskOf(executor: Db, order: OrderRow, taskId: string): Promise<TaskRow> {
    const task = isUuid(taskId) ? await tasksRepository.find(executor, order.id, taskId) : undefined;
    if (!task) throw AppError.notFound('Task');
    return task;
  }

  async function views(executor: Db, order: OrderRow, tasks: TaskRow[]): Promise<OrderTask[]> {
    const ids = tasks.map((task) => task.id);
    const [documents, comments] = await Promise.all([
      tasksRepository.documentsFor(executor, ids),
      tasksRepository.commentsFor(executor, ids),
    ]);
    return toTaskViews(order, tasks, documents, comments);
  }

  /** A task id alone (spec's PATCH /tasks/{taskId}): its order, checked like any other; not visible → Task 404. */
  async function orderOfTask(actor: Actor, taskId: string) {
    const task = isUuid(taskId) ? await tasksRepository.findById(db, taskId) : undefined;
    if (!task) throw AppError.notFound('Task');
    try {
      return await orders.visibleOrder(actor, task.orderId, 'tasks:write');
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.notFound('Task');
      throw error;
    }
  }

  /** A comment row with its audit event, in the caller's transaction; staff sign as the agent ("Name (Charter)"). */
  async function insertComment(tx: Db, actor: Actor, companyId: string, task: TaskRow, text: string, createdAt: Date) {
    const byStaff = actor.type === 'staff';
    const row = await tasksRepository.insertComment(tx, {
      taskId: task.id,
      authorType: byStaff ? 'admin' : 'user',
      authorId: actor.id,
      authorName: byStaff ? `${actor.name} (Charter)` : actor.name,
      comment: text,
      createdAt,
    });
    await audit.record(tx, actor, { companyId, action: 'task.commented', target: taskTarget(task) });
    return row;
  }

  async function addComment(actor: Actor, order: OrderRow, companyId: string, taskId: string, text: string): Promise<TaskComment> {
    const byStaff = actor.type === 'staff';
    const comment = await db.transaction(async (tx) => {
      const task = await taskOf(tx, order, taskId);
      const row = await insertComment(tx, actor, companyId, task, text, clock());
      // Staff write to the founders: every member hears of it, through the outbox (sent once, after commit).
      if (byStaff) {
        for (const member of await contacts(tx, companyId)) {
          await mailer.enqueue(
            taskCommentMail(member.email, member.name, {
              taskTitle: task.title,
              orderNumber: order.orderNumber,
              comment: text,
              url: `${appUrl}/orders/${order.id}`,
            }),
            { key: `task-comment:${row.id}:${member.email}`, executor: tx },
          );
        }
      }
      return row;
    });
    return toCommentView(comment);
  }

  return {
    /** GET /api/orders/{id}/tasks: the order's tasks with their documents and comments. */
    async forOrder(actor: Actor, orderId: string): Promise<OrderTasks> {
      const { order } = await orders.visibleOrder(actor, orderId);
      return { tasks: await views(db, order, await ordersRepository.tasks(db, order.id)) };
    },

    /**
     * Moves a task as spec §4 allows (staff may also set under review), with the timeline entry, the order's status
     * and the audit event in one transaction; the task row is locked, so two clicks cannot both pass the check.
     */
    async move(
      actor: Actor,
      orderId: string,
      taskId: string,
      input: TaskStatusInput,
      { comment }: { comment?: string | undefined } = {},
    ): Promise<OrderTask> {
      const { order: checked, company } = await orders.visibleOrder(actor, orderId, 'tasks:write');
      const to = normaliseTaskStatus(input);
      const now = clock();
      const byStaff = actor.type === 'staff';
      const { order, task } = await db.transaction(async (tx) => {
        const locked = isUuid(taskId) ? await tasksRepository.lockWithOrder(tx, checked.id, taskId) : undefined;
        if (!locked) throw AppError.notFound('Task');
        const { order, task } = locked;
        refuseCharterTask(actor, task);
        if (order.orderStatus === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled: its tasks cannot change.');
        const documents = to === 'submitted' ? await tasksRepository.documentCount(tx, task.id) : 0;
        const check = checkTaskMove(task.status, to, byStaff ? 'staff' : 'founder', documents);
        if (!check.ok) throw new AppError('CONFLICT', check.detail);
        if (byStaff && staffMoveNeedsComment(task.status, to) && !comment) {
          throw new AppError('VALIDATION_FAILED', 'comment: Say what needs to change: a comment is required to send a task back.');
        }
        // The review's comment reads just before the move on the task, as it was written.
        if (comment) await insertComment(tx, actor, company.id, task, comment, now);

        const moved = await tasksRepository.setStatus(tx, task.id, to, to === 'submitted' ? now : undefined);
        await ordersRepository.insertTimeline(tx, [{ orderId: order.id, ...timelineEntry(task.title, task.status, to), createdAt: now }]);
        const orderStatus = orderStatusAfter(order.orderStatus, await tasksRepository.statusesOf(tx, order.id));
        if (orderStatus !== order.orderStatus) {
          await ordersRepository.update(tx, order.id, { orderStatus });
          if (orderStatus === 'completed') {
            await ordersRepository.insertTimeline(tx, [
              // A millisecond after the task's entry, so the timeline reads in the order it happened.
              {
                orderId: order.id,
                title: 'Order completed',
                description: 'Every task of this order is complete.',
                status: 'completed',
                createdAt: new Date(now.getTime() + 1),
              },
            ]);
          }
        }
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'task.status_changed',
          target: taskTarget(task),
          changes: [{ field: 'status', before: task.status, after: to }],
        });
        // Submitted work approved or sent back by staff: every member hears of it, through the outbox (sent once, after commit).
        const reviewed = (task.status === 'submitted' || task.status === 'under_review') && (to === 'completed' || to === 'in_progress');
        if (byStaff && reviewed) {
          for (const member of await contacts(tx, company.id)) {
            await mailer.enqueue(
              taskReviewedMail(member.email, member.name, {
                outcome: to === 'completed' ? 'approved' : 'sent_back',
                taskTitle: task.title,
                orderNumber: order.orderNumber,
                comment: comment ?? null,
                url: `${appUrl}/orders/${order.id}`,
              }),
              { key: `task-reviewed:${task.id}:${to}:${now.getTime()}:${member.email}`, executor: tx },
            );
          }
        }
        return { order, task: moved };
      });
      const [view] = await views(db, order, [task]);
      return view!;
    },

    async comment(actor: Actor, orderId: string, taskId: string, text: string): Promise<TaskComment> {
      const { order, company } = await orders.visibleOrder(actor, orderId, 'tasks:write');
      return addComment(actor, order, company.id, taskId, text);
    },

    /** PATCH /api/tasks/{taskId} {comment}: the order detail modal's comment box. */
    async commentOnTask(actor: Actor, taskId: string, text: string): Promise<TaskComment> {
      const { order, company } = await orderOfTask(actor, taskId);
      return addComment(actor, order, company.id, taskId, text);
    },

    /** The dashboard's tasks panel (spec §2): counts by display state and each tab's first cards, overdue first. */
    async dashboard(actor: Actor, companyId: string): Promise<Dashboard['tasks']> {
      const { company } = await access.company(actor, companyId, 'orders:read');
      const today = todayIn(jurisdictionTimeZone(company.country, company.state), clock());
      const { counts, items } = await tasksRepository.dashboardFor(db, company.id, today, DASHBOARD_TASKS_PER_TAB);
      return {
        counts: {
          all: counts.all,
          pending: counts.pending,
          in_progress: counts.all - counts.pending - counts.overdue - counts.completed,
          overdue: counts.overdue,
          completed: counts.completed,
        },
        items: items.map(({ task, orderNumber }) => ({
          id: task.id,
          order_id: task.orderId,
          order_number: orderNumber,
          title: task.title,
          description: task.description,
          status: task.status,
          state: dashboardTaskState({ status: task.status, due_date: task.dueDate }, today),
          category: task.category,
          priority: task.priority,
          due_date: task.dueDate,
          performer: task.performer,
          earns_fee: earnsFee(task),
        })),
      };
    },

    /** GET /api/tasks: spec §4's tasks screen, counted, filtered, searched and sorted here rather than in the browser. */
    async list(actor: Actor, query: TaskListQuery): Promise<TaskList> {
      if (actor.type !== 'user') return { counts: countTasks([]), tasks: [] };
      const rows = await tasksRepository.listForMember(db, actor.id, query.company_id);
      const now = clock();
      const todayByZone = new Map<string, string>();
      const today = (zone: string) => todayByZone.get(zone) ?? todayByZone.set(zone, todayIn(zone, now)).get(zone)!;
      const ids = rows.map(({ task }) => task.id);
      const [documents, comments] = await Promise.all([tasksRepository.documentsFor(db, ids), tasksRepository.commentsFor(db, ids)]);

      const all: TaskListItem[] = rows.map((row) => {
        const [view] = toTaskViews({ id: row.task.orderId, orderNumber: row.orderNumber }, [row.task], documents, comments);
        const localToday = today(jurisdictionTimeZone(row.country, row.state));
        return {
          ...view!,
          orderId: row.task.orderId,
          orderName: row.orderName ?? 'Order',
          isOverdue: row.task.dueDate !== null && row.task.dueDate < localToday && row.task.status !== 'completed',
          company_id: row.companyId,
          company_name: row.companyName,
        };
      });
      const needle = query.search?.toLowerCase();
      const shown = all
        .filter((task) => taskMatchesFilter(task, query.filter))
        .filter(
          (task) =>
            !needle ||
            [task.title, task.description, task.orderName, task.order_number].some((text) => text.toLowerCase().includes(needle)),
        )
        .sort(compareTasks);
      return { counts: countTasks(all), tasks: shown };
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
