import { asc, desc, eq, sql } from 'drizzle-orm';
import type { BookingStatus } from '@charter/shared';
import type { Db } from '../../db/client';
import { bookings, users } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

/** Most bookings one founder's list shows (newest first). */
export const BOOKING_LIST_LIMIT = 200;

export const bookingsRepository = {
  async insert(db: Db, values: typeof bookings.$inferInsert): Promise<BookingRow> {
    const [row] = await db.insert(bookings).values(values).returning();
    return row!;
  },

  async listForUser(db: Db, userId: string): Promise<BookingRow[]> {
    return db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt)).limit(BOOKING_LIST_LIMIT);
  },

  async findById(db: Db, id: string, { forUpdate = false } = {}): Promise<BookingRow | undefined> {
    const query = db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** The back office's list: every founder's bookings with the account that made them, newest first, a page at a time. */
  async listAll(db: Db, status: BookingStatus | undefined, { limit, offset }: { limit: number; offset: number }) {
    const where = status ? eq(bookings.status, status) : undefined;
    const [rows, [count]] = await Promise.all([
      db
        .select({ booking: bookings, userName: users.name, userEmail: users.email })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(where)
        .orderBy(desc(bookings.createdAt), asc(bookings.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(bookings)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  async countByStatus(db: Db): Promise<Record<BookingStatus, number>> {
    const rows = await db
      .select({ status: bookings.status, count: sql<number>`count(*)::int` })
      .from(bookings)
      .groupBy(bookings.status);
    const of = (status: BookingStatus) => rows.find((row) => row.status === status)?.count ?? 0;
    return { pending: of('pending'), confirmed: of('confirmed'), completed: of('completed'), cancelled: of('cancelled') };
  },

  async update(db: Db, id: string, values: { status?: BookingStatus; adminNotes?: string | null }): Promise<BookingRow> {
    const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
    return row!;
  },

  async userOf(db: Db, bookingUserId: string): Promise<{ name: string; email: string } | undefined> {
    const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, bookingUserId));
    return row;
  },
};
