import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { companies, orderCancellationRequests, orders } from '../../db/schema';
import type { OrderRow } from './orders.repository';

export type CancellationRow = typeof orderCancellationRequests.$inferSelect;

export const cancellationsRepository = {
  /** The order's latest request (open or closed): what the order page shows. */
  async latestFor(db: Db, orderId: string): Promise<CancellationRow | undefined> {
    const [row] = await db
      .select()
      .from(orderCancellationRequests)
      .where(eq(orderCancellationRequests.orderId, orderId))
      .orderBy(desc(orderCancellationRequests.createdAt))
      .limit(1);
    return row;
  },

  async openFor(db: Db, orderId: string): Promise<CancellationRow | undefined> {
    return findRow(db, orderCancellationRequests, { orderId, status: 'open' });
  },

  async insert(db: Db, values: typeof orderCancellationRequests.$inferInsert): Promise<CancellationRow> {
    const [row] = await db.insert(orderCancellationRequests).values(values).returning();
    return row!;
  },

  async close(db: Db, id: string, status: CancellationRow['status'], at: Date): Promise<CancellationRow> {
    const [row] = await db
      .update(orderCancellationRequests)
      .set({ status, closedAt: at })
      .where(eq(orderCancellationRequests.id, id))
      .returning();
    return row!;
  },

  /** The back office's queue: open requests, oldest first, with their order and company. */
  async openQueue(db: Db): Promise<{ request: CancellationRow; order: OrderRow; companyName: string | null }[]> {
    return db
      .select({ request: orderCancellationRequests, order: orders, companyName: companies.name })
      .from(orderCancellationRequests)
      .innerJoin(orders, eq(orders.id, orderCancellationRequests.orderId))
      .leftJoin(companies, eq(companies.id, orders.companyId))
      .where(eq(orderCancellationRequests.status, 'open'))
      .orderBy(asc(orderCancellationRequests.createdAt));
  },
};
