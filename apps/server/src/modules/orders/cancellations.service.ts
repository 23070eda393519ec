import {
  formatMoney,
  milestoneFiguresMinor,
  toMajor,
  type CancellationBody,
  type CancellationQueue,
  type CancellationRequest,
} from '@charter/shared';
import { cancellationRequestedMail } from '../../adapters/mail/templates';
import type { Db } from '../../db/client';
import { inTurn } from '../../db/in-turn';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { Mailer } from '../mail/mail.service';
import { cancellationsRepository } from './cancellations.repository';
import { milestoneOrderOf, toCancellationView } from './order-milestones';
import type { OrdersService } from './orders.service';
import { ordersRepository } from './orders.repository';
import { orderTarget } from './audit-targets';

interface Deps {
  db: Db;
  clock: Clock;
  orders: Pick<OrdersService, 'visibleOrder'>;
  audit: AuditService;
  mailer: Mailer;
  appUrl: string;
}

const unavailableMessages = {
  not_paid: 'This order has not been paid, so there is nothing to refund.',
  completed: 'This order is completed: every step has been done, so it can no longer be cancelled for a refund.',
  cancelled: 'This order is already cancelled.',
} as const;

/**
 * Cancellation requests (issue 11 §3): a member asks, with the refund milestone pricing gives today written down with
 * the request; staff accept or decline it from the back office's queue (issue 12 moves the money).
 */
export function createCancellationsService({ db, clock, orders, audit, mailer, appUrl }: Deps) {
  return {
    /** POST /api/orders/{orderId}/cancellation: 201 with the request; 409 when the order cannot be, or is being, cancelled. */
    async request(actor: Actor, orderId: string, body: CancellationBody): Promise<CancellationRequest> {
      const { order: checked, company } = await orders.visibleOrder(actor, orderId, 'orders:pay');
      const row = await db.transaction(async (tx) => {
        // The order's row is the lock: two requests at once make one, and no task moves the quote while it is taken.
        const order = (await ordersRepository.findById(tx, checked.id, { forUpdate: true })) ?? checked;
        const [items, tasks] = await inTurn(
          () => ordersRepository.itemsFor(tx, [order.id]),
          () => ordersRepository.tasks(tx, order.id),
        );
        const figures = milestoneFiguresMinor(milestoneOrderOf(order, items), tasks);
        if (figures.unavailable) throw new AppError('CONFLICT', unavailableMessages[figures.unavailable]);
        if (await cancellationsRepository.openFor(tx, order.id)) {
          throw new AppError('CONFLICT', 'A request to cancel this order is already open: our team will reply by email.');
        }
        const now = clock();
        const refund = figures.refund ?? 0;
        const created = await cancellationsRepository.insert(tx, {
          orderId: order.id,
          reason: body.reason,
          refundQuotedMinor: refund,
          requestedBy: actor.type === 'user' ? actor.id : null,
          requestedByName: actor.name,
          requestedByEmail: actor.email,
          createdAt: now,
        });
        const refundText = formatMoney(refund, order.currency);
        await ordersRepository.insertTimeline(tx, [
          {
            orderId: order.id,
            title: 'Cancellation requested',
            description: `${actor.name} asked to cancel this order; cancelling as of the request gives back ${refundText}.`,
            status: 'pending',
            createdAt: now,
          },
        ]);
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'order.cancellation_requested',
          target: orderTarget(order),
          changes: [{ field: 'refund_quoted', before: null, after: refundText }],
        });
        await mailer.enqueue(
          cancellationRequestedMail(actor.email, actor.name, {
            orderNumber: order.orderNumber,
            refund: refundText,
            url: `${appUrl}/orders/${order.id}`,
          }),
          { key: `cancellation-requested:${created.id}`, executor: tx },
        );
        return created;
      });
      return toCancellationView(row, checked.currency);
    },

    /** DELETE /api/orders/{orderId}/cancellation: the open request withdrawn (404 when there is none). */
    async withdraw(actor: Actor, orderId: string): Promise<CancellationRequest> {
      const { order: checked, company } = await orders.visibleOrder(actor, orderId, 'orders:pay');
      const row = await db.transaction(async (tx) => {
        const order = (await ordersRepository.findById(tx, checked.id, { forUpdate: true })) ?? checked;
        const open = await cancellationsRepository.openFor(tx, order.id);
        if (!open) throw new AppError('NOT_FOUND', 'This order has no open cancellation request.');
        const now = clock();
        const closed = await cancellationsRepository.close(tx, open.id, 'withdrawn', now);
        await ordersRepository.insertTimeline(tx, [
          {
            orderId: order.id,
            title: 'Cancellation withdrawn',
            description: `${actor.name} withdrew the request to cancel this order.`,
            status: 'completed',
            createdAt: now,
          },
        ]);
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'order.cancellation_withdrawn',
          target: orderTarget(order),
          changes: [],
        });
        return closed;
      });
      return toCancellationView(row, checked.currency);
    },

    /** GET /api/admin/orders/cancellation-requests: the back office's queue of open requests, oldest first. */
    async queue(): Promise<CancellationQueue> {
      const rows = await cancellationsRepository.openQueue(db);
      return {
        requests: rows.map(({ request, order, companyName }) => ({
          ...toCancellationView(request, order.currency),
          order_id: order.id,
          order_number: order.orderNumber,
          company_name: companyName,
          currency: order.currency,
          total_amount: toMajor(order.totalMinor, order.currency),
          requested_by_email: request.requestedByEmail,
        })),
      };
    },
  };
}

export type CancellationsService = ReturnType<typeof createCancellationsService>;
