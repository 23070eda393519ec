import {
  type CreateCompanyBody,
  logicCompanySearchSchema,
  type LogicRule,
  logicRuleAnalyticsSchema,
  type LogicRuleBody,
  logicRulePreviewSchema,
  logicRuleSchema,
  logicRulesResponseSchema,
  logicRuleTemplatesResponseSchema,
  recommendationsResponseSchema,
} from '@charter/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser, signInStaff } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { auditEvents, logicRules, logicRuleTriggers } from '../../db/schema';

let now = new Date('2026-11-20T09:00:00Z');
let t: TestApp;
let founder: { id: string; token: string };
let adminHeaders: Record<string, string>;
const admin = { email: 'logic.ops@charter.test', password: 'correct horse battery' };

beforeAll(async () => {
  t = await createTestApp({ admin }, { clock: () => now });
  founder = await signedInUser(t.app, 'Lakshmi Founder');
  adminHeaders = await signInStaff(t.app, admin);
});
afterAll(() => t.close());

const asAdmin = () => adminHeaders;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = asAdmin()) =>
  t.app.inject({ method, url: `/api/admin/logic${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const newCompany = async (overrides: Partial<CreateCompanyBody> = {}) => (await createdCompany(t.app, founder.token, overrides)).id;

/** Marks every requirement done, so only the logic rules (and peers' purchases, none here) recommend anything. */
async function completeAll(companyId: string): Promise<void> {
  const { requirements } = json<{ requirements: { id: string; status: string }[] }>(
    await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/compliance`, headers: bearer(founder.token) }),
  );
  const open = requirements.filter((requirement) => requirement.status !== 'completed').map((requirement) => requirement.id);
  if (open.length === 0) return;
  const done = await t.app.inject({
    method: 'PATCH',
    url: `/api/companies/${companyId}/compliance`,
    headers: bearer(founder.token),
    payload: { ids: open, status: 'completed' },
  });
  expect(done.statusCode).toBe(200);
}

