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
  operating_state_count: 'the states you operate in',
  years_since_incorporation: 'the incorporation date',
  incorporation_or_planned_date: 'the incorporation date',
};

function defaultNote(field: FactField): string {
  return `Depends on ${FIELD_LABELS[field] ?? field}, which is not known yet.`;
}

const STATE_FIELDS: ReadonlySet<FactField> = new Set(['state', 'business_locations']);

type Leaf = Extract<Condition, { field: FactField }>;

function compileLeaf(c: Leaf): CompiledCondition {
  const field = c.field;
  const norm = (v: string | number | boolean): string | number | boolean =>
    STATE_FIELDS.has(field) && typeof v === 'string' ? normalizeState(v) : v;
  const raw = c.value;
  const single = raw === undefined || Array.isArray(raw) ? undefined : norm(raw as string | number | boolean);
  const set = Array.isArray(raw) ? new Set((raw as readonly (string | number)[]).map(norm)) : undefined;
  const onUnknown: Truth = c.if_unknown === undefined ? UNKNOWN : c.if_unknown ? TRUE : FALSE;
  const b = (x: boolean): Truth => (x ? TRUE : FALSE);
  let check: (v: Exclude<FactValue, null>) => Truth;
  switch (c.op) {
    case 'known':
      check = () => TRUE;
      break;
    case '==':
      check = (v) => b(v === single);
      break;
    case '!=':
      check = (v) => b(v !== single);
      break;
    case '>':
      check = (v) => b((v as number | string) > (single as number | string));
      break;
    case '>=':
      check = (v) => b((v as number | string) >= (single as number | string));
      break;
    case '<':
      check = (v) => b((v as number | string) < (single as number | string));
      break;
    case '<=':
      check = (v) => b((v as number | string) <= (single as number | string));
      break;
    case 'in':
      check = (v) => b(set !== undefined && set.has(v as string | number));
      break;
    case 'not_in':
      check = (v) => b(set === undefined || !set.has(v as string | number));
      break;
    case 'includes':
      check = (v) => b(Array.isArray(v) && v.includes(single as string));
      break;
  }
  const note = c.note ?? defaultNote(field);
  const test = (f: Facts): Truth => {
    const v = f[field];
    if (v === null || v === undefined) return c.op === 'known' ? FALSE : onUnknown;
    return check(v);
  };
  return { test, explain: (f, out) => void (test(f) === UNKNOWN && out.push(note)) };
}

export function compileCondition(c: Condition): CompiledCondition {
  const compiled = compileNode(c);
  if (!('note' in c) || c.note === undefined || 'field' in c) return compiled;
  const note = c.note;
  return { test: compiled.test, explain: (_f, out) => void out.push(note) };
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
  if ('all' in c) {
    const parts = c.all.map(compileCondition);
    return {
      test: (f) => {
        let result: Truth = TRUE;
        for (const p of parts) {
          const t = p.test(f);
          if (t === FALSE) return FALSE;
          if (t === UNKNOWN) result = UNKNOWN;
        }
        return result;
      },
      explain: (f, out) => {
        for (const p of parts) if (p.test(f) === UNKNOWN) p.explain(f, out);
      },
    };
  }
  if ('any' in c) {
    const parts = c.any.map(compileCondition);
    return {
      test: (f) => {
        let result: Truth = FALSE;
        for (const p of parts) {
          const t = p.test(f);
          if (t === TRUE) return TRUE;
          if (t === UNKNOWN) result = UNKNOWN;
        }
        return result;
      },
      explain: (f, out) => {
        for (const p of parts) if (p.test(f) === UNKNOWN) p.explain(f, out);
      },
    };
  }
  return compileLeaf(c);
}
