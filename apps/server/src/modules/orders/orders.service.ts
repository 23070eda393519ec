import { countryCurrency, DASHBOARD_RECENT_ORDERS, formatMoney, linesToMajor, toMajor } from '@charter/shared';
import type { CompanyPermission, ComplianceHealth, Currency, Dashboard, Order, OrderDetail, OrderKind, OrderList } from '@charter/shared';
import type { Db } from '../../db/client';
import { orderReceiptMail } from '../../adapters/mail/templates';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit/audit.service';
import type { CompanyAccess } from '../companies/company-access';
import type { Mailer } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import { invoicesRepository } from './invoices.repository';
import { attachedTaxDocument } from './invoice-lines';
import { paymentsRepository } from './payments.repository';
import { toAttemptView } from './payments.service';
import { formationTasks, type FormationTask } from './formation-tasks';
import { ordersRepository, type DashboardFigures, type OrderItemRow, type OrderRow } from './orders.repository';
import { toDocumentView, toTaskViews, toTimelineView } from './task-views';
import { orderPageRecords } from './order-page-records';
import { milestonesOf } from './order-milestones';
import { renderReceipt, type ReceiptData } from './receipt-pdf';
import { orderTarget } from './audit-targets';

/** A company's order counts and what it spent, in minor units of its currency. */
export type OrderFigures = Omit<DashboardFigures, 'paidServiceIds' | 'logicRulesVersion'>;

/** A task as planned with its order; orders planned before milestone pricing have no weight or spends. */
type PlannedTask = Omit<FormationTask, 'weight' | 'spends' | 'performer'> & Partial<Pick<FormationTask, 'weight' | 'spends' | 'performer'>>;

/**
 * Who does a task planned before performers were (issue 27): a service's document tasks ("Share: …") are the
 * founder's, everything else (the filing, every formation step) Charter's. The migration backfills stored tasks alike.
 */
const performerOf = (task: PlannedTask) => task.performer ?? (task.title.startsWith('Share: ') ? 'founder' : 'charter');

/** Queues one order's fulfilment (pg-boss in the app). */

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  audit: AuditService;
  mailer: Mailer;
  users: Pick<UsersService, 'findById'>;
  /** The compliance service's health of a company (checked with the same actor). */
  complianceHealth: (actor: Actor, companyId: string) => Promise<ComplianceHealth>;
  appUrl: string;
}

export interface NewOrder {
  kind: OrderKind;
  userId: string;
  companyId: string;
  currency: Currency;
  totalMinor: number;
  idempotencyKey: string | null;
  item: {
    serviceName: string;
    name: string;
    priceMinor: number;
    feeBreakdownMinor: Record<string, number> | null;
    details: Record<string, unknown> | null;
  };
}

export function toOrder(row: OrderRow, items: OrderItemRow[], companyName: string | null): Order {
  const major = (minor: number) => toMajor(minor, row.currency);
  return {
    id: row.id,
    order_number: row.orderNumber,
    kind: row.kind,
    company_id: row.companyId,
    company_name: companyName,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    items: items.map((item) => ({
      id: item.id,
      service_name: item.serviceName,
      name: item.name,
      quantity: item.quantity,
      price: major(item.priceMinor),
      currency: row.currency,
      fee_breakdown: item.feeBreakdownMinor && linesToMajor(item.feeBreakdownMinor, row.currency),
    })),
    currency: row.currency,
    total_amount: major(row.totalMinor),
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
  };
}

const receiptFilename = (orderNumber: string) => `receipt-${orderNumber}.pdf`;

