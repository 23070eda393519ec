import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityResponse, MembersResponse } from '@charter/shared';
import { bearer, latestMailTo, signedInUser, tokenFromLink, type SignedInUser } from '../../../test/auth-helpers';
import { companyBody } from '../../../test/factories';
import { createTestApp, json, uniqueEmail, type TestApp } from '../../../test/test-app';
import { addDays } from '../../lib/clock';

let now = new Date();
let tick = 0;
let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  // The clock moves a millisecond per reading, so events keep their order; tests jump it forward by days.
  t = await createTestApp({}, { clock: () => new Date(now.getTime() + (tick += 1)) });
  owner = await signedInUser(t.app, 'Olivia Owner');
});
afterAll(() => t.close());

async function newCompany(by: SignedInUser = owner, name?: string): Promise<string> {
  const payload = companyBody(name ? { name } : {});
  const response = await t.app.inject({ method: 'POST', url: '/api/companies', headers: bearer(by.token), payload });
  expect(response.statusCode).toBe(201);
  return json<{ id: string }>(response).id;
}

const invite = (by: SignedInUser, companyId: string, email: string, role = 'member') =>
  t.app.inject({ method: 'POST', url: `/api/companies/${companyId}/invitations`, headers: bearer(by.token), payload: { email, role } });

async function invitationToken(email: string): Promise<string> {
  return tokenFromLink((await latestMailTo(t.app, email)).text, '/invite');
}

