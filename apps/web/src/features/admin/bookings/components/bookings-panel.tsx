import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  BOOKING_NOTES_MAX,
  bookingMoves,
  bookingStatusLabels,
  bookingStatuses,
  shortBookingId,
  type AdminBooking,
  type BookingStatus,
  type UpdateBookingBody,
} from '@charter/shared';
import { DetailRow } from '@/components/ui/detail-row';
import { BookingContactRow } from '@/features/bookings/components/booking-contact-row';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Card, CardContent } from '@/components/ui/card';
import { ItemDialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { QueryState } from '@/components/ui/query-state';
import { Select, SelectOptions } from '@/components/ui/select';
import { TimeZoneSelect } from '@/components/ui/time-zone-select';
import { toast } from '@/components/ui/toaster';
import { PanelHeading } from '@/components/ui/panel-heading';
import { ListRow } from '@/components/ui/list-row';
import { apiErrorDetail } from '@/lib/api-error-message';
import { bookingWhenForStaff, formatBookingMoment } from '@/lib/booking-time';
import { bookingTone } from '@/lib/status-tones';
import { useSetStaffTimeZone, useUpdateBooking } from '../api/mutations';
import { adminBookingQueries } from '../api/queries';

/**
 * The Bookings tab (issue 12): every founder's consultation requests, filtered by status, and staff's answer to each:
 * the status (only the moves the server allows are offered) and the notes the founder reads on /bookings.
 */
export function BookingsPanel() {
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [page, setPage] = useState(1);
  const bookings = useQuery(adminBookingQueries.list({ status, page }));
  const [openId, setOpenId] = useState<string | null>(null);
  const open = bookings.data?.bookings.find((booking) => booking.id === openId);
  const setZone = useSetStaffTimeZone();

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4">
        <PanelHeading
          title="Bookings"
          className="items-end"
          actions={
            <>
              {bookings.data && (
                // Staff's own zone (issue 30 §4): every time below is shown in it, named.
                <div className="grid w-full gap-1.5 sm:w-72">
                  <Label htmlFor="bookings-time-zone">Times shown in</Label>
                  <TimeZoneSelect
                    id="bookings-time-zone"
                    value={bookings.data.staff_time_zone}
                    disabled={setZone.isPending}
                    onChange={(event) =>
                      setZone.mutate(
                        { time_zone: event.target.value },
                        {
                          onError: (error) => toast.error(apiErrorDetail(error, 'The time zone could not be saved')),
                        },
                      )
                    }
                  />
                </div>
              )}
              <div className="grid w-full gap-1.5 sm:w-56">
                <Label htmlFor="bookings-status">Status</Label>
                <Select
                  id="bookings-status"
                  value={status}
                  onChange={(event) => {
                    setStatus(event.target.value as BookingStatus | '');
                    setPage(1);
                  }}
                >
                  <option value="">All bookings</option>
                  {bookingStatuses.map((value) => (
                    <option key={value} value={value}>
                      {bookingStatusLabels[value]}
                      {bookings.data ? ` (${bookings.data.counts[value]})` : ''}
                    </option>
                  ))}
                </Select>
              </div>
            </>
          }
        >
          Consultation requests from founders, newest first. Confirming one emails the founder.
        </PanelHeading>

        <QueryState
          query={bookings}
          what="bookings"
          isEmpty={(data) => data.bookings.length === 0}
          empty={status ? `No ${bookingStatusLabels[status].toLowerCase()} bookings.` : 'No bookings yet.'}
        >
          {(data) => (
            <>
              <ul className="grid grid-cols-1 gap-2" aria-label="Bookings">
                {data.bookings.map((booking) => (
                  <ListRow
                    key={booking.id}
                    title={booking.service_name ?? 'Consultation'}
                    badges={<StatusBadge status={booking.status} tones={bookingTone} labels={bookingStatusLabels} />}
                    action={
                      <Button
                        size="sm"
                        variant={booking.status === 'pending' ? 'primary' : 'secondary'}
                        className="justify-self-start sm:justify-self-end"
                        onClick={() => setOpenId(booking.id)}
                        aria-label={`Manage booking ${shortBookingId(booking.id)} (${booking.contact_name})`}
                      >
                        Manage
                      </Button>
                    }
                  >
                    <p className="text-ink" data-testid="admin-booking-when">
                      {bookingWhenForStaff(booking, data.staff_time_zone)}
                    </p>
                    <p className="break-words text-muted">
                      {booking.contact_name} · {booking.contact_phone}
                    </p>
                    {/* A long address has no place to break: cut on the card, whole in its tooltip and in Manage. */}
                    <p className="truncate text-muted" title={booking.contact_email} data-testid="admin-booking-email">
                      {booking.contact_email}
                    </p>
                    {booking.admin_notes && <p className="break-words text-xs text-muted">Notes: {booking.admin_notes}</p>}
                  </ListRow>
                ))}
              </ul>
              <Pagination label="Booking pages" paging={data} noun={['booking', 'bookings']} onPage={setPage} busy={bookings.isFetching} />
            </>
          )}
        </QueryState>
      </CardContent>

      <ItemDialog
        item={open}
        onClose={() => setOpenId(null)}
        className="max-w-lg"
        title={(booking) => booking.service_name ?? 'Consultation'}
        description={(booking) => `Booking ${shortBookingId(booking.id)}`}
      >
        {(booking) => (
          <BookingForm
            key={`${booking.id}:${booking.status}:${booking.admin_notes ?? ''}`}
            booking={booking}
            staffZone={bookings.data!.staff_time_zone}
            onDone={() => setOpenId(null)}
          />
        )}
      </ItemDialog>
    </Card>
  );
}

