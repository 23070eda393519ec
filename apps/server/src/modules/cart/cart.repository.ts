import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, companies, companyMembers } from '../../db/schema';

export type CartItemRow = typeof cartItems.$inferSelect;

export const cartRepository = {
  async itemsOf(db: Db, companyId: string, { forUpdate = false } = {}): Promise<CartItemRow[]> {
    const query = db.select().from(cartItems).where(eq(cartItems.companyId, companyId));
    return forUpdate ? query.for('update') : query;
  },

  async linkOrder(db: Db, itemId: string, orderId: string): Promise<void> {
    await db.update(cartItems).set({ orderId }).where(eq(cartItems.id, itemId));
  },

  async removeForOrder(db: Db, orderId: string): Promise<void> {
    await db.delete(cartItems).where(eq(cartItems.orderId, orderId));
  },

  /** Every cart line holding the service, removed; returns them (their companies are told in their activity). */
  async removeForService(db: Db, serviceId: string): Promise<CartItemRow[]> {
    return db.delete(cartItems).where(eq(cartItems.serviceId, serviceId)).returning();
  },

  /** The company (of those the user belongs to) whose cart was filled last, if any cart holds anything. */
  async latestFilledFor(db: Db, userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ companyId: cartItems.companyId })
      .from(cartItems)
      .innerJoin(companyMembers, and(eq(companyMembers.companyId, cartItems.companyId), eq(companyMembers.userId, userId)))
      .innerJoin(companies, eq(companies.id, cartItems.companyId))
      .where(isNull(companies.archivedAt))
      .orderBy(desc(cartItems.createdAt))
      .limit(1);
    return row?.companyId;
  },

  /** Adds the item unless the company's cart already holds one (the unique index decides, also under a race). */
  async insertIfEmpty(db: Db, item: { companyId: string; serviceId: string; addedBy: string | null }): Promise<boolean> {
    const inserted = await db
      .insert(cartItems)
      .values({ ...item, quantity: 1 })
      .onConflictDoNothing({ target: cartItems.companyId })
      .returning({ id: cartItems.id });
    return inserted.length > 0;
  },

  async remove(db: Db, companyId: string, itemId: string): Promise<boolean> {
    const removed = await db
      .delete(cartItems)
      .where(and(eq(cartItems.companyId, companyId), eq(cartItems.id, itemId)))
      .returning({ id: cartItems.id });
    return removed.length > 0;
  },

  async clear(db: Db, companyId: string): Promise<void> {
    await db.delete(cartItems).where(eq(cartItems.companyId, companyId));
  },
};
