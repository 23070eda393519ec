import { Trash2 } from 'lucide-react';
import { dueKindLabels, dueKinds, type DueKind } from '@charter/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { AddRowButton } from '@/components/ui/add-row-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';

export interface EventDraft {
  period_start: string;
  period_months: string;
  due_month: string;
  due_day: string;
  label: string;
}

/** Every kind's fields as typed; only the chosen kind's are sent. */
export interface DueDraft {
  kind: DueKind;
  months: string;
  days: string;
  day_of_month: string;
  fy_label: 'fy' | 'tax_year' | 'year_ending';
  anchor: 'january' | 'april' | 'fiscal_year';
  events: EventDraft[];
  month_offset: string;
  day: string;
  skip_first: boolean;
  days_after: string;
  anniversary_day: 'first' | 'last';
  every_years: string;
  first_after_years: string;
  review_months: string;
  note: string;
}

const monthlyEvents = (day: number): EventDraft[] =>
  Array.from({ length: 12 }, (_, month) => ({
    period_start: String(month),
    period_months: '1',
    due_month: String(month + 1),
    due_day: String(day),
    label: '{MONTH}',
  }));
const quarterlyEvents = (): EventDraft[] =>
  [0, 3, 6, 9].map((start) => ({
    period_start: String(start),
    period_months: '3',
    due_month: String(start + 3),
    due_day: '30',
    label: 'Quarter from {MONTH}',
  }));

export const emptyDue = (): DueDraft => ({
  kind: 'after_incorporation',
  months: '',
  days: '30',
  day_of_month: '',
  fy_label: 'fy',
  anchor: 'april',
  events: [{ period_start: '0', period_months: '12', due_month: '14', due_day: '30', label: '{FY}' }],
  month_offset: '3',
  day: '15',
  skip_first: false,
  days_after: '30',
  anniversary_day: 'last',
  every_years: '1',
  first_after_years: '1',
  review_months: '12',
  note: '',
});

const text = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

/** A stored due-date rule, into the form. */
export function dueDraftOf(due: unknown): DueDraft {
  const draft = emptyDue();
  if (!due || typeof due !== 'object') return draft;
  const d = due as Record<string, unknown>;
  const kind = d.kind as DueKind;
  draft.kind = kind;
  if (kind === 'after_incorporation' || kind === 'fy_end') {
    draft.months = text(d.months);
    draft.days = text(d.days);
  }
  if (kind === 'fy_end') {
    draft.day_of_month = text(d.day_of_month);
    draft.fy_label = (d.label as DueDraft['fy_label']) ?? 'fy';
  }
  if (kind === 'schedule') {
    draft.anchor = d.anchor as DueDraft['anchor'];
    draft.events = (d.events as Record<string, unknown>[]).map((event) => ({
      period_start: text(event.period_start),
      period_months: text(event.period_months),
      due_month: text(event.due_month),
      due_day: text(event.due_day),
      label: text(event.label),
    }));
  }
  if (kind === 'fy_start') {
    draft.month_offset = text(d.month_offset);
    draft.day = text(d.day);
    draft.skip_first = d.skip_first === true;
  }
  if (kind === 'agm' || kind === 'review_period') draft.days_after = text(d.days_after);
  if (kind === 'review_period') draft.review_months = text(d.months);
  if (kind === 'anniversary_month') {
    draft.anniversary_day = d.day as DueDraft['anniversary_day'];
    draft.every_years = text(d.every_years);
    draft.first_after_years = text(d.first_after_years);
  }
  if (kind === 'none') draft.note = text(d.note);
  return draft;
}

/** Blank stays absent (optional fields); anything else is sent as typed, as a number when it is one, for the server to judge. */
const num = (value: string): number | string | undefined => {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return Number.isNaN(Number(trimmed)) ? trimmed : Number(trimmed);
};

/** The form, as the engine's due-date rule. */
export function dueOf(draft: DueDraft): Record<string, unknown> {
  const clean = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
  switch (draft.kind) {
    case 'after_incorporation':
      return clean({ kind: draft.kind, months: num(draft.months), days: num(draft.days) });
    case 'fy_end':
      return clean({
        kind: draft.kind,
        months: num(draft.months),
        days: num(draft.days),
        day_of_month: num(draft.day_of_month),
        label: draft.fy_label,
      });
    case 'schedule':
      return {
        kind: draft.kind,
        anchor: draft.anchor,
        events: draft.events.map((event) => ({
          period_start: num(event.period_start),
          period_months: num(event.period_months),
          due_month: num(event.due_month),
          due_day: num(event.due_day),
          label: event.label,
        })),
      };
    case 'fy_start':
      return { kind: draft.kind, month_offset: num(draft.month_offset), day: num(draft.day), skip_first: draft.skip_first };
    case 'agm':
      return { kind: draft.kind, days_after: num(draft.days_after) };
    case 'anniversary_month':
      return {
        kind: draft.kind,
        day: draft.anniversary_day,
        every_years: num(draft.every_years),
        first_after_years: num(draft.first_after_years),
      };
    case 'review_period':
      return { kind: draft.kind, months: num(draft.review_months), days_after: num(draft.days_after) };
    case 'none':
      return { kind: draft.kind, note: draft.note };
  }
}

const NumberInput = (props: { value: string; onChange: (value: string) => void; min?: number; max?: number }) => (
  <Input
    type="number"
    inputMode="numeric"
    min={props.min}
    max={props.max}
    value={props.value}
    onChange={(event) => props.onChange(event.target.value)}
  />
);

