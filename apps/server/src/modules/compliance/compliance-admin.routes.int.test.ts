import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminComplianceRule, AuditEvent, CreateCompanyBody, Requirement } from '@charter/shared';
import { bearer, signedInUser, signInStaff } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { auditEvents, companies, complianceRuleChangeCompanies, complianceRuleChanges } from '../../db/schema';

// 22 Nov 2026, so due dates are exact to the day; each reading a millisecond later, so events keep their order.
const now = new Date('2026-11-22T12:00:00Z');
let ticks = 0;
const clock = () => new Date(now.getTime() + (ticks += 1));
const admin = { email: 'rules@charter.test', password: 'correct horse battery' };
let t: TestApp;
let founder: { token: string };
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ admin }, { clock });
  founder = await signedInUser(t.app, 'Founder');
  adminHeaders = await signInStaff(t.app, admin);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = adminHeaders) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const newCompany = async (overrides: Partial<CreateCompanyBody>) => (await createdCompany(t.app, founder.token, overrides)).id;
const requirements = async (id: string) =>
  json<{ requirements: Requirement[] }>(
    await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(founder.token) }),
  ).requirements;
const activity = async (id: string) =>
  json<{ events: AuditEvent[] }>(
    await t.app.inject({ method: 'GET', url: `/api/companies/${id}/activity`, headers: bearer(founder.token) }),
  ).events;
const ruleEvents = async (id: string) => (await activity(id)).filter((event) => event.action.startsWith('compliance.'));