const accept = (user: SignedInUser, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/accept', headers: bearer(user.token), payload: { token } });
const preview = (token: string) => t.app.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token } });
/** PATCH and DELETE of one member, as `by`. */
const setRole = (by: SignedInUser, companyId: string, memberId: string, role: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/companies/${companyId}/members/${memberId}`, headers: bearer(by.token), payload: { role } });
const removeMember = (by: SignedInUser, companyId: string, memberId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/companies/${companyId}/members/${memberId}`, headers: bearer(by.token) });
const membersOf = async (user: SignedInUser, companyId: string) =>
  json<MembersResponse>(await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/members`, headers: bearer(user.token) }));

/** Signs a user up under a given address (the invitee), so the invitation's email matches. */
async function userWithEmail(name: string): Promise<SignedInUser> {
  return signedInUser(t.app, name);
}

describe('invitations', () => {
  it('an owner invites by email; the invitee previews, accepts once, and becomes a member with that role', async () => {
    const companyId = await newCompany(owner, 'Kaveri Spice Traders Private Limited');
    const invitee = await userWithEmail('Ravi Cofounder');
    const response = await invite(owner, companyId, invitee.email.toUpperCase());
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ email: invitee.email, role: 'member', invited_by: 'Olivia Owner' });

    const mail = await latestMailTo(t.app, invitee.email);
    expect(mail.subject).toBe('Olivia Owner invited you to Kaveri Spice Traders Private Limited on Charter');
    expect(mail.text).toContain(`${t.config.appUrl}/invite?token=`);
    const token = await invitationToken(invitee.email);

    expect(json(await preview(token))).toMatchObject({
      company_name: 'Kaveri Spice Traders Private Limited',
      role: 'member',
      status: 'open',
    });
    expect((await membersOf(owner, companyId)).invitations).toHaveLength(1);

    const accepted = await accept(invitee, token);
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted)).toEqual({ company_id: companyId, role: 'member' });
    // Accepting again as the same user is harmless; the link is used up for anyone else.
    expect(json(await accept(invitee, token))).toEqual({ company_id: companyId, role: 'member' });
    const other = await userWithEmail('Someone Else');
    expect((await accept(other, token)).statusCode).toBe(410);
    expect(json(await preview(token))).toMatchObject({ status: 'accepted' });

    const list = json<{ id: string; role: string }[]>(
      await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(invitee.token) }),
    );
    expect(list).toEqual([expect.objectContaining({ id: companyId, role: 'member' })]);
    const members = await membersOf(owner, companyId);
    expect(members.members.map((entry) => [entry.email, entry.role])).toEqual([
      [owner.email, 'owner'],
      [invitee.email, 'member'],
    ]);
    expect(members.invitations).toEqual([]);
  });

  it('someone without an account signs up with the invited address and then accepts', async () => {
    const companyId = await newCompany();
    const invitedEmail = uniqueEmail('newcomer');
    await invite(owner, companyId, invitedEmail, 'viewer');
    const token = await invitationToken(invitedEmail);
    const newcomer = await signedInUser(t.app, 'New Comer', invitedEmail);
    expect(json(await accept(newcomer, token))).toEqual({ company_id: companyId, role: 'viewer' });
  });

  it('refuses a signed-in user with another email, and nothing changes', async () => {
    const companyId = await newCompany();
    const invitedEmail = uniqueEmail('accountant');
    await invite(owner, companyId, invitedEmail, 'viewer');
    const token = await invitationToken(invitedEmail);
    const wrong = await userWithEmail('Wrong Person');
    const response = await accept(wrong, token);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      code: 'FORBIDDEN',
      detail: `This invitation was sent to ${invitedEmail}, but you are signed in as ${wrong.email}. Sign in with ${invitedEmail} to accept it.`,
    });
    expect((await membersOf(owner, companyId)).members).toHaveLength(1);
    expect(json(await preview(token))).toMatchObject({ status: 'open' });
  });

  it('an invitation expires after 7 days', async () => {
    const companyId = await newCompany();
    const invitedEmail = uniqueEmail('late');
    await invite(owner, companyId, invitedEmail);
    const token = await invitationToken(invitedEmail);
    const started = now;
    now = addDays(started, 7);
    try {
      expect(json(await preview(token))).toMatchObject({ status: 'expired' });
      const invitee = await signedInUser(t.app, 'Late Larry', invitedEmail);
      const response = await accept(invitee, token);
      expect(response.statusCode).toBe(410);
      expect(json(response)).toEqual({ code: 'GONE', detail: 'This invitation has expired. Ask an owner of the company for a new one.' });
      expect(json<unknown[]>(await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(invitee.token) }))).toEqual([]);
    } finally {
      now = started;
    }
  });

  it('a revoked invitation cannot be used, and a new invitation replaces the open one', async () => {
    const companyId = await newCompany();
    const invitee = await userWithEmail('Revoked Rita');
    await invite(owner, companyId, invitee.email, 'viewer');
    const firstToken = await invitationToken(invitee.email);
    await invite(owner, companyId, invitee.email, 'member');
    const secondToken = await invitationToken(invitee.email);
    expect(secondToken).not.toBe(firstToken);
    expect((await accept(invitee, firstToken)).statusCode).toBe(410);

    const [open] = (await membersOf(owner, companyId)).invitations;
    expect(open).toMatchObject({ email: invitee.email, role: 'member' });
    const revoke = () =>
      t.app.inject({ method: 'DELETE', url: `/api/companies/${companyId}/invitations/${open!.id}`, headers: bearer(owner.token) });
    expect((await revoke()).statusCode).toBe(204);
    expect((await revoke()).statusCode).toBe(409);
    const response = await accept(invitee, secondToken);
    expect(response.statusCode).toBe(410);
    expect(json(response)).toMatchObject({ detail: 'This invitation was withdrawn. Ask an owner of the company for a new one.' });
  });

  it('inviting someone who is already a member answers 409; bad input 400; unknown tokens 404', async () => {
    const companyId = await newCompany(owner, 'Godavari Traders Private Limited');
    const conflict = await invite(owner, companyId, owner.email);
    expect(conflict.statusCode).toBe(409);
    expect(json(conflict)).toEqual({
      code: 'CONFLICT',
      detail: `${owner.email} is already a member of Godavari Traders Private Limited.`,
    });
    for (const payload of [{ email: 'not-an-email', role: 'member' }, { email: uniqueEmail(), role: 'admin' }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/invitations`,
        headers: bearer(owner.token),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const unknown = await preview('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect((await accept(owner, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token: 'x'.repeat(43) } })).statusCode).toBe(
      401,
    );
  });
});

