// The benchmark's baseline: the same catalogue written as straight-line code — hard-coded conditions
// (three-valued, inline) and hard-coded date arithmetic per rule, sharing only the low-level calendar
// functions with the engine. It produces the same requirements except condition_note (not reproduced),
// which makes it a fair, slightly favoured reference — and a second implementation to check the engine.

import {
  type Day,
  addMonths,
  civilFromDay,
  dayFromCivil,
  dayInMonthIndex,
  daysInMonth,
  endOfMonthsBeginningWith,
  formatIsoDate,
  formatLongDate,
  lastDayOfMonthIndex,
  monthIndexOf,
  monthName,
  parseIsoDate,
  parseMonthDay,
  yearOf,
} from '../src/dates';
import { type FiscalYears, fiscalYears, fyEnd, fyStart } from '../src/fiscal-years';
import { resolveLateFee } from '../src/late-fees';
import { catalogueById } from '../src/rules';
import { normalizeState } from '../src/states';
import type { CompanyProfile, ComplianceRule, Requirement } from '../src/types';
import { nextUsBusinessDay } from '../src/us-holidays';

type T = 0 | 1 | 2; // false, true, unknown
const U: T = 2;
const and = (a: T, b: T): T => (a === 0 || b === 0 ? 0 : a === 2 || b === 2 ? 2 : 1);
const or = (a: T, b: T): T => (a === 1 || b === 1 ? 1 : a === 2 || b === 2 ? 2 : 0);
const neg = (a: T): T => (a === 2 ? 2 : a === 1 ? 0 : 1);
const b = (x: boolean): T => (x ? 1 : 0);
const gt = (v: number | null, x: number): T => (v === null ? U : b(v > x));
const gte = (v: number | null, x: number): T => (v === null ? U : b(v >= x));
const lte = (v: number | null, x: number): T => (v === null ? U : b(v <= x));
const lt = (v: number | null, x: number): T => (v === null ? U : b(v < x));
const isB = (v: boolean | null, x: boolean): T => (v === null ? U : b(v === x));
const isS = (v: string | null, x: string): T => (v === null ? U : b(v === x));
const inSet = (v: string | null, s: ReadonlySet<string>): T => (v === null ? U : b(s.has(v)));

const LAKH = 100_000;
const CRORE = 10_000_000;
const NEG = -1e9;
const JUL_14_2025 = parseIsoDate('2025-07-14');
const NOV_30_2025 = parseIsoDate('2025-11-30');
const DEC_01_2025 = parseIsoDate('2025-12-01');
const NOV_18_2025 = parseIsoDate('2025-11-18');
const ST = (...names: string[]) => new Set(names.map(normalizeState));
const SPECIAL = ST('Manipur', 'Mizoram', 'Nagaland', 'Tripura');
const SPECIAL_OR_G20 = ST(
  'Manipur',
  'Mizoram',
  'Nagaland',
  'Tripura',
  'Arunachal Pradesh',
  'Meghalaya',
  'Puducherry',
  'Sikkim',
  'Uttarakhand',
);
const GST24 = ST(
  'Himachal Pradesh',
  'Punjab',
  'Uttarakhand',
  'Haryana',
  'Rajasthan',
  'Uttar Pradesh',
  'Bihar',
  'Sikkim',
  'Arunachal Pradesh',
  'Nagaland',
  'Manipur',
  'Mizoram',
  'Tripura',
  'Meghalaya',
  'Assam',
  'West Bengal',
  'Jharkhand',
  'Odisha',
  'Jammu and Kashmir',
  'Ladakh',
  'Chandigarh',
  'Delhi',
);

interface Occ {
  due: Day | null;
  label: string | null;
}

interface Ctx {
  p: CompanyProfile;
  asOf: Day;
  inc: Day | null;
  assumed: boolean;
  start: Day;
  state: string | null;
  locs: readonly string[] | null;
  fy: FiscalYears | null;
  fye: readonly [number, number] | null;
  agm: Day | null;
  out: Requirement[];
  /** Rules whose condition held outright (not unknown, not conditional on an unrecorded fact). */
  decided: Set<string>;
}

const fyLabelStart = (y: number) => `FY ${y}-${String((y + 1) % 100).padStart(2, '0')}`;
function fyLabelEnd(end: Day): string {
  const s = yearOf(end - 364);
  const e = yearOf(end);
  return s === e ? `FY ${e}` : `FY ${s}-${String(e % 100).padStart(2, '0')}`;
}
const monthLabel = (mi: number) => `${monthName((mi % 12) + 1)} ${Math.floor(mi / 12)}`;
interface Win {
  from: number;
  to: number;
  byPeriod: boolean;
}
/** A law-version window, parsed once. */
const win = (from: string | null, to: string | null, byPeriod: boolean): Win => ({
  from: from === null ? -1e9 : parseIsoDate(from),
  to: to === null ? 1e9 : parseIsoDate(to),
  byPeriod,
});
const W_ITR_JUL = win(null, '2025-03-31', true);
const W_ITR_AUG = win('2025-04-01', null, true);
const W_TDS_OLD = win(null, '2026-03-31', true);
const W_TDS_NEW = win('2026-04-01', null, true);
const W_DIR3_OLD = win(null, '2026-03-30', false);
const W_1099_OLD = win(null, '2025-12-31', true);
const W_1099_NEW = win('2026-01-01', null, true);
const W_TX_OLD = win(null, '2025-12-31', false);
const W_TX_NEW = win('2026-01-01', null, false);

type Lazy = Occ | null | (() => Occ | null);

