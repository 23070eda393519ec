import { catalogue } from '@charter/compliance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateCompanyBody, Requirement } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { companyBody, createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

interface Health {
  score: number;
  details: { completed_tasks: number; pending_count: number; overdue_count: number };
}

// The server's clock is fixed so due dates are exact to the day: 22 Nov 2026, 12:00 UTC (17:30 in India).
const now = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let owner: { token: string };
let stranger: { token: string };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  owner = await signedInUser(t.app, 'Owner');
  stranger = await signedInUser(t.app, 'Stranger');
});
afterAll(() => t.close());

const newCompany = async (overrides: Partial<CreateCompanyBody> = {}) => (await createdCompany(t.app, owner.token, overrides)).id;
const list = async (id: string, query = '') =>
  json<{ as_of: string; requirements: Requirement[] }>(
    await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance${query}`, headers: bearer(owner.token) }),
  );
const health = async (id: string, query = '') =>
  json<Health>(await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance/health${query}`, headers: bearer(owner.token) }));
const patch = (id: string, reqId: string, payload: object, token = owner.token) =>
  t.app.inject({ method: 'PATCH', url: `/api/companies/${id}/compliance/${reqId}`, headers: bearer(token), payload });

describe('GET /api/companies/:id/compliance', () => {
  it('lists the planned requirements of an Indian private limited company with sources and form names', async () => {
    const id = await newCompany();
    const { as_of, requirements } = await list(id);
    expect(as_of).toBe('2026-11-22');
    expect(requirements.length).toBeGreaterThan(5);
    for (const requirement of requirements) {
      expect(requirement.source_url).toMatch(/^https?:\/\//);
      if (requirement.due_date && requirement.status !== 'completed' && requirement.due_date < as_of)
        expect(requirement.status).toBe('overdue');
    }
    const names = requirements.map((requirement) => requirement.name).join('\n');
    expect(names).toMatch(/AOC-4/);
    expect(names).toMatch(/MGT-7/);
    expect(names).toMatch(/GSTR-3B/);
  });

  it('shows a one-off obligation whose date has passed as overdue, with the late fees accrued', async () => {
    // Incorporated 1 Jan 2026: INC-20A was due within 180 days (30 Jun 2026).
    const id = await newCompany({ incorporation_date: '2026-01-01' });
    const inc20a = (await list(id)).requirements.find((requirement) => requirement.rule_id === 'IN-MCA-01');
    expect(inc20a).toMatchObject({ status: 'overdue', due_date: '2026-06-30' });
  });

  it('answers a what-if view for another date without storing it', async () => {
    const id = await newCompany();
    const later = await list(id, '?as_of=2027-06-01');
    expect(later.as_of).toBe('2027-06-01');
    for (const requirement of later.requirements) {
      if (requirement.id.startsWith('planned:')) expect(requirement.due_date === null || requirement.due_date >= '2027-06-01').toBe(true);
    }
    const today = await list(id);
    expect(today.requirements.some((requirement) => requirement.id.startsWith('planned:'))).toBe(false);
  });

  it('rejects a malformed as_of with 400', async () => {
    const id = await newCompany();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${id}/compliance?as_of=22-11-2026`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('marking requirements done and the health score', () => {
  it('mark done raises the score, reopen lowers it again', async () => {
    const id = await newCompany({ incorporation_date: '2026-01-01' });
    const before = await health(id);
    const overdue = (await list(id)).requirements.find((requirement) => requirement.status === 'overdue' && requirement.is_mandatory);
    expect(overdue).toBeDefined();

    const done = await patch(id, overdue!.id, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(json(done)).toMatchObject({ status: 'completed', completed_at: now.toISOString(), exposure: null });
    const after = await health(id);
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.details.completed_tasks).toBe(before.details.completed_tasks + 1);
    expect(after.details.overdue_count).toBe(before.details.overdue_count - 1);

    expect(json(await patch(id, overdue!.id, { status: 'pending' }))).toMatchObject({ status: 'overdue', completed_at: null });
    expect((await health(id)).score).toBe(before.score);
  });

  it('rejects a bad status with 400 and unknown or foreign requirements with 404', async () => {
    const id = await newCompany();
    const [first] = (await list(id)).requirements;
    expect((await patch(id, first!.id, { status: 'overdue' })).statusCode).toBe(400);
    expect((await patch(id, first!.id, { status: 'done' })).statusCode).toBe(400);
    expect((await patch(id, '00000000-0000-4000-8000-000000000000', { status: 'completed' })).statusCode).toBe(404);
    expect((await patch(id, 'planned:x', { status: 'completed' })).statusCode).toBe(404);
    expect((await patch(id, first!.id, { status: 'completed' }, stranger.token)).statusCode).toBe(404);

    const otherCompany = await newCompany();
    expect((await patch(otherCompany, first!.id, { status: 'completed' })).statusCode).toBe(404);
  });
});

describe('re-planning when the profile changes', () => {
  it('adds PF when employees reach 20 and removes it again, keeping completed items', async () => {
    const id = await newCompany({ num_employees: 12 });
    const hasPf = async () => (await list(id)).requirements.some((requirement) => requirement.name.startsWith('EPF'));
    expect(await hasPf()).toBe(false);
    await t.app.inject({ method: 'PATCH', url: `/api/companies/${id}`, headers: bearer(owner.token), payload: { num_employees: 20 } });
    expect(await hasPf()).toBe(true);

    const completedOne = (await list(id)).requirements.find((requirement) => requirement.status !== 'completed' && requirement.due_date);
    await patch(id, completedOne!.id, { status: 'completed' });
    await t.app.inject({ method: 'PATCH', url: `/api/companies/${id}`, headers: bearer(owner.token), payload: { num_employees: 3 } });
    const after = await list(id);
    expect(after.requirements.some((requirement) => requirement.name.startsWith('EPF'))).toBe(false);
    expect(after.requirements.find((requirement) => requirement.id === completedOne!.id)).toMatchObject({ status: 'completed' });
  });
});

describe('re-planning when the rules change', () => {
  it('plans again with a changed catalogue on the next read', async () => {
    const withoutAoc = catalogue.filter((rule) => !rule.name.includes('AOC-4'));
    const changed = await createTestApp({}, { clock: () => now, complianceRules: withoutAoc });
    try {
      const user = await signedInUser(changed.app);
      const { id } = await createdCompany(changed.app, user.token);
      const names = json<{ requirements: Requirement[] }>(
        await changed.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(user.token) }),
      )
        .requirements.map((requirement) => requirement.name)
        .join('\n');
      expect(names).not.toMatch(/AOC-4/);
    } finally {
      await changed.close();
    }
  });
});

describe('POST /api/compliance/detect', () => {
  it('summarises a profile that is not saved', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/detect?as_of=2026-11-22',
      headers: bearer(owner.token),
      payload: companyBody({ country: 'USA', state: 'Delaware', entity_type: 'C-Corp' }),
    });
    expect(response.statusCode).toBe(200);
    const body = json<{
      summary: { compliance_score: number; urgent: number; pending: number };
      next_deadline: { name: string; due_date: string };
      compliance_items: { name: string }[];
    }>(response);
    expect(body.compliance_items.map((item) => item.name).join('\n')).toMatch(/Form 1120/);
    expect(body.next_deadline.due_date >= '2026-11-22').toBe(true);
    expect(body.summary.urgent + body.summary.pending).toBe(body.compliance_items.length);
  });

  it('rejects a bad profile with 400 and answers 401 without a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/compliance/detect', headers: bearer(owner.token), payload: { country: 'India' } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/compliance/detect', payload: companyBody() })).statusCode).toBe(401);
  });
});

describe('GET /api/compliance/rules', () => {
  it('is public and lists every rule with its source and last-verified date', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/compliance/rules' });
    expect(response.statusCode).toBe(200);
    const body = json<{ count: number; rules: { id: string; source_url: string; last_verified: string }[] }>(response);
    expect(body.count).toBe(catalogue.length);
    expect(body.rules.every((rule) => rule.source_url.startsWith('http') && /^\d{4}-\d{2}-\d{2}$/.test(rule.last_verified))).toBe(true);
  });
});

describe('PATCH /api/companies/:id/compliance (several at once)', () => {
  const bulk = (id: string, payload: object, token = owner.token) =>
    t.app.inject({ method: 'PATCH', url: `/api/companies/${id}/compliance`, headers: bearer(token), payload });

  it('marks the one-time filings due before the company joined as done in one call, and the score follows', async () => {
    const id = await newCompany({ incorporation_date: '2019-06-15' });
    const overdueOneOffs = (await list(id)).requirements.filter((requirement) => requirement.status === 'overdue');
    expect(overdueOneOffs.length).toBeGreaterThan(1);
    const before = await health(id);

    const response = await bulk(id, { ids: overdueOneOffs.map((requirement) => requirement.id), status: 'completed' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ updated: overdueOneOffs.length });
    const after = await health(id);
    expect(after.details.overdue_count).toBe(before.details.overdue_count - overdueOneOffs.length);
    expect(after.score).toBeGreaterThan(before.score);
  });

  it('is all or nothing: one id of another company or of nobody changes nothing and answers 404', async () => {
    const id = await newCompany();
    const other = await newCompany();
    const [mine] = (await list(id)).requirements;
    const [theirs] = (await list(other)).requirements;
    for (const ids of [
      [mine!.id, theirs!.id],
      [mine!.id, '00000000-0000-4000-8000-000000000000'],
      [mine!.id, 'planned:x'],
    ]) {
      expect((await bulk(id, { ids, status: 'completed' })).statusCode).toBe(404);
    }
    expect((await list(id)).requirements.find((requirement) => requirement.id === mine!.id)!.status).not.toBe('completed');
    expect((await bulk(id, { ids: [mine!.id], status: 'completed' }, stranger.token)).statusCode).toBe(404);
  });

  it('rejects an empty list, a bad status and too many ids with 400', async () => {
    const id = await newCompany();
    for (const payload of [
      { ids: [], status: 'completed' },
      { ids: ['x'], status: 'overdue' },
      { ids: Array.from({ length: 201 }, (_, i) => `id-${i}`), status: 'completed' },
    ]) {
      const response = await bulk(id, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('the compliance summary', () => {
  it('is computed on the server with the shared definition of urgent, and moves when an item is done', async () => {
    const id = await newCompany();
    const list = async () =>
      json<{
        summary: {
          urgent: number;
          pending: number;
          completed: number;
          overdue: number;
          next_deadline: { name: string; due_date: string } | null;
        };
        requirements: Requirement[];
      }>(await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(owner.token) }));
    const before = await list();
    const open = before.requirements.filter((requirement) => requirement.status !== 'completed');
    const urgent = open.filter((requirement) => requirement.due_date !== null && requirement.due_date <= '2026-11-29');
    expect(before.summary.urgent).toBe(urgent.length);
    expect(before.summary.overdue).toBe(open.filter((requirement) => requirement.status === 'overdue').length);
    expect(before.summary.urgent + before.summary.pending + before.summary.completed).toBe(before.requirements.length);
    const upcoming = open
      .filter((requirement) => requirement.due_date !== null && requirement.due_date >= '2026-11-22')
      .map((r) => r.due_date!)
      .sort();
    expect(before.summary.next_deadline?.due_date).toBe(upcoming[0]);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${id}/compliance/${urgent[0]!.id}`,
      headers: bearer(owner.token),
      payload: { status: 'completed' },
    });
    const after = await list();
    expect(after.summary).toMatchObject({ urgent: before.summary.urgent - 1, completed: before.summary.completed + 1 });
  });
});

