import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, type AdminUser, type AdminUserDetail, type AdminUserList, type AdminUserStats } from '@charter/shared';
import { bearer, codeFromMail, latestMailTo, signedInUser, testAppWithStaff, tokenFromLink } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { unpaidOrder } from '../../../test/orders-helpers';
import { json, uniqueEmail } from '../../../test/test-app';
import { auditEvents, loginCodes, users } from '../../db/schema';

const { t, db, staffHeaders } = await testAppWithStaff('users');

const get = (url: string, headers: Record<string, string> = staffHeaders) => t.app.inject({ method: 'GET', url, headers });
const setStatus = (userId: string, payload: unknown, headers: Record<string, string> = staffHeaders) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${userId}/status`, headers, payload: payload as object });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const requestCode = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email } });
const auditOf = (userId: string, action: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, userId), eq(auditEvents.action, action)));

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Sends a new login code to a known user (past the cool-down since their last one) and enters it. */
async function signInAgain(email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db
    .update(loginCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(loginCodes.userId, row!.id));
  await latestMailTo(t.app, email);
  const mailsBefore = await mailCount(email);
  const requested = await requestCode(email);
  if (requested.statusCode !== 200) return requested;
  const code = codeFromMail((await latestMailTo(t.app, email, { count: mailsBefore + 1 })).text);
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: code } });
}

async function mailCount(email: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  return json<{ messages: { to: string }[] }>(response).messages.filter((message) => message.to === email).length;
}

// Each user's name carries this file's tag, so searches find exactly the users made here.
const tag = `zq${Date.now().toString(36)}`;
const manager = await signedInUser(t.app, `Maya ${tag} Manager`, uniqueEmail(`maya-${tag}`));
expect(
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/users/profile',
      headers: bearer(manager.token),
      payload: { name: `Maya ${tag} Manager`, company_name: 'Maya Ventures', designation: 'manager' },
    })
  ).statusCode,
).toBe(200);
const founder = await signedInUser(t.app, `Farah ${tag} Founder`, uniqueEmail(`farah-${tag}`));

describe('GET /api/admin/users', () => {
  it('lists users newest first, 50 a page by default, with the admin fields of spec §3', async () => {
    const response = await get('/api/admin/users');
    expect(response.statusCode, response.body).toBe(200);
    const list = json<AdminUserList>(response);
    expect(list).toMatchObject({ page: 1, limit: 50 });
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.pages).toBe(Math.ceil(list.total / 50));
    // Newest first: the founder signed up after the manager.
    const ids = list.users.map((user) => user.id);
    expect(ids.indexOf(founder.id)).toBeLessThan(ids.indexOf(manager.id));
    expect(list.users.find((user) => user.id === manager.id)).toEqual({
      id: manager.id,
      email: manager.email,
      name: `Maya ${tag} Manager`,
      company_name: 'Maya Ventures',
      designation: 'manager',
      picture: null,
      onboarding_completed: true,
      email_verified: true,
      created_at: expect.any(String),
      last_sign_in_at: expect.any(String),
      disabled_at: null,
    });
  });

  it('pages with page and limit', async () => {
    const first = json<AdminUserList>(await get(`/api/admin/users?q=${tag}&limit=1&page=1`));
    const second = json<AdminUserList>(await get(`/api/admin/users?q=${tag}&limit=1&page=2`));
    const third = json<AdminUserList>(await get(`/api/admin/users?q=${tag}&limit=1&page=3`));
    expect(first).toMatchObject({ total: 2, pages: 2, page: 1, limit: 1 });
    expect(first.users.map((user) => user.id)).toEqual([founder.id]);
    expect(second.users.map((user) => user.id)).toEqual([manager.id]);
    expect(third.users).toEqual([]);
  });

  it('filters by designation (none: not chosen yet) and searches email or name, case-insensitively', async () => {
    const managers = json<AdminUserList>(await get(`/api/admin/users?designation=manager&q=${tag}`));
    expect(managers.users.map((user) => user.id)).toEqual([manager.id]);
    const unset = json<AdminUserList>(await get(`/api/admin/users?designation=none&q=${tag}`));
    expect(unset.users.map((user) => user.id)).toEqual([founder.id]);
    const byEmail = json<AdminUserList>(await get(`/api/admin/users?q=${encodeURIComponent(founder.email.toUpperCase())}`));
    expect(byEmail.users.map((user) => user.id)).toEqual([founder.id]);
    const byName = json<AdminUserList>(await get(`/api/admin/users?q=${encodeURIComponent(`maya ${tag}`)}`));
    expect(byName.users.map((user) => user.id)).toEqual([manager.id]);
    // % and _ are taken literally, not as wildcards.
    expect(json<AdminUserList>(await get(`/api/admin/users?q=${tag}%25`)).total).toBe(0);
  });

  it('answers 400 {detail, code} for bad paging or an unknown designation', async () => {
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=abc', 'designation=ceo', 'status=gone']) {
      const response = await get(`/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
    }
  });

  it('refuses a customer session with 401', async () => {
    for (const url of ['/api/admin/users', '/api/admin/users/stats', `/api/admin/users/${founder.id}`]) {
      const response = await get(url, bearer(founder.token));
      expect(response.statusCode, url).toBe(401);
      expect(json(response)).toEqual({ detail: 'Admin authentication required', code: 'UNAUTHENTICATED' });
    }
  });
});