/** Dates are computed only for rules that apply, as a hand-written loop would. */
function emit(c: Ctx, id: string, t: T, lazy: Lazy, conditionalOn = false, mandatory: boolean = true): void {
  if (t === 0) return;
  const r = catalogueById.get(id) as ComplianceRule;
  // A company being formed gets only the one-off filings that follow incorporation.
  if (c.p.status === 'forming' && r.recurrence !== 'one_time') return;
  const occ = typeof lazy === 'function' ? lazy() : lazy;
  if (occ === null) return;
  if (t === 1 && !conditionalOn) c.decided.add(id);
  c.out.push({
    rule_id: id,
    name: r.name,
    description: r.description,
    category: r.category,
    due_date: occ.due === null ? null : formatIsoDate(occ.due),
    period_label: occ.due === null && c.p.status === 'forming' ? 'After incorporation' : occ.label,
    recurrence: r.recurrence,
    urgency: r.urgency,
    is_mandatory: mandatory,
    applicability: t === 2 || conditionalOn ? 'conditional' : 'mandatory',
    condition_note: null,
    estimated_completion_days: r.estimated_completion_days,
    product_id: null,
    penalty: r.penalty,
    late_fee: resolveLateFee(r.late_fee, c.p),
    source_url: r.source_url,
    last_verified: r.last_verified,
    overdue: occ.due !== null && occ.due < c.asOf,
  });
}

const UNDATED: Occ = { due: null, label: null };

/** One-off N days/months after incorporation. */
function afterInc(c: Ctx, months: number, days: number): Occ {
  if (c.inc === null || c.assumed) return UNDATED;
  return { due: addMonths(c.inc, months) + days, label: null };
}

/** Next of a monthly series: period month P, due on `day` of P+offset; months filtered by `skip`. */
/** special(month) may replace the due day (TDS: March → 30 April). */
function monthly(
  c: Ctx,
  day: number,
  offset: number,
  label = (mi: number) => monthLabel(mi),
  skip?: (m: number) => boolean,
  special?: (m: number) => number | null,
): Occ | null {
  const floor = c.asOf > c.start ? c.asOf : c.start;
  let mi = monthIndexOf(floor) - offset - 1;
  for (let i = 0; i < 40; i++, mi++) {
    if (lastDayOfMonthIndex(mi) < c.start) continue;
    const m = (mi % 12) + 1;
    if (skip && skip(m)) continue;
    const alt = special ? special(m) : null;
    const d = alt === null ? dayInMonthIndex(mi + offset, day) : dayInMonthIndex(mi + offset, alt);
    if (d >= floor) return { due: d, label: label(mi) };
  }
  return null;
}

/** Events of a yearly cycle starting at month `anchor` of year Y: [periodStart, periodMonths, dueMonth, dueDay, label(Y)]. */
type Ev = readonly [number, number, number, number, (y: number, psMi: number) => string];
function cycle(c: Ctx, anchor: number, evs: readonly Ev[], roll = false, window?: Win): Occ | null {
  const floor = c.asOf > c.start ? c.asOf : c.start;
  const floorMi = monthIndexOf(floor) - 1; // a roll-over never crosses more than one month end
  const startMi = c.inc === null ? -1e9 : monthIndexOf(c.inc);
  let best = 1e9;
  let label = '';
  for (let y = yearOf(floor) - 2; y <= yearOf(floor) + 1; y++) {
    const base = y * 12 + anchor - 1;
    for (const [ps, len, dm, dd, lab] of evs) {
      if (base + dm < floorMi || base + ps + len - 1 < startMi) continue;
      let d = dayInMonthIndex(base + dm, dd);
      if (roll) d = nextUsBusinessDay(d);
      if (d < floor || d >= best) continue;
      if (window) {
        const x = window.byPeriod ? dayInMonthIndex(base + ps, 1) : d;
        if (x < window.from || x > window.to) continue;
      }
      best = d;
      label = lab(y, base + ps);
    }
  }
  return best === 1e9 ? null : { due: best, label };
}

const yearEv = (m: number, d: number, lab: (y: number) => string): Ev[] => [[0, 12, m, d, lab]];
const fyAnnual = (dueMonth: number, day: number): Ev[] => [[0, 12, dueMonth, day, (y) => fyLabelStart(y)]];
const Q = ['Q1 (April–June)', 'Q2 (July–September)', 'Q3 (October–December)', 'Q4 (January–March)'];
const quarterEvs = (dues: readonly (readonly [number, number])[], names = Q): Ev[] =>
  dues.map(([m, d], i) => [i * 3, 3, m, d, (y: number) => `${names[i]} ${fyLabelStart(y)}`] as const);

/** Skip FYs that ended more than two years before `d`. */
function nearK(fy: FiscalYears, d: Day): number {
  const k = Math.floor((monthIndexOf(d) - fy.firstEndMonth) / 12) - 2;
  return k > 0 ? k : 0;
}

/** Next occurrence relative to FY ends. */
function afterFyEnd(c: Ctx, f: (end: Day) => Day, style: 'fy' | 'tax' | 'ye', roll = false): Occ | null {
  const fy = c.fy;
  if (fy === null) return UNDATED;
  for (let k = nearK(fy, c.asOf); k < 200; k++) {
    const end = fyEnd(fy, k);
    let d = f(end);
    if (roll) d = nextUsBusinessDay(d);
    if (d >= c.asOf) return { due: d, label: endLabel(end, style) };
  }
  return null;
}

function endLabel(end: Day, style: 'fy' | 'tax' | 'ye'): string {
  if (style === 'fy') return fyLabelEnd(end);
  const [, m, d] = civilFromDay(end);
  if (style === 'tax') return m === 12 && d === 31 ? `Tax year ${yearOf(end)}` : `Tax year ending ${formatLongDate(end)}`;
  return `Year ending ${formatLongDate(end)}`;
}

