import { describe, expect, it } from 'vitest';
import {
  explainLogicRule,
  logicConditionInputSchema,
  logicRuleBodySchema,
  logicRuleMessages,
  logicRuleReason,
  normalizeLogicCondition,
} from './logic-rules';
import { logicFactsOf, logicRuleApplies } from './recommendations';

const facts = logicFactsOf({
  turnover: 3_000_000,
  num_employees: 12,
  entity_type: 'Private Limited',
  state: 'Karnataka',
  country: 'India',
  industry: 'Retail',
  status: 'existing',
  is_exporter: true,
  is_food_business: false,
  has_manufacturing: null,
  has_international_clients: null,
  wants_startup_credits: null,
});

const validRule = {
  name: 'GST above ₹20 lakh',
  country: 'India',
  conditions: [{ field: 'turnover', operator: '>', value: 2_000_000 }],
  recommendations: ['in-gst-registration'],
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe('a logic rule as staff type it', () => {
  it('defaults: operator >, priority 1, all conditions, active, empty description', () => {
    const parsed = logicRuleBodySchema.parse({ ...validRule, conditions: [{ field: 'turnover', value: 5 }] });
    expect(parsed).toMatchObject({ priority: 1, match: 'all', active: true, description: '' });
    expect(parsed.conditions[0]!.operator).toBe('>');
  });

  it.each([
    ['an empty value', { field: 'turnover', operator: '>', value: '' }, logicRuleMessages.fieldAndValue],
    ['a blank value', { field: 'industry', operator: '==', value: '   ' }, logicRuleMessages.fieldAndValue],
    ['no field', { operator: '>', value: 5 }, logicRuleMessages.fieldAndValue],
    ['an unknown field', { field: 'revenue', operator: '>', value: 5 }, logicRuleMessages.fieldAndValue],
    ['no value', { field: 'turnover', operator: '>' }, logicRuleMessages.fieldAndValue],
    ['text for a number', { field: 'employees', operator: '>=', value: 'many' }, 'Employees must be a number'],
    ['contains on a number', { field: 'turnover', operator: 'contains', value: 5 }, 'Turnover can only be compared with >, <, >=, <=, =='],
    ['> on text', { field: 'industry', operator: '>', value: 'a' }, 'Industry can only be compared with ==, contains'],
  ])('refuses %s with the editor’s message', (_name, condition, message) => {
    expect(firstMessage(logicConditionInputSchema.safeParse(condition))?.message).toBe(message);
  });

  it.each([
    ['no name', { ...validRule, name: '  ' }, logicRuleMessages.name],
    ['no country', { ...validRule, country: undefined }, logicRuleMessages.country],
    ['an unknown country', { ...validRule, country: 'Mars' }, logicRuleMessages.country],
    ['priority 0', { ...validRule, priority: 0 }, logicRuleMessages.priority],
    ['priority 11', { ...validRule, priority: 11 }, logicRuleMessages.priority],
    ['priority 2.5', { ...validRule, priority: 2.5 }, logicRuleMessages.priority],
    ['no conditions', { ...validRule, conditions: [] }, logicRuleMessages.conditions],
    ['no services', { ...validRule, recommendations: [] }, logicRuleMessages.recommendations],
    [
      'a service twice',
      { ...validRule, recommendations: ['in-gst-registration', 'in-gst-registration'] },
      logicRuleMessages.duplicateService,
    ],
  ])('refuses a rule with %s', (_name, body, message) => {
    expect(firstMessage(logicRuleBodySchema.safeParse(body))?.message).toBe(message);
  });

  it('accepts priorities 1 and 10 and stores a number field’s text as a number', () => {
    expect(logicRuleBodySchema.safeParse({ ...validRule, priority: 1 }).success).toBe(true);
    expect(logicRuleBodySchema.safeParse({ ...validRule, priority: 10 }).success).toBe(true);
    const parsed = logicConditionInputSchema.parse({ field: 'turnover', operator: '>=', value: ' 2000000 ' });
    expect(normalizeLogicCondition(parsed)).toEqual({ field: 'turnover', operator: '>=', value: 2_000_000 });
    expect(normalizeLogicCondition(logicConditionInputSchema.parse({ field: 'intent', operator: 'contains', value: ' export ' }))).toEqual({
      field: 'intent',
      operator: 'contains',
      value: 'export',
    });
  });
});

describe('explaining a rule against a company', () => {
  const rule = {
    country: 'India',
    active: true,
    conditions: [
      { field: 'turnover' as const, operator: '>' as const, value: 2_000_000 },
      { field: 'intent' as const, operator: 'contains' as const, value: 'food' },
    ],
  };

  it('gives each condition the company’s value and whether it holds', () => {
    const explanation = explainLogicRule(rule, 'India', facts);
    expect(explanation).toEqual({
      matches: false,
      countryPasses: true,
      conditions: [
        { field: 'turnover', operator: '>', value: 2_000_000, actual: 3_000_000, passes: true },
        { field: 'intent', operator: 'contains', value: 'food', actual: 'export', passes: false },
      ],
    });
    expect(logicRuleReason(explanation, rule, 'India')).toBe('Does not fire: Intent is export, not contains food.');
  });

  it('any: one condition is enough; the answer agrees with the evaluator the recommendations use', () => {
    const any = { ...rule, match: 'any' as const };
    const explanation = explainLogicRule(any, 'India', facts);
    expect(explanation.matches).toBe(true);
    expect(logicRuleApplies(any, 'India', facts)).toBe(true);
    expect(logicRuleApplies(rule, 'India', facts)).toBe(false);
    expect(logicRuleReason(explanation, any, 'India')).toBe('Fires: 1 of 2 conditions hold for this company.');
  });

  it('a rule for another country never fires, and says so', () => {
    const usa = { ...rule, country: 'USA', conditions: [rule.conditions[0]!] };
    const explanation = explainLogicRule(usa, 'India', facts);
    expect(explanation).toMatchObject({ matches: false, countryPasses: false });
    expect(explanation.conditions[0]!.passes).toBe(true);
    expect(logicRuleReason(explanation, usa, 'India')).toBe('Does not fire: the rule is for USA and the company is in India.');
    expect(explainLogicRule({ ...usa, country: 'All' }, 'India', facts).matches).toBe(true);
  });

  it('a fact the founder has not given is shown as missing and never holds', () => {
    const employees = { ...rule, conditions: [{ field: 'employees' as const, operator: '>=' as const, value: 10 }] };
    const explanation = explainLogicRule(employees, 'India', { ...facts, employees: null });
    expect(explanation.conditions[0]).toMatchObject({ actual: null, passes: false });
    expect(logicRuleReason(explanation, employees, 'India')).toBe('Does not fire: Employees is not given, not >= 10.');
  });

  it('a matching rule that is off would fire but does not', () => {
    const off = { ...rule, active: false, conditions: [rule.conditions[0]!] };
    const explanation = explainLogicRule(off, 'India', facts);
    expect(explanation.matches).toBe(true);
    expect(logicRuleReason(explanation, off, 'India')).toBe('Would fire (its condition holds), but the rule is off.');
    expect(logicRuleReason(explainLogicRule(rule, 'India', { ...facts, intent: 'food' }), rule, 'India')).toBe(
      'Fires: all 2 conditions hold for this company.',
    );
  });
});