async function recommendationsFor(companyId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/companies/${companyId}/ai-recommendations`,
    headers: bearer(founder.token),
  });
  expect(response.statusCode).toBe(200);
  return recommendationsResponseSchema.parse(json(response)).recommendations;
}

async function createRule(body: LogicRuleBody): Promise<LogicRule> {
  const response = await call('POST', '/rules', body);
  expect(response.statusCode, response.body).toBe(201);
  return logicRuleSchema.parse(json(response));
}

async function auditRows(action: string, targetId: string) {
  return t.database.db
    .select({
      companyId: auditEvents.companyId,
      actorType: auditEvents.actorType,
      actorName: auditEvents.actorName,
      targetLabel: auditEvents.targetLabel,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
}

const gstRule: LogicRuleBody = {
  name: 'Test GST rule',
  description: 'Above ₹20 lakh you must register for GST.',
  country: 'India',
  conditions: [{ field: 'turnover', operator: '>', value: 2_000_000 }],
  recommendations: ['in-gst-registration'],
};

describe('who may call the Logic Builder', () => {
  const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['list', 'GET', '/rules'],
    ['create', 'POST', '/rules'],
    ['update', 'PUT', '/rules/seed-in-export'],
    ['delete', 'DELETE', '/rules/seed-in-export'],
    ['templates', 'GET', '/rules/templates'],
    ['from template', 'POST', '/rules/from-template/template-intent'],
    ['analytics', 'GET', '/rules/analytics?days=30'],
    ['preview', 'POST', '/rules/preview'],
    ['company search', 'GET', '/companies?q=a'],
  ];

  it.each(routes)(
    '%s: 401 without a session and with a founder’s session (which is never an admin session)',
    async (_name, method, url) => {
      const body = method === 'POST' || method === 'PUT' ? gstRule : undefined;
      for (const headers of [{}, bearer(founder.token)] as Record<string, string>[]) {
        const response = await call(method, url, body, headers);
        expect(response.statusCode).toBe(401);
        expect(json(response)).toEqual({ detail: 'Admin authentication required', code: 'UNAUTHENTICATED' });
      }
      // Nothing was changed by the refused calls.
      expect((await call('GET', '/rules')).statusCode).toBe(200);
      expect(logicRulesResponseSchema.parse(json(await call('GET', '/rules'))).rules.map((rule) => rule.id)).toContain('seed-in-export');
    },
  );
});

describe('rules: list, create, edit, delete', () => {
  it('GET lists the seeded rules, highest priority first', async () => {
    const response = await call('GET', '/rules');
    expect(response.statusCode).toBe(200);
    const { rules } = logicRulesResponseSchema.parse(json(response));
    expect(rules.length).toBeGreaterThanOrEqual(12);
    expect(rules.find((rule) => rule.id === 'seed-in-gst-threshold')).toMatchObject({
      country: 'India',
      priority: 9,
      active: true,
      match: 'all',
    });
    const priorities = rules.map((rule) => rule.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('POST makes a rule with the spec’s defaults (operator >, priority 1, on), a number typed as text stored as a number, and audits it', async () => {
    const response = await call('POST', '/rules', {
      name: '  Big exporters ',
      country: 'All',
      conditions: [{ field: 'turnover', value: '5000000' }],
      recommendations: ['in-iec-registration'],
    });
    expect(response.statusCode).toBe(201);
    const rule = logicRuleSchema.parse(json(response));
    expect(rule).toMatchObject({
      name: 'Big exporters',
      description: '',
      country: 'All',
      match: 'all',
      priority: 1,
      active: true,
      conditions: [{ field: 'turnover', operator: '>', value: 5_000_000 }],
      recommendations: ['in-iec-registration'],
    });
    const [row] = await auditRows('logic_rule.created', rule.id);
    expect(row).toMatchObject({ companyId: null, actorType: 'staff', targetLabel: 'Big exporters' });
    expect(row!.actorName).toMatch(/\(Charter staff\)$/);
    expect(row!.changes).toEqual(expect.arrayContaining([{ field: 'priority', before: null, after: '1' }]));
  });

  it.each([
    [
      'an empty condition value',
      { ...gstRule, conditions: [{ field: 'turnover', operator: '>', value: '' }] },
      'conditions.0.value: Please fill in field and value',
    ],
    [
      'a condition without a field',
      { ...gstRule, conditions: [{ operator: '>', value: 5 }] },
      'conditions.0.field: Please fill in field and value',
    ],
    ['no name', { ...gstRule, name: '' }, 'name: Please enter a rule name'],
    ['no country', { ...gstRule, country: undefined }, 'country: Please choose a country'],
    ['priority 11', { ...gstRule, priority: 11 }, 'priority: Priority must be between 1 and 10'],
    ['priority 0', { ...gstRule, priority: 0 }, 'priority: Priority must be between 1 and 10'],
    [
      'text compared with >',
      { ...gstRule, conditions: [{ field: 'industry', operator: '>', value: 'a' }] },
      'conditions.0.operator: Industry can only be compared with ==, contains',
    ],
    [
      'a word for a number',
      { ...gstRule, conditions: [{ field: 'employees', operator: '>=', value: 'ten' }] },
      'conditions.0.value: Employees must be a number',
    ],
    ['no services', { ...gstRule, recommendations: [] }, 'recommendations: Choose at least one service to recommend'],
    [
      'a service not in the catalogue',
      { ...gstRule, recommendations: ['in-gst-registration', 'no-such-service'] },
      'recommendations: no such service: no-such-service',
    ],
  ])('POST with %s is 400 with the editor’s message, and saves nothing', async (_name, body, detail) => {
    const before = logicRulesResponseSchema.parse(json(await call('GET', '/rules'))).rules.length;
    const response = await call('POST', '/rules', body);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail, code: 'VALIDATION_FAILED' });
    expect(logicRulesResponseSchema.parse(json(await call('GET', '/rules'))).rules.length).toBe(before);
  });

  it('PUT replaces the rule and audits what changed; an unknown id is 404; a bad body is 400', async () => {
    const rule = await createRule(gstRule);
    const response = await call('PUT', `/rules/${rule.id}`, { ...gstRule, priority: 7, active: false, match: 'any' });
    expect(response.statusCode).toBe(200);
    expect(logicRuleSchema.parse(json(response))).toMatchObject({ id: rule.id, priority: 7, active: false, match: 'any' });
    const [row] = await auditRows('logic_rule.updated', rule.id);
    expect(row!.changes).toEqual([
      { field: 'match', before: 'all', after: 'any' },
      { field: 'priority', before: '1', after: '7' },
      { field: 'active', before: 'true', after: 'false' },
    ]);

    const missing = await call('PUT', '/rules/no-such-rule', gstRule);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ detail: 'Logic rule not found', code: 'NOT_FOUND' });
    const bad = await call('PUT', `/rules/${rule.id}`, { ...gstRule, priority: 12 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ detail: 'priority: Priority must be between 1 and 10' });
  });

  it('DELETE removes the rule (204), audits it, and a second DELETE is 404', async () => {
    const rule = await createRule({ ...gstRule, name: 'Short-lived' });
    const response = await call('DELETE', `/rules/${rule.id}`);
    expect(response.statusCode).toBe(204);
    expect(logicRulesResponseSchema.parse(json(await call('GET', '/rules'))).rules.map((r) => r.id)).not.toContain(rule.id);
    const [row] = await auditRows('logic_rule.deleted', rule.id);
    expect(row).toMatchObject({ companyId: null, actorType: 'staff', targetLabel: 'Short-lived' });
    expect((await call('DELETE', `/rules/${rule.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/rules/${rule.id}`, gstRule)).statusCode).toBe(404);
  });

  it('a deleted seeded rule stays deleted when the server starts again (the seed runs at every start)', async () => {
    expect((await call('DELETE', '/rules/seed-in-esic')).statusCode).toBe(204);
    await t.app.services.recommendations.seed();
    const { rules } = logicRulesResponseSchema.parse(json(await call('GET', '/rules')));
    expect(rules.map((rule) => rule.id)).not.toContain('seed-in-esic');
    expect(rules.map((rule) => rule.id)).toContain('seed-in-epf');
  });
});

describe('templates', () => {
  it('GET lists templates whose every recommended service is in the catalogue', async () => {
    const response = await call('GET', '/rules/templates');
    expect(response.statusCode).toBe(200);
    const { templates } = logicRuleTemplatesResponseSchema.parse(json(response));
    expect(templates.length).toBeGreaterThanOrEqual(10);
    const catalogue = json<{ services: { id: string }[] } | { id: string }[]>(await t.app.inject({ method: 'GET', url: '/api/services' }));
    const ids = new Set((Array.isArray(catalogue) ? catalogue : catalogue.services).map((service) => service.id));
    for (const template of templates) {
      expect(template.conditions.length).toBeGreaterThan(0);
      for (const serviceId of template.recommendations) expect(ids, `${template.id} → ${serviceId}`).toContain(serviceId);
    }
  });

  it('POST from-template makes the staff’s own rule from it (on, priority 1) and audits which template; unknown is 404', async () => {
    const response = await call('POST', '/rules/from-template/template-tax-audit');
    expect(response.statusCode).toBe(201);
    const rule = logicRuleSchema.parse(json(response));
    expect(rule).toMatchObject({
      name: 'Tax audit above ₹1 crore',
      country: 'India',
      priority: 1,
      active: true,
      conditions: [{ field: 'turnover', operator: '>', value: 10_000_000 }],
      recommendations: ['in-tax-audit'],
    });
    const [row] = await auditRows('logic_rule.created', rule.id);
    expect(row!.changes[0]).toEqual({ field: 'template', before: null, after: 'template-tax-audit' });

    const missing = await call('POST', '/rules/from-template/no-such-template');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ detail: 'Template not found', code: 'NOT_FOUND' });
    await call('DELETE', `/rules/${rule.id}`);
  });
});

describe('preview: does the rule fire for this company, and why', () => {
  it('a saved rule against a matching and a non-matching company, each condition with the company’s value; nothing is counted', async () => {
    const rule = await createRule({
      ...gstRule,
      name: 'Food exporters',
      conditions: [
        { field: 'intent', operator: 'contains', value: 'food' },
        { field: 'turnover', operator: '>', value: 2_000_000 },
      ],
    });
    const matching = await newCompany({ turnover: 3_000_000, is_food_business: true });
    const small = await newCompany({ turnover: 500_000, is_food_business: true });

    const fires = await call('POST', '/rules/preview', { rule_id: rule.id, company_id: matching });
    expect(fires.statusCode).toBe(200);
    expect(logicRulePreviewSchema.parse(json(fires))).toMatchObject({
      fires: true,
      matches: true,
      reason: 'Fires: all 2 conditions hold for this company.',
      rule: { id: rule.id, name: 'Food exporters', active: true, match: 'all' },
      country: { rule: 'India', company: 'India', passes: true },
      conditions: [
        { field: 'intent', operator: 'contains', value: 'food', actual: 'export, food', passes: true },
        { field: 'turnover', operator: '>', value: 2_000_000, actual: 3_000_000, passes: true },
      ],
      recommendations: [{ id: 'in-gst-registration', name: expect.stringMatching(/GST/) }],
    });

    const not = logicRulePreviewSchema.parse(json(await call('POST', '/rules/preview', { rule_id: rule.id, company_id: small })));
    expect(not).toMatchObject({ fires: false, matches: false, reason: 'Does not fire: Turnover is 500000, not > 2000000.' });
    expect(not.conditions.map((condition) => condition.passes)).toEqual([true, false]);

    expect(await t.database.db.select().from(logicRuleTriggers).where(eq(logicRuleTriggers.ruleId, rule.id))).toEqual([]);
    await call('DELETE', `/rules/${rule.id}`);
  });

  it('a draft rule (not saved) with any-of, and a rule for another country', async () => {
    const company = await newCompany({ turnover: 500_000, num_employees: 25 });
    const draft = {
      ...gstRule,
      match: 'any' as const,
      conditions: [
        { field: 'turnover' as const, operator: '>' as const, value: 2_000_000 },
        { field: 'employees' as const, operator: '>=' as const, value: 20 },
      ],
    };
    const any = logicRulePreviewSchema.parse(json(await call('POST', '/rules/preview', { rule: draft, company_id: company })));
    expect(any).toMatchObject({ fires: true, reason: 'Fires: 1 of 2 conditions hold for this company.', rule: { id: null, match: 'any' } });
    const usa = logicRulePreviewSchema.parse(
      json(await call('POST', '/rules/preview', { rule: { ...draft, country: 'USA' }, company_id: company })),
    );
    expect(usa).toMatchObject({ fires: false, country: { rule: 'USA', company: 'India', passes: false } });
    expect(usa.reason).toBe('Does not fire: the rule is for USA and the company is in India.');
  });

  it('400 for a bad draft or neither/both of rule and rule_id; 404 for an unknown company or rule', async () => {
    const company = await newCompany();
    const badDraft = await call('POST', '/rules/preview', {
      rule: { ...gstRule, conditions: [{ field: 'turnover', value: '' }] },
      company_id: company,
    });
    expect(badDraft.statusCode).toBe(400);
    expect(json(badDraft)).toMatchObject({ detail: 'rule.conditions.0.value: Please fill in field and value', code: 'VALIDATION_FAILED' });
    for (const body of [{ company_id: company }, { company_id: company, rule_id: 'seed-in-export', rule: gstRule }]) {
      const response = await call('POST', '/rules/preview', body);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ detail: 'Send either rule_id or rule, not both', code: 'VALIDATION_FAILED' });
    }
    const noCompany = await call('POST', '/rules/preview', {
      rule_id: 'seed-in-export',
      company_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(noCompany.statusCode).toBe(404);
    expect(json(noCompany)).toEqual({ detail: 'Company not found', code: 'NOT_FOUND' });
    const noRule = await call('POST', '/rules/preview', { rule_id: 'no-such-rule', company_id: company });
    expect(noRule.statusCode).toBe(404);
    expect(json(noRule)).toEqual({ detail: 'Logic rule not found', code: 'NOT_FOUND' });
  });

  it('company search finds a company by part of its name, case-insensitively, and by id', async () => {
    const id = await newCompany({ name: 'Zephyr Looms Private Limited' });
    const byName = logicCompanySearchSchema.parse(json(await call('GET', '/companies?q=zephyr%20loom')));
    expect(byName.companies).toEqual([
      { id, name: 'Zephyr Looms Private Limited', country: 'India', entity_type: 'Private Limited', state: 'Maharashtra' },
    ]);
    expect(logicCompanySearchSchema.parse(json(await call('GET', `/companies?q=${id}`))).companies.map((c) => c.id)).toEqual([id]);
    expect(logicCompanySearchSchema.parse(json(await call('GET', '/companies?q=%25'))).companies).toEqual([]);
  });
});

describe('rules fire in a company’s recommendations, by priority, and the analytics count real triggers', () => {
  let strong: LogicRule;
  let weak: LogicRule;
  let idle: LogicRule;
  let matching: string;
  let other: string;

  beforeAll(async () => {
    // Only this block's rules speak: the seeded ones are switched off in this test database.
    await t.database.db.update(logicRules).set({ active: false });
    strong = await createRule({
      name: 'Retail brands',
      description: 'Retail brands should protect their name.',
      country: 'India',
      conditions: [{ field: 'industry', operator: 'contains', value: 'retail' }],
      recommendations: ['in-trademark-filing'],
      priority: 10,
    });
    weak = await createRule({
      name: 'Retail shops register',
      description: 'A retail shop registers under the Shops and Establishments Act.',
      country: 'All',
      conditions: [{ field: 'industry', operator: '==', value: 'RETAIL' }],
      recommendations: ['in-shops-establishment'],
      priority: 2,
    });
    idle = await createRule({ ...gstRule, name: 'Never fires', conditions: [{ field: 'employees', operator: '>', value: 100_000 }] });
    matching = await newCompany({ industry: 'Retail', turnover: 500_000, is_exporter: false, is_food_business: false });
    other = await newCompany({ industry: 'Software', turnover: 500_000, is_exporter: false, is_food_business: false });
    await completeAll(matching);
    await completeAll(other);
  });

  it('a matching company gets the rules’ services, highest priority first, with the rule’s reason; another company does not', async () => {
    const list = await recommendationsFor(matching);
    expect(list.map((item) => [item.id, item.source, item.reason])).toEqual([
      ['in-trademark-filing', 'admin_rule', 'Retail brands should protect their name.'],
      ['in-shops-establishment', 'admin_rule', 'A retail shop registers under the Shops and Establishments Act.'],
    ]);
    expect(await recommendationsFor(other)).toEqual([]);

    // Priorities swapped: the order follows.
    const swapped = await call('PUT', `/rules/${weak.id}`, { ...weak, priority: 10, created_at: undefined });
    expect(swapped.statusCode, swapped.body).toBe(200);
    await call('PUT', `/rules/${strong.id}`, { ...strong, priority: 1 });
    expect((await recommendationsFor(matching)).map((item) => item.id)).toEqual(['in-shops-establishment', 'in-trademark-filing']);

    // Switched off: it stops firing.
    await call('PUT', `/rules/${strong.id}`, { ...strong, priority: 1, active: false });
    expect((await recommendationsFor(matching)).map((item) => item.id)).toEqual(['in-shops-establishment']);
    await call('PUT', `/rules/${strong.id}`, { ...strong, priority: 1, active: true });
  });

  it('analytics: a company counts once a day however often it looks; days narrow the window; most triggers first', async () => {
    // Today (20 Nov) `matching` has looked several times already (above): one trigger for each rule.
    now = new Date('2026-11-21T10:00:00Z');
    adminHeaders = await signInStaff(t.app, admin);
    await recommendationsFor(matching);
    await recommendationsFor(matching);
    const second = await newCompany({ industry: 'Retail Fashion', turnover: 500_000, is_exporter: false, is_food_business: false });
    await recommendationsFor(second); // `contains retail` fires; `== RETAIL` does not

    const response = await call('GET', '/rules/analytics?days=30');
    expect(response.statusCode).toBe(200);
    const analytics = logicRuleAnalyticsSchema.parse(json(response));
    expect(analytics.date_range).toEqual({ days: 30, from: '2026-10-23', to: '2026-11-21' });
    const byId = new Map(analytics.rules.map((rule) => [rule.rule_id, rule]));
    expect(byId.get(strong.id)).toMatchObject({
      rule_name: 'Retail brands',
      country: 'India',
      total_triggers: 3,
      companies: 2,
      active: true,
    });
    expect(byId.get(weak.id)).toMatchObject({ total_triggers: 2, companies: 1 });
    expect(analytics.rules[0]!.rule_id).toBe(strong.id);
    expect(analytics.rules.length).toBe(10);
    expect(analytics.total_rules).toBeGreaterThan(10);
    expect(analytics.rules_triggered).toBe(2);
    const all = logicRuleAnalyticsSchema.parse(json(await call('GET', '/rules/analytics?days=30&limit=100')));
    expect(all.rules.find((rule) => rule.rule_id === idle.id)).toMatchObject({ total_triggers: 0, companies: 0 });

    const today = logicRuleAnalyticsSchema.parse(json(await call('GET', '/rules/analytics?days=1')));
    expect(today.date_range).toEqual({ days: 1, from: '2026-11-21', to: '2026-11-21' });
    expect(today.rules.find((rule) => rule.rule_id === strong.id)).toMatchObject({ total_triggers: 2, companies: 2 });
    expect(today.rules.find((rule) => rule.rule_id === weak.id)).toMatchObject({ total_triggers: 1 });

    for (const days of ['0', '366', 'many']) {
      const bad = await call('GET', `/rules/analytics?days=${days}`);
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});