/** AGM-relative filings (s.96, s.92, s.137, s.139). */
function agm(c: Ctx, daysAfter: number, opts: { meeting?: boolean; every?: number; deemed?: boolean } = {}): Occ | null {
  const fy = c.fy;
  if (fy === null) return UNDATED;
  const every = opts.every ?? 1;
  if (every > 1 && !fy.knowsFirst) return UNDATED;
  let kAgm = -1;
  if (c.agm !== null && !opts.deemed) for (let k = nearK(fy, c.agm); k < 200 && fyEnd(fy, k) < c.agm; k++) kAgm = k;
  let k0 = Math.min(nearK(fy, c.asOf), kAgm >= 0 ? kAgm : 1e9);
  k0 -= k0 % every;
  for (let k = k0; k < 200 * every; k += every) {
    if (opts.meeting && k <= kAgm) continue;
    const end = fyEnd(fy, k);
    let m: Day;
    if (k === kAgm && c.agm !== null) m = c.agm;
    else {
      m = addMonths(end, !opts.deemed && k === 0 && fy.knowsFirst ? 9 : 6);
      if (k === kAgm + 1 && kAgm >= 0 && c.agm !== null) m = Math.min(m, addMonths(c.agm, 15));
    }
    if (m + daysAfter >= c.asOf) return { due: m + daysAfter, label: fyLabelEnd(end) };
  }
  return null;
}

function dir3(c: Ctx): Occ | null {
  let first = 2028;
  if (c.inc !== null) {
    const [y, m] = civilFromDay(c.inc);
    const s = m < 4 ? y - 1 : y;
    first = s <= 2024 ? 2028 : s <= 2025 ? 2029 : s + 3;
  }
  for (let y = first; ; y += 3) {
    const d = dayFromCivil(y, 6, 30);
    if (d >= c.asOf) return { due: d, label: null };
  }
}

function anniversary(c: Ctx, first: boolean, every: number, after: number): Occ {
  if (c.inc === null || c.assumed) return UNDATED;
  const mi = monthIndexOf(c.inc);
  for (let n = after; ; n += every) {
    const d = first ? dayInMonthIndex(mi + 12 * n, 1) : lastDayOfMonthIndex(mi + 12 * n);
    if (d >= c.asOf) return { due: d, label: String(Math.floor((mi + 12 * n) / 12)) };
  }
}

function taxableYearStart(c: Ctx, monthOffset: number, skipFirst: boolean): Occ | null {
  const fy = c.fy;
  if (fy === null) return UNDATED;
  for (let k = Math.max(fy.knowsFirst ? (skipFirst ? 1 : 0) : 1, nearK(fy, c.asOf)); k < 200; k++) {
    const s = fyStart(fy, k);
    const d = dayInMonthIndex(monthIndexOf(s) + monthOffset, 15);
    if (d >= c.asOf) {
      const [y, m, day] = civilFromDay(s);
      return { due: d, label: m === 1 && day === 1 ? `Taxable year ${y}` : `Taxable year beginning ${formatLongDate(s)}` };
    }
  }
  return null;
}

function cs01(c: Ctx, threshold: Day | null): Occ {
  if (c.inc === null || c.assumed) return UNDATED;
  let end = endOfMonthsBeginningWith(c.inc, 12);
  for (;;) {
    if (end + 14 >= (threshold ?? c.asOf)) return { due: end + 14, label: `Made up to ${formatLongDate(end)}` };
    end = endOfMonthsBeginningWith(end + 1, 12);
  }
}

/** Event tables, built once. */
const HALVES_OF_CALENDAR_YEAR: readonly Ev[] = [
  [0, 6, 5, 30, (y) => `H1 ${y}`],
  [6, 6, 11, 31, (y) => `H2 ${y}`],
];
const DPT3_30_JUNE: readonly Ev[] = fyAnnual(14, 30);
const MSME1_HALVES: readonly Ev[] = [
  [0, 6, 6, 31, (y) => `H1 (April–September) ${fyLabelStart(y)}`],
  [6, 6, 12, 30, (y) => `H2 (October–March) ${fyLabelStart(y)}`],
];
const ITR_31_OCT: readonly Ev[] = fyAnnual(18, 31);
const ITR_31_JUL: readonly Ev[] = fyAnnual(15, 31);
const ITR_31_AUG: readonly Ev[] = fyAnnual(16, 31);
const TAX_AUDIT_30_SEP: readonly Ev[] = fyAnnual(17, 30);
const ADVANCE_TAX: readonly Ev[] = [2, 5, 8, 11].map(
  (m, i) =>
    [
      0,
      12,
      m,
      15,
      (y: number) =>
        `${['1st instalment (15%)', '2nd instalment (45%)', '3rd instalment (75%)', '4th instalment (100%)'][i]} ${fyLabelStart(y)}`,
    ] as const,
);
const GSTR1_QUARTERLY: readonly Ev[] = quarterEvs([
  [3, 13],
  [6, 13],
  [9, 13],
  [12, 13],
]);
const GSTR3B_22ND: readonly Ev[] = quarterEvs([
  [3, 22],
  [6, 22],
  [9, 22],
  [12, 22],
]);
const GSTR3B_24TH: readonly Ev[] = quarterEvs([
  [3, 24],
  [6, 24],
  [9, 24],
  [12, 24],
]);
const GSTR9_31_DEC: readonly Ev[] = fyAnnual(20, 31);
const FY_30_JUNE: readonly Ev[] = fyAnnual(2, 30);
const FSSAI_D1_31_MAY: readonly Ev[] = fyAnnual(13, 31);
const PTRC_31_MARCH: readonly Ev[] = fyAnnual(11, 31);
const TN_PT_HALVES: readonly Ev[] = [
  [0, 6, 5, 30, (y) => `H1 (April–September) ${fyLabelStart(y)}`],
  [6, 6, 11, 31, (y) => `H2 (October–March) ${fyLabelStart(y)}`],
];
const SIKKIM_PT_QUARTERS: readonly Ev[] = quarterEvs(
  [
    [3, 31],
    [6, 31],
    [9, 31],
    [12, 30],
  ],
  ['Q1', 'Q2', 'Q3', 'Q4'],
);
const SCHEDULE_C_15_APRIL: readonly Ev[] = yearEv(15, 15, (y) => `Tax year ${y}`);
const FORM_1040ES: readonly Ev[] = [3, 5, 8, 12].map(
  (m, i) => [0, 12, m, 15, (y: number) => `${['1st', '2nd', '3rd', '4th'][i]} instalment ${y}`] as const,
);
const FORM_941: readonly Ev[] = [3, 6, 9, 12].map((m, i) => [i * 3, 3, m, 31, (y: number) => `Q${i + 1} ${y}`] as const);
const PAYROLL_31_JAN: readonly Ev[] = yearEv(12, 31, (y) => `Tax year ${y}`);
const FORM_1099_31_JAN: readonly Ev[] = yearEv(12, 31, (y) => `Payments in ${y}`);
const DE_CORP_1_MARCH: readonly Ev[] = yearEv(14, 1, (y) => `Tax year ${y}`);
const DE_INSTALMENTS: readonly Ev[] = [
  [0, 12, 5, 1, (y) => `40% instalment ${y}`],
  [0, 12, 8, 1, (y) => `20% instalment ${y}`],
  [0, 12, 11, 1, (y) => `20% instalment ${y}`],
];
const DE_FOREIGN_30_JUNE: readonly Ev[] = yearEv(17, 30, (y) => `Calendar year ${y}`);
const DE_LLC_1_JUNE: readonly Ev[] = yearEv(17, 1, (y) => `Tax year ${y}`);
const TX_15_MAY: readonly Ev[] = yearEv(16, 15, (y) => `Report year ${y + 1}`);
const FL_1_MAY: readonly Ev[] = yearEv(16, 1, (y) => `${y + 1} annual report`);

