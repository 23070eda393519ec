import { describe, expect, it } from 'vitest';
import { FALSE, TRUE, UNKNOWN, compileCondition } from './conditions';
import { parseIsoDate } from './dates';
import { buildFacts } from './facts';
import { india } from './test-support/factories';
import type { CompanyProfile, Condition } from './types';

const AS_OF = parseIsoDate('2026-11-22');
const facts = (p: CompanyProfile) => buildFacts(p, AS_OF, p.incorporation_date === null ? null : parseIsoDate(p.incorporation_date));
const test = (c: Condition, p: CompanyProfile) => compileCondition(c).test(facts(p));
const T: Condition = { field: 'turnover', op: '>', value: 100 };
const F: Condition = { field: 'turnover', op: '<', value: 0 };
const U: Condition = { unknown: 'not in the profile' };

describe('three-valued conditions', () => {
  const p = india({ turnover: 500 });
  it.each([
    ['all(T, T)', { all: [T, T] }, TRUE],
    ['all(T, U)', { all: [T, U] }, UNKNOWN],
    ['all(F, U)', { all: [F, U] }, FALSE],
    ['any(F, F)', { any: [F, F] }, FALSE],
    ['any(F, U)', { any: [F, U] }, UNKNOWN],
    ['any(T, U)', { any: [T, U] }, TRUE],
    ['not(U)', { not: U }, UNKNOWN],
    ['not(T)', { not: T }, FALSE],
  ] as const)('%s', (_name, c, expected) => {
    expect(test(c, p)).toBe(expected);
  });

  it('treats a null field as unknown unless told otherwise', () => {
    const p0 = india({ turnover: null });
    expect(test(T, p0)).toBe(UNKNOWN);
    expect(test({ ...T, if_unknown: true }, p0)).toBe(TRUE);
    expect(test({ ...T, if_unknown: false }, p0)).toBe(FALSE);
    expect(test({ field: 'turnover', op: 'known' }, p0)).toBe(FALSE);
  });

  it('compares state names in a canonical form', () => {
    const c: Condition = { field: 'state', op: 'in', value: ['Delhi', 'Tamil Nadu'] };
    expect(test(c, india({ state: 'NCT of Delhi' }))).toBe(TRUE);
    expect(test(c, india({ state: 'tamilnadu' }))).toBe(TRUE);
    expect(test(c, india({ state: 'Kerala' }))).toBe(FALSE);
    expect(test({ field: 'business_locations', op: 'includes', value: 'Karnataka' }, india({ state: 'Karnataka' }))).toBe(TRUE);
  });

  it('explains an unknown result with the notes of the undecided leaves only', () => {
    const c = compileCondition({
      all: [
        { field: 'turnover', op: '>', value: 100, note: 'turnover decides' },
        { field: 'num_employees', op: '>', value: 0, note: 'staff decides' },
      ],
    });
    const f = facts(india({ turnover: null, num_employees: 3 }));
    const notes: string[] = [];
    expect(c.test(f)).toBe(UNKNOWN);
    c.explain(f, notes);
    expect(notes).toEqual(['turnover decides']);
  });

  it('lets a compound node speak for its parts', () => {
    const c = compileCondition({ any: [T, U], note: 'one summary' });
    const notes: string[] = [];
    c.explain(facts(india({ turnover: null })), notes);
    expect(notes).toEqual(['one summary']);
  });
});
