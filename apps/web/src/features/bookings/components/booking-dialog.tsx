import { CalendarCheck } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { createBookingSchema, type CreateBookingBody } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useCreateBooking } from '../api/use-bookings';

/** Spec §9: the Booking Confirmed screen closes itself after 2 s. */
const CONFIRMATION_MS = 2000;

type FieldName = 'contact_name' | 'contact_email' | 'contact_phone' | 'preferred_date' | 'preferred_time' | 'message';

export interface BookingTopic {
  service_name?: string;
  service_id?: string;
  business_context?: Record<string, unknown>;
}

/** Today where the founder is, as the date input speaks (YYYY-MM-DD). */
const localToday = () => new Date().toLocaleDateString('en-CA');

/**
 * Spec §2 Booking modal: the Book Consultation form, then Booking Confirmed (closing itself after 2 s). The server
 * checks the same rules (the date against the founder's own today, sent with their time zone).
 */
export function BookingDialog({
  topic,
  defaults,
  onOpenChange,
}: {
  /** What the consultation is about; null while the dialog is closed. */
  topic: BookingTopic | null;
  defaults: { name: string; email: string };
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
            <BookingForm topic={topic} defaults={defaults} onBooked={() => setConfirmed(true)} />
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

function BookingForm({
  topic,
  defaults,
  onBooked,
}: {
  topic: BookingTopic;
  defaults: { name: string; email: string };
  onBooked: () => void;
}) {
  const create = useCreateBooking();
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: CreateBookingBody = {
      service_type: 'consultation',
      ...topic,
      ...values,
      message: values.message.trim() || undefined,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
    const found: Partial<Record<FieldName, string>> = {};
    const parsed = createBookingSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= name === 'preferred_date' ? 'Choose a date.' : name === 'preferred_time' ? 'Choose a time.' : issue.message;
      }
    }
    if (values.preferred_date && values.preferred_date < localToday()) found.preferred_date = 'Choose today or a later date.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(body, {
      onSuccess: () => {
        toast.success('Booking request submitted successfully!');
        onBooked();
      },
      onError: (error) => toast.error(error instanceof ApiError && error.detail ? error.detail : 'Failed to submit booking request'),
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
          <Input type="date" min={localToday()} value={values.preferred_date} onChange={set('preferred_date')} />
        </Field>
        <Field label="Time" error={errors.preferred_time}>
          <Input type="time" value={values.preferred_time} onChange={set('preferred_time')} />
        </Field>
      </div>
      <Field label="Additional Information (optional)" error={errors.message}>
        <textarea
          rows={3}
          maxLength={2000}
          value={values.message}
          onChange={set('message')}
          className="w-full rounded-lg border border-line px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-accent-500"
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
