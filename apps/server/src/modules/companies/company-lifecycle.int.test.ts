import type { Company, ComplianceList } from '@charter/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, complianceRequirements } from '../../db/schema';
import { bearer, latestMailTo, signedInUser } from '../../../test/auth-helpers';
import { companyBody } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

let t: TestApp;
type User = { token: string; email: string; id: string };
let owner: User;
let member: User;
let stranger: User;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.app, 'Olivia Owner');
  member = await signedInUser(t.app, 'Manu Member');
  stranger = await signedInUser(t.app, 'Stranger');
});
afterAll(() => t.close());

const create = (user: User, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/companies', headers: bearer(user.token), payload });
const list = async (user: User) =>
  json<Company[]>(await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(user.token) }));
const compliance = async (user: User, id: string) =>
  json<ComplianceList>(await t.app.inject({ method: 'GET', url: `/api/companies/${id}/compliance`, headers: bearer(user.token) }));
const answer = (user: User, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/companies/${id}/past-filings`, headers: bearer(user.token), payload });
const archive = (user: User, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/companies/${id}/archive`, headers: bearer(user.token), payload });

/** One-time filings that fell due before the company was added (what the wizard's question is about). */
const pastOneTime = (plan: ComplianceList, joinedOn: string) =>
  plan.requirements.filter((r) => r.recurrence === 'one_time' && r.due_date !== null && r.due_date < joinedOn);

