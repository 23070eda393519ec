import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CompanyRole } from '@charter/shared';
import type { Db } from '../../db/client';
import { cartItems, companies, companyMembers } from '../../db/schema';

export type CartItemRow = typeof cartItems.$inferSelect;

/** A company, the user's role in it (null: not a member) and, for a member only, what its cart holds. */
export interface CompanyCart {
  company: typeof companies.$inferSelect;
  role: CompanyRole | null;
  items: CartItemRow[];
}

/**
 * Built once per database handle and prepared under a name (PostgreSQL parses and plans it once per connection): at
 * thousands of reads a second, building the statement again each time cost more than running it.
 */
function prepareCompanyCart(db: Db) {
  return db
    .select({ company: companies, role: companyMembers.role, item: cartItems })
    .from(companies)
    .leftJoin(companyMembers, and(eq(companyMembers.companyId, companies.id), eq(companyMembers.userId, sql.placeholder('userId'))))
    .leftJoin(cartItems, and(eq(cartItems.companyId, companies.id), isNotNull(companyMembers.userId)))
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('cart_company_cart');
}

const companyCartQueries = new WeakMap<Db, ReturnType<typeof prepareCompanyCart>>();

export const cartRepository = {
  async itemsOf(db: Db, companyId: string, { forUpdate = false } = {}): Promise<CartItemRow[]> {
    const query = db.select().from(cartItems).where(eq(cartItems.companyId, companyId));
    return forUpdate ? query.for('update') : query;
  },

  /**
   * GET /api/cart in one round trip: the company by its key, the user's membership by the members' key and the cart
   * by its one-per-company unique index. A stranger's row brings no cart line (the join asks for a membership).
   */
  async companyCartFor(db: Db, companyId: string, userId: string): Promise<CompanyCart | undefined> {
    let query = companyCartQueries.get(db);
    if (!query) companyCartQueries.set(db, (query = prepareCompanyCart(db)));
    const rows = await query.execute({ companyId, userId });
    const [first] = rows;
    if (!first) return undefined;
    return { company: first.company, role: first.role, items: rows.flatMap((row) => (row.item ? [row.item] : [])) };
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
