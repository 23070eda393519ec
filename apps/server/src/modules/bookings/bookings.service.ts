import {
  canonicalTimeZone,
  checkBookingMove,
  isTimeZone,
  instantIn,
  outsideHoursDetail,
  withinConsultationHours,
  type ConsultationHours,
  type AdminBooking,
  type AdminBookingList,
  type Booking,
  type BookingList,
  type BookingStatus,
  type adminBookingQuerySchema,
  type createBookingSchema,
  type updateBookingBodySchema,
} from '@charter/shared';
import type { z } from 'zod';
import { bookingConfirmedMail } from '../../adapters/mail/templates';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { todayIn } from '../../lib/jurisdiction-today';
import { changesBetween, type AuditService } from '../audit/audit.service';
import type { Mailer } from '../mail/mail.service';
import { bookingsRepository, type BookingRow } from './bookings.repository';

type CreateBooking = z.output<typeof createBookingSchema>;
type AdminBookingQuery = z.output<typeof adminBookingQuerySchema>;
type UpdateBooking = z.output<typeof updateBookingBodySchema>;

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  mailer: Mailer;
  appUrl: string;
  /** When staff take consultations (config); nothing outside them is booked. */
  hours: ConsultationHours;
  /** The zone a founder chose for their account (null until the app sets it from their browser). */
  founderZoneOf: (userId: string) => Promise<string | null>;
  /** The zone a staff member reads bookings in (null: the hours' zone). */
  staffZoneOf: (adminId: string) => Promise<string | null>;
}

/** The time zone furthest behind: with no zone given, "today" is the earliest today anywhere, so no founder is refused their own today. */
const EARLIEST_ZONE = 'Etc/GMT+12';

/** The zone by its current name (a browser may send Asia/Calcutta), or undefined for one the runtime does not know. */
function validZone(zone: string | undefined): string | undefined {
  if (!zone || !isTimeZone(zone)) return undefined;
  return canonicalTimeZone(zone);
}

/** The instant a booking's date and time name in the founder's zone (null for old requests kept without one). */
function scheduledAt(row: BookingRow): string | null {
  if (!row.timeZone) return null;
  return instantIn(row.preferredDate, row.preferredTime, row.timeZone)?.toISOString() ?? null;
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
    time_zone: row.timeZone,
    scheduled_at: scheduledAt(row),
    message: row.message,
    status: row.status,
    admin_notes: row.adminNotes,
    created_at: row.createdAt.toISOString(),
  };
}