// ---------------------------------------------------------------- India

function india(c: Ctx): void {
  const p = c.p;
  const e = p.entity_type;
  const company = e !== 'LLP';
  const t = p.turnover;
  const emp = p.num_employees;
  const inState = (s: string): T => or(isS(c.state, s), c.locs === null ? U : b(c.locs.includes(s)));
  const notSikkim: T = c.state === 'sikkim' ? 0 : 1;
  const small = and(lte(p.paid_up_capital, 10 * CRORE), lte(t, 100 * CRORE));
  const smallOld = and(lte(p.paid_up_capital, 4 * CRORE), lte(t, 40 * CRORE));
  const apr = 4;

  if (company) {
    const multiDirector: T = e === 'OPC' ? U : 1;
    const incOrPlanned = c.inc === null ? null : formatIsoDate(c.inc);
    emit(c, 'IN-MCA-01', and(notSikkim, incOrPlanned === null ? U : b(incOrPlanned >= '2018-11-02')), () => afterInc(c, 0, 180));
    emit(c, 'IN-MCA-02', notSikkim, () => afterInc(c, 0, 30), true);
    emit(c, 'IN-MCA-03', and(notSikkim, multiDirector), () => afterInc(c, 0, 30));
    emit(c, 'IN-MCA-04', and(notSikkim, e === 'OPC' ? U : small), () => cycle(c, 1, HALVES_OF_CALENDAR_YEAR));
    if (e === 'Private Limited') emit(c, 'IN-MCA-04-Q', and(notSikkim, neg(small)), UNDATED);
    emit(c, 'IN-MCA-05', notSikkim, () => afterInc(c, 0, 30));
    const adt1 = afterInc(c, 0, 45);
    if ((adt1.due ?? c.asOf) >= JUL_14_2025) emit(c, 'IN-MCA-05-ADT1', notSikkim, adt1);
    if (e === 'Private Limited') {
      emit(c, 'IN-MCA-06', notSikkim, () => agm(c, 0, { meeting: true }));
      emit(c, 'IN-MCA-07', notSikkim, () => agm(c, 30));
      // MGT-7 / MGT-7A: small-company thresholds by due date (1 Dec 2025); each series shows its next occurrence.
      const at = (from: Day) => agm({ ...c, asOf: from }, 60);
      const oldOcc = () => nextInWindow(c, at, null, NOV_30_2025);
      const newOcc = () => nextInWindow(c, at, DEC_01_2025, null);
      pickSeries(c, [
        ['IN-MCA-08-OLD', and(notSikkim, neg(smallOld)), oldOcc],
        ['IN-MCA-08', and(notSikkim, neg(small)), newOcc],
      ]);
      pickSeries(c, [
        ['IN-MCA-08A-OLD', and(notSikkim, smallOld), oldOcc],
        ['IN-MCA-08A', and(notSikkim, small), newOcc],
      ]);
      emit(c, 'IN-MCA-09', notSikkim, () => agm(c, 15, { every: 5 }));
    } else {
      emit(c, 'IN-MCA-09-OPC', notSikkim, () => agm(c, 15, { every: 5, deemed: true }));
      emit(c, 'IN-MCA-10', notSikkim, () => afterFyEnd(c, (end) => end + 180, 'fy'));
      emit(c, 'IN-MCA-11', notSikkim, () => agm(c, 60, { deemed: true }));
    }
    dir3Series(c, 'IN-MCA-12', notSikkim);
    emit(c, 'IN-MCA-13', and(notSikkim, isB(p.has_deposits, true)), () => cycle(c, apr, DPT3_30_JUNE));
    emit(c, 'IN-MCA-14', notSikkim, () => cycle(c, apr, MSME1_HALVES), true);
  } else {
    const audited = or(gt(t, 40 * LAKH), gt(p.paid_up_capital, 25 * LAKH));
    emit(c, 'IN-LLP-01', 1, () => afterFyEnd(c, (end) => end + 60, 'fy'));
    emit(c, 'IN-LLP-02', 1, () => afterFyEnd(c, (end) => addMonths(end, 6) + 30, 'fy'));
    emit(c, 'IN-LLP-03', audited, () => afterFyEnd(c, (end) => addMonths(end, 6) + 30, 'fy'));
    dir3Series(c, 'IN-LLP-04', 1);
  }

  // Income tax
  const notAudited = and(lte(t, 40 * LAKH), lte(p.paid_up_capital, 25 * LAKH));
  if (company) emit(c, 'IN-IT-01', 1, () => cycle(c, apr, ITR_31_OCT));
  else {
    emit(c, 'IN-IT-02', or(gt(t, 40 * LAKH), gt(p.paid_up_capital, 25 * LAKH)), () => cycle(c, apr, ITR_31_OCT));
    pickSeries(c, [
      ['IN-IT-03-JUL', notAudited, () => cycle(c, apr, ITR_31_JUL, false, W_ITR_JUL)],
      ['IN-IT-03', notAudited, () => cycle(c, apr, ITR_31_AUG, false, W_ITR_AUG)],
    ]);
  }
  emit(c, 'IN-IT-04', or(gt(t, 10 * CRORE), and(gt(t, CRORE), U)), () => cycle(c, apr, TAX_AUDIT_30_SEP));
  emit(c, 'IN-IT-05', 1, () => cycle(c, apr, ADVANCE_TAX), true);
  emit(c, 'IN-IT-06', or(gt(emp, 0), U), () => monthly(c, 7, 1, undefined, undefined, (m) => (m === 3 ? 30 : null)));
  const tdsQ = quarterEvs([
    [3, 31],
    [6, 31],
    [9, 31],
    [13, 31],
  ]);
  const tds = (oldId: string, newId: string, t0: T, cond: boolean) =>
    pickSeries(c, [
      [oldId, t0, () => cycle(c, apr, tdsQ, false, W_TDS_OLD), cond],
      [newId, t0, () => cycle(c, apr, tdsQ, false, W_TDS_NEW), cond],
    ]);
  tds('IN-IT-07-24Q', 'IN-IT-07-138', gt(emp, 0), false);
  tds('IN-IT-07-26Q', 'IN-IT-07-140', 1, true);
  tds('IN-IT-07-27Q', 'IN-IT-07-144', 1, true);
  tds('IN-IT-07-27EQ', 'IN-IT-07-143', 1, true);

  // GST
  const liable = or(
    or(gt(t, 40 * LAKH), and(gt(t, 20 * LAKH), inSet(c.state, SPECIAL_OR_G20))),
    or(
      or(and(gt(t, 10 * LAKH), inSet(c.state, SPECIAL)), and(gt(t, 20 * LAKH), U)),
      and(and(gt(t, 20 * LAKH), isS(c.state, 'telangana')), U),
    ),
  );
  const exporter = and(isB(p.is_exporter, true), U);
  const filing = p.gst_filing !== null;
  const registered = or(b(filing), or(liable, exporter));
  emit(c, 'IN-GST-REG', and(b(!filing), or(liable, exporter)), UNDATED);
  const monthlyF = and(registered, or(isS(p.gst_filing, 'monthly'), t === null ? 0 : b(t > 5 * CRORE)));
  const quarterlyF = and(registered, and(isS(p.gst_filing, 'quarterly'), t === null ? 1 : b(t <= 5 * CRORE)));
  emit(c, 'IN-GST-01', monthlyF, () => monthly(c, 11, 1));
  emit(c, 'IN-GST-02', quarterlyF, () => cycle(c, apr, GSTR1_QUARTERLY));
  emit(c, 'IN-GST-03', monthlyF, () => monthly(c, 20, 1));
  emit(c, 'IN-GST-04-22', and(quarterlyF, neg(inSet(c.state, GST24))), () => cycle(c, apr, GSTR3B_22ND));
  emit(c, 'IN-GST-04-24', and(quarterlyF, inSet(c.state, GST24)), () => cycle(c, apr, GSTR3B_24TH));
  emit(c, 'IN-GST-05', quarterlyF, () => monthly(c, 25, 1, undefined, (m) => m % 3 === 0));
  emit(c, 'IN-GST-06', registered, () => cycle(c, apr, GSTR9_31_DEC), false, gt(t, 2 * CRORE) !== 0);
  emit(c, 'IN-GST-07', and(registered, gt(t, 5 * CRORE)), () => cycle(c, apr, GSTR9_31_DEC));
  emit(c, 'IN-GST-08', and(registered, or(isB(p.is_exporter, true), isB(p.has_international_clients, true))), UNDATED);
  emit(c, 'IN-GST-09', and(and(registered, gt(t, 5 * CRORE)), or(isS(p.business_model, 'b2b'), U)), UNDATED);

  // IEC, FSSAI, DPIIT
  const food = isB(p.is_food_business, true);
  const ops = c.locs === null ? null : new Set(c.state === null ? c.locs : [c.state, ...c.locs]).size;
  const single = and(isB(p.is_exporter, false), lte(ops, 1));
  emit(c, 'IN-FT-01', isB(p.is_exporter, true), UNDATED);
  emit(c, 'IN-FT-02', isB(p.is_exporter, true), () => cycle(c, apr, FY_30_JUNE));
  emit(c, 'IN-FS-01', and(and(food, lte(t, 12 * LAKH)), single), UNDATED);
  emit(c, 'IN-FS-02', and(and(food, and(gt(t, 12 * LAKH), lte(t, 20 * CRORE))), single), UNDATED);
  emit(c, 'IN-FS-03', and(food, or(or(gt(t, 20 * CRORE), isB(p.is_exporter, true)), gt(ops, 1))), UNDATED);
  emit(
    c,
    'IN-FS-04',
    and(and(food, or(isB(p.has_manufacturing, true), U)), or(or(gt(t, 12 * LAKH), isB(p.is_exporter, true)), gt(ops, 1))),
    () => cycle(c, apr, FSSAI_D1_31_MAY),
  );
  emit(c, 'IN-FS-05', and(food, isB(p.has_manufacturing, true)), () => cycle(c, apr, MSME1_HALVES), true);
  const age = c.inc === null ? null : wholeYears(c.inc, c.asOf);
  emit(
    c,
    'IN-DPIIT-01',
    and(and(and(isB(p.wants_startup_credits, true), e === 'OPC' ? U : 1), lt(age, 10)), lte(t, 200 * CRORE)),
    UNDATED,
    true,
    false,
  );

  // Labour
  const employs = gt(emp, 0);
  emit(c, 'IN-LAB-01', gte(emp, 20), UNDATED);
  emit(c, 'IN-LAB-02', gte(emp, 20), () => monthly(c, 15, 1));
  emit(c, 'IN-LAB-03', gte(emp, 10), UNDATED);
  emit(c, 'IN-LAB-04', gte(emp, 10), () => monthly(c, 15, 1));
  emit(c, 'IN-LAB-05', gte(emp, 10), UNDATED, true);
  emit(c, 'IN-PT-KA', and(inState('karnataka'), employs), () => monthly(c, 20, 1), true);
  emit(c, 'IN-PT-MH-PTRC-M', and(inState('maharashtra'), employs), () => monthly(c, 31, 0), true);
  emit(c, 'IN-PT-MH-PTRC-A', and(inState('maharashtra'), employs), () => cycle(c, apr, PTRC_31_MARCH), true);
  emit(c, 'IN-PT-MH-PTEC', inState('maharashtra'), () => cycle(c, apr, FY_30_JUNE));
  emit(c, 'IN-PT-GJ', and(inState('gujarat'), employs), () => monthly(c, 15, 1));
  emit(c, 'IN-PT-TS', and(inState('telangana'), employs), () => monthly(c, 10, 1));
  emit(c, 'IN-PT-WB', and(inState('west bengal'), employs), () => monthly(c, 21, 1));
  emit(c, 'IN-PT-TN', and(inState('tamil nadu'), employs), () => cycle(c, apr, TN_PT_HALVES));
  emit(c, 'IN-PT-SK', and(inState('sikkim'), employs), () => cycle(c, apr, SIKKIM_PT_QUARTERS));
  emit(c, 'IN-SE-DL', and(inState('delhi'), p.has_manufacturing === null ? 1 : b(p.has_manufacturing !== true)), () => afterInc(c, 0, 30));
  emit(c, 'IN-SE-KA', inState('karnataka'), () => afterInc(c, 0, 30));
  emit(c, 'IN-SE-MH', and(inState('maharashtra'), gte(emp, 10)), () => afterInc(c, 0, 60));
  emit(c, 'IN-SE-MH-INT', and(inState('maharashtra'), lt(emp, 10)), () => afterInc(c, 0, 60));
}