describe('GET /api/admin/users/stats', () => {
  it('counts every user, verified, onboarded, disabled, recent sign-ups and designations', async () => {
    const before = json<AdminUserStats>(await get('/api/admin/users/stats'));
    expect(before.total).toBe((await db.select({ id: users.id }).from(users)).length);
    expect(before.total_users).toBe(before.total);

    // One more user who signs up but never verifies, one onboarded partner, then one disabled.
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: uniqueEmail('unverified'), name: 'Una Verified' } });
    const partner = await signedInUser(t.app, 'Pia Partner');
    await t.app.inject({
      method: 'POST',
      url: '/api/users/profile',
      headers: bearer(partner.token),
      payload: { name: 'Pia Partner', company_name: 'Pia & Co', designation: 'partner' },
    });
    expect((await setStatus(partner.id, { disabled: true })).statusCode).toBe(200);

    const after = json<AdminUserStats>(await get('/api/admin/users/stats'));
    expect(after).toEqual({
      total_users: before.total + 2,
      total: before.total + 2,
      verified: before.verified + 1,
      onboarded: before.onboarded + 1,
      disabled: before.disabled + 1,
      signed_up_last_30_days: before.signed_up_last_30_days + 2,
      by_designation: {
        ...before.by_designation,
        partner: before.by_designation.partner + 1,
        none: before.by_designation.none + 1,
      },
    });
  });

  it('does not count a sign-up older than 30 days as recent', async () => {
    const before = json<AdminUserStats>(await get('/api/admin/users/stats'));
    const old = await signedInUser(t.app, 'Olga Old');
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, old.id));
    const after = json<AdminUserStats>(await get('/api/admin/users/stats'));
    expect(after.total).toBe(before.total + 1);
    expect(after.signed_up_last_30_days).toBe(before.signed_up_last_30_days);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows the profile, the companies with the user’s role, the orders they placed and the last sign-in', async () => {
    const owner = await signedInUser(t.app, 'Omar Owner');
    const { order, company } = await unpaidOrder(t.app, db, owner, { currency: 'USD', totalMinor: 50_700 });
    // A second company, another founder's, where Omar is a viewer by invitation.
    const other = await signedInUser(t.app, 'Ines Inviter');
    const shared = await createdCompany(t.app, other.token);
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${shared.id}/invitations`,
      headers: bearer(other.token),
      payload: { email: owner.email, role: 'viewer' },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const inviteToken = tokenFromLink((await latestMailTo(t.app, owner.email, { count: 3 })).text, '/invite');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: bearer(owner.token),
      payload: { token: inviteToken },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const response = await get(`/api/admin/users/${owner.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = json<AdminUserDetail>(response);
    expect(detail.user).toMatchObject({ id: owner.id, email: owner.email, name: 'Omar Owner', email_verified: true, disabled_at: null });
    expect(Date.now() - Date.parse(detail.user.last_sign_in_at!)).toBeLessThan(60_000);
    expect(detail.companies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: company.id, name: company.name, country: 'India', entity_type: 'Private Limited', role: 'owner' }),
        expect.objectContaining({ id: shared.id, name: shared.name, role: 'viewer' }),
      ]),
    );
    expect(detail.companies).toHaveLength(2);
    expect(detail.orders).toEqual([
      {
        id: order.id,
        order_number: order.orderNumber,
        company_name: company.name,
        created_at: order.createdAt.toISOString(),
        currency: 'USD',
        total_minor: 50_700,
        order_status: 'pending',
        payment_status: 'pending',
      },
    ]);
  });

  it('a user who never signed in has no last sign-in', async () => {
    const email = uniqueEmail('never');
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'Nina Never' } });
    const [row] = await db.select().from(users).where(eq(users.email, email));
    const detail = json<AdminUserDetail>(await get(`/api/admin/users/${row!.id}`));
    expect(detail).toMatchObject({ user: { last_sign_in_at: null, email_verified: false }, companies: [], orders: [] });
  });

  it('answers 404 for an unknown id and for one that is not an id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await get(`/api/admin/users/${id}`);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail: 'User not found', code: 'NOT_FOUND' });
    }
  });
});

