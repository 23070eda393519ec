import { safeNextPath } from '@charter/shared';
import { ApiContractError, ApiError, apiCall } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/booking-time';

/*
 * The calls the sign-in screen makes. It is the one screen that does not load Zod and React Query (issue 14: /login
 * downloads at most 120 KB), so each answer is checked here, by hand, for the fields the screen reads: a server that
 * drifted from the contract fails loudly (ApiContractError), as apiRequest would.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function drift(method: 'GET' | 'POST', path: string, field: string): never {
  const issue = { code: 'custom' as const, path: [field], message: `expected ${field}`, input: undefined };
  console.error(`Contract drift on ${method} ${path}`, [issue]);
  throw new ApiContractError(path, [issue]);
}

/** Where the sign-in is headed (`?next=` on /login and /signup), sent along only when it is a safe path. */
export interface Destination {
  next?: string | undefined;
}

const withNext = <T extends object>(body: T, next: string | undefined) => (next ? { ...body, next } : body);

/**
 * POST /auth/login-email: a 6-digit code goes to the address (also Resend code). The server keeps `next` with the code
 * and answers it with the session.
 */
export async function requestLoginCode({ email, next }: { email: string } & Destination): Promise<void> {
  await apiCall('/auth/login-email', { method: 'POST', body: withNext({ email }, next) });
}

/** POST /auth/resend-verification: the new link keeps the destination (the server's, or `next`). */
export async function resendVerification({ email, next }: { email: string } & Destination): Promise<void> {
  await apiCall('/auth/resend-verification', { method: 'POST', body: withNext({ email }, next) });
}

/**
 * POST /auth/verify-otp: the server sets the session cookie; the screen needs the user's id (see completeSignIn) and
 * where the sign-in was headed (checked again here: a path on this site, else the default).
 */
export async function verifyLoginCode(body: { email: string; otp: string }): Promise<{ userId: string; next: string | undefined }> {
  const path = '/auth/verify-otp';
  const answer = await apiCall(path, { method: 'POST', body });
  const user = isRecord(answer) ? answer.user : undefined;
  if (!isRecord(user) || typeof user.id !== 'string') return drift('POST', path, 'user.id');
  const next = isRecord(answer) && typeof answer.next === 'string' ? safeNextPath(answer.next) : undefined;
  return { userId: user.id, next };
}

/** POST /auth/signup: whether the address must be verified before the first login; the link keeps `next`. */
export async function signUp({ next, ...body }: { email: string; name: string } & Destination): Promise<{ verificationRequired: boolean }> {
  const path = '/auth/signup';
  // The account starts in the browser's time zone. Read here, on the click: the first Intl date format of a page costs
  // 50–125 ms of a phone's CPU, which the first page after signing in would otherwise pay (useInitialTimeZone).
  const answer = await apiCall(path, { method: 'POST', body: withNext({ ...body, time_zone: browserTimeZone() }, next) });
  if (!isRecord(answer) || typeof answer.verification_required !== 'boolean') return drift('POST', path, 'verification_required');
  return { verificationRequired: answer.verification_required };
}

/** GET /auth/providers: false when this deployment has no Google credentials. */
export async function googleSignInOffered(): Promise<boolean> {
  const answer = await apiCall('/auth/providers', {});
  if (!isRecord(answer) || typeof answer.google !== 'boolean') return drift('GET', '/auth/providers', 'google');
  return answer.google;
}

/** GET /auth/me answered: someone is signed in in this browser (401: nobody). */
export async function isSignedIn(): Promise<boolean> {
  try {
    await apiCall('/auth/me', {});
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
}
