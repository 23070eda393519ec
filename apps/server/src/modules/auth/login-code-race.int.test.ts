import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeFromMail, latestMailTo, signedInUser } from '../../../test/auth-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { authRepository } from './auth.repository';

/** A wrong guess recorded after the code was used (two requests interleaved) must not bring the code back. */
describe('login code use and wrong guesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a wrong try recorded after the code was used leaves it used, so it cannot sign in twice', async () => {
    const user = await signedInUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })).statusCode).toBeLessThan(300);
    // Wait out the 30-second cool-down by backdating the previous code.
    await t.database.db.execute(sql`update login_codes set created_at = created_at - interval '1 minute'`);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email: user.email } })).statusCode).toBe(200);
    const code = codeFromMail((await latestMailTo(t.app, user.email)).text);
    const now = new Date();
    const active = (await authRepository.activeCodeFor(t.database.db, user.id, now))!;

    // Request A checks the guess (wrong) while request B uses the right code; A records its failure last.
    expect(await authRepository.consumeCode(t.database.db, active.id, now)).toBe(true);
    await authRepository.recordFailedAttempt(t.database.db, active.id, 5, now);

    expect(await authRepository.activeCodeFor(t.database.db, user.id, now)).toBeUndefined();
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: user.email, otp: code } });
    expect(again.statusCode).toBe(401);
    expect(json(again)).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('a wrong try before the right one still lets the right code in', async () => {
    const user = await signedInUser(t.app);
    await t.database.db.execute(sql`update login_codes set created_at = created_at - interval '1 minute'`);
    await t.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email: user.email } });
    const code = codeFromMail((await latestMailTo(t.app, user.email)).text);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: user.email, otp: wrong } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: user.email, otp: code } })).statusCode,
    ).toBe(200);
  });
});
