import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createTestApp, json } from '../../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

describe('POST /api/users/profile', () => {
  it('completes onboarding for the caller only', async () => {
    const asha = await signedInUser(t.app, 'Asha Rao');
    const other = await signedInUser(t.app, 'Vikram Shah');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile',
      headers: bearer(asha.token),
      payload: { name: 'Asha R.', company_name: 'Rao Foods', designation: 'founder' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      name: 'Asha R.',
      company_name: 'Rao Foods',
      designation: 'founder',
      onboarding_completed: true,
    });

    const me = json(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(asha.token) }));
    expect(me).toMatchObject({ onboarding_completed: true, company_name: 'Rao Foods' });
    const untouched = json(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other.token) }));
    expect(untouched).toMatchObject({ name: 'Vikram Shah', onboarding_completed: false, company_name: null });
  });

  it.each([
    [{ name: '', company_name: 'X', designation: 'founder' }, 'All fields are required'],
    [{ name: 'A', company_name: '  ', designation: 'manager' }, 'All fields are required'],
    [{ name: 'A', company_name: 'X', designation: 'ceo' }, 'designation'],
    [{ name: 'A', company_name: 'X' }, 'designation'],
  ])('rejects %j with 400', async (payload, detail) => {
    const user = await signedInUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/users/profile', headers: bearer(user.token), payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining(detail) });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile',
      payload: { name: 'A', company_name: 'X', designation: 'partner' },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('PATCH /api/users/settings', () => {
  const patch = (token: string | null, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/users/settings', headers: token ? bearer(token) : {}, payload: payload as object });
  const me = async (token: string) =>
    json<{ time_zone: string | null }>(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }));

  it('stores the caller’s time zone by its current name, and only the caller’s', async () => {
    const meera = await signedInUser(t.app, 'Meera Zone');
    const other = await signedInUser(t.app, 'Oskar Zone');
    expect((await me(meera.token)).time_zone).toBeNull();
    const saved = await patch(meera.token, { time_zone: 'Asia/Calcutta' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ email: meera.email, time_zone: 'Asia/Kolkata' });
    expect((await me(meera.token)).time_zone).toBe('Asia/Kolkata');
    // Any spelling Intl accepts is stored as Intl names it: the case fixed, an alias by its zone.
    expect(json(await patch(meera.token, { time_zone: 'europe/kyiv' }))).toMatchObject({ time_zone: 'Europe/Kyiv' });
    expect(json(await patch(meera.token, { time_zone: 'US/Eastern' }))).toMatchObject({ time_zone: 'America/New_York' });
    expect((await me(meera.token)).time_zone).toBe('America/New_York');
    // Another account's setting is its own: nothing the first one did reaches it.
    expect((await me(other.token)).time_zone).toBeNull();
  });

  it.each([
    [{ time_zone: 'Mars/Olympus_Mons' }, 'Unknown time zone'],
    [{ time_zone: 'Asia/Kolkata; drop table users' }, 'Unknown time zone'],
    [{ time_zone: '' }, 'Choose a time zone'],
    [{ time_zone: 'x'.repeat(65) }, 'time_zone'],
    [{}, 'time_zone'],
  ])('refuses %j with 400 {detail, code} and keeps the zone', async (payload, detail) => {
    const user = await signedInUser(t.app, 'Bad Zone');
    await patch(user.token, { time_zone: 'Europe/London' });
    const response = await patch(user.token, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining(detail) });
    expect((await me(user.token)).time_zone).toBe('Europe/London');
  });

  it('needs a signed-in user', async () => {
    expect((await patch(null, { time_zone: 'Asia/Kolkata' })).statusCode).toBe(401);
  });
});
