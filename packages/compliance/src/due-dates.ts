import { monthName } from '@charter/shared';
// Due-date rules compile once per rule into a finder: given the company's dates and asOf, it returns the
// statutory date of a one-off, or the next occurrence on or after asOf of a recurring obligation, inside the
// rule's law-version window. All arithmetic is on integer day numbers.

import {
  type Day,
  addMonths,
  civilFromDay,
  dayFromCivil,
  dayInMonthIndex,
  endOfMonthsBeginningWith,
  formatLongDate,
  lastDayOfMonthIndex,
  monthIndexOf,
  parseIsoDate,
  yearOf,
} from './dates';
import { type FiscalYears, fyEnd, fyStart } from './fiscal-years';
import type { ComplianceRule, DueRule, ScheduleEvent } from './types';
import { nextUsBusinessDay } from './us-holidays';

export interface DueContext {
  readonly asOf: Day;
  /** Incorporation date, or asOf for a forming company without one (then incAssumed). */
  readonly inc: Day | null;
  readonly incAssumed: boolean;
  /** The company's FY end as [month, day] after defaults; null when it cannot be known. */
  readonly fye: readonly [number, number] | null;
  /** FY ends under company law (Indian long first year, UK accounting reference date). */
  readonly fy: FiscalYears | null;
  readonly agm: Day | null;
}

export interface Occurrence {
  readonly due: Day | null;
  readonly label: string | null;
  /** Why the date is missing or what it assumes. */
  readonly note: string | null;
}

/** null = the rule has no occurrence to list (outside its law window, or none left). */
export type DueFinder = (ctx: DueContext) => Occurrence | null;

const NEG = -1e9;
const POS = 1e9;
const MAX_STEPS = 80;

const ASSUMED_NOTE = 'The company is not incorporated yet: dates assume incorporation on the reference date and move with the actual date.';
const NEEDS_INC = 'The date follows from the incorporation date, which is not known yet.';

const yy = (y: number): string => String((y + 1) % 100).padStart(2, '0');

export function fyLabel(end: Day): string {
  const startYear = yearOf(end - 364);
  const endYear = yearOf(end);
  return startYear === endYear ? `FY ${endYear}` : `FY ${startYear}-${String(endYear % 100).padStart(2, '0')}`;
}

function periodLabel(style: 'fy' | 'tax_year' | 'year_ending', end: Day): string {
  if (style === 'fy') return fyLabel(end);
  const c = civilFromDay(end, [0, 0, 0]);
  if (style === 'tax_year') return c[1] === 12 && c[2] === 31 ? `Tax year ${c[0]}` : `Tax year ending ${formatLongDate(end)}`;
  return `Year ending ${formatLongDate(end)}`;
}

type LabelFn = (cycleYear: number, anchorMonth: number, periodStartMi: number) => string;

/** Compiles a label template once: {MONTH} 'November 2026', {FY} 'FY 2026-27' (or the year for a January cycle), {Y}, {Y+1}. */
function compileLabel(t: string): LabelFn {
  const parts = t.split(/(\{MONTH\}|\{FY\}|\{Y\+1\}|\{Y\})/);
  if (parts.length === 1) return () => t;
  const pieces: LabelFn[] = parts.map((part) => {
    switch (part) {
      case '{MONTH}':
        return (_y, _a, mi) => `${monthName((mi % 12) + 1)} ${Math.floor(mi / 12)}`;
      case '{FY}':
        return (y, a) => (a === 1 ? `${y}` : `FY ${y}-${yy(y)}`);
      case '{Y+1}':
        return (y) => `${y + 1}`;
      case '{Y}':
        return (y) => `${y}`;
      default:
        return () => part;
    }
  });
  return (y, a, mi) => {
    let out = '';
    for (const piece of pieces) out += piece(y, a, mi);
    return out;
  };
}

function describeOffset(months: number, days: number): string {
  const parts: string[] = [];
  if (months) parts.push(`${months} month${months === 1 ? '' : 's'}`);
  if (days) parts.push(`${days} day${days === 1 ? '' : 's'}`);
  return parts.join(' and ') || '0 days';
}