describe('why each requirement applies', () => {
  it('carries the facts that made it apply, with the founder’s values, and says what would decide a conditional one', async () => {
    const { id } = await createdCompany(t.app, owner.token, {
      num_employees: 22,
      turnover: 4_500_000,
      is_exporter: false,
      is_food_business: false,
    });
    const { requirements } = json<{ requirements: (Requirement & { reasons: { kind: string; text: string; facts: string[] }[] })[] }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(owner.token) }),
    );
    const epf = requirements.find((requirement) => requirement.rule_id === 'IN-LAB-01')!;
    expect(epf.reasons.map((reason) => reason.text)).toContain('Because you have 22 employees (20 or more)');
    const registration = requirements.find((requirement) => requirement.rule_id === 'IN-GST-REG')!;
    expect(registration.reasons.map((reason) => reason.text)).toContain('Because your turnover (₹45,00,000) is above ₹40,00,000');
    expect(requirements.every((requirement) => requirement.reasons.length > 0)).toBe(true);
    expect(
      requirements
        .filter((requirement) => requirement.applicability === 'conditional')
        .every((requirement) => requirement.reasons.some((reason) => reason.kind === 'unknown')),
    ).toBe(true);
  });
});

describe('POST /api/companies/{id}/compliance/what-if', () => {
  const company = async (overrides: Partial<CreateCompanyBody>) => (await createdCompany(t.app, owner.token, overrides)).id;
  const whatIf = (id: string, payload: unknown, token = owner.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/companies/${id}/compliance/what-if`,
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const ruleIds = (items: { rule_id: string }[]) => items.map((item) => item.rule_id);

  it('crossing the GST threshold adds GST registration and returns; dropping below 10 employees removes ESIC; nothing is written', async () => {
    const id = await company({ turnover: 1_500_000, num_employees: 12, is_exporter: false, is_food_business: false, gst_filing: null });
    const before = await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(owner.token) });
    const gst = json<{ added: { rule_id: string; due_date: string | null; reasons: { text: string }[] }[]; removed: unknown[] }>(
      await whatIf(id, { changes: { turnover: 4_500_000 } }),
    );
    expect(ruleIds(gst.added)).toContain('IN-GST-REG');
    expect(gst.added.find((item) => item.rule_id === 'IN-GST-REG')!.reasons.map((reason) => reason.text)).toContain(
      'Because your turnover (₹45,00,000) is above ₹40,00,000',
    );
    const fewer = json<{ removed: { rule_id: string }[] }>(await whatIf(id, { changes: { num_employees: 8 } }));
    expect(ruleIds(fewer.removed)).toEqual(expect.arrayContaining(['IN-LAB-03', 'IN-LAB-04']));
    // Nothing saved: the company and its plan are as they were.
    const after = await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(owner.token) });
    expect(json(after)).toEqual(json(before));
    expect(
      json<{ num_employees: number }>(await t.app.inject({ method: 'GET', url: `/api/companies/${id}`, headers: bearer(owner.token) }))
        .num_employees,
    ).toBe(12);
  });

  it('looks ahead up to three years, refuses bad input, and answers 404 to a stranger', async () => {
    const id = await company({});
    const ahead = await whatIf(id, { changes: { num_employees: 30 }, as_of: '2027-11-22' });
    expect(ahead.statusCode).toBe(200);
    expect(json<{ as_of: string }>(ahead).as_of).toBe('2027-11-22');
    expect((await whatIf(id, { changes: { num_employees: 30 }, as_of: '2031-01-01' })).statusCode).toBe(400);
    expect((await whatIf(id, { changes: {} })).statusCode).toBe(400);
    expect((await whatIf(id, { changes: { num_employees: -1 } })).statusCode).toBe(400);
    expect((await whatIf(id, { changes: { unknown_fact: true } })).statusCode).toBe(400);
    expect((await whatIf(id, { changes: { num_employees: 30 } }, stranger.token)).statusCode).toBe(404);
  });
});
