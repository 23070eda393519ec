import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderRefunds } from '../../db/schema';

export type RefundRow = typeof orderRefunds.$inferSelect;

export const refundsRepository = {
  async findByOrderId(db: Db, orderId: string, { forUpdate = false } = {}): Promise<RefundRow | undefined> {
    const query = db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async insert(db: Db, values: typeof orderRefunds.$inferInsert): Promise<RefundRow> {
    const [row] = await db.insert(orderRefunds).values(values).returning();
    return row!;
  },

  async update(db: Db, id: string, values: Partial<typeof orderRefunds.$inferInsert>): Promise<RefundRow> {
    const [row] = await db
      .update(orderRefunds)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orderRefunds.id, id))
      .returning();
    return row!;
  },
};
