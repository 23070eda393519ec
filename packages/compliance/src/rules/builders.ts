// Small constructors that keep the rule files readable. Everything they return is plain JSON data.

import type { ComplianceRule, Condition, ConditionOp, Currency, DueRule, FactField, LateFee, ScheduleEvent } from '../types';

/** Date the research in /work/shared/compliance/obligations.md was last verified. */
export const LAST_VERIFIED = '2026-11-22';

export const LAKH = 100_000;
export const CRORE = 10_000_000;

type RuleInput = Omit<
  ComplianceRule,
  | 'product_id'
  | 'last_verified'
  | 'effective_from'
  | 'effective_to'
  | 'effective_basis'
  | 'rollover'
  | 'mandatory'
  | 'late_fee'
  | 'penalty'
  | 'applies_when'
> &
  Partial<
    Pick<
      ComplianceRule,
      'effective_from' | 'effective_to' | 'effective_basis' | 'rollover' | 'mandatory' | 'late_fee' | 'penalty' | 'applies_when'
    >
  >;

export function rule(r: RuleInput): ComplianceRule {
  return {
    applies_when: null,
    mandatory: true,
    penalty: null,
    late_fee: null,
    rollover: 'none',
    effective_from: null,
    effective_to: null,
    effective_basis: 'due_date',
    product_id: null,
    last_verified: LAST_VERIFIED,
    ...r,
  };
}

// ---------- conditions ----------

type Value = string | number | boolean | readonly (string | number)[];
const leaf = (field: FactField, op: ConditionOp, value?: Value, extra?: { if_unknown?: boolean; note?: string }): Condition => ({
  field,
  op,
  ...(value === undefined ? {} : { value }),
  ...extra,
});

export const is = (field: FactField, value: Value, extra?: { if_unknown?: boolean; note?: string }): Condition =>
  leaf(field, Array.isArray(value) ? 'in' : '==', value, extra);
export const isNot = (field: FactField, value: Value, extra?: { if_unknown?: boolean; note?: string }): Condition =>
  leaf(field, Array.isArray(value) ? 'not_in' : '!=', value, extra);
export const gt = (field: FactField, value: number | string, note?: string): Condition =>
  leaf(field, '>', value, note ? { note } : undefined);
export const gte = (field: FactField, value: number | string, note?: string): Condition =>
  leaf(field, '>=', value, note ? { note } : undefined);
export const lt = (field: FactField, value: number | string, note?: string): Condition =>
  leaf(field, '<', value, note ? { note } : undefined);
export const lte = (field: FactField, value: number | string, note?: string): Condition =>
  leaf(field, '<=', value, note ? { note } : undefined);
export const known = (field: FactField): Condition => leaf(field, 'known');
export const includes = (field: FactField, value: string): Condition => leaf(field, 'includes', value);
export const all = (...c: Condition[]): Condition => ({ all: c });
export const any = (...c: Condition[]): Condition => ({ any: c });
export const not = (c: Condition): Condition => ({ not: c });
/** A condition whose undecided state is explained by one note instead of its parts' notes. */
export const explained = (note: string, c: Condition): Condition => ({ ...c, note });
export const unknownFact = (note: string): Condition => ({ unknown: note });

/** Registered in, or operating in, a state. */
export const inState = (state: string): Condition => any(is('state', state), includes('business_locations', state));

// ---------- schedules ----------

/**
 * Twelve monthly events: the period is the month, due on `day` of the month `monthOffset` later
 * (1 = the following month). `only` keeps the listed period offsets; `overrides` replaces single events.
 */
export function monthly(
  day: number,
  opts: {
    monthOffset?: number;
    label?: string;
    only?: readonly number[];
    overrides?: Readonly<Record<number, Partial<ScheduleEvent>>>;
  } = {},
): ScheduleEvent[] {
  const events: ScheduleEvent[] = [];
  for (let i = 0; i < 12; i++) {
    if (opts.only && !opts.only.includes(i)) continue;
    events.push({
      period_start: i,
      period_months: 1,
      due_month: i + (opts.monthOffset ?? 1),
      due_day: day,
      label: opts.label ?? '{MONTH}',
      ...opts.overrides?.[i],
    });
  }
  return events;
}

/** Periods of `months` months; due per period as [due_month offset from the cycle start, day]. */
export function periods(months: number, dues: readonly (readonly [number, number])[], labels: readonly string[]): ScheduleEvent[] {
  return dues.map(([dueMonth, day], i) => ({
    period_start: i * months,
    period_months: months,
    due_month: dueMonth,
    due_day: day,
    label: labels[i] ?? '{FY}',
  }));
}

/** Events within a whole-year period (instalments, or one annual date). */
export function yearly(dues: readonly (readonly [number, number, string])[]): ScheduleEvent[] {
  return dues.map(([dueMonth, day, label]) => ({ period_start: 0, period_months: 12, due_month: dueMonth, due_day: day, label }));
}

/** Instalments of a whole-year amount, each due on `day` of its month (offsets from the cycle start), labelled in turn. */
export function instalments(day: number, dueMonths: readonly number[], labels: readonly string[]): ScheduleEvent[] {
  return yearly(dueMonths.map((dueMonth, i) => [dueMonth, day, labels[i] ?? '{FY}'] as const));
}

type ScheduleAnchor = Extract<DueRule, { kind: 'schedule' }>['anchor'];

/** A yearly cycle of events counted from its anchor month (see DueRule 'schedule'). */
export const schedule = (anchor: ScheduleAnchor, events: readonly ScheduleEvent[]): DueRule => ({ kind: 'schedule', anchor, events });

/** One fixed date a year: due on `day` of the month `dueMonth` after the cycle starts (the whole year is the period). */
export const onceAYear = (anchor: ScheduleAnchor, dueMonth: number, day: number, label: string): DueRule =>
  schedule(anchor, yearly([[dueMonth, day, label]]));

// ---------- late fees ----------

export const fixedFee = (amount_minor: number, currency: Currency): LateFee => ({ kind: 'fixed', amount_minor, currency });
export const dailyFee = (amount_minor: number, currency: Currency): LateFee => ({ kind: 'daily', amount_minor, currency });

export const FY_HALF_LABELS = ['H1 (April–September) {FY}', 'H2 (October–March) {FY}'] as const;

/** Indian FY halves with a return due by 31 October and 30 April (MSME-1, FSSAI D-2). */
export const FY_HALVES_DUE_OCT_APR: readonly ScheduleEvent[] = periods(
  6,
  [
    [6, 31],
    [12, 30],
  ],
  FY_HALF_LABELS,
);
