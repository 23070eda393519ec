import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateCompanyBody } from '@charter/shared';
import { bearer, signedInUser, signInStaff } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { companies, complianceRequirements, complianceRuleChanges } from '../../db/schema';

// A company's computed plan is kept between reads (compliance-plan-cache.ts); each change that affects it must show on
// the very next read. Across two processes: apps/server/test/scale/scale.test.ts.

interface Req {
  id: string;
  rule_id: string;
  name: string;
  status: string;
}
interface List {
  as_of: string;
  requirements: Req[];
}

// 22 Nov 2026 at noon UTC unless a test moves it (midnight in a company's time zone).
let now = new Date('2026-11-22T12:00:00Z');
const admin = { email: 'plan-cache@charter.test', password: 'correct horse battery' };
let t: TestApp;
let founder: { token: string };
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ admin }, { clock: () => now });
  founder = await signedInUser(t.app, 'Founder');
  adminHeaders = await signInStaff(t.app, admin);
});
afterAll(() => t.close());

const newCompany = async (overrides: Partial<CreateCompanyBody> = {}) => (await createdCompany(t.app, founder.token, overrides)).id;
async function list(id: string): Promise<List> {
  const response = await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(founder.token) });
  expect(response.statusCode).toBe(200);
  return json<List>(response);
}
const epochOf = async (id: string) =>
  (await t.database.db.select({ epoch: companies.planEpoch }).from(companies).where(eq(companies.id, id)))[0]!.epoch;

async function replanJobsDone(timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await t.database.db.select().from(complianceRuleChanges).where(isNull(complianceRuleChanges.processedAt))).length > 0) {
    if (Date.now() > deadline) throw new Error('the re-plan job did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a kept compliance plan', () => {
  it('is served again while its epoch stands, and read afresh once the epoch moves', async () => {
    const id = await newCompany();
    const first = await list(id);
    // Behind the service's back, so the epoch stays: the kept plan is what answers.
    const target = first.requirements[0]!;
    await t.database.db
      .update(complianceRequirements)
      .set({ name: 'Renamed behind its back' })
      .where(eq(complianceRequirements.id, target.id));
    expect((await list(id)).requirements.find((item) => item.id === target.id)!.name).toBe(target.name);
    await t.database.db
      .update(companies)
      .set({ planEpoch: sql`${companies.planEpoch} + 1` })
      .where(eq(companies.id, id));
    expect((await list(id)).requirements.find((item) => item.id === target.id)!.name).toBe('Renamed behind its back');
  });

  it('is dropped by a fact edit', async () => {
    const id = await newCompany({ num_employees: 12 });
    const hasEpf = async () => (await list(id)).requirements.some((item) => item.name.startsWith('EPF'));
    expect(await hasEpf()).toBe(false);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${id}`,
      headers: bearer(founder.token),
      payload: { num_employees: 25 },
    });
    expect(edit.statusCode).toBe(200);
    expect(await hasEpf()).toBe(true);
  });

  it('is dropped by a status change, one requirement or several', async () => {
    const id = await newCompany();
    const [one, two, three] = (await list(id)).requirements.filter((item) => item.status !== 'completed');
    const epoch = await epochOf(id);
    const single = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${id}/compliance/${one!.id}`,
      headers: bearer(founder.token),
      payload: { status: 'completed' },
    });
    expect(single.statusCode).toBe(200);
    expect(await epochOf(id)).toBeGreaterThan(epoch);
    expect((await list(id)).requirements.find((item) => item.id === one!.id)!.status).toBe('completed');

    const bulk = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${id}/compliance`,
      headers: bearer(founder.token),
      payload: { ids: [two!.id, three!.id], status: 'completed' },
    });
    expect(bulk.statusCode).toBe(200);
    const after = await list(id);
    expect(after.requirements.filter((item) => item.id === two!.id || item.id === three!.id).map((item) => item.status)).toEqual([
      'completed',
      'completed',
    ]);
  });

  it('is dropped by a staff change to the rules', async () => {
    const id = await newCompany({ num_employees: 25 });
    const epf = (await list(id)).requirements.find((item) => item.name.startsWith('EPF'))!;
    const rule = json<{ title: string; description: string; category: string; impact_level: string }>(
      await t.app.inject({ method: 'GET', url: `/api/admin/compliance/${epf.rule_id}`, headers: adminHeaders }),
    );
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/compliance/${epf.rule_id}`,
      headers: adminHeaders,
      payload: {
        title: 'EPF, as staff call it',
        description: rule.description,
        category: rule.category,
        impact_level: rule.impact_level,
        status: 'active',
      },
    });
    expect(renamed.statusCode).toBe(200);
    await replanJobsDone();
    expect((await list(id)).requirements.filter((item) => item.rule_id === epf.rule_id).map((item) => item.name)).toContain(
      'EPF, as staff call it',
    );
  });

  it('is dropped at midnight in the company’s time zone, not at midnight elsewhere', async () => {
    const india = await newCompany();
    const california = await newCompany({ country: 'USA', state: 'California', entity_type: 'C-Corp', industry: 'Technology' });
    try {
      now = new Date('2026-11-22T18:29:59Z'); // 23:59:59 in India, 10:29:59 in California
      expect((await list(india)).as_of).toBe('2026-11-22');
      expect((await list(california)).as_of).toBe('2026-11-22');
      now = new Date('2026-11-22T18:30:00Z'); // midnight in India
      expect((await list(india)).as_of).toBe('2026-11-23');
      expect((await list(california)).as_of).toBe('2026-11-22');
      now = new Date('2026-11-23T08:00:00Z'); // midnight in California
      expect((await list(california)).as_of).toBe('2026-11-23');
    } finally {
      now = new Date('2026-11-22T12:00:00Z');
    }
  });
});
