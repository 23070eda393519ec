// Declarative applicability conditions in three-valued (Kleene) logic: a leaf on an unknown (null) field is
// UNKNOWN unless it says otherwise, `all` is false if any child is false, `any` true if any child is true.
// Conditions compile once into closures; the notes of the leaves that left a rule undecided become its
// condition_note.

import type { FactValue, Facts } from './facts';
import { normalizeState } from './states';
import type { Condition, FactField } from './types';

export const FALSE = 0;
export const TRUE = 1;
export const UNKNOWN = 2;
export type Truth = 0 | 1 | 2;

export interface CompiledCondition {
  readonly test: (f: Facts) => Truth;
  /** Appends the notes of the unknown leaves that decide the result (call only when test gave UNKNOWN). */
  readonly explain: (f: Facts, out: string[]) => void;
}

const FIELD_LABELS: Partial<Record<FactField, string>> = {
  state: 'the state',
  incorporation_date: 'the incorporation date',
  turnover: 'annual turnover',
  num_employees: 'the number of employees',
  business_model: 'whether you sell B2B or B2C',
  is_exporter: 'whether you export',
  is_food_business: 'whether you run a food business',
  has_manufacturing: 'whether you manufacture',
  has_international_clients: 'whether you have international clients',
  has_deposits: 'whether the company has deposits or loans not treated as deposits',
  business_locations: 'the states you operate in',
  foreign_owned: 'whether the company is foreign-owned',
  member_count: 'the number of members',
  gst_filing: 'your GST filing frequency (monthly or QRMP quarterly)',
  paid_up_capital: 'paid-up capital',
  agm_date: 'the date of the last AGM',
  vat_registered: 'whether you are VAT-registered',
  wants_startup_credits: 'whether you want startup recognition and credits',
  operating_state_count: 'the states you operate in',
  years_since_incorporation: 'the incorporation date',
  incorporation_or_planned_date: 'the incorporation date',
  small_company: 'whether the company is a small company',
  is_small_company: 'whether the company is a small company',
  was_small_company: 'whether the company was a small company before 1 December 2025',
};

function defaultNote(field: FactField): string {
  return `Depends on ${FIELD_LABELS[field] ?? field}, which is not known yet.`;
}

const STATE_FIELDS: ReadonlySet<FactField> = new Set(['state', 'business_locations']);

type Leaf = Extract<Condition, { field: FactField }>;

/** Monomorphic property reads per field (a computed f[field] read is far slower in the hot loop). */
const GETTERS: { readonly [K in FactField]: (f: Facts) => FactValue } = {
  country: (f) => f.country,
  entity_type: (f) => f.entity_type,
  state: (f) => f.state,
  incorporation_date: (f) => f.incorporation_date,
  status: (f) => f.status,
  industry: (f) => f.industry,
  turnover: (f) => f.turnover,
  num_employees: (f) => f.num_employees,
  business_model: (f) => f.business_model,
  is_exporter: (f) => f.is_exporter,
  is_food_business: (f) => f.is_food_business,
  has_manufacturing: (f) => f.has_manufacturing,
  has_international_clients: (f) => f.has_international_clients,
  has_deposits: (f) => f.has_deposits,
  business_locations: (f) => f.business_locations,
  foreign_owned: (f) => f.foreign_owned,
  member_count: (f) => f.member_count,
  fiscal_year_end: (f) => f.fiscal_year_end,
  gst_filing: (f) => f.gst_filing,
  paid_up_capital: (f) => f.paid_up_capital,
  agm_date: (f) => f.agm_date,
  vat_registered: (f) => f.vat_registered,
  wants_startup_credits: (f) => f.wants_startup_credits,
  operating_state_count: (f) => f.operating_state_count,
  years_since_incorporation: (f) => f.years_since_incorporation,
  incorporation_or_planned_date: (f) => f.incorporation_or_planned_date,
  small_company: (f) => f.small_company,
  is_small_company: (f) => f.is_small_company,
  was_small_company: (f) => f.was_small_company,
};

type Scalar = string | number | boolean;

