import { date, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bookingStatuses } from '@charter/shared';
import { users } from './users';
import { belongsTo, createdAt, id } from './columns';

/** Spec §3 Booking: a founder's consultation request; staff confirm, complete or cancel it and write notes. */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    serviceType: text('service_type').notNull().default('consultation'),
    serviceName: text('service_name'),
    serviceId: text('service_id'),
    businessContext: jsonb('business_context').$type<Record<string, unknown>>(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    preferredDate: date('preferred_date').notNull(),
    /** HH:MM as the founder chose it, in their own time zone (kept beside it). */
    preferredTime: text('preferred_time').notNull(),
    timeZone: text('time_zone'),
    message: text('message'),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    adminNotes: text('admin_notes'),
    createdAt: createdAt(),
  },
  (table) => [index('bookings_user_idx').on(table.userId, table.createdAt)],
);
