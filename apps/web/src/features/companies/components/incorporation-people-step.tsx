import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { SHARE_FACE_VALUE_RUPEES, usOfficerTitles, type UsOfficerTitle } from '@charter/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { subscribedShares, type IncorporationForm, type Nominee, type Person } from '../lib/incorporation-form';

interface Props {
  form: IncorporationForm;
  setForm: (form: IncorporationForm) => void;
}

export function personWordOf(form: IncorporationForm): string {
  if (form.country === 'India') return form.entityType === 'LLP' ? 'Designated partner' : 'Director';
  return form.entityType === 'LLC' ? 'Member' : 'Founder';
}

/** Step 3: each person with what the law asks of them, the OPC's nominee, and the MoA's subscription. */
export function IncorporationPeopleStep({ form, setForm }: Props) {
  const word = personWordOf(form);
  const company = form.country === 'India' && form.entityType !== 'LLP';
  const update = (index: number, patch: Partial<Person>) =>
    setForm({ ...form, people: form.people.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)) });
  return (
    <div className="grid gap-4">
      {form.people.map((person, index) => (
        <fieldset key={index} className="grid min-w-0 gap-3 rounded-xl border border-line p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-ink">
            {word} {index + 1}
          </legend>
          <ContactFields person={person} onChange={(patch) => update(index, patch)} />
          {form.country === 'India' && (
            <Check
              checked={person.resident}
              onChange={(resident) => update(index, { resident })}
              label="Resident in India"
              note={
                form.entityType === 'LLP'
                  ? 'Stays in India for at least 120 days in the financial year (LLP Act 2008, s.7(1)).'
                  : 'Stays in India for at least 182 days in the financial year (Companies Act 2013, s.149(3)).'
              }
            />
          )}
          {company && (
            <Field label="Shares subscribed" hint="Leave empty if not a subscriber.">
              <Input inputMode="numeric" value={person.shares} onChange={(event) => update(index, { shares: event.target.value })} />
            </Field>
          )}
          {form.entityType === 'LLC' && (
            <>
              <Field label="Ownership (%)">
                <Input
                  inputMode="decimal"
                  value={person.ownership}
                  onChange={(event) => update(index, { ownership: event.target.value })}
                />
              </Field>
              {form.management === 'manager-managed' && (
                <Check
                  checked={person.manager}
                  onChange={(manager) => update(index, { manager })}
                  label="Manager"
                  note="Manages the LLC."
                />
              )}
            </>
          )}
          {form.entityType === 'C-Corp' && <CorpFields person={person} onChange={(patch) => update(index, patch)} />}
        </fieldset>
      ))}
      {form.entityType === 'OPC' && <NomineeFields form={form} setForm={setForm} />}
      {company && <Subscription form={form} setForm={setForm} />}
      {form.entityType === 'C-Corp' && (
        <Field label="Incorporator" hint="Signs and files the certificate of incorporation (DGCL §§101, 103).">
          <Select value={String(form.incorporator)} onChange={(event) => setForm({ ...form, incorporator: Number(event.target.value) })}>
            {form.people.map((person, index) => (
              <option key={index} value={index}>
                {person.name.trim() || `${word} ${index + 1}`}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}

function ContactFields({
  person,
  onChange,
}: {
  person: Pick<Person, 'name' | 'phone' | 'email'>;
  onChange: (patch: Partial<Person>) => void;
}) {
  return (
    <>
      <Field label="Full name">
        <Input value={person.name} onChange={(event) => onChange({ name: event.target.value })} autoComplete="name" />
      </Field>
      <Field label="Phone">
        <Input type="tel" value={person.phone} onChange={(event) => onChange({ phone: event.target.value })} autoComplete="tel" />
      </Field>
      <Field label="Email">
        <Input type="email" value={person.email} onChange={(event) => onChange({ email: event.target.value })} autoComplete="email" />
      </Field>
    </>
  );
}

function Check({
  checked,
  onChange,
  label,
  note,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  note: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-2 sm:col-span-2">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-accent-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <span className="block text-sm text-muted">{note}</span>
      </span>
    </label>
  );
}

function CorpFields({ person, onChange }: { person: Person; onChange: (patch: Partial<Person>) => void }) {
  const toggle = (title: UsOfficerTitle, on: boolean) =>
    onChange({ titles: on ? [...person.titles, title] : person.titles.filter((held) => held !== title) });
  return (
    <>
      <Field label="Founder’s shares">
        <Input inputMode="numeric" value={person.shares} onChange={(event) => onChange({ shares: event.target.value })} />
      </Field>
      <fieldset className="grid min-w-0 gap-1 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-ink">Roles</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Checkbox checked={person.director} onChange={(director) => onChange({ director })}>
            Director
          </Checkbox>
          {usOfficerTitles.map((title) => (
            <Checkbox key={title} checked={person.titles.includes(title)} onChange={(checked) => toggle(title, checked)}>
              {title}
            </Checkbox>
          ))}
        </div>
      </fieldset>
    </>
  );
}

function NomineeFields({ form, setForm }: Props) {
  const nominee = form.nominee;
  const set = (patch: Partial<Nominee>) => setForm({ ...form, nominee: { ...nominee, ...patch } });
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-line p-3 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-ink">Nominee</legend>
      <p className="text-sm text-muted sm:col-span-3">
        Becomes the member if the sole member dies or cannot act (Companies (Incorporation) Rules 2014, rule 4).
      </p>
      <ContactFields person={nominee} onChange={(patch) => set(patch)} />
      <Check
        checked={nominee.consent}
        onChange={(consent) => set({ consent })}
        label={`${nominee.name.trim() || 'The nominee'} consents to be the nominee`}
        note="The written consent of Form INC-3, which is filed with the incorporation."
      />
    </fieldset>
  );
}

function Subscription({ form, setForm }: Props) {
  const { taken, authorised } = subscribedShares(form);
  const setOther = (index: number, patch: Partial<IncorporationForm['otherSubscribers'][number]>) =>
    setForm({ ...form, otherSubscribers: form.otherSubscribers.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)) });
  return (
    <section aria-labelledby="subscription-heading" className="grid min-w-0 gap-3 rounded-xl border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id="subscription-heading" className="text-sm font-semibold text-ink">
          Subscription to the memorandum
        </h4>
        <p className="text-sm tabular-nums text-muted" data-testid="subscribed-shares">
          {taken.toLocaleString('en-IN')} of {authorised.toLocaleString('en-IN')} shares at ₹{SHARE_FACE_VALUE_RUPEES} each
        </p>
      </div>
      <p className="text-sm text-muted">
        {form.entityType === 'OPC'
          ? 'The sole member subscribes (Companies Act 2013, s.3(1)(c)).'
          : 'At least 2 subscribers, each taking at least 1 share (Companies Act 2013, s.3(1)(b), s.4(1)(e)).'}{' '}
        Directors subscribe above; add anyone else who subscribes (not a director) here.
      </p>
      {form.otherSubscribers.map((subscriber, index) => (
        <div key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
          <Field label={`Subscriber ${index + 1} name`}>
            <Input value={subscriber.name} onChange={(event) => setOther(index, { name: event.target.value })} />
          </Field>
          <Field label={`Subscriber ${index + 1} shares`}>
            <Input inputMode="numeric" value={subscriber.shares} onChange={(event) => setOther(index, { shares: event.target.value })} />
          </Field>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove subscriber ${index + 1}`}
            onClick={() => setForm({ ...form, otherSubscribers: form.otherSubscribers.filter((_entry, at) => at !== index) })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setForm({ ...form, otherSubscribers: [...form.otherSubscribers, { name: '', shares: '' }] })}
        >
          <Plus aria-hidden="true" />
          Add another subscriber
        </Button>
      </div>
    </section>
  );
}