async function makeMember(companyId: string, user: User, role: 'member' | 'viewer' = 'member') {
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/companies/${companyId}/invitations`,
    headers: bearer(owner.token),
    payload: { email: user.email, role },
  });
  expect(invited.statusCode).toBe(201);
  const mail = await latestMailTo(t.app, user.email, { count: 3 });
  const token = new URL(/https?:\/\/\S+\/invite\?token=\S+/.exec(mail.text)![0]).searchParams.get('token');
  const accepted = await t.app.inject({ method: 'POST', url: '/api/invitations/accept', headers: bearer(user.token), payload: { token } });
  expect(accepted.statusCode).toBe(200);
}

describe('a company cannot be added twice', () => {
  it('refuses the same registry id, and the same name in the same country, with a 409 naming the existing company', async () => {
    const first = await create(owner, companyBody({ name: 'Narmada Looms Private Limited', registration_number: 'U17110MH2019PTC123456' }));
    expect(first.statusCode).toBe(201);
    const { id } = json<Company>(first);

    const sameId = await create(owner, companyBody({ name: 'Narmada Looms', registration_number: 'u17110mh2019ptc123456' }));
    expect(sameId.statusCode).toBe(409);
    expect(json(sameId)).toEqual({
      code: 'CONFLICT',
      detail: 'You have already added a company with u17110mh2019ptc123456. Open it instead of adding it twice.',
      existing_id: id,
    });

    const sameName = await create(owner, companyBody({ name: '  narmada   LOOMS private limited ' }));
    expect(sameName.statusCode).toBe(409);
    expect(json(sameName)).toMatchObject({
      code: 'CONFLICT',
      existing_id: id,
      detail: expect.stringContaining('"Narmada Looms Private Limited" in India'),
    });
    expect((await list(owner)).filter((company) => company.name === 'Narmada Looms Private Limited')).toHaveLength(1);
  });

  it('allows the same name in another country, and for another founder (whose company stays invisible)', async () => {
    expect(
      (await create(owner, companyBody({ name: 'Godavari Foods Ltd', country: 'UK', state: 'England and Wales', entity_type: 'Ltd' })))
        .statusCode,
    ).toBe(201);
    expect((await create(owner, companyBody({ name: 'Godavari Foods Ltd' }))).statusCode).toBe(201);
    const theirs = await create(stranger, companyBody({ name: 'Godavari Foods Ltd' }));
    expect(theirs.statusCode).toBe(201);
    expect(json(theirs)).not.toHaveProperty('existing_id');
  });

  it('refuses a rename onto another of the founder’s companies', async () => {
    const a = json<Company>(await create(owner, companyBody({ name: 'Sabarmati Textiles Private Limited' })));
    const b = json<Company>(await create(owner, companyBody({ name: 'Sabarmati Weaving Private Limited' })));
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${b.id}`,
      headers: bearer(owner.token),
      payload: { name: 'Sabarmati Textiles Private Limited' },
    });
    expect(rename.statusCode).toBe(409);
    expect(json(rename)).toMatchObject({ code: 'CONFLICT', existing_id: a.id });
  });

  it('two quick submits of the same company make one company', async () => {
    const body = companyBody({ name: 'Kosi Agro Private Limited' });
    const answers = await Promise.all([create(owner, body), create(owner, body)]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('filings due before the company joined', () => {
  const old = { name: 'Old Mill Private Limited', incorporation_date: '2019-04-01' };

  it('"filed" in the wizard: the first plan counts the incorporation-era one-time filings as done', async () => {
    const response = await create(owner, companyBody({ ...old, past_filings: 'filed' }));
    expect(response.statusCode).toBe(201);
    const company = json<Company>(response);
    expect(company.past_filings).toBe('filed');
    const plan = await compliance(owner, company.id);
    const past = pastOneTime(plan, company.created_at.slice(0, 10));
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((requirement) => requirement.status === 'completed')).toBe(true);
  });

  it('unanswered: they stay overdue until the founder answers; "filed" then completes them, "not_filed" leaves them open', async () => {
    const unanswered = json<Company>(await create(owner, companyBody({ ...old, name: 'Older Mill Private Limited' })));
    expect(unanswered.past_filings).toBeNull();
    const joinedOn = unanswered.created_at.slice(0, 10);
    const before = pastOneTime(await compliance(owner, unanswered.id), joinedOn);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((requirement) => requirement.status === 'overdue')).toBe(true);

    const filed = await answer(owner, unanswered.id, { answer: 'filed' });
    expect(filed.statusCode).toBe(200);
    expect(json(filed)).toMatchObject({ company: { past_filings: 'filed' }, completed: before.length });
    expect(pastOneTime(await compliance(owner, unanswered.id), joinedOn).every((r) => r.status === 'completed')).toBe(true);

    const notFiled = json<Company>(
      await create(owner, companyBody({ ...old, name: 'Oldest Mill Private Limited', past_filings: 'not_filed' })),
    );
    expect(pastOneTime(await compliance(owner, notFiled.id), notFiled.created_at.slice(0, 10)).every((r) => r.status === 'overdue')).toBe(
      true,
    );
    const again = await answer(owner, notFiled.id, { answer: 'not_filed' });
    expect(json(again)).toMatchObject({ completed: 0, company: { past_filings: 'not_filed' } });
  });

  it('bad input 400; another founder 404; a viewer 403; the answer is in the activity log', async () => {
    const company = json<Company>(await create(owner, companyBody({ ...old, name: 'Audit Mill Private Limited' })));
    expect((await answer(owner, company.id, { answer: 'maybe' })).statusCode).toBe(400);
    expect((await answer(owner, company.id, {})).statusCode).toBe(400);
    expect((await answer(stranger, company.id, { answer: 'filed' })).statusCode).toBe(404);
    await makeMember(company.id, member, 'viewer');
    expect((await answer(member, company.id, { answer: 'filed' })).statusCode).toBe(403);

    await answer(owner, company.id, { answer: 'filed' });
    const activity = json<{ events: { action: string; changes: { field: string; after: string | null }[] }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/activity`, headers: bearer(owner.token) }),
    );
    expect(activity.events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['company.updated', 'requirements.status_changed']),
    );
    expect(activity.events.find((event) => event.action === 'company.updated')?.changes).toEqual([
      { field: 'past_filings', before: null, after: 'filed' },
    ]);
  });
});

describe('each filing due before the company joined, answered one by one', () => {
  const old = { incorporation_date: '2019-04-01', past_filings: 'filed' as const };
  const answerOne = (user: User, companyId: string, requirementId: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/compliance/${requirementId}/past-filing`,
      headers: bearer(user.token),
      payload,
    });

  it('"filed" in the wizard marks them assumed done, visibly; nothing else is assumed', async () => {
    const company = json<Company>(await create(owner, companyBody({ ...old, name: 'Assumed Mill Private Limited' })));
    const plan = await compliance(owner, company.id);
    const past = pastOneTime(plan, company.created_at.slice(0, 10));
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((requirement) => requirement.status === 'completed' && requirement.assumed_done)).toBe(true);
    const others = plan.requirements.filter((requirement) => !past.includes(requirement));
    expect(others.some((requirement) => requirement.assumed_done)).toBe(false);
  });

  it('"not filed" makes one overdue from its real due date with its late fees; "filed" then confirms it', async () => {
    const company = json<Company>(await create(owner, companyBody({ ...old, name: 'Reopened Mill Private Limited' })));
    const joinedOn = company.created_at.slice(0, 10);
    const past = pastOneTime(await compliance(owner, company.id), joinedOn);
    // INC-20A (Companies Act 2013 s.10A): a fixed ₹50,000 penalty once late.
    const target = past.find((requirement) => requirement.rule_id === 'IN-MCA-01')!;
    expect(target).toBeDefined();

    const notFiled = await answerOne(owner, company.id, target.id, { answer: 'not_filed' });
    expect(notFiled.statusCode).toBe(200);
    expect(json(notFiled)).toMatchObject({ id: target.id, status: 'overdue', due_date: target.due_date, assumed_done: false });

    const after = await compliance(owner, company.id);
    const reopened = after.requirements.find((requirement) => requirement.id === target.id)!;
    expect(reopened).toMatchObject({ status: 'overdue', due_date: target.due_date, assumed_done: false, completed_at: null });
    expect(reopened.exposure).toEqual({ amount_minor: 50_000_00, currency: 'INR' });
    // The others stay as assumed: one answer is about one filing.
    const rest = pastOneTime(after, joinedOn).filter((requirement) => requirement.id !== target.id);
    expect(rest.every((requirement) => requirement.status === 'completed' && requirement.assumed_done)).toBe(true);

    const filed = await answerOne(owner, company.id, target.id, { answer: 'filed' });
    expect(filed.statusCode).toBe(200);
    expect(json(filed)).toMatchObject({ status: 'completed', assumed_done: false, completed_at: expect.any(String) });

    const activity = json<{ events: { action: string; target: { id: string | null } }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/activity`, headers: bearer(owner.token) }),
    );
    expect(activity.events.filter((event) => event.action === 'requirement.status_changed' && event.target.id === target.id)).toHaveLength(
      2,
    );
  });

  it('marking an assumed filing done or open from its row also ends the assumption', async () => {
    const company = json<Company>(await create(owner, companyBody({ ...old, name: 'Confirmed Mill Private Limited' })));
    const [first] = pastOneTime(await compliance(owner, company.id), company.created_at.slice(0, 10));
    const reopened = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${company.id}/compliance/${first!.id}`,
      headers: bearer(owner.token),
      payload: { status: 'pending' },
    });
    expect(json(reopened)).toMatchObject({ status: 'overdue', assumed_done: false });
  });

  it('bad input 400 with {detail, code}; a filing not due before joining 400; unknown 404; another founder 404; a viewer 403', async () => {
    const company = json<Company>(await create(owner, companyBody({ ...old, name: 'Guarded Mill Private Limited' })));
    const plan = await compliance(owner, company.id);
    const [past] = pastOneTime(plan, company.created_at.slice(0, 10));
    const recurring = plan.requirements.find((requirement) => requirement.recurrence !== 'one_time')!;

    for (const payload of [{ answer: 'maybe' }, {}, { answer: true }]) {
      const bad = await answerOne(owner, company.id, past!.id, payload);
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
    }
    const notPast = await answerOne(owner, company.id, recurring.id, { answer: 'not_filed' });
    expect(notPast.statusCode).toBe(400);
    expect(json(notPast)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining('was not due before') });
    expect((await answerOne(owner, company.id, '00000000-0000-4000-8000-000000000000', { answer: 'filed' })).statusCode).toBe(404);
    expect((await answerOne(owner, company.id, 'not-a-uuid', { answer: 'filed' })).statusCode).toBe(404);

    const strangers = await answerOne(stranger, company.id, past!.id, { answer: 'not_filed' });
    expect(strangers.statusCode).toBe(404);
    expect(json(strangers)).toMatchObject({ code: 'NOT_FOUND' });
    await makeMember(company.id, member, 'viewer');
    expect((await answerOne(member, company.id, past!.id, { answer: 'not_filed' })).statusCode).toBe(403);
    // Refused calls changed nothing.
    const unchanged = (await compliance(owner, company.id)).requirements.find((requirement) => requirement.id === past!.id);
    expect(unchanged).toMatchObject({ status: 'completed', assumed_done: true });
  });
});

