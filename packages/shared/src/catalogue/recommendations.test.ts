import { describe, expect, it } from 'vitest';
import { conditionHolds, logicFactsOf, logicRuleApplies, type LogicFacts } from './recommendations';

const company = {
  turnover: 3_000_000,
  num_employees: 25,
  entity_type: 'Private Limited',
  state: 'Maharashtra',
  country: 'India',
  industry: 'Food & Beverage',
  status: 'existing',
  is_exporter: true,
  is_food_business: true,
  has_manufacturing: null,
  has_international_clients: false,
  wants_startup_credits: null,
};
const facts: LogicFacts = logicFactsOf(company);

describe('logic rules', () => {
  it('reads the spec’s condition fields from a company profile', () => {
    expect(facts).toEqual({
      turnover: 3_000_000,
      employees: 25,
      business_type: 'Private Limited',
      place_of_business: 'Maharashtra, India',
      industry: 'Food & Beverage',
      business_stage: 'existing',
      intent: 'export, food',
    });
  });

  it('compares numbers as numbers with every operator', () => {
    expect(conditionHolds({ field: 'turnover', operator: '>', value: 2_000_000 }, facts)).toBe(true);
    expect(conditionHolds({ field: 'turnover', operator: '>', value: '3000000' }, facts)).toBe(false);
    expect(conditionHolds({ field: 'turnover', operator: '>=', value: '3000000' }, facts)).toBe(true);
    expect(conditionHolds({ field: 'employees', operator: '<', value: 20 }, facts)).toBe(false);
    expect(conditionHolds({ field: 'employees', operator: '<=', value: 25 }, facts)).toBe(true);
    expect(conditionHolds({ field: 'employees', operator: '==', value: 25 }, facts)).toBe(true);
    expect(conditionHolds({ field: 'employees', operator: '>', value: 'many' }, facts)).toBe(false);
  });

  it('compares text without regard to case; contains finds a part; a missing fact never holds', () => {
    expect(conditionHolds({ field: 'industry', operator: '==', value: 'food & beverage' }, facts)).toBe(true);
    expect(conditionHolds({ field: 'place_of_business', operator: 'contains', value: 'maharashtra' }, facts)).toBe(true);
    expect(conditionHolds({ field: 'intent', operator: 'contains', value: 'export' }, facts)).toBe(true);
    expect(conditionHolds({ field: 'intent', operator: 'contains', value: 'manufacturing' }, facts)).toBe(false);
    expect(conditionHolds({ field: 'industry', operator: '>', value: 'a' }, facts)).toBe(false);
    expect(conditionHolds({ field: 'turnover', operator: '>', value: 0 }, { ...facts, turnover: null })).toBe(false);
  });

  it('applies a rule only in its country (or All) and only when every condition holds', () => {
    const rule = {
      country: 'India',
      conditions: [
        { field: 'intent' as const, operator: 'contains' as const, value: 'food' },
        { field: 'turnover' as const, operator: '>' as const, value: 1_200_000 },
      ],
    };
    expect(logicRuleApplies(rule, 'India', facts)).toBe(true);
    expect(logicRuleApplies({ ...rule, country: 'All' }, 'India', facts)).toBe(true);
    expect(logicRuleApplies(rule, 'USA', facts)).toBe(false);
    expect(
      logicRuleApplies({ ...rule, conditions: [...rule.conditions, { field: 'employees', operator: '>', value: 100 }] }, 'India', facts),
    ).toBe(false);
  });
});