describe('PUT /api/admin/users/{id}/status', () => {
  it('disabling ends the user’s sessions at once: their next request answers 401, even one just cached', async () => {
    const user = await signedInUser(t.app, 'Dev Disabled');
    const secondSession = await signInAgain(user.email);
    expect(secondSession.statusCode).toBe(200);
    const second = { token: json<{ session_token: string }>(secondSession).session_token };
    // Both sessions are warm in the session cache before the change.
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(200);

    const response = await setStatus(user.id, { disabled: true });
    expect(response.statusCode, response.body).toBe(200);
    const disabled = json<AdminUser>(response);
    expect(disabled).toMatchObject({ id: user.id, email: user.email });
    expect(disabled.disabled_at).not.toBeNull();

    for (const token of [user.token, second.token]) {
      const next = await me(token);
      expect(next.statusCode).toBe(401);
      expect(json(next)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(user.token) })).statusCode).toBe(401);
  });

  it('a disabled user cannot request a login code, nor use one sent before, nor finish a Google sign-in', async () => {
    const user = await signedInUser(t.app, 'Lena Locked');
    // A code requested before the change (after the cool-down of the sign-in's own code).
    await db
      .update(loginCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(loginCodes.userId, user.id));
    expect((await requestCode(user.email)).statusCode).toBe(200);
    const code = codeFromMail((await latestMailTo(t.app, user.email, { count: 3 })).text);
    const identity = {
      issuer: 'https://accounts.google.com',
      subject: `google-${user.id}`,
      email: user.email,
      emailVerified: true,
      name: 'Lena Locked',
      picture: null,
    };
    const exchangeId = await t.app.services.auth.signInWithIdentity(identity);

    expect((await setStatus(user.id, { disabled: true })).statusCode).toBe(200);

    const refused = await requestCode(user.email);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ detail: ACCOUNT_DISABLED_MESSAGE, code: 'ACCOUNT_DISABLED' });
    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: user.email, otp: code } });
    expect(verify.statusCode).toBe(403);
    expect(json(verify)).toEqual({ detail: ACCOUNT_DISABLED_MESSAGE, code: 'ACCOUNT_DISABLED' });
    // The exchange issued before the change is used up; a new Google sign-in is refused.
    const exchange = await t.app.inject({ method: 'POST', url: '/api/auth/session', headers: { 'x-session-id': exchangeId } });
    expect(exchange.statusCode).toBe(401);
    await expect(t.app.services.auth.signInWithIdentity(identity)).rejects.toMatchObject({ code: 'ACCOUNT_DISABLED' });
  });

  it('writes one audit event per change, by the staff member, with the request id; repeating a state changes nothing', async () => {
    const user = await signedInUser(t.app, 'Abe Audited');
    const first = await setStatus(user.id, { disabled: true });
    expect(first.statusCode).toBe(200);
    const again = await setStatus(user.id, { disabled: true });
    expect(again.statusCode).toBe(200);
    expect(json<AdminUser>(again).disabled_at).toBe(json<AdminUser>(first).disabled_at);

    const events = await auditOf(user.id, 'user.disabled');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      companyId: null,
      actorType: 'staff',
      actorName: 'Administrator (Charter staff)',
      targetType: 'user',
      targetLabel: user.email,
      changes: [{ field: 'status', before: 'active', after: 'disabled' }],
      requestId: first.headers['x-request-id'],
    });
    expect(await auditOf(user.id, 'user.enabled')).toHaveLength(0);
  });

  it('enabling lets the user sign in again; the sessions ended by disabling stay ended', async () => {
    const user = await signedInUser(t.app, 'Rita Returns');
    expect((await setStatus(user.id, { disabled: true })).statusCode).toBe(200);
    const response = await setStatus(user.id, { disabled: false });
    expect(response.statusCode).toBe(200);
    expect(json<AdminUser>(response).disabled_at).toBeNull();
    const [event] = await auditOf(user.id, 'user.enabled');
    expect(event).toMatchObject({ actorType: 'staff', changes: [{ field: 'status', before: 'disabled', after: 'active' }] });

    expect((await me(user.token)).statusCode).toBe(401);
    const session = await signInAgain(user.email);
    expect(session.statusCode, session.body).toBe(200);
    expect((await me(json<{ session_token: string }>(session).session_token)).statusCode).toBe(200);
  });

  it('answers 400 {detail, code} for a bad body, 404 for an unknown user, 401 for a customer session', async () => {
    for (const payload of [{}, { disabled: 'yes' }, { disabled: null }]) {
      const response = await setStatus(founder.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
    }
    for (const id of [UNKNOWN_ID, 'nobody']) {
      const response = await setStatus(id, { disabled: true });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail: 'User not found', code: 'NOT_FOUND' });
    }
    const customer = await setStatus(manager.id, { disabled: true }, bearer(founder.token));
    expect(customer.statusCode).toBe(401);
    expect(json<AdminUserDetail>(await get(`/api/admin/users/${manager.id}`)).user.disabled_at).toBeNull();
    expect(await auditOf(manager.id, 'user.disabled')).toHaveLength(0);
  });
});
