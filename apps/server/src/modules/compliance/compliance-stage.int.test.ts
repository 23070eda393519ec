// Issue 28 §2/§3 through the API: exclusive obligations settled with one question, the forming stage and its end when
// staff record the incorporation, and "as of" bounded by the incorporation and three years ahead.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestMailTo, signedInUser, signInStaff, type SignedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { auditEvents, orders } from '../../db/schema';

interface Req {
  rule_id: string;
  recurrence: string;
  period_label: string | null;
  due_date: string | null;
  question_id: string | null;
}
interface List {
  stage: string;
  questions: { id: string; question: string; field: string; answers: { label: string; value: unknown; effect: string }[] }[];
  requirements: Req[];
}

const now = new Date('2026-11-22T12:00:00Z');
const staff = { email: 'staff-stage@charter.test', password: 'staff-password-123' };
let t: TestApp;
let owner: SignedInUser;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ admin: staff }, { clock: () => now });
  owner = await signedInUser(t.app, 'Stage Owner');
  staffHeaders = await signInStaff(t.app, staff);
});
afterAll(() => t.close());

const newCompany = (overrides = {}) => createdCompany(t.app, owner.token, overrides);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
const list = async (id: string) => json<List>(await get(`/api/companies/${id}/compliance`));
const ids = (l: List) => new Set(l.requirements.map((r) => r.rule_id));