/** The preferred day and time as the founder chose them, in words for a mail ("Tue, 3 Mar 2026 at 10:30"). */
function whenOf(row: BookingRow): string {
  const [year = 1970, month = 1, day = 1] = row.preferredDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${date} at ${row.preferredTime}${row.timeZone ? ` (${row.timeZone})` : ''}`;
}

/**
 * Spec §2 Bookings: a founder's consultation requests (only their own are ever listed to them), and the back office's
 * list and answers (status and notes, issue 12).
 */
export function createBookingsService({ db, clock, audit, mailer, appUrl, hours, founderZoneOf, staffZoneOf }: Deps) {
  return {
    /** GET /api/bookings/hours: staff's hours, for the form to offer only those (converted to the founder's zone). */
    hours(): ConsultationHours {
      return hours;
    },

    async list(actor: Actor): Promise<BookingList> {
      if (actor.type !== 'user') return { bookings: [] };
      return { bookings: (await bookingsRepository.listForUser(db, actor.id)).map(toBooking) };
    },

    async create(actor: Actor, body: CreateBooking): Promise<Booking> {
      if (actor.type !== 'user') throw new AppError('FORBIDDEN', 'Bookings are made by founders, from their own account.');
      if (body.time_zone && !validZone(body.time_zone))
        throw new AppError('VALIDATION_FAILED', `time_zone: unknown time zone ${body.time_zone}`);
      // The form sends the account's zone; a call without one is read in it too (issue 30 §4).
      const zone = validZone(body.time_zone) ?? validZone((await founderZoneOf(actor.id)) ?? undefined);
      const now = clock();
      const today = todayIn(zone ?? EARLIEST_ZONE, now);
      if (body.preferred_date < today) throw new AppError('VALIDATION_FAILED', 'preferred_date: Choose today or a later date.');
      // Without the founder's zone the time is read in staff's own: the only zone both sides then know.
      const chosenZone = zone ?? hours.time_zone;
      const instant = instantIn(body.preferred_date, body.preferred_time, chosenZone);
      if (!instant) {
        throw new AppError(
          'VALIDATION_FAILED',
          `preferred_time: ${body.preferred_time} does not exist on that day in ${chosenZone} (the clocks change).`,
        );
      }
      if (!withinConsultationHours(instant, hours)) throw new AppError('VALIDATION_FAILED', outsideHoursDetail(hours));
      if (instant.getTime() <= now.getTime())
        throw new AppError('VALIDATION_FAILED', 'preferred_time: Choose a time that has not passed yet.');
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
        timeZone: chosenZone,
        message: body.message || null,
        createdAt: clock(),
      });
      return toBooking(row);
    },

    /** GET /api/admin/bookings: every founder's bookings, newest first, filtered by status, a page at a time. */
    async adminList(actor: Actor, query: AdminBookingQuery): Promise<AdminBookingList> {
      const [{ rows, total }, counts, staffZone] = await Promise.all([
        bookingsRepository.listAll(db, query.status, { limit: query.limit, offset: (query.page - 1) * query.limit }),
        bookingsRepository.countByStatus(db),
        actor.type === 'staff' ? staffZoneOf(actor.id) : null,
      ]);
      return {
        bookings: rows.map(({ booking, userName, userEmail }) => toAdminBooking(booking, userName, userEmail)),
        counts,
        page: query.page,
        limit: query.limit,
        pages: Math.max(1, Math.ceil(total / query.limit)),
        total,
        staff_time_zone: staffZone ?? hours.time_zone,
      };
    },

    /**
     * PUT /api/admin/bookings/{id}: staff set the status (only the moves `bookingMoves` allows; the same status is no
     * move) and the notes the founder sees. The row is locked, so two staff confirming at once make one confirmation
     * and one mail. Confirming mails the booking's contact through the outbox.
     */
    async update(actor: Actor, id: string, body: UpdateBooking): Promise<AdminBooking> {
      if (!isUuid(id)) throw AppError.notFound('Booking');
      const { row, user } = await db.transaction(async (tx) => {
        const current = await bookingsRepository.findById(tx, id, { forUpdate: true });
        if (!current) throw AppError.notFound('Booking');
        const status: BookingStatus | undefined = body.status !== undefined && body.status !== current.status ? body.status : undefined;
        if (status) {
          const check = checkBookingMove(current.status, status);
          if (!check.ok) throw new AppError('CONFLICT', check.detail);
        }
        const notes = body.admin_notes === undefined ? undefined : body.admin_notes || null;
        const changes = changesBetween(
          { status: current.status, admin_notes: current.adminNotes },
          { status: status ?? current.status, admin_notes: notes === undefined ? current.adminNotes : notes },
          ['status', 'admin_notes'],
        );
        const user = await bookingsRepository.userOf(tx, current.userId);
        if (changes.length === 0) return { row: current, user };
        const row = await bookingsRepository.update(tx, current.id, {
          ...(status ? { status } : {}),
          ...(notes !== undefined ? { adminNotes: notes } : {}),
        });
        await audit.record(tx, actor, {
          companyId: null,
          action: 'booking.updated',
          target: { type: 'booking', id: row.id, label: row.serviceName ?? 'Consultation' },
          changes,
        });
        if (status === 'confirmed') {
          await mailer.enqueue(
            bookingConfirmedMail(row.contactEmail, row.contactName, {
              what: row.serviceName ?? 'Charter',
              when: whenOf(row),
              notes: row.adminNotes,
              url: `${appUrl}/bookings`,
            }),
            { key: `booking-confirmed:${row.id}`, executor: tx },
          );
        }
        return { row, user };
      });
      return toAdminBooking(row, user?.name ?? row.contactName, user?.email ?? row.contactEmail);
    },
  };
}

function toAdminBooking(row: BookingRow, userName: string, userEmail: string): AdminBooking {
  return { ...toBooking(row), user_name: userName, user_email: userEmail };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