function dir3Series(c: Ctx, id: string, t: T): void {
  pickSeries(c, [
    [`${id}-ANNUAL`, t, () => cycle(c, 4, TAX_AUDIT_30_SEP, false, W_DIR3_OLD)],
    [id, t, () => dir3(c)],
  ]);
}

function nextInWindow(c: Ctx, find: (from: Day) => Occ | null, from: Day | null, to: Day | null): Occ | null {
  const o = find(from !== null && from > c.asOf ? from : c.asOf);
  if (o === null || o.due === null) return o;
  return to !== null && o.due > to ? null : o;
}

/** Versions of one obligation: the earliest dated occurrence wins, then the smaller id. */
function pickSeries(c: Ctx, versions: readonly (readonly [string, T, Lazy, boolean?])[]): void {
  let best: readonly [string, T, Occ, boolean?] | undefined;
  for (const [id, t, lazy, cond] of versions) {
    if (t === 0) continue;
    const occ = typeof lazy === 'function' ? lazy() : lazy;
    if (occ === null) continue;
    if (best === undefined) best = [id, t, occ, cond];
    else {
      const a = occ.due ?? 1e9;
      const bb = best[2].due ?? 1e9;
      if (a < bb || (a === bb && id < best[0])) best = [id, t, occ, cond];
    }
  }
  if (best) emit(c, best[0], best[1], best[2], best[3] ?? false);
}

