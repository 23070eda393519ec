import type { Booking, BookingList } from '@charter/shared';
import type { createBookingSchema } from '@charter/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { todayIn } from '../../lib/jurisdiction-today';
import { bookingsRepository, type BookingRow } from './bookings.repository';

type CreateBooking = z.output<typeof createBookingSchema>;

/** The time zone furthest behind: with no zone given, "today" is the earliest today anywhere, so no founder is refused their own today. */
const EARLIEST_ZONE = 'Etc/GMT+12';

function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    service_type: row.serviceType,
    service_name: row.serviceName,
    service_id: row.serviceId,
    business_context: row.businessContext ?? null,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    preferred_date: row.preferredDate,
    preferred_time: row.preferredTime,
    message: row.message,
    status: row.status,
    admin_notes: row.adminNotes,
    created_at: row.createdAt.toISOString(),
  };
}

/** Spec §2 Bookings: a founder's consultation requests. Only their own are ever listed. */
export function createBookingsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async list(actor: Actor): Promise<BookingList> {
      if (actor.type !== 'user') return { bookings: [] };
      return { bookings: (await bookingsRepository.listForUser(db, actor.id)).map(toBooking) };
    },

    async create(actor: Actor, body: CreateBooking): Promise<Booking> {
      if (actor.type !== 'user') throw new AppError('FORBIDDEN', 'Bookings are made by founders, from their own account.');
      const zone = validZone(body.time_zone);
      if (body.time_zone && !zone) throw new AppError('VALIDATION_FAILED', `time_zone: unknown time zone ${body.time_zone}`);
      const today = todayIn(zone ?? EARLIEST_ZONE, clock());
      if (body.preferred_date < today) throw new AppError('VALIDATION_FAILED', 'preferred_date: Choose today or a later date.');
      const row = await bookingsRepository.insert(db, {
        userId: actor.id,
        serviceType: body.service_type,
        serviceName: body.service_name ?? null,
        serviceId: body.service_id ?? null,
        businessContext: body.business_context ?? null,
        contactName: body.contact_name,
        contactEmail: body.contact_email,
        contactPhone: body.contact_phone,
        preferredDate: body.preferred_date,
        preferredTime: body.preferred_time,
        timeZone: zone ?? null,
        message: body.message || null,
        createdAt: clock(),
      });
      return toBooking(row);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
