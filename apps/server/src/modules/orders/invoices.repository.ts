import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findRow } from '../../db/find-row';
import { companies, orderBilling, orders, taxDocumentCounters, taxDocuments, users } from '../../db/schema';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type BillingRow = typeof orderBilling.$inferSelect;

export const invoicesRepository = {
  /**
   * The next number of a series in a financial year, in the caller's transaction: the counter row is created at 1 or
   * incremented, and stays locked until the transaction ends, so numbers are consecutive in commit order and a
   * rolled-back issue gives its number back.
   */
  async nextNumber(tx: Db, series: string, financialYear: string): Promise<number> {
    const [row] = await tx
      .insert(taxDocumentCounters)
      .values({ series, financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [taxDocumentCounters.series, taxDocumentCounters.financialYear],
        set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: taxDocumentCounters.lastNumber });
    return row!.lastNumber;
  },

  async insert(tx: Db, values: typeof taxDocuments.$inferInsert): Promise<TaxDocumentRow> {
    const [row] = await tx.insert(taxDocuments).values(values).returning();
    return row!;
  },

  async forOrder(db: Db, orderId: string): Promise<TaxDocumentRow[]> {
    return db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId))
      .orderBy(asc(taxDocuments.createdAt), asc(taxDocuments.kind));
  },

  async find(db: Db, orderId: string, id: string): Promise<TaxDocumentRow | undefined> {
    return findRow(db, taxDocuments, { orderId, id });
  },

  async findById(db: Db, id: string): Promise<TaxDocumentRow | undefined> {
    const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id)).limit(1);
    return row;
  },

  async ofKind(db: Db, orderId: string, kind: TaxDocumentRow['kind']): Promise<TaxDocumentRow | undefined> {
    return findRow(db, taxDocuments, { orderId, kind });
  },

  async saveBilling(tx: Db, values: typeof orderBilling.$inferInsert): Promise<void> {
    await tx
      .insert(orderBilling)
      .values(values)
      .onConflictDoUpdate({
        target: orderBilling.orderId,
        set: { name: values.name, address: values.address, state: values.state, gstin: values.gstin },
      });
  },

  /** Who the order is billed to: the buyer, the company it is for and what was typed at checkout. */
  async partiesOf(db: Db, orderId: string) {
    const [row] = await db
      .select({
        userName: users.name,
        userEmail: users.email,
        companyName: companies.name,
        companyCountry: companies.country,
        companyState: companies.state,
        billingName: orderBilling.name,
        billingAddress: orderBilling.address,
        billingState: orderBilling.state,
        billingGstin: orderBilling.gstin,
        hasBilling: orderBilling.orderId,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(companies, eq(companies.id, orders.companyId))
      .leftJoin(orderBilling, eq(orderBilling.orderId, orders.id))
      .where(eq(orders.id, orderId))
      .limit(1);
    return row;
  },
};
