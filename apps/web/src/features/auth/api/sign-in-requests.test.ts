import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError, ApiError } from '@/lib/api-client';
import { googleSignInOffered, isSignedIn, signUp, verifyLoginCode } from './sign-in-requests';

afterEach(() => vi.unstubAllGlobals());

/** The server answers every call with this status and JSON body. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the sign-in calls check what they read', () => {
  it('verify-otp gives the user id, and posts the address and code', async () => {
    const fetch = serverAnswers(200, { session_token: 't', expires_at: 'x', user: { id: 'u-1', email: 'a@example.com' } });
    await expect(verifyLoginCode({ email: 'a@example.com', otp: '123456' })).resolves.toEqual({ userId: 'u-1' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/verify-otp',
      expect.objectContaining({ method: 'POST', body: '{"email":"a@example.com","otp":"123456"}' }),
    );
  });

  it('an answer out of contract fails loudly, not as a wrong code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serverAnswers(200, { session_token: 't' });
    await expect(verifyLoginCode({ email: 'a@example.com', otp: '123456' })).rejects.toBeInstanceOf(ApiContractError);
    serverAnswers(200, { message: 'ok' });
    await expect(signUp({ email: 'a@example.com', name: 'Ada' })).rejects.toBeInstanceOf(ApiContractError);
    serverAnswers(200, { google: 'yes' });
    await expect(googleSignInOffered()).rejects.toBeInstanceOf(ApiContractError);
  });

  it('a refusal is an ApiError with the server’s detail and code', async () => {
    serverAnswers(401, { detail: 'Invalid or expired code', code: 'INVALID_CODE' });
    const error = await verifyLoginCode({ email: 'a@example.com', otp: '000000' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Invalid or expired code', code: 'INVALID_CODE' });
  });

  it('signup says whether the address must be verified, and sends the browser’s time zone', async () => {
    const fetch = serverAnswers(201, { message: 'created', verification_required: true });
    await expect(signUp({ email: 'a@example.com', name: 'Ada' })).resolves.toEqual({ verificationRequired: true });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/signup',
      expect.objectContaining({ body: JSON.stringify({ email: 'a@example.com', name: 'Ada', time_zone: zone }) }),
    );
  });

  it('a 401 from /auth/me is nobody signed in; other failures are failures', async () => {
    serverAnswers(401, { detail: 'Not signed in', code: 'UNAUTHENTICATED' });
    await expect(isSignedIn()).resolves.toBe(false);
    serverAnswers(200, { id: 'u-1' });
    await expect(isSignedIn()).resolves.toBe(true);
    serverAnswers(503, { detail: 'down' });
    await expect(isSignedIn()).rejects.toBeInstanceOf(ApiError);
  });
});