function wholeYears(a: Day, b2: Day): number {
  const [ya, ma, da] = civilFromDay(a);
  const [yb, mb, db] = civilFromDay(b2);
  const y = yb - ya - (mb < ma || (mb === ma && db < da) ? 1 : 0);
  return y < 0 ? 0 : y;
}

// ---------------------------------------------------------------- USA

function usa(c: Ctx): void {
  const p = c.p;
  const corp = p.entity_type === 'C-Corp';
  const multi = gte(p.member_count, 2);
  const single = p.member_count === null ? U : b(p.member_count === 1);
  const employs = gt(p.num_employees, 0);
  const st = c.state;
  const fed4 = () => afterFyEnd(c, (end) => dayInMonthIndex(monthIndexOf(end) + 4, 15), 'tax', true);
  const jan = 1;

  emit(c, 'US-FED-01', or(or(b(corp), multi), or(employs, isB(p.foreign_owned, true))), UNDATED);
  if (corp) {
    emit(c, 'US-FED-02', 1, () => fed4());
    emit(c, 'US-FED-05-CORP', isB(p.foreign_owned, true), () => fed4(), true);
    const fyAnchor = c.fye === null ? 1 : (c.fye[0] % 12) + 1;
    const fyl = (y: number) => (fyAnchor === 1 ? `${y}` : fyLabelStart(y));
    emit(
      c,
      'US-FED-06',
      1,
      () =>
        cycle(
          c,
          fyAnchor,
          [3, 5, 8, 11].map((m, i) => [0, 12, m, 15, (y: number) => `${['1st', '2nd', '3rd', '4th'][i]} instalment ${fyl(y)}`] as const),
          true,
        ),
      true,
    );
  } else {
    emit(c, 'US-FED-03', multi, () => afterFyEnd(c, (end) => dayInMonthIndex(monthIndexOf(end) + 3, 15), 'tax', true));
    emit(c, 'US-FED-04', and(single, isB(p.foreign_owned, false)), () => cycle(c, jan, SCHEDULE_C_15_APRIL, true));
    emit(c, 'US-FED-05', and(single, isB(p.foreign_owned, true)), () => fed4());
    emit(c, 'US-FED-07', p.foreign_owned === true ? 0 : 1, () => cycle(c, jan, FORM_1040ES, true), true);
  }
  emit(c, 'US-FED-08', employs, () => cycle(c, jan, FORM_941, true));
  emit(c, 'US-FED-09', employs, () => cycle(c, jan, PAYROLL_31_JAN, true));
  emit(c, 'US-FED-10', employs, () => cycle(c, jan, PAYROLL_31_JAN, true));
  pickSeries(c, [
    ['US-FED-11-600', 1, () => cycle(c, jan, FORM_1099_31_JAN, true, W_1099_OLD), true],
    ['US-FED-11', 1, () => cycle(c, jan, FORM_1099_31_JAN, true, W_1099_NEW), true],
  ]);

  const de = isS(st, 'delaware');
  const ca = isS(st, 'california');
  if (corp) {
    emit(c, 'US-DE-01', de, () => cycle(c, jan, DE_CORP_1_MARCH));
    emit(c, 'US-DE-01-EST', de, () => cycle(c, jan, DE_INSTALMENTS), true);
    emit(c, 'US-DE-03', and(neg(de), c.locs === null ? U : b(c.locs.includes('delaware'))), () => cycle(c, jan, DE_FOREIGN_30_JUNE), true);
    emit(c, 'US-CA-01', ca, () => taxableYearStart(c, 3, true));
    emit(c, 'US-CA-02-INITIAL', ca, () => afterInc(c, 0, 90));
    emit(c, 'US-CA-02', ca, () => anniversary(c, false, 1, 1));
  } else {
    emit(c, 'US-DE-02', de, () => cycle(c, jan, DE_LLC_1_JUNE));
    emit(c, 'US-CA-03', ca, () => taxableYearStart(c, 3, false));
    emit(c, 'US-CA-04', and(and(ca, gte(p.turnover, 250_000)), U), () => taxableYearStart(c, 5, false));
    emit(c, 'US-CA-05', and(ca, single), () => afterFyEnd(c, (end) => dayInMonthIndex(monthIndexOf(end) + 4, 15), 'tax'));
    emit(c, 'US-CA-05-MM', and(ca, multi), () => afterFyEnd(c, (end) => dayInMonthIndex(monthIndexOf(end) + 3, 15), 'tax'));
    emit(c, 'US-CA-06-INITIAL', ca, () => afterInc(c, 0, 90));
    emit(c, 'US-CA-06', ca, () => anniversary(c, false, 2, 2));
  }
  const tx = isS(st, 'texas');
  pickSeries(c, [
    ['US-TX-01-2025', and(tx, gt(p.turnover, 2_470_000)), () => cycle(c, jan, TX_15_MAY, false, W_TX_OLD)],
    ['US-TX-01', and(tx, gt(p.turnover, 2_650_000)), () => cycle(c, jan, TX_15_MAY, false, W_TX_NEW)],
  ]);
  emit(c, 'US-TX-01-PIR', tx, () => cycle(c, jan, TX_15_MAY));
  emit(c, 'US-NY-01', isS(st, 'new york'), () => anniversary(c, false, 2, 2));
  if (!corp) emit(c, 'US-NY-02', isS(st, 'new york'), () => afterInc(c, 0, 120));
  emit(c, 'US-FL-01', isS(st, 'florida'), () => cycle(c, jan, FL_1_MAY));
  emit(c, 'US-NV-01', isS(st, 'nevada'), () => anniversary(c, false, 1, 1));
  emit(c, 'US-WY-01', isS(st, 'wyoming'), () => anniversary(c, true, 1, 1));
}

