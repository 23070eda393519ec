// Builders of a rule's due dates: the events of a yearly cycle, counted from its anchor month.

import type { DueRule, ScheduleEvent } from '../types';

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
