import { describe, expect, it } from 'vitest';
import { conditionIssues, customRuleBodySchema, dueRuleSchema, normalizeCondition, recurrenceOfDue } from './rule-language';

const messages = (condition: unknown) => conditionIssues(condition).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('conditionIssues', () => {
  it.each([
    [{ field: 'num_employees', op: '>=', value: 20 }],
    [
      {
        all: [
          { field: 'is_exporter', op: '==', value: true },
          { field: 'state', op: 'in', value: ['Kerala', 'Goa'] },
        ],
      },
    ],
    [{ any: [{ field: 'business_locations', op: 'includes', value: 'Karnataka' }, { not: { field: 'turnover', op: 'known' } }] }],
    [{ field: 'incorporation_date', op: '<', value: '2020-04-01' }],
    [{ unknown: 'Whether the company imports goods' }],
  ])('accepts %j', (condition) => {
    expect(messages(condition)).toEqual([]);
  });

  it.each([
    [{ field: 'revenue', op: '>', value: 1 }, /^field: Unknown fact "revenue"/],
    [{ field: 'is_exporter', op: '>', value: true }, /^op: Operator ">" does not fit Exporter/],
    [{ field: 'business_locations', op: '==', value: 'Goa' }, /^op: Operator "==" does not fit/],
    [{ field: 'num_employees', op: '~', value: 1 }, /^op: Unknown operator "~"/],
    [{ field: 'num_employees', op: '>', value: '20' }, /^value: Employees is a number/],
    [{ field: 'incorporation_date', op: '<', value: '2020-02-30' }, /^value: .* YYYY-MM-DD/],
    [{ field: 'country', op: '==', value: 'France' }, /^value: Country must be one of India, USA, UK/],
    [{ field: 'state', op: 'known', value: 'Goa' }, /^value: The "known" operator takes no value/],
    [{ all: [] }, /^all: "all" needs a list of 1 to 20 conditions/],
    [{ any: [{ field: 'x', op: '==', value: 1 }] }, /^any\.0\.field: Unknown fact "x"/],
    ['turnover > 5', /^: A condition is an object/],
  ])('names the problem of %j', (condition, message) => {
    expect(messages(condition)[0]).toMatch(message);
  });
});

describe('dueRuleSchema', () => {
  it('accepts each kind and refuses a due date before its period ends', () => {
    expect(dueRuleSchema.safeParse({ kind: 'after_incorporation', days: 30 }).success).toBe(true);
    expect(dueRuleSchema.safeParse({ kind: 'fy_end', months: 6, label: 'fy' }).success).toBe(true);
    expect(dueRuleSchema.safeParse({ kind: 'none', note: 'Before the first shipment' }).success).toBe(true);
    const early = dueRuleSchema.safeParse({
      kind: 'schedule',
      anchor: 'april',
      events: [{ period_start: 0, period_months: 12, due_month: 5, due_day: 30, label: '{FY}' }],
    });
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]?.path).toEqual(['events', 0, 'due_month']);
  });

  it('derives the recurrence the engine lists', () => {
    expect(recurrenceOfDue({ kind: 'after_incorporation', days: 30 })).toBe('one_time');
    const monthly = Array.from({ length: 12 }, (_, m) => ({
      period_start: m,
      period_months: 1,
      due_month: m + 1,
      due_day: 15,
      label: '{MONTH}',
    }));
    expect(recurrenceOfDue({ kind: 'schedule', anchor: 'april', events: monthly })).toBe('monthly');
    expect(recurrenceOfDue({ kind: 'agm', days_after: 30 })).toBe('annual');
  });
});

describe('custom rule bodies', () => {
  it('stores industry tests in lower case, as the engine compares them', () => {
    expect(normalizeCondition({ field: 'industry', op: 'in', value: [' Food & Beverage', 'Retail'] })).toEqual({
      field: 'industry',
      op: 'in',
      value: ['food & beverage', 'retail'],
    });
  });

  it('defaults impact to medium and status to active, and keeps entity types to the jurisdiction', () => {
    const body = {
      title: 'Form X',
      description: '',
      country: 'UK',
      entity_types: ['Ltd'],
      category: 'Tax',
      applies_when: null,
      due: { kind: 'fy_end', months: 9, label: 'year_ending' },
    };
    expect(customRuleBodySchema.parse(body)).toMatchObject({ impact_level: 'medium', status: 'active', source_url: null });
    const wrong = customRuleBodySchema.safeParse({ ...body, entity_types: ['LLC'] });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['entity_types', 0], message: 'LLC is not an entity type of UK (Ltd)' });
  });

  it.each([undefined, 'exporters', 42, [], { all: 'x' }, { not: null }, { field: 'industry', op: 'in' }])(
    'refuses the condition %j with an issue at applies_when, without throwing',
    (condition) => {
      const parsed = customRuleBodySchema.safeParse({
        title: 'Form X',
        description: '',
        country: 'UK',
        entity_types: ['Ltd'],
        category: 'Tax',
        due: { kind: 'fy_end', months: 9, label: 'year_ending' },
        ...(condition === undefined ? {} : { applies_when: condition }),
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path[0]).toBe('applies_when');
    },
  );
});
