import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
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
