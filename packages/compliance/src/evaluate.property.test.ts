import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFromCivil, formatIsoDate } from './dates';
import { evaluate } from './evaluate';
import { catalogue } from './rules';
import type { CompanyProfile, EntityType } from './types';

const ENTITIES = { India: ['Private Limited', 'OPC', 'LLP'], USA: ['LLC', 'C-Corp'], UK: ['Ltd'] } as const;
const STATES = {
  India: ['Maharashtra', 'Karnataka', 'Delhi', 'Sikkim', 'Uttarakhand', 'Manipur', 'Telangana', 'Tamil Nadu', 'NCT of Delhi', 'Narnia'],
  USA: ['Delaware', 'California', 'Texas', 'New York', 'Florida', 'Nevada', 'Wyoming', 'Ohio'],
  UK: ['England'],
} as const;

const isoDate = (from: number, to: number) =>
  fc.integer({ min: dayFromCivil(from, 1, 1), max: dayFromCivil(to, 12, 31) }).map(formatIsoDate);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 4 });
const bool = maybe(fc.boolean());
const money = maybe(fc.constantFrom(0, 10_00_000, 20_00_000, 20_00_001, 40_00_001, 1_00_00_001, 5_00_00_001, 90_001, 2_650_001, 300_000));

export const profileArb: fc.Arbitrary<CompanyProfile> = fc.constantFrom('India', 'USA', 'UK').chain((country) =>
  fc.record({
    country: fc.constant(country),
    entity_type: fc.constantFrom<EntityType>(...ENTITIES[country]),
    state: maybe(fc.constantFrom<string>(...STATES[country])),
    incorporation_date: maybe(isoDate(2012, 2030)),
    status: fc.constantFrom('forming', 'existing'),
    industry: fc.constant(null),
    turnover: money,
    num_employees: maybe(fc.constantFrom(0, 1, 9, 10, 19, 20, 60)),
    business_model: maybe(fc.constantFrom('b2b', 'b2c')),
    is_exporter: bool,
    is_food_business: bool,
    has_manufacturing: bool,
    has_international_clients: bool,
    has_deposits: bool,
    business_locations: maybe(fc.subarray([...STATES[country]], { maxLength: Math.min(3, STATES[country].length) })),
    foreign_owned: bool,
    member_count: maybe(fc.integer({ min: 1, max: 4 })),
    fiscal_year_end: maybe(fc.constantFrom('03-31', '12-31', '06-30', '09-30')),
    gst_filing: maybe(fc.constantFrom('monthly', 'quarterly')),
    paid_up_capital: money,
    agm_date: maybe(isoDate(2018, 2030)),
    vat_registered: bool,
    wants_startup_credits: bool,
  }),
);

const asOfArb = isoDate(2024, 2031);

describe('evaluate properties', () => {
  it('is deterministic', () => {
    fc.assert(
      fc.property(profileArb, asOfArb, (p, asOf) => {
        expect(evaluate(p, catalogue, asOf)).toEqual(evaluate(structuredClone(p), catalogue, asOf));
      }),
      { numRuns: 300 },
    );
  });

  it('never dates a recurring obligation before asOf, and flags overdue exactly when a date has passed', () => {
    fc.assert(
      fc.property(profileArb, asOfArb, (p, asOf) => {
        for (const r of evaluate(p, catalogue, asOf)) {
          if (r.due_date !== null && r.recurrence !== 'one_time') expect(r.due_date >= asOf, `${r.rule_id} ${r.due_date}`).toBe(true);
          expect(r.overdue).toBe(r.due_date !== null && r.due_date < asOf);
          if (r.applicability === 'conditional') expect(r.condition_note).toBeTruthy();
        }
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on the order of the rules', () => {
    fc.assert(
      fc.property(
        profileArb,
        asOfArb,
        fc.array(fc.integer(), { minLength: catalogue.length, maxLength: catalogue.length }),
        (p, asOf, keys) => {
          const shuffled = catalogue
            .map((rule, i) => ({ rule, key: keys[i] ?? 0 }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.rule);
          expect(evaluate(p, shuffled, asOf)).toEqual(evaluate(p, catalogue, asOf));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('returns each rule at most once, sorted by due date then rule id', () => {
    fc.assert(
      fc.property(profileArb, asOfArb, (p, asOf) => {
        const list = evaluate(p, catalogue, asOf);
        const keys = list.map((r) => `${r.due_date ?? '9999-99-99'} ${r.rule_id}`);
        expect(keys).toEqual([...keys].sort());
        expect(new Set(list.map((r) => r.rule_id)).size).toBe(list.length);
      }),
      { numRuns: 300 },
    );
  });
});