export function compileDue(rule: ComplianceRule): DueFinder {
  const from = rule.effective_from === null ? NEG : parseIsoDate(rule.effective_from);
  const to = rule.effective_to === null ? POS : parseIsoDate(rule.effective_to);
  const byPeriod = rule.effective_basis === 'period_start';
  /** Law-version window, on the due date or the period start. */
  const inWindow = (due: Day, periodStart: Day): boolean => {
    const x = byPeriod ? periodStart : due;
    return x >= from && x <= to;
  };
  const undated = (ctx: DueContext, note: string): Occurrence | null =>
    ctx.asOf >= from && ctx.asOf <= to ? { due: null, label: null, note } : null;
  const roll: (d: Day) => Day = rule.rollover === 'us_federal' ? nextUsBusinessDay : (d) => d;
  const oneOff = rule.recurrence === 'one_time';
  return compileKind(rule.due, { inWindow, undated, roll, oneOff });
}

interface Helpers {
  inWindow(due: Day, periodStart: Day): boolean;
  undated(ctx: DueContext, note: string): Occurrence | null;
  roll(d: Day): Day;
  oneOff: boolean;
}

function compileKind(due: DueRule, h: Helpers): DueFinder {
  switch (due.kind) {
    case 'after_incorporation':
      return afterIncorporation(due.months ?? 0, due.days ?? 0, h);
    case 'none':
      return (ctx) => h.undated(ctx, due.note);
    case 'schedule':
      return schedule(due.anchor, due.events, h);
    case 'fy_end':
      return fyEndRule(due, h);
    case 'fy_start':
      return fyStartRule(due.month_offset, due.day, due.skip_first, h);
    case 'agm':
      return agmRule(due, h);
    case 'every_n_years':
      return everyNYears(due, h);
    case 'anniversary_month':
      return anniversaryMonth(due.day, due.every_years, due.first_after_years, h);
    case 'review_period':
      return reviewPeriod(due.months, due.days_after, due.first_due_on_or_after, h);
  }
}

function afterIncorporation(months: number, days: number, h: Helpers): DueFinder {
  const note = `Due ${describeOffset(months, days)} after incorporation. ${NEEDS_INC}`;
  return (ctx) => {
    if (ctx.inc === null || ctx.incAssumed) return h.undated(ctx, note);
    const d = h.roll(addMonths(ctx.inc, months) + days);
    return h.inWindow(d, ctx.inc) ? { due: d, label: null, note: null } : null;
  };
}

interface CompiledEvent {
  readonly periodStart: number;
  readonly periodLast: number;
  readonly dueMonth: number;
  readonly dueDay: number;
  readonly label: LabelFn;
}

function schedule(anchor: 'january' | 'april' | 'fiscal_year', events: readonly ScheduleEvent[], h: Helpers): DueFinder {
  const sorted: CompiledEvent[] = [...events]
    .sort((a, b) => a.due_month - b.due_month || a.period_start - b.period_start)
    .map((e) => ({
      periodStart: e.period_start,
      periodLast: e.period_start + e.period_months - 1,
      dueMonth: e.due_month,
      dueDay: e.due_day,
      label: compileLabel(e.label),
    }));
  const minDue = sorted[0]?.dueMonth ?? 0;
  const maxDue = sorted[sorted.length - 1]?.dueMonth ?? 0;
  return (ctx) => {
    let anchorMonth: number;
    if (anchor === 'january') anchorMonth = 1;
    else if (anchor === 'april') anchorMonth = 4;
    else if (ctx.fye !== null) anchorMonth = (ctx.fye[0] % 12) + 1;
    else return h.undated(ctx, 'The dates follow from the financial-year end, which is not known yet.');
    const start = ctx.inc ?? NEG;
    const startMi = ctx.inc === null ? NEG : monthIndexOf(ctx.inc);
    const floor = ctx.asOf > start ? ctx.asOf : start;
    // A weekend roll-over moves a date a few days at most, so a due month before floor's previous month never qualifies.
    const floorMi = monthIndexOf(floor) - 1;
    let y = Math.floor((floorMi - maxDue - (anchorMonth - 1)) / 12);
    let best: Day = POS;
    let bestEvent: CompiledEvent | undefined;
    let bestYear = 0;
    let bestMi = 0;
    for (let cycles = 0; cycles < 4; cycles++, y++) {
      const base = y * 12 + anchorMonth - 1;
      if (best !== POS && dayInMonthIndex(base + minDue, 1) > best) break;
      for (const e of sorted) {
        const dueMi = base + e.dueMonth;
        if (dueMi < floorMi || base + e.periodLast < startMi) continue;
        const d = h.roll(dayInMonthIndex(dueMi, e.dueDay));
        if (d < floor || d >= best) continue;
        if (!h.inWindow(d, dayInMonthIndex(base + e.periodStart, 1))) continue;
        best = d;
        bestEvent = e;
        bestYear = y;
        bestMi = base + e.periodStart;
      }
    }
    if (bestEvent === undefined) return null;
    return { due: best, label: bestEvent.label(bestYear, anchorMonth, bestMi), note: null };
  };
}