// ---------------------------------------------------------------- UK

function ukRules(c: Ctx): void {
  const p = c.p;
  const employs = gt(p.num_employees, 0);
  emit(c, 'UK-CH-01', 1, () => cs01(c, null));
  const incOrPlanned = c.inc === null ? null : formatIsoDate(c.inc);
  emit(c, 'UK-CH-02', incOrPlanned === null ? U : b(incOrPlanned < '2025-11-18'), () => cs01(c, NOV_18_2025));
  const fy = c.fy;
  const long = fy !== null && fy.knowsFirst && fy.start !== null && fyEnd(fy, 0) > endOfMonthsBeginningWith(fy.start, 12);
  emit(c, 'UK-CH-03', 1, () =>
    afterFyEndFirst(c, (end, k) => {
      if (k === 0 && long && fy?.start != null) {
        const a = addMonths(fy.start, 21, true);
        const bb = addMonths(end, 3, true);
        return a > bb ? a : bb;
      }
      return addMonths(end, 9, true);
    }),
  );
  emit(c, 'UK-CT-01', 1, () => afterInc(c, 3, 0));
  let ct: Occ | null = null;
  if (long && fy?.start != null) {
    const firstEnd = endOfMonthsBeginningWith(fy.start, 12);
    const d = addMonths(firstEnd, 9) + 1;
    if (d >= c.asOf) ct = { due: d, label: `Year ending ${formatLongDate(firstEnd)}` };
  }
  emit(c, 'UK-CT-02', 1, () => ct ?? afterFyEnd(c, (end) => addMonths(end, 9) + 1, 'ye'), true);
  emit(c, 'UK-CT-03', 1, () => afterFyEnd(c, (end) => addMonths(end, 12), 'ye'));
  emit(c, 'UK-VAT-01', and(gt(p.turnover, 90_000), p.vat_registered === null ? 1 : b(p.vat_registered !== true)), UNDATED);
  emit(c, 'UK-VAT-02', or(isB(p.vat_registered, true), gt(p.turnover, 90_000)), UNDATED, true);
  emit(c, 'UK-PAYE-01', or(employs, U), () => monthly(c, 22, 1, (mi) => `Tax month from 6 ${monthLabel(mi)}`));
  emit(c, 'UK-PEN-01', employs, UNDATED);
  emit(c, 'UK-ICO-01', 1, UNDATED);
}

