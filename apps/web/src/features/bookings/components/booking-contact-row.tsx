import { DetailRow } from '@/components/ui/detail-row';

interface BookingContact {
  contact_name: string;
  contact_email: string;
  contact_phone: string;
}

/** Whom to call about a booking, a line each (the founder's and the staff's booking details). */
export function BookingContactRow({ booking }: { booking: BookingContact }) {
  return (
    <DetailRow label="Contact">
      {booking.contact_name}
      <br />
      {booking.contact_email}
      <br />
      {booking.contact_phone}
    </DetailRow>
  );
}