/** First FY index worth trying: two years before asOf (no rule falls due more than 24 months after an FY end). */
function firstUsefulK(fy: FiscalYears, asOf: Day): number {
  const k = Math.floor((monthIndexOf(asOf) - fy.firstEndMonth) / 12) - 2;
  return k > 0 ? k : 0;
}

type FyEndRule = Extract<DueRule, { kind: 'fy_end' }>;

function fyEndRule(r: FyEndRule, h: Helpers): DueFinder {
  const months = r.months ?? 0;
  const days = r.days ?? 0;
  const mer = r.month_end_rule === true;
  const after = (end: Day): Day => {
    if (r.day_of_month !== undefined) return dayInMonthIndex(monthIndexOf(end) + months, r.day_of_month);
    return addMonths(end, months, mer) + days;
  };
  return (ctx) => {
    const fy = ctx.fy;
    if (fy === null)
      return h.undated(ctx, 'The dates follow from the accounting reference date (financial-year end), which is not known yet.');
    const note = fy.knowsFirst && ctx.incAssumed ? ASSUMED_NOTE : null;
    const k0 = h.oneOff ? 0 : firstUsefulK(fy, ctx.asOf);
    for (let k = k0; k < k0 + MAX_STEPS; k++) {
      const end = fyEnd(fy, k);
      const start = fyStart(fy, k);
      const long = k === 0 && fy.knowsFirst && fy.start !== null && end > endOfMonthsBeginningWith(fy.start, 12);
      if (long && r.split_first_long_period && fy.start !== null) {
        // UK CT: first CT accounting period = first 12 months (trading assumed from incorporation).
        const firstEnd = endOfMonthsBeginningWith(fy.start, 12);
        const d1 = h.roll(after(firstEnd));
        if ((h.oneOff || d1 >= ctx.asOf) && h.inWindow(d1, start)) {
          return { due: d1, label: periodLabel(r.label, firstEnd), note };
        }
      }
      let d = after(end);
      if (long && r.first_long_period && fy.start !== null) {
        const a = addMonths(fy.start, r.first_long_period.months_after_incorporation, mer);
        const b = addMonths(end, r.first_long_period.months_after_period_end, mer);
        d = a > b ? a : b;
      }
      d = h.roll(d);
      if ((h.oneOff || d >= ctx.asOf) && h.inWindow(d, start)) return { due: d, label: periodLabel(r.label, end), note };
    }
    return null;
  };
}

function fyStartRule(monthOffset: number, day: number, skipFirst: boolean, h: Helpers): DueFinder {
  return (ctx) => {
    const fy = ctx.fy;
    if (fy === null) return h.undated(ctx, 'The dates follow from the financial-year end, which is not known yet.');
    const note = fy.knowsFirst && ctx.incAssumed ? ASSUMED_NOTE : null;
    const k0 = Math.max(fy.knowsFirst ? (skipFirst ? 1 : 0) : 1, firstUsefulK(fy, ctx.asOf));
    for (let k = k0; k < k0 + MAX_STEPS; k++) {
      const start = fyStart(fy, k);
      const d = h.roll(dayInMonthIndex(monthIndexOf(start) + monthOffset, day));
      if (d >= ctx.asOf && h.inWindow(d, start)) {
        const c = civilFromDay(start, [0, 0, 0]);
        const label = c[1] === 1 && c[2] === 1 ? `Taxable year ${c[0]}` : `Taxable year beginning ${formatLongDate(start)}`;
        return { due: d, label, note };
      }
    }
    return null;
  };
}

type AgmRule = Extract<DueRule, { kind: 'agm' }>;