function compileLeaf(c: Leaf): CompiledCondition {
  const field = c.field;
  const get = GETTERS[field];
  const norm = (v: Scalar): Scalar => (STATE_FIELDS.has(field) && typeof v === 'string' ? normalizeState(v) : v);
  const raw = c.value;
  const x: Scalar = raw === undefined || Array.isArray(raw) ? '' : norm(raw as Scalar);
  const set = new Set<Scalar>(Array.isArray(raw) ? (raw as readonly (string | number)[]).map(norm) : []);
  const u: Truth = c.if_unknown === undefined ? UNKNOWN : c.if_unknown ? TRUE : FALSE;
  let test: (f: Facts) => Truth;
  switch (c.op) {
    case 'known':
      test = (f) => (get(f) === null ? FALSE : TRUE);
      break;
    case '==':
      test = (f) => {
        const v = get(f);
        return v === null ? u : v === x ? TRUE : FALSE;
      };
      break;
    case '!=':
      test = (f) => {
        const v = get(f);
        return v === null ? u : v !== x ? TRUE : FALSE;
      };
      break;
    case '>':
      test = (f) => {
        const v = get(f) as Scalar | null;
        return v === null ? u : v > x ? TRUE : FALSE;
      };
      break;
    case '>=':
      test = (f) => {
        const v = get(f) as Scalar | null;
        return v === null ? u : v >= x ? TRUE : FALSE;
      };
      break;
    case '<':
      test = (f) => {
        const v = get(f) as Scalar | null;
        return v === null ? u : v < x ? TRUE : FALSE;
      };
      break;
    case '<=':
      test = (f) => {
        const v = get(f) as Scalar | null;
        return v === null ? u : v <= x ? TRUE : FALSE;
      };
      break;
    case 'in':
      test = (f) => {
        const v = get(f) as Scalar | null;
        return v === null ? u : set.has(v) ? TRUE : FALSE;
      };
      break;
    case 'not_in':
      test = (f) => {
        const v = get(f) as Scalar | null;
        return v === null ? u : set.has(v) ? FALSE : TRUE;
      };
      break;
    case 'includes':
      test = (f) => {
        const v = get(f);
        return v === null ? u : Array.isArray(v) && typeof x === 'string' && v.includes(x) ? TRUE : FALSE;
      };
      break;
  }
  const note = c.note ?? defaultNote(field);
  return { test, explain: (f, out) => void (test(f) === UNKNOWN && out.push(note)) };
}

export function compileCondition(c: Condition): CompiledCondition {
  const compiled = compileNode(c);
  if (!('note' in c) || c.note === undefined || 'field' in c) return compiled;
  const note = c.note;
  return { test: compiled.test, explain: (_f, out) => void out.push(note) };
}

/**
 * all (decided by the first FALSE) and any (decided by the first TRUE): otherwise unknown if a part is unknown, else
 * the opposite of `decisive`. Only the unknown parts explain what would decide it.
 */
function compileJunction(conditions: readonly Condition[], decisive: Truth): CompiledCondition {
  const parts = conditions.map(compileCondition);
  const otherwise: Truth = decisive === FALSE ? TRUE : FALSE;
  return {
    test: (f) => {
      let result: Truth = otherwise;
      for (const p of parts) {
        const t = p.test(f);
        if (t === decisive) return decisive;
        if (t === UNKNOWN) result = UNKNOWN;
      }
      return result;
    },
    explain: (f, out) => {
      for (const p of parts) if (p.test(f) === UNKNOWN) p.explain(f, out);
    },
  };
}

function compileNode(c: Condition): CompiledCondition {
  if ('unknown' in c) {
    const note = c.unknown;
    return { test: () => UNKNOWN, explain: (_f, out) => void out.push(note) };
  }
  if ('not' in c) {
    const inner = compileCondition(c.not);
    return {
      test: (f) => {
        const t = inner.test(f);
        return t === UNKNOWN ? UNKNOWN : t === TRUE ? FALSE : TRUE;
      },
      explain: inner.explain,
    };
  }
  if ('all' in c) return compileJunction(c.all, FALSE);
  if ('any' in c) return compileJunction(c.any, TRUE);
  return compileLeaf(c);
}