function BookingForm({ booking, staffZone, onDone }: { booking: AdminBooking; staffZone: string; onDone: () => void }) {
  const update = useUpdateBooking();
  const [status, setStatus] = useState<BookingStatus>(booking.status);
  const [notes, setNotes] = useState(booking.admin_notes ?? '');
  const choices: BookingStatus[] = [booking.status, ...bookingMoves[booking.status]];

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: UpdateBookingBody = {};
    if (status !== booking.status) body.status = status;
    if (notes.trim() !== (booking.admin_notes ?? '')) body.admin_notes = notes.trim() || null;
    if (body.status === undefined && body.admin_notes === undefined) {
      onDone();
      return;
    }
    update.mutate(
      { id: booking.id, body },
      {
        onSuccess: () => {
          toast.success(body.status === 'confirmed' ? 'Booking confirmed. The customer has been emailed.' : 'Booking updated');
          onDone();
        },
        onError: (failure) => toast.error(apiErrorDetail(failure, 'Failed to update booking')),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4 text-sm" noValidate>
      <dl className="grid grid-cols-1 gap-2">
        <DetailRow label="Scheduled time">{bookingWhenForStaff(booking, staffZone)}</DetailRow>
        <BookingContactRow booking={booking} />
        <DetailRow label="Booked by">
          {booking.user_name} ({booking.user_email}) · {formatBookingMoment(new Date(booking.created_at), staffZone)}
        </DetailRow>
        <DetailRow label="Additional information">{booking.message ?? 'None'}</DetailRow>
      </dl>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={`booking-status-${booking.id}`}>Status</Label>
        <Select
          id={`booking-status-${booking.id}`}
          value={status}
          onChange={(event) => setStatus(event.target.value as BookingStatus)}
          disabled={choices.length === 1}
        >
          <SelectOptions values={choices} label={(value) => bookingStatusLabels[value]} />
        </Select>
        {choices.length === 1 && <p className="text-xs text-muted">A {booking.status} booking keeps its status.</p>}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`booking-notes-${booking.id}`}>Notes for the customer</Label>
        <Textarea
          id={`booking-notes-${booking.id}`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          maxLength={BOOKING_NOTES_MAX}
          rows={4}
          placeholder="Who will call, a meeting link, what to prepare"
        />
        <p className="text-xs text-muted">The customer sees these notes on their bookings page.</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