function agmRule(r: AgmRule, h: Helpers): DueFinder {
  const deemed = r.deemed_only === true;
  const every = r.every_nth ?? 1;
  return (ctx) => {
    const fy = ctx.fy;
    if (fy === null) return h.undated(ctx, 'The dates follow from the financial-year end, which is not known yet.');
    if (every > 1 && !fy.knowsFirst) {
      return h.undated(
        ctx,
        `Only in the year the auditor is (re)appointed: at the first AGM and every ${every} years after it. ${NEEDS_INC}`,
      );
    }
    // The FY the last AGM was held for: the latest FY end before it.
    let kAgm = -1;
    if (ctx.agm !== null && !deemed) {
      let k = Math.floor((monthIndexOf(ctx.agm) - fy.firstEndMonth) / 12) + 1;
      while (k >= 0 && fyEnd(fy, k) >= ctx.agm) k--;
      kAgm = k;
    }
    const note = fy.knowsFirst && ctx.incAssumed ? ASSUMED_NOTE : null;
    let k0 = firstUsefulK(fy, ctx.asOf);
    if (kAgm >= 0 && kAgm < k0) k0 = kAgm;
    k0 -= k0 % every;
    for (let k = k0; k < k0 + MAX_STEPS * every; k += every) {
      if (r.is_meeting && k <= kAgm) continue;
      const end = fyEnd(fy, k);
      let meeting: Day;
      if (k === kAgm && ctx.agm !== null) meeting = ctx.agm;
      else {
        // s.96: first AGM within 9 months of the first FY end, later ones within 6 months, ≤ 15 months apart.
        meeting = addMonths(end, !deemed && k === 0 && fy.knowsFirst ? 9 : 6);
        if (k === kAgm + 1 && kAgm >= 0 && ctx.agm !== null) {
          const cap = addMonths(ctx.agm, 15);
          if (cap < meeting) meeting = cap;
        }
      }
      const d = h.roll(meeting + r.days_after);
      if (d >= ctx.asOf && h.inWindow(d, fyStart(fy, k))) return { due: d, label: fyLabel(end), note };
    }
    return null;
  };
}

type EveryN = Extract<DueRule, { kind: 'every_n_years' }>;

function everyNYears(r: EveryN, h: Helpers): DueFinder {
  const firstEntry = r.first_due_year[0];
  return (ctx) => {
    let first: number;
    let note: string | null = null;
    if (ctx.inc === null) {
      first = firstEntry?.year ?? yearOf(ctx.asOf);
      note = 'Incorporation date unknown: assumes directors filed their last annual KYC (FY 2024-25) under the old rule.';
    } else {
      const c = civilFromDay(ctx.inc, [0, 0, 0]);
      const fyStartYear = c[1] < 4 ? c[0] - 1 : c[0];
      const hit = r.first_due_year.find((e) => fyStartYear <= e.up_to_fy_start);
      first = hit ? hit.year : fyStartYear + r.otherwise_offset;
      if (ctx.incAssumed) note = ASSUMED_NOTE;
    }
    for (let y = first; y < first + MAX_STEPS * r.years; y += r.years) {
      const d = h.roll(dayFromCivil(y, r.month, r.day));
      if (d >= ctx.asOf && h.inWindow(d, d)) return { due: d, label: null, note };
    }
    return null;
  };
}

function anniversaryMonth(day: 'first' | 'last', every: number, firstAfter: number, h: Helpers): DueFinder {
  return (ctx) => {
    if (ctx.inc === null || ctx.incAssumed) return h.undated(ctx, `Due in the anniversary month of formation. ${NEEDS_INC}`);
    const mi = monthIndexOf(ctx.inc);
    for (let n = firstAfter; n < firstAfter + MAX_STEPS * every; n += every) {
      const m = mi + 12 * n;
      const d = h.roll(day === 'first' ? dayInMonthIndex(m, 1) : lastDayOfMonthIndex(m));
      if (d >= ctx.asOf && h.inWindow(d, dayInMonthIndex(m, 1))) return { due: d, label: String(Math.floor(m / 12)), note: null };
    }
    return null;
  };
}

function reviewPeriod(months: number, daysAfter: number, firstOnOrAfter: string | undefined, h: Helpers): DueFinder {
  const threshold = firstOnOrAfter === undefined ? null : parseIsoDate(firstOnOrAfter);
  return (ctx) => {
    if (ctx.inc === null || ctx.incAssumed) {
      return h.undated(ctx, `Due ${daysAfter} days after each ${months}-month review period that starts at incorporation. ${NEEDS_INC}`);
    }
    // CS01 review periods: 12 months beginning with incorporation, then with the day after the last one.
    let end = endOfMonthsBeginningWith(ctx.inc, months);
    const target = threshold ?? ctx.asOf;
    for (let k = 0; k < MAX_STEPS; k++) {
      const d = h.roll(end + daysAfter);
      if (d >= target && h.inWindow(d, end)) return { due: d, label: `Made up to ${formatLongDate(end)}`, note: null };
      end = endOfMonthsBeginningWith(end + 1, months);
    }
    return null;
  };
}