/** Waits for the compliance.replan job to finish every queued change (it runs in this process's workers). */
async function jobsDone(timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await t.database.db.select().from(complianceRuleChanges).where(isNull(complianceRuleChanges.processedAt));
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error('re-plan job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
async function replannedBy(ruleId: string): Promise<string[][]> {
  const changes = await t.database.db.select().from(complianceRuleChanges).where(eq(complianceRuleChanges.ruleId, ruleId));
  const out: string[][] = [];
  for (const change of changes.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const rows = await t.database.db
      .select()
      .from(complianceRuleChangeCompanies)
      .where(eq(complianceRuleChangeCompanies.changeId, change.id));
    out.push(rows.map((row) => row.companyId).sort());
  }
  return out;
}

const exportRule = {
  title: 'Export realisation statement',
  description: 'A yearly statement of export proceeds realised, for the bank.',
  country: 'India',
  entity_types: ['Private Limited', 'LLP'],
  category: 'Regulatory',
  applies_when: { all: [{ field: 'is_exporter', op: '==', value: true }] },
  // Each April–March year: due 30 June after it ends (due month 14 counts from April).
  due: { kind: 'schedule', anchor: 'april', events: [{ period_start: 0, period_months: 12, due_month: 14, due_day: 30, label: '{FY}' }] },
};

describe('access', () => {
  it('answers 401 without a session and to a customer session on every route', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/admin/compliance'],
      ['GET', '/api/admin/compliance/IN-LAB-01'],
      ['POST', '/api/admin/compliance'],
      ['PUT', '/api/admin/compliance/IN-LAB-01'],
      ['DELETE', '/api/admin/compliance/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url] of routes) {
      for (const headers of [{}, bearer(founder.token)]) {
        const response = await call(method, url, method === 'POST' || method === 'PUT' ? exportRule : undefined, headers);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(json(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
  });
});

describe('GET /api/admin/compliance', () => {
  it('lists the statutory catalogue with sources, impact and due dates in words', async () => {
    const response = await call('GET', '/api/admin/compliance');
    expect(response.statusCode).toBe(200);
    const body = json<{ rules: AdminComplianceRule[]; count: number }>(response);
    expect(body.count).toBe(body.rules.length);
    const epf = body.rules.find((rule) => rule.id === 'IN-LAB-02')!;
    expect(epf).toMatchObject({ kind: 'statutory', status: 'active', impact_level: 'high', overridden: false, country: 'India' });
    expect(epf.source_url).toMatch(/^https:\/\//);
    expect(epf.due_summary).toMatch(/Monthly/);
    expect((await call('GET', '/api/admin/compliance/NO-SUCH-RULE')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/compliance/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('validation', () => {
  const bad = async (payload: object, method: 'POST' | 'PUT' = 'POST', url = '/api/admin/compliance') => {
    const response = await call(method, url, payload);
    expect(response.statusCode).toBe(400);
    const body = json<{ detail: string; code: string }>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    return body.detail;
  };

  it('names an unknown fact, an operator that does not fit, a bad value and a bad due-date rule', async () => {
    expect(await bad({ ...exportRule, applies_when: { all: [{ field: 'revenue', op: '>', value: 1 }] } })).toMatch(
      /^applies_when\.all\.0\.field: Unknown fact "revenue"/,
    );
    expect(await bad({ ...exportRule, applies_when: { field: 'is_exporter', op: '>', value: true } })).toMatch(
      /^applies_when\.op: Operator ">" does not fit Exporter/,
    );
    expect(await bad({ ...exportRule, applies_when: { field: 'num_employees', op: '>=', value: 'twenty' } })).toMatch(
      /^applies_when\.value: .*is a number/,
    );
    expect(await bad({ ...exportRule, applies_when: { field: 'num_employees', op: 'in', value: [] } })).toMatch(/needs a list/);
    expect(await bad({ ...exportRule, applies_when: { field: 'state', op: 'known', value: 'x' } })).toMatch(/takes no value/);
    expect(await bad({ ...exportRule, due: { kind: 'weekly' } })).toMatch(/^due\.kind: Unknown due-date kind/);
    expect(await bad({ ...exportRule, due: { kind: 'after_incorporation' } })).toMatch(/^due\.months: Give months or days/);
    expect(await bad({ ...exportRule, due: { kind: 'fy_end', months: 99, label: 'fy' } })).toMatch(/^due\.months: /);
    expect(await bad({ ...exportRule, entity_types: ['LLC'] })).toMatch(/^entity_types\.0: LLC is not an entity type of India/);
    expect(await bad({ ...exportRule, impact_level: 'extreme' })).toMatch(/^impact_level: The impact level is one of/);
    expect(await bad({ ...exportRule, title: '' })).toMatch(/^title: /);
  });

  it('names a missing or malformed condition instead of failing (it answered 500)', async () => {
    const { applies_when: _omitted, ...withoutCondition } = exportRule;
    expect(await bad(withoutCondition)).toBe(
      'applies_when: Give a condition, or null for every company of the jurisdiction and entity types',
    );
    expect(await bad({ ...exportRule, applies_when: 'exporters' })).toMatch(/^applies_when: A condition is an object/);
    expect(await bad({ ...exportRule, applies_when: { any: 'x' } })).toMatch(/^applies_when\.any: "any" needs a list/);
    expect(await bad({})).toMatch(/^title: /);
  });

  it('keeps a statutory rule’s law: only wording, category, impact and status change', async () => {
    const base = { title: 'EPF registration', description: 'x', category: 'Labor', impact_level: 'high', status: 'active' };
    expect(await bad({ ...base, due: exportRule.due }, 'PUT', '/api/admin/compliance/IN-LAB-01')).toMatch(
      /^due: IN-LAB-01 is a statutory rule/,
    );
    expect(await bad({ ...base, impact_level: 'urgent' }, 'PUT', '/api/admin/compliance/IN-LAB-01')).toMatch(/^impact_level: /);
    expect(await bad({ ...base, status: 'paused' }, 'PUT', '/api/admin/compliance/IN-LAB-01')).toMatch(/^status: /);
    expect((await call('PUT', '/api/admin/compliance/NO-SUCH-RULE', base)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/compliance/00000000-0000-4000-8000-000000000000', exportRule)).statusCode).toBe(404);
  });

  it('refuses to delete a statutory rule (409) and answers 404 for an unknown one', async () => {
    const statutory = await call('DELETE', '/api/admin/compliance/IN-LAB-01');
    expect(statutory.statusCode).toBe(409);
    expect(json(statutory)).toMatchObject({ code: 'CONFLICT', detail: expect.stringMatching(/Deactivate/) });
    expect((await call('DELETE', '/api/admin/compliance/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/compliance/NO-SUCH-RULE')).statusCode).toBe(404);
  });
});

describe('a change re-plans exactly the companies it reaches, and tells each', () => {
  let withEpf: string;
  let small: string;
  let exporter: string;
  let usa: string;

  beforeAll(async () => {
    withEpf = await newCompany({ num_employees: 25, is_exporter: false });
    small = await newCompany({ num_employees: 5, is_exporter: false });
    exporter = await newCompany({ num_employees: 5, is_exporter: true });
    usa = await newCompany({ country: 'USA', state: 'Delaware', entity_type: 'C-Corp', num_employees: 30, is_exporter: true });
  });

  it('a deactivated statutory rule leaves only the companies it applied to, keeping their completed filings', async () => {
    const before = await requirements(withEpf);
    const epfRows = before.filter((row) => row.rule_id === 'IN-LAB-02');
    expect(epfRows.length).toBeGreaterThan(0);
    const done = epfRows[0]!;
    const marked = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${withEpf}/compliance/${done.id}`,
      headers: bearer(founder.token),
      payload: { status: 'completed' },
    });
    expect(marked.statusCode).toBe(200);
    const untouched = { small: await requirements(small), exporter: await requirements(exporter), usa: await requirements(usa) };
    const planStamp = async (id: string) =>
      (await t.database.db.select({ version: companies.rulesVersion }).from(companies).where(eq(companies.id, id)))[0]?.version;
    const stampBefore = await planStamp(small);
    expect(stampBefore).toBeTruthy();

    const response = await call('PUT', '/api/admin/compliance/IN-LAB-02', {
      title: 'EPF contribution and ECR',
      description: 'Monthly PF.',
      category: 'Labor',
      impact_level: 'high',
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(json<AdminComplianceRule>(response)).toMatchObject({ id: 'IN-LAB-02', status: 'inactive', overridden: true });
    await jobsDone();

    expect(await replannedBy('IN-LAB-02')).toEqual([[withEpf]]);
    const after = await requirements(withEpf);
    expect(after.filter((row) => row.rule_id === 'IN-LAB-02')).toEqual([expect.objectContaining({ id: done.id, status: 'completed' })]);
    const events = await ruleEvents(withEpf);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'compliance.obligation_removed',
      actor: { type: 'staff', name: 'Administrator (Charter staff)' },
      target: { label: 'EPF contribution and ECR' },
      changes: [{ field: 'reason', after: 'deactivated' }],
    });
    for (const id of [small, exporter, usa]) expect(await ruleEvents(id)).toEqual([]);
    expect(await requirements(small)).toEqual(untouched.small);
    // The catalogue fingerprint is the code's: a back-office change does not send every company to re-plan on its next read.
    expect(await planStamp(small)).toBe(stampBefore);
    expect(await requirements(exporter)).toEqual(untouched.exporter);
    expect(await requirements(usa)).toEqual(untouched.usa);

    // The public catalogue no longer lists it; the admin list does, as inactive.
    const publicRules = json<{ rules: { id: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/compliance/rules' })).rules;
    expect(publicRules.some((rule) => rule.id === 'IN-LAB-02')).toBe(false);

    // Re-activated, it comes back for the same company only.
    const again = await call('PUT', '/api/admin/compliance/IN-LAB-02', {
      title: 'EPF contribution and ECR',
      description: 'Monthly PF.',
      category: 'Labor',
      impact_level: 'critical',
      status: 'active',
    });
    expect(again.statusCode).toBe(200);
    await jobsDone();
    expect((await replannedBy('IN-LAB-02'))[1]).toEqual([withEpf]);
    expect((await ruleEvents(withEpf))[0]).toMatchObject({
      action: 'compliance.obligation_added',
      target: { label: 'EPF contribution and ECR' },
    });
    // The next occurrence is the one already completed: it is not planned a second time.
    expect((await requirements(withEpf)).filter((row) => row.rule_id === 'IN-LAB-02')).toEqual([
      expect.objectContaining({ id: done.id, status: 'completed', due_date: done.due_date }),
    ]);
  });

  it('a custom rule reaches only the matching companies of its jurisdiction; edits and deletion are told; completed items stay', async () => {
    const created = await call('POST', '/api/admin/compliance', exportRule);
    expect(created.statusCode).toBe(201);
    const rule = json<AdminComplianceRule>(created);
    expect(rule).toMatchObject({ kind: 'custom', status: 'active', impact_level: 'medium', country: 'India' });
    await jobsDone();
    const ruleId = `custom:${rule.id}`;
    // The exporter qualifies; the USA company exports too but the rule is India's; the others do not export.
    expect(await replannedBy(ruleId)).toEqual([[exporter]]);
    const planned = (await requirements(exporter)).filter((row) => row.rule_id === ruleId);
    expect(planned).toEqual([expect.objectContaining({ name: 'Export realisation statement', due_date: '2027-06-30', status: 'pending' })]);
    expect((await ruleEvents(exporter))[0]).toMatchObject({
      action: 'compliance.obligation_added',
      target: { label: 'Export realisation statement' },
      changes: [{ field: 'due_date', before: null, after: '2027-06-30' }],
    });
    for (const id of [withEpf, small, usa]) {
      expect((await requirements(id)).some((row) => row.rule_id === ruleId)).toBe(false);
      expect((await ruleEvents(id)).some((event) => event.target.id === ruleId)).toBe(false);
    }

    // Renamed and made critical: the exporter is told; still nobody else.
    const renamed = await call('PUT', `/api/admin/compliance/${rule.id}`, {
      ...exportRule,
      title: 'Export proceeds statement',
      impact_level: 'critical',
    });
    expect(renamed.statusCode).toBe(200);
    await jobsDone();
    expect((await replannedBy(ruleId))[1]).toEqual([exporter]);
    expect((await ruleEvents(exporter))[0]).toMatchObject({
      action: 'compliance.obligation_changed',
      changes: [
        { field: 'name', before: 'Export realisation statement', after: 'Export proceeds statement' },
        { field: 'impact_level', before: 'medium', after: 'critical' },
      ],
    });
    const renamedRow = (await requirements(exporter)).find((row) => row.rule_id === ruleId)!;
    expect(renamedRow.name).toBe('Export proceeds statement');

    // Completed, then deleted: the completed occurrence stays in the company's history.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${exporter}/compliance/${renamedRow.id}`,
      headers: bearer(founder.token),
      payload: { status: 'completed' },
    });
    const deleted = await call('DELETE', `/api/admin/compliance/${rule.id}`);
    expect(deleted.statusCode).toBe(200);
    await jobsDone();
    expect((await replannedBy(ruleId))[2]).toEqual([exporter]);
    expect((await requirements(exporter)).filter((row) => row.rule_id === ruleId)).toEqual([
      expect.objectContaining({ id: renamedRow.id, status: 'completed', name: 'Export proceeds statement' }),
    ]);
    expect((await ruleEvents(exporter))[0]).toMatchObject({
      action: 'compliance.obligation_removed',
      changes: [{ field: 'reason', after: 'deleted' }],
    });
    expect((await call('GET', `/api/admin/compliance/${rule.id}`)).statusCode).toBe(404);
  });

  it('writes one admin audit event per change, with the fields before and after', async () => {
    const rows = (
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(isNull(auditEvents.companyId)))
    ).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const actions = rows.filter((row) => row.action.startsWith('compliance_rule.')).map((row) => row.action);
    expect(actions).toEqual([
      'compliance_rule.updated',
      'compliance_rule.updated',
      'compliance_rule.created',
      'compliance_rule.updated',
      'compliance_rule.deleted',
    ]);
    const deactivation = rows.find((row) => row.action === 'compliance_rule.updated' && row.targetId === 'IN-LAB-02')!;
    expect(deactivation).toMatchObject({ actorType: 'staff', targetLabel: 'EPF contribution and ECR' });
    expect(deactivation.changes).toContainEqual({ field: 'status', before: 'active', after: 'inactive' });
    expect(deactivation.requestId).toBeTruthy();
  });

  it('a change that alters nothing the engine sees queues nothing', async () => {
    const count = async () => (await t.database.db.select().from(complianceRuleChanges)).length;
    const before = await count();
    const response = await call('PUT', '/api/admin/compliance/IN-LAB-02', {
      title: 'EPF contribution and ECR',
      description: 'Monthly PF.',
      category: 'Labor',
      impact_level: 'critical',
      status: 'active',
    });
    expect(response.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});