describe('archiving a company', () => {
  it('an owner archives with the typed name: it leaves the list, its pages answer 404, its rows are kept', async () => {
    const company = json<Company>(await create(owner, companyBody({ name: 'Closing Down Private Limited' })));
    const wrongName = await archive(owner, company.id, { confirm_name: 'Closing Down' });
    expect(wrongName.statusCode).toBe(400);
    expect(json(wrongName)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining('"Closing Down Private Limited"') });
    expect((await archive(owner, company.id, {})).statusCode).toBe(400);

    const archived = await archive(owner, company.id, { confirm_name: ' closing down private limited ' });
    expect(archived.statusCode).toBe(204);
    expect((await list(owner)).some((item) => item.id === company.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}`, headers: bearer(owner.token) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/compliance`, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
    expect((await archive(owner, company.id, { confirm_name: company.name })).statusCode).toBe(404);

    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    expect(row?.archivedBy).toBe(owner.id);
    const requirements = await t.database.db.select().from(complianceRequirements).where(eq(complianceRequirements.companyId, company.id));
    expect(requirements.length).toBeGreaterThan(0);
    // The same company can be added again once the old entry is archived.
    expect((await create(owner, companyBody({ name: 'Closing Down Private Limited' }))).statusCode).toBe(201);
  });

  it('only owners archive (a member 403), another founder 404; open invitations close', async () => {
    const company = json<Company>(await create(owner, companyBody({ name: 'Team Archive Private Limited' })));
    const stray = await signedInUser(t.app, 'Invited Later');
    await makeMember(company.id, member);
    await t.app.inject({
      method: 'POST',
      url: `/api/companies/${company.id}/invitations`,
      headers: bearer(owner.token),
      payload: { email: stray.email, role: 'viewer' },
    });
    expect((await archive(member, company.id, { confirm_name: company.name })).statusCode).toBe(403);
    expect((await archive(stranger, company.id, { confirm_name: company.name })).statusCode).toBe(404);
    expect((await archive(owner, company.id, { confirm_name: company.name })).statusCode).toBe(204);
    expect((await list(member)).some((item) => item.id === company.id)).toBe(false);

    const mail = await latestMailTo(t.app, stray.email, { count: 3 });
    const token = new URL(/https?:\/\/\S+\/invite\?token=\S+/.exec(mail.text)![0]).searchParams.get('token');
    const preview = await t.app.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token } });
    expect(json(preview)).toMatchObject({ status: 'revoked' });
  });
});
