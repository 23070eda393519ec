import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { consultationHoursInWords, createBookingSchema, instantIn, type ConsultationHours, type CreateBookingBody } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Select, SelectOptions } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { browserTimeZone, formatBookingDate, zoneOffsetName } from '@/lib/booking-time';
import { useCreateBooking } from '../api/mutations';
import { bookingQueries } from '../api/queries';
import { offeredDays, offeredTimes } from '../lib/offered-times';

/** Spec §9: the Booking Confirmed screen closes itself after 2 s. */
const CONFIRMATION_MS = 2000;

type FieldName = 'contact_name' | 'contact_email' | 'contact_phone' | 'preferred_date' | 'preferred_time' | 'message';

export interface BookingTopic {
  service_name?: string;
  service_id?: string;
  business_context?: Record<string, unknown>;
}

/**
 * Spec §2 Booking modal: the Book Consultation form, then Booking Confirmed (closing itself after 2 s). It offers only
 * the days and times staff take consultations, in the founder's own zone; the server checks the same rules.
 */
export function BookingDialog({
  topic,
  defaults,
  onOpenChange,
}: {
  /** What the consultation is about; null while the dialog is closed. */
  topic: BookingTopic | null;
  /** The founder's name and email, and the account's time zone (null until set: the browser's is used). */
  defaults: { name: string; email: string; timeZone: string | null };
  onOpenChange: (open: boolean) => void;
}) {
  const [confirmed, setConfirmed] = useState(false);
  const changeOpen = (open: boolean) => {
    if (!open) setConfirmed(false);
    onOpenChange(open);
  };

  return (
    <Dialog open={topic !== null} onOpenChange={changeOpen}>
      {topic &&
        (confirmed ? (
          <DialogContent title="Booking Confirmed" className="max-w-md">
            <BookingConfirmed onDone={() => changeOpen(false)} />
          </DialogContent>
        ) : (
          <DialogContent
            title="Book Consultation"
            description={topic.service_name ? `About ${topic.service_name}` : 'Talk to a compliance expert'}
            className="max-w-lg"
          >
            <BookingFormWithHours topic={topic} defaults={defaults} onBooked={() => setConfirmed(true)} />
          </DialogContent>
        ))}
    </Dialog>
  );
}

/** Booking Confirmed, closing itself after 2 s (spec §9). */
function BookingConfirmed({ onDone }: { onDone: () => void }) {
  const done = useEffectEvent(onDone);
  useEffect(() => {
    const timer = setTimeout(done, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="grid grid-cols-1 justify-items-center gap-3 py-4 text-center" role="status">
      <CalendarCheck className="size-12 text-green-700" aria-hidden="true" />
      <p className="text-ink">Your consultation request has been received.</p>
      <p className="text-sm text-muted">Our team will reach out within 24 hours to confirm the time.</p>
    </div>
  );
}

interface BookingFormProps {
  topic: BookingTopic;
  defaults: { name: string; email: string; timeZone: string | null };
  onBooked: () => void;
}

/** Waits for staff's hours: the form offers nothing it cannot book. */
function BookingFormWithHours(props: BookingFormProps) {
  const hours = useQuery(bookingQueries.hours());
  return (
    <QueryState query={hours} what="consultation hours" failed="The consultation hours could not be loaded.">
      {(data) => <BookingForm {...props} hours={data} />}
    </QueryState>
  );
}

function BookingForm({ topic, defaults, onBooked, hours }: BookingFormProps & { hours: ConsultationHours }) {
  const create = useCreateBooking();
  // The founder's stored zone (the browser's until the account has one): every time offered and sent is in it.
  const [zone] = useState(() => defaults.timeZone ?? browserTimeZone());
  const [now] = useState(() => new Date());
  const days = offeredDays(zone, hours, now);
  const [values, setValues] = useState({
    contact_name: defaults.name,
    contact_email: defaults.email,
    contact_phone: '',
    preferred_date: '',
    preferred_time: '',
    message: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const times = values.preferred_date ? offeredTimes(values.preferred_date, zone, hours, now) : [];
  // The offset of the day chosen (it differs across a daylight-saving change), else of today.
  const chosenInstant = values.preferred_date ? instantIn(values.preferred_date, values.preferred_time || times[0] || '12:00', zone) : null;
  const chooseDate = (event: { target: { value: string } }) =>
    // A time kept from another day may not be offered on this one.
    setValues((current) => ({ ...current, preferred_date: event.target.value, preferred_time: '' }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: CreateBookingBody = {
      service_type: 'consultation',
      ...topic,
      ...values,
      message: values.message.trim() || undefined,
      time_zone: zone,
    };
    const found: Partial<Record<FieldName, string>> = {};
    const parsed = createBookingSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= name === 'preferred_date' ? 'Choose a date.' : name === 'preferred_time' ? 'Choose a time.' : issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body, {
      onSuccess: () => {
        toast.success('Booking request submitted successfully!');
        onBooked();
      },
      onError: (error) => toast.error(apiErrorDetail(error, 'Failed to submit booking request')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3">
      <Field label="Full Name" error={errors.contact_name}>
        <Input autoComplete="name" value={values.contact_name} onChange={set('contact_name')} />
      </Field>
      <Field label="Email Address" error={errors.contact_email}>
        <Input type="email" autoComplete="email" value={values.contact_email} onChange={set('contact_email')} />
      </Field>
      <Field label="Phone Number" error={errors.contact_phone}>
        <Input type="tel" autoComplete="tel" placeholder="+91 98765 43210" value={values.contact_phone} onChange={set('contact_phone')} />
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Date" error={errors.preferred_date}>
          <Select value={values.preferred_date} onChange={chooseDate}>
            <option value="">Choose a date</option>
            <SelectOptions values={days} label={formatBookingDate} />
          </Select>
        </Field>
        <Field label="Time" error={errors.preferred_time}>
          <Select value={values.preferred_time} onChange={set('preferred_time')} disabled={!values.preferred_date}>
            <option value="">{values.preferred_date ? 'Choose a time' : 'Choose a date first'}</option>
            <SelectOptions values={times} />
          </Select>
        </Field>
      </div>
      <p className="text-sm text-muted" data-testid="booking-zone-note">
        Times are in your time zone, {zone} ({zoneOffsetName(chosenInstant ?? now, zone)}). Our team takes consultations{' '}
        {consultationHoursInWords(hours)}.
      </p>
      <Field label="Additional Information (optional)" error={errors.message}>
        <Textarea
          rows={3}
          maxLength={2000}
          value={values.message}
          onChange={set('message')}
          placeholder="What would you like to discuss?"
        />
      </Field>
      <p className="text-sm text-muted">Our team will reach out within 24 hours to confirm your consultation.</p>
      <Button type="submit" loading={create.isPending}>
        Book Consultation
      </Button>
    </form>
  );
}