describe('members', () => {
  async function companyWith(role: 'member' | 'viewer' | 'owner'): Promise<{ companyId: string; other: SignedInUser }> {
    const companyId = await newCompany();
    const other = await userWithEmail('Second Person');
    await invite(owner, companyId, other.email, role);
    expect((await accept(other, await invitationToken(other.email))).statusCode).toBe(200);
    return { companyId, other };
  }

  it('the last owner can neither be demoted nor leave; with a second owner both work', async () => {
    const { companyId, other } = await companyWith('member');
    const demote = await setRole(owner, companyId, owner.id, 'member');
    expect(demote.statusCode).toBe(409);
    expect(json(demote)).toEqual({ code: 'CONFLICT', detail: 'A company needs at least one owner. Make another member an owner first.' });
    const leave = await removeMember(owner, companyId, owner.id);
    expect(leave.statusCode).toBe(409);
    expect(json(leave)).toMatchObject({
      detail: 'You are the last owner. Make another member an owner before you leave, or delete the company.',
    });

    const promote = await setRole(owner, companyId, other.id, 'owner');
    expect(json(promote)).toMatchObject({ user_id: other.id, role: 'owner' });
    expect((await removeMember(owner, companyId, owner.id)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}`, headers: bearer(owner.token) })).statusCode).toBe(404);
    expect((await membersOf(other, companyId)).members.map((entry) => entry.role)).toEqual(['owner']);
  });

  it('a member and a viewer can leave; a viewer cannot manage members; unknown member ids answer 404', async () => {
    const { companyId, other } = await companyWith('viewer');
    const manage = await setRole(other, companyId, owner.id, 'viewer');
    expect(manage.statusCode).toBe(403);
    expect(json(manage)).toEqual({
      code: 'FORBIDDEN',
      detail: 'You are a viewer of this company, so you cannot invite members, change their roles or remove them. Ask one of its owners.',
    });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await removeMember(owner, companyId, id);
      expect(response.statusCode).toBe(404);
    }
    const leave = await removeMember(other, companyId, other.id);
    expect(leave.statusCode).toBe(204);
    expect(json<unknown[]>(await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(other.token) }))).toEqual([]);
  });
});

describe('activity', () => {
  it('lists who changed what, newest first, a page at a time', async () => {
    const companyId = await newCompany();
    const { requirements } = json<{ requirements: { id: string; name: string; due_date: string | null }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/compliance`, headers: bearer(owner.token) }),
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companyId}`,
      headers: bearer(owner.token),
      payload: { num_employees: 25 },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companyId}/compliance/${requirements[0]!.id}`,
      headers: bearer(owner.token),
      payload: { status: 'completed' },
    });
    const invitedEmail = uniqueEmail('ca');
    await invite(owner, companyId, invitedEmail, 'viewer');

    const page = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/activity${query}`, headers: bearer(owner.token) });
    const all = json<ActivityResponse>(await page(''));
    expect(all.events.map((event) => event.action)).toEqual([
      'invitation.created',
      'requirement.status_changed',
      'company.updated',
      'company.created',
    ]);
    const [invited, completed, updated] = all.events;
    expect(invited).toMatchObject({ actor: { type: 'user', id: owner.id, name: 'Olivia Owner' }, target: { label: invitedEmail } });
    expect(completed!.changes).toEqual([{ field: 'status', before: 'pending', after: 'completed' }]);
    expect(completed!.target.label).toContain(requirements[0]!.name);
    expect(updated!.changes).toEqual([{ field: 'num_employees', before: '12', after: '25' }]);
    expect(updated!.request_id).toEqual(expect.any(String));

    const first = json<ActivityResponse>(await page('?limit=3'));
    expect(first.events).toHaveLength(3);
    const second = json<ActivityResponse>(await page(`?limit=3&cursor=${first.next_cursor}`));
    expect(second).toEqual({ events: [all.events[3]], next_cursor: null });
    expect((await page('?cursor=garbage')).statusCode).toBe(400);
    expect((await page('?limit=0')).statusCode).toBe(400);
  });

  it('a change that fails leaves no activity behind', async () => {
    const companyId = await newCompany();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/companies/${companyId}`,
      headers: bearer(owner.token),
      payload: { state: 'Texas' },
    });
    expect(response.statusCode).toBe(400);
    const { events } = json<ActivityResponse>(
      await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/activity`, headers: bearer(owner.token) }),
    );
    expect(events.map((event) => event.action)).toEqual(['company.created']);
  });
});