/** The due-date rule: one of the engine's kinds and that kind's fields. */
export function DueRuleFields({ draft, onChange }: { draft: DueDraft; onChange: (draft: DueDraft) => void }) {
  const set =
    <K extends keyof DueDraft>(key: K) =>
    (value: DueDraft[K]) =>
      onChange({ ...draft, [key]: value });
  const setEvent = (index: number, key: keyof EventDraft, value: string) =>
    onChange({ ...draft, events: draft.events.map((event, at) => (at === index ? { ...event, [key]: value } : event)) });

  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">Due date</legend>
      <Field label="Kind">
        <Select value={draft.kind} onChange={(event) => set('kind')(event.target.value as DueKind)}>
          <SelectOptions values={dueKinds} label={(kind) => dueKindLabels[kind]} />
        </Select>
      </Field>

      {(draft.kind === 'after_incorporation' || draft.kind === 'fy_end') && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={draft.kind === 'fy_end' ? 'Months after the year end' : 'Months after incorporation'}>
            <NumberInput value={draft.months} onChange={set('months')} min={0} />
          </Field>
          <Field label={draft.kind === 'fy_end' ? 'Days after the year end' : 'Days after incorporation'}>
            <NumberInput value={draft.days} onChange={set('days')} min={0} />
          </Field>
        </div>
      )}
      {draft.kind === 'fy_end' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Or: day of that month" hint="Instead of days: e.g. 30 for the 30th">
            <NumberInput value={draft.day_of_month} onChange={set('day_of_month')} min={1} max={31} />
          </Field>
          <Field label="Period label">
            <Select value={draft.fy_label} onChange={(event) => set('fy_label')(event.target.value as DueDraft['fy_label'])}>
              <option value="fy">FY 2026-27</option>
              <option value="tax_year">Tax year 2026</option>
              <option value="year_ending">Year ending 31 March 2027</option>
            </Select>
          </Field>
        </div>
      )}

      {draft.kind === 'schedule' && (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1">
              <Field label="Each year starts in">
                <Select value={draft.anchor} onChange={(event) => set('anchor')(event.target.value as DueDraft['anchor'])}>
                  <option value="january">January (calendar year)</option>
                  <option value="april">April (Indian FY, UK tax year)</option>
                  <option value="fiscal_year">The company’s financial year</option>
                </Select>
              </Field>
            </div>
            <Button type="button" variant="secondary" size="sm" onClick={() => set('events')(monthlyEvents(15))}>
              Monthly preset
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => set('events')(quarterlyEvents())}>
              Quarterly preset
            </Button>
          </div>
          <p className="text-sm text-muted">
            Months count from the year’s first month (0). Labels may use {'{MONTH}'}, {'{FY}'}, {'{Y}'}, {'{Y+1}'}.
          </p>
          <ol className="grid gap-2">
            {draft.events.map((event, index) => (
              <li
                key={index}
                className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.5fr)_auto] sm:items-end"
              >
                {(
                  [
                    ['period_start', 'Period start'],
                    ['period_months', 'Period months'],
                    ['due_month', 'Due month'],
                    ['due_day', 'Due day'],
                  ] as const
                ).map(([key, label]) => (
                  <label key={key} className="grid gap-1 text-xs text-muted">
                    {label}
                    <Input
                      type="number"
                      inputMode="numeric"
                      value={event[key]}
                      onChange={(change) => setEvent(index, key, change.target.value)}
                    />
                  </label>
                ))}
                <label className="col-span-2 grid gap-1 text-xs text-muted sm:col-span-1">
                  Label
                  <Input value={event.label} onChange={(change) => setEvent(index, 'label', change.target.value)} />
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove date ${index + 1}`}
                  disabled={draft.events.length === 1}
                  onClick={() => set('events')(draft.events.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          {draft.events.length < 12 && (
            <AddRowButton
              className="w-fit"
              onClick={() =>
                set('events')([...draft.events, { period_start: '0', period_months: '12', due_month: '12', due_day: '31', label: '{FY}' }])
              }
            >
              Add a date
            </AddRowButton>
          )}
        </>
      )}

      {draft.kind === 'fy_start' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Months after the year start">
            <NumberInput value={draft.month_offset} onChange={set('month_offset')} min={0} />
          </Field>
          <Field label="Day of that month">
            <NumberInput value={draft.day} onChange={set('day')} min={1} max={31} />
          </Field>
          <Checkbox className="text-sm" checked={draft.skip_first} onChange={set('skip_first')}>
            Not in the first year
          </Checkbox>
        </div>
      )}

      {(draft.kind === 'agm' || draft.kind === 'review_period') && (
        <div className="grid gap-3 sm:grid-cols-2">
          {draft.kind === 'review_period' && (
            <Field label="Review period (months)">
              <NumberInput value={draft.review_months} onChange={set('review_months')} min={1} />
            </Field>
          )}
          <Field label={draft.kind === 'agm' ? 'Days after the AGM' : 'Days after each period'}>
            <NumberInput value={draft.days_after} onChange={set('days_after')} min={0} />
          </Field>
        </div>
      )}

      {draft.kind === 'anniversary_month' && (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Day">
            <Select value={draft.anniversary_day} onChange={(event) => set('anniversary_day')(event.target.value as 'first' | 'last')}>
              <option value="first">First day</option>
              <option value="last">Last day</option>
            </Select>
          </Field>
          <Field label="Every (years)">
            <NumberInput value={draft.every_years} onChange={set('every_years')} min={1} />
          </Field>
          <Field label="First after (years)">
            <NumberInput value={draft.first_after_years} onChange={set('first_after_years')} min={0} />
          </Field>
        </div>
      )}

      {draft.kind === 'none' && (
        <Field label="When it is due, in words">
          <Input value={draft.note} maxLength={300} onChange={(event) => set('note')(event.target.value)} />
        </Field>
      )}
    </fieldset>
  );
}
