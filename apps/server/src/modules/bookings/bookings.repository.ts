import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

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
};