export function createOrdersService({ db, clock, access, audit, mailer, users, complianceHealth, appUrl }: Deps) {
  /**
   * The order, if the actor may see its company (and has `permission` there: a viewer reading is fine, a viewer
   * working a task is 403); anything else (another user's, not a UUID) is 404.
   */
  async function visibleOrder(actor: Actor, orderId: string, permission: CompanyPermission = 'orders:read') {
    if (!isUuid(orderId)) throw AppError.notFound('Order');
    try {
      if (actor.type === 'staff') {
        const order = await ordersRepository.findById(db, orderId);
        if (!order?.companyId) throw AppError.notFound('Order');
        const { company } = await access.company(actor, order.companyId, permission);
        return { order, company };
      }
      // A founder's: the order, its company and their role in one read, checked as access.company checks.
      const found = await ordersRepository.findWithCompanyRole(db, orderId, actor.id);
      const { company } = access.member(actor, found, permission);
      return { order: found!.order, company };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.notFound('Order');
      throw error;
    }
  }

  /** What the receipt says, all from the order as it was bought (the company's name then, not after a rename). */
  async function receiptData(executor: Db, order: OrderRow, buyer: { name: string; email: string } | undefined): Promise<ReceiptData> {
    const items = await ordersRepository.itemsFor(executor, [order.id]);
    const payment = await paymentsRepository.latestForOrder(executor, order.id);
    const companyName = (items[0]?.details as { company_name?: string } | null)?.company_name ?? null;
    const lines = items.flatMap((item) =>
      item.feeBreakdownMinor
        ? Object.entries(item.feeBreakdownMinor)
            .filter(([key]) => key !== 'government_fee')
            .map(([key, amount]) => ({ label: `${item.name}: ${key.replaceAll('_', ' ')}`, amountMinor: amount * item.quantity }))
        : [{ label: item.name, amountMinor: item.priceMinor * item.quantity }],
    );
    return {
      orderNumber: order.orderNumber,
      paidAt: order.paidAt ?? order.createdAt,
      buyerName: buyer?.name ?? 'Customer',
      buyerEmail: buyer?.email ?? '',
      companyName,
      currency: order.currency,
      lines,
      totalMinor: order.totalMinor,
      provider: payment?.provider ?? 'unknown',
      providerPaymentId: payment?.providerPaymentId ?? null,
    };
  }

  return {
    /** The order behind a task route, checked as above (the tasks service builds on it). */
    visibleOrder,

    /** Inserts an order with its item and the audit event, in the caller's transaction. */
    async create(tx: Db, actor: Actor, values: NewOrder): Promise<OrderRow> {
      const order = await ordersRepository.insert(tx, {
        orderNumber: await ordersRepository.nextOrderNumber(tx),
        kind: values.kind,
        userId: values.userId,
        companyId: values.companyId,
        currency: values.currency,
        totalMinor: values.totalMinor,
        idempotencyKey: values.idempotencyKey,
        createdAt: clock(),
        updatedAt: clock(),
      });
      await ordersRepository.insertItem(tx, { orderId: order.id, ...values.item });
      await audit.record(tx, actor, {
        companyId: values.companyId,
        action: 'order.created',
        target: orderTarget(order),
      });
      return order;
    },

    findByIdempotencyKey: (userId: string, key: string, executor: Db = db) => ordersRepository.findByIdempotencyKey(executor, userId, key),

    /** The catalogue services a company has paid for (recommendations leave them out). */
    paidServicesOf: (companyId: string) => ordersRepository.paidServicesOf(db, companyId),

    /** What paying companies of the same country and entity type bought, by how many of them (purchase history). */
    /** Orders naming each service (the back office archives, rather than deletes, a service with any). */
    orderCountsByService: (executor: Db = db, serviceIds?: string[]) => ordersRepository.orderCountsByService(executor, serviceIds),

    paidServicesOfPeers: (peers: Parameters<typeof ordersRepository.paidServicesOfPeers>[1]) =>
      ordersRepository.paidServicesOfPeers(db, peers),

    /** The dashboard's one-row figures (order counts, paid services, the logic rules' version); after its access check. */
    dashboardFigures: (companyId: string) => ordersRepository.dashboardFiguresFor(db, companyId),

    /** The order a checkout made of a cart, as it stands now (the checkout decides whether it can be paid again). */
    findForCheckout: (executor: Db, orderId: string) => ordersRepository.findById(executor, orderId),

    /**
     * The dashboard's order cards and Recent Activity for one company (spec §2 Dashboard). The counts come from the
     * dashboard's one-row read of several panels' figures (dashboard.repository.ts), taken after its access check.
     */
    async dashboardSummary(
      actor: Actor,
      companyId: string,
      figures: Promise<OrderFigures>,
    ): Promise<Pick<Dashboard, 'orders' | 'recent_orders'>> {
      const { company } = await access.company(actor, companyId, 'orders:read');
      const [summary, recent] = await Promise.all([figures, ordersRepository.recentFor(db, company.id, DASHBOARD_RECENT_ORDERS)]);
      return {
        orders: {
          total: summary.total,
          processing: summary.processing,
          in_progress: summary.inProgress,
          pending_payments: summary.pendingPayments,
          total_spent: toMajor(summary.spentMinor, countryCurrency[company.country]),
          currency: countryCurrency[company.country],
        },
        recent_orders: recent.map(({ order, name }) => ({
          id: order.id,
          order_number: order.orderNumber,
          name: name ?? 'Order',
          created_at: order.createdAt.toISOString(),
          total_amount: toMajor(order.totalMinor, order.currency),
          currency: order.currency,
          order_status: order.orderStatus,
          payment_status: order.paymentStatus,
        })),
      };
    },

    async list(actor: Actor): Promise<OrderList> {
      if (actor.type !== 'user') return { orders: [] };
      const rows = await ordersRepository.listForMember(db, actor.id);
      const items = await ordersRepository.itemsFor(
        db,
        rows.map(({ order }) => order.id),
      );
      return {
        orders: rows.map(({ order, companyName }) =>
          toOrder(
            order,
            items.filter((item) => item.orderId === order.id),
            companyName,
          ),
        ),
      };
    },

    async get(actor: Actor, orderId: string): Promise<OrderDetail> {
      const { order: checked, company } = await visibleOrder(actor, orderId);
      // One snapshot for the order and everything fulfilment writes with it: read apart, a fulfilment committing
      // between two reads could show the receipt without the timeline that came in the same transaction.
      const [{ order, items, timeline, tasks, documents, comments, cancellation, attempts }, health] = await Promise.all([
        db.transaction(
          async (tx) => {
            const current = (await ordersRepository.findById(tx, checked.id)) ?? checked;
            const records = await orderPageRecords(tx, checked.id);
            return { order: current, ...records, attempts: await paymentsRepository.forOrder(tx, checked.id) };
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        ),
        // Every role that reads orders reads filings; an API key may hold one scope without the other.
        actor.apiKey && !actor.apiKey.permissions.includes('compliance:read') ? null : complianceHealth(actor, company.id),
      ]);
      return {
        order: toOrder(order, items, company.name),
        compliance_health: health,
        timeline: timeline.map(toTimelineView),
        tasks: toTaskViews(order, tasks, documents, comments),
        documents: documents.map(toDocumentView),
        milestones: milestonesOf(order, items, tasks, cancellation),
        payment_attempts: attempts.map(toAttemptView),
      };
    },

    /** An order's receipt as a PDF, rendered from the order as it was bought (the caller checked who may see it). */
    async receiptPdf(order: OrderRow): Promise<Buffer> {
      const buyer = order.userId ? await users.findById(order.userId) : undefined;
      return renderReceipt(await receiptData(db, order, buyer));
    },

    /**
     * The fulfilment job: the paid order's timeline, its formation tasks, the receipt (document and mail), all in
     * one transaction that also marks it fulfilled, so a retried or duplicated job does it once. `alsoInTransaction`:
     * what else follows payment, in the same transaction (the fulfilment job empties the cart it was bought from).
     */
    async fulfil(
      orderId: string,
      { alsoInTransaction }: { alsoInTransaction?: (tx: Db, orderId: string) => Promise<void> } = {},
    ): Promise<'fulfilled' | 'skipped'> {
      const unlocked = await ordersRepository.findById(db, orderId);
      if (!unlocked || unlocked.paymentStatus !== 'paid' || unlocked.orderStatus === 'cancelled' || unlocked.fulfilledAt) return 'skipped';
      const buyer = unlocked.userId ? await users.findById(unlocked.userId) : undefined;
      // Drawn before the lock (its size goes on the document row): the receipt is the order as it was bought, which
      // payment froze, so the locked transaction only writes rows and holds the order for milliseconds, not a render.
      const receipt = await renderReceipt(await receiptData(db, unlocked, buyer));
      const done = await db.transaction(async (tx) => {
        const order = await ordersRepository.findById(tx, orderId, { forUpdate: true });
        // A cancelled order gets no work, whatever was paid (its money is refunded).
        if (!order || order.paymentStatus !== 'paid' || order.orderStatus === 'cancelled' || order.fulfilledAt || !order.paidAt)
          return false;
        const [item] = await ordersRepository.itemsFor(tx, [order.id]);
        const details = (item?.details ?? {}) as {
          country?: string;
          entity_type?: string;
          company_name?: string;
          tasks?: PlannedTask[];
        };
        const document = await ordersRepository.insertDocument(tx, {
          orderId: order.id,
          kind: 'receipt',
          filename: receiptFilename(order.orderNumber),
          size: receipt.length,
          uploadedByType: 'system',
          uploadedByRole: 'Charter',
          uploadedByName: 'Charter',
          createdAt: order.paidAt,
        });
        const at = (offsetMs: number) => new Date(order.paidAt!.getTime() + offsetMs);
        await ordersRepository.insertTimeline(tx, [
          {
            orderId: order.id,
            title: 'Order placed',
            description: `Order ${order.orderNumber} was created.`,
            status: 'completed',
            createdAt: order.createdAt,
          },
          {
            orderId: order.id,
            title: 'Payment received',
            description: 'The payment was verified with the provider. Your receipt is attached.',
            status: 'completed',
            docIds: [document.id],
            createdAt: at(0),
          },
          {
            orderId: order.id,
            title: 'Work started',
            description: 'Our team is preparing your filings; each step is listed as a task.',
            status: 'in_progress',
            createdAt: at(1),
          },
        ]);
        // An incorporation's tasks follow its country and entity; a service's were planned with its order.
        const tasks: PlannedTask[] =
          order.kind === 'incorporation' && details.country && details.entity_type
            ? formationTasks(details.country, details.entity_type)
            : (details.tasks ?? []);
        if (tasks.length > 0) {
          const paidDay = order.paidAt.toISOString().slice(0, 10);
          await ordersRepository.insertTasks(
            tx,
            tasks.map((task, position) => ({
              orderId: order.id,
              title: task.title,
              description: task.description,
              category: task.category,
              priority: task.priority,
              position,
              dueDate: task.dueInDays === null ? null : addDays(paidDay, task.dueInDays),
              // Orders planned before milestone pricing carry no weights: every task then counts the same.
              weight: task.weight ?? 1,
              spends: task.spends ?? [],
              performer: performerOf(task),
              createdAt: at(2),
            })),
          );
        }
        if (buyer) {
          // The invoice was issued with the payment; the mail carries a reference to it, drawn as a PDF when sent.
          const invoice = await invoicesRepository.ofKind(tx, order.id, 'invoice');
          await mailer.enqueue(
            orderReceiptMail(buyer.email, buyer.name, {
              orderNumber: order.orderNumber,
              total: formatMoney(order.totalMinor, order.currency),
              what: item?.name ?? 'your order',
              url: `${appUrl}/orders/${order.id}`,
              invoice: invoice ? attachedTaxDocument(invoice) : null,
            }),
            { key: `order-receipt:${order.id}`, executor: tx },
          );
        }
        await alsoInTransaction?.(tx, order.id);
        await ordersRepository.update(tx, order.id, { fulfilledAt: clock() });
        return true;
      });
      return done ? 'fulfilled' : 'skipped';
    },

    /**
     * For the daily reconciliation: paid orders, paid before `before` and not fulfilled, that no fulfilment job will
     * pick up (none, while the job goes out with the payment).
     */
    unqueuedFulfilments: (before: Date) => ordersRepository.listUnqueuedFulfilments(db, before, 200),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