function afterFyEndFirst(c: Ctx, f: (end: Day, k: number) => Day): Occ | null {
  const fy = c.fy;
  if (fy === null) return UNDATED;
  for (let k = nearK(fy, c.asOf); k < 200; k++) {
    const end = fyEnd(fy, k);
    const d = f(end, k);
    if (d >= c.asOf) return { due: d, label: `Year ending ${formatLongDate(end)}` };
  }
  return null;
}

// ---------------------------------------------------------------- exclusive obligations

/** Each pair written out again (not read from rules/alternatives.ts): the sides, and the side listed while open. */
const EXCLUSIVE: readonly { country: string; entities: readonly string[]; sides: readonly (readonly string[])[]; assume: number }[] = [
  {
    country: 'India',
    entities: ['Private Limited'],
    sides: [
      ['IN-MCA-08A', 'IN-MCA-08A-OLD', 'IN-MCA-04'],
      ['IN-MCA-08', 'IN-MCA-08-OLD', 'IN-MCA-04-Q'],
    ],
    assume: 0,
  },
  {
    country: 'India',
    entities: ['Private Limited', 'OPC', 'LLP'],
    sides: [
      ['IN-GST-01', 'IN-GST-03'],
      ['IN-GST-02', 'IN-GST-04-22', 'IN-GST-04-24', 'IN-GST-05'],
    ],
    assume: 0,
  },
  { country: 'India', entities: ['LLP'], sides: [['IN-IT-03', 'IN-IT-03-JUL'], ['IN-IT-02']], assume: 0 },
  { country: 'India', entities: ['Private Limited', 'OPC', 'LLP'], sides: [['IN-FS-01'], ['IN-FS-02'], ['IN-FS-03']], assume: 0 },
  {
    country: 'USA',
    entities: ['LLC'],
    sides: [
      ['US-FED-04', 'US-FED-05', 'US-CA-05'],
      ['US-FED-03', 'US-CA-05-MM'],
    ],
    assume: 1,
  },
  { country: 'USA', entities: ['LLC'], sides: [['US-FED-04'], ['US-FED-05']], assume: 1 },
];

function settleExclusive(c: Ctx): void {
  for (const group of EXCLUSIVE) {
    if (c.p.country !== group.country || !group.entities.includes(c.p.entity_type)) continue;
    const present = group.sides.map((side) => c.out.some((r) => side.includes(r.rule_id)));
    const count = present.filter(Boolean).length;
    if (count < 2) continue;
    const held = group.sides.map((side, i) => present[i] && side.some((id) => c.decided.has(id)));
    const keep = held.some(Boolean)
      ? held
      : group.sides.map((_, i) => (present[group.assume] ? i === group.assume : i === present.indexOf(true)));
    const drop = new Set(group.sides.flatMap((side, i) => (keep[i] ? [] : side)));
    c.out = c.out.filter((r) => !drop.has(r.rule_id));
  }
}

// ---------------------------------------------------------------- entry

export function handEvaluate(p: CompanyProfile, asOfIso: string): Requirement[] {
  const asOf = parseIsoDate(asOfIso);
  const inc = p.incorporation_date !== null ? parseIsoDate(p.incorporation_date) : p.status === 'forming' ? asOf : null;
  const assumed = p.incorporation_date === null && p.status === 'forming';
  let fye: readonly [number, number] | null = p.fiscal_year_end !== null ? parseMonthDay(p.fiscal_year_end) : null;
  if (fye === null) {
    if (p.country === 'India') fye = [3, 31];
    else if (p.country === 'USA') fye = [12, 31];
    else if (inc !== null) {
      const m = civilFromDay(inc)[1];
      fye = [m, daysInMonth(2000, m)];
    }
  }
  const state = p.state === null ? null : normalizeState(p.state);
  const locs = p.business_locations === null ? (state === null ? null : [state]) : p.business_locations.map(normalizeState);
  const ext = p.country === 'India' ? (p.entity_type === 'LLP' ? 6 : 3) : 0;
  const c: Ctx = {
    p,
    asOf,
    inc,
    assumed,
    start: inc ?? NEG,
    state,
    locs,
    fye,
    fy: fiscalYears(inc, asOf, fye, ext, p.country === 'UK' ? 6 : 0),
    agm: p.agm_date === null ? null : parseIsoDate(p.agm_date),
    out: [],
    decided: new Set(),
  };
  const entityOk =
    (p.country === 'India' && (p.entity_type === 'Private Limited' || p.entity_type === 'OPC' || p.entity_type === 'LLP')) ||
    (p.country === 'USA' && (p.entity_type === 'LLC' || p.entity_type === 'C-Corp')) ||
    (p.country === 'UK' && p.entity_type === 'Ltd');
  if (!entityOk) return [];
  if (p.country === 'India') india(c);
  else if (p.country === 'USA') usa(c);
  else ukRules(c);
  settleExclusive(c);
  return c.out.sort((a, b2) =>
    a.due_date === b2.due_date
      ? a.rule_id < b2.rule_id
        ? -1
        : 1
      : a.due_date === null
        ? 1
        : b2.due_date === null
          ? -1
          : a.due_date < b2.due_date
            ? -1
            : 1,
  );
}
