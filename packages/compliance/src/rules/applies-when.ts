// Builders of a rule's applies_when: conditions on the profile's facts, true, false or unknown (see conditions.ts).

import type { Condition, ConditionOp, FactField } from '../types';

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
