import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { bookingStatusLabels, shortBookingId } from '@charter/shared';
import { DetailRow } from '@/components/ui/detail-row';
import { BookingContactRow } from '@/features/bookings/components/booking-contact-row';
import { StatusBadge } from '@/components/ui/status-badge';
import { ButtonLink } from '@/components/ui/button-link';
import { ItemDialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { bookingQueries } from '@/features/bookings/api/queries';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { bookingWhen, browserTimeZone, formatBookingMoment, zoneOffsetName } from '@/lib/booking-time';
import { bookingTone } from '@/lib/status-tones';
import { useDocumentTitle } from '@/lib/use-document-title';

const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1).replaceAll('_', ' ');

/** Spec §2 Bookings: the founder's consultation requests as cards, each opening its details. */
export function BookingsPage() {
  useDocumentTitle('Bookings');
  const bookings = useQuery(bookingQueries.list());
  const user = useCurrentUser();
  const [openId, setOpenId] = useState<string | null>(null);
  // Every time on this page is in the founder's own zone (the account's; the browser's until it has one), named.
  const zone = user.data?.time_zone ?? browserTimeZone();
  const bookedOn = (iso: string) => formatBookingMoment(new Date(iso), zone);

  if (!bookings.isSuccess) return <QueryState query={bookings} what="bookings" />;
  const list = bookings.data.bookings;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={CalendarDays}
        title="No bookings yet"
        titleAs="h1"
        actions={
          <>
            <ButtonLink to="/services">Browse Services</ButtonLink>
            <ButtonLink to="/dashboard" variant="secondary">
              Go to Dashboard
            </ButtonLink>
          </>
        }
      >
        Book a consultation from any service’s details on the services page, or ask the AI agent on your dashboard which expert you need.
      </EmptyState>
    );
  }
  const open = list.find((booking) => booking.id === openId);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold text-ink">Bookings</h1>
        <p className="text-sm text-muted" data-testid="bookings-zone">
          Times in your time zone, {zone} ({zoneOffsetName(new Date(), zone)}).{' '}
          <Link to="/settings" className="font-medium text-accent-700 hover:underline">
            Change
          </Link>
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Your bookings">
        {list.map((booking) => (
          <li key={booking.id}>
            <button
              type="button"
              onClick={() => setOpenId(booking.id)}
              className="grid h-full w-full grid-cols-1 content-start gap-2 rounded-xl border border-line bg-white p-4 text-left hover:border-accent-500"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="font-semibold text-ink">{booking.service_name ?? 'Consultation'}</span>
                <StatusBadge status={booking.status} tones={bookingTone} labels={bookingStatusLabels} className="shrink-0" />
              </span>
              <span className="text-sm text-muted">{typeLabel(booking.service_type)}</span>
              <span className="text-sm text-ink" data-testid="booking-when">
                {bookingWhen(booking, zone)}
              </span>
              <span className="text-xs text-muted">
                {booking.contact_name} · booked {bookedOn(booking.created_at)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ItemDialog
        item={open}
        onClose={() => setOpenId(null)}
        title={(booking) => booking.service_name ?? 'Consultation'}
        description={(booking) => `Booking ${shortBookingId(booking.id)}`}
      >
        {(booking) => (
          <dl className="grid grid-cols-1 gap-3 text-sm">
            <DetailRow label="Status">
              <StatusBadge status={booking.status} tones={bookingTone} labels={bookingStatusLabels} />
            </DetailRow>
            <DetailRow label="Scheduled time">{bookingWhen(booking, zone)}</DetailRow>
            <BookingContactRow booking={booking} />
            <DetailRow label="Additional information">{booking.message ?? 'None'}</DetailRow>
            <DetailRow label="Notes from the team">{booking.admin_notes ?? 'No notes yet.'}</DetailRow>
            <DetailRow label="Booking id">{shortBookingId(booking.id)}</DetailRow>
            <DetailRow label="Created">{bookedOn(booking.created_at)}</DetailRow>
          </dl>
        )}
      </ItemDialog>
    </div>
  );
}

export { BookingsPage as Component };