describe('exclusive obligations', () => {
  it('lists MGT-7A (assumed) and not MGT-7, asks once whether it is a small company, and settles on the answer', async () => {
    const company = await newCompany({ turnover: null, paid_up_capital: null });
    const before = await list(company.id);
    expect(ids(before).has('IN-MCA-08A')).toBe(true);
    expect(ids(before).has('IN-MCA-08')).toBe(false);
    const small = before.questions.filter((q) => q.id === 'IN-SMALL-COMPANY');
    expect(small).toHaveLength(1);
    expect(small[0]).toMatchObject({ question: 'Is the company a small company?', field: 'small_company' });
    expect(small[0]!.answers.map((a) => a.value)).toEqual([true, false]);
    expect(before.requirements.find((r) => r.rule_id === 'IN-MCA-08A')?.question_id).toBe('IN-SMALL-COMPANY');

    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${company.id}`,
      headers: bearer(owner.token),
      payload: { small_company: false },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json<{ small_company: boolean }>(answered).small_company).toBe(false);
    const after = await list(company.id);
    expect(ids(after).has('IN-MCA-08')).toBe(true);
    expect(ids(after).has('IN-MCA-08A')).toBe(false);
    expect(after.questions.some((q) => q.id === 'IN-SMALL-COMPANY')).toBe(false);
  });

  it('a QRMP filer gets the quarterly returns only, and no GST registration is recommended', async () => {
    const company = await newCompany({ gst_filing: 'quarterly', turnover: 3_000_000 });
    const l = await list(company.id);
    expect(ids(l).has('IN-GST-02')).toBe(true);
    expect(ids(l).has('IN-GST-03')).toBe(false);
    expect(ids(l).has('IN-GST-REG')).toBe(false);
    const recommended = json<{ id: string }[] | { recommendations: { id: string }[] }>(
      await get(`/api/companies/${company.id}/ai-recommendations`),
    );
    const services = Array.isArray(recommended) ? recommended : recommended.recommendations;
    expect(services.map((s) => s.id)).not.toContain('in-gst-registration');
  });
});

describe('a company being formed', () => {
  it('has no operating calendar and no score until staff record the incorporation; then the calendar starts and the founder is mailed', async () => {
    const company = await newCompany({ is_formation: true, incorporation_date: null, turnover: 3_000_000 });
    const forming = await list(company.id);
    expect(forming.stage).toBe('forming');
    expect(forming.requirements.length).toBeGreaterThan(0);
    expect(forming.requirements.every((r) => r.recurrence === 'one_time')).toBe(true);
    expect(forming.requirements.find((r) => r.rule_id === 'IN-MCA-01')).toMatchObject({
      due_date: null,
      period_label: 'After incorporation',
    });
    expect(ids(forming).has('IN-GST-REG')).toBe(true);
    const health = json<{ stage: string }>(await get(`/api/companies/${company.id}/compliance/health`));
    expect(health.stage).toBe('forming');

    // Its formation order, paid.
    const actor = { type: 'user' as const, id: owner.id, name: 'Founder', email: owner.email, requestId: null };
    const order = await t.database.db.transaction((tx) =>
      t.app.services.orders.create(tx, actor, {
        kind: 'incorporation',
        userId: owner.id,
        companyId: company.id,
        currency: 'INR',
        totalMinor: 1_000_00,
        idempotencyKey: null,
        item: {
          serviceName: 'Company incorporation',
          name: 'Company incorporation',
          priceMinor: 1_000_00,
          feeBreakdownMinor: null,
          details: {},
        },
      }),
    );
    const record = (incorporation_date: string, orderId = order.id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/incorporation`,
        headers: staffHeaders,
        payload: { incorporation_date },
      });
    const unpaid = await record('2026-11-20');
    expect(unpaid.statusCode).toBe(409);
    await t.database.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));

    expect((await record('2026-12-01')).statusCode).toBe(400);
    const founderTry = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/incorporation`,
      headers: bearer(owner.token),
      payload: { incorporation_date: '2026-11-20' },
    });
    expect(founderTry.statusCode).toBe(401);

    const recorded = await record('2026-11-20');
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(json<{ company: { status: string; incorporation_date: string } }>(recorded).company).toMatchObject({
      status: 'existing',
      incorporation_date: '2026-11-20',
    });
    const incorporated = await list(company.id);
    expect(incorporated.stage).toBe('incorporated');
    expect(incorporated.requirements.find((r) => r.rule_id === 'IN-MCA-01')?.due_date).toBe('2027-05-19'); // s.10A: +180 days
    expect(ids(incorporated).has('IN-MCA-06')).toBe(true); // the AGM: the operating calendar
    const mail = await latestMailTo(t.app, owner.email);
    expect(mail.subject).toBe(`${company.name} is incorporated`);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.companyId, company.id));
    expect(events.some((e) => e.action === 'company.incorporated')).toBe(true);
  });
});

describe('what if', () => {
  it('unticking the food business clears food manufacturing with it: an answer, not a validation error', async () => {
    const company = await newCompany({ is_food_business: true, has_manufacturing: true, turnover: 3_000_000 });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/compliance/what-if`,
      headers: bearer(owner.token),
      payload: { changes: { is_food_business: false } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const removed = json<{ removed: { rule_id: string }[] }>(response).removed.map((item) => item.rule_id);
    expect(removed).toContain('IN-FS-05'); // FSSAI D-2 follows manufacturing out
  });
});

describe('as of', () => {
  it('runs from the incorporation to three years ahead, refused in words otherwise', async () => {
    const company = await newCompany({ incorporation_date: '2024-06-15' });
    expect((await get(`/api/companies/${company.id}/compliance?as_of=2024-06-15`)).statusCode).toBe(200);
    expect((await get(`/api/companies/${company.id}/compliance?as_of=2029-11-22`)).statusCode).toBe(200);
    const early = await get(`/api/companies/${company.id}/compliance?as_of=2024-06-14`);
    expect(early.statusCode).toBe(400);
    expect(json<{ detail: string }>(early).detail).toContain('was incorporated on 2024-06-15');
    const late = await get(`/api/companies/${company.id}/compliance/health?as_of=2029-11-23`);
    expect(late.statusCode).toBe(400);
    expect(json<{ detail: string }>(late).detail).toContain('up to 3 years ahead');
    const whatIf = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/compliance/what-if`,
      headers: bearer(owner.token),
      payload: { changes: { num_employees: 25 }, as_of: '2023-01-01' },
    });
    expect(whatIf.statusCode).toBe(400);
  });
});
