import { LOGIN_CODE_RESEND_COOLDOWN_SECONDS, LOGIN_CODE_TTL_MINUTES } from '@charter/shared';
import { readSessionStorage, sessionKeys, writeSessionStorage } from '@/lib/storage-keys';
import { secondsLeft } from './cooldown';

/** A login between "code sent" and "signed in", kept for this tab so a reload does not lose it. */
export interface LoginProgress {
  email: string;
  sentAt: number;
}

/** What this tab stored, if it is a login in progress (anything else there is ignored). */
export function readLoginProgress(): LoginProgress | null {
  const stored = readSessionStorage(sessionKeys.loginInProgress);
  if (!stored) return null;
  try {
    const { email, sentAt } = (JSON.parse(stored) ?? {}) as Partial<Record<keyof LoginProgress, unknown>>;
    const valid = typeof email === 'string' && email.length > 0 && Number.isInteger(sentAt) && (sentAt as number) > 0;
    return valid ? { email, sentAt: sentAt as number } : null;
  } catch {
    return null;
  }
}

export function saveLoginProgress(email: string, sentAt = Date.now()): void {
  writeSessionStorage(sessionKeys.loginInProgress, JSON.stringify({ email, sentAt } satisfies LoginProgress));
}

export function clearLoginProgress(): void {
  writeSessionStorage(sessionKeys.loginInProgress, null);
}

export interface InitialLogin {
  email: string;
  step: 'email' | 'code';
  resendSecondsLeft: number;
}

/**
 * Where the Login tab starts. A code sent in this tab and still valid brings back the code step for its address (a
 * reload must not strand the code already in the inbox); an expired one only fills the address in. An address handed
 * over in the URL for someone else (an invitation) wins and starts at the email step.
 */
export function initialLogin(progress: LoginProgress | null, givenEmail: string, now = Date.now()): InitialLogin {
  const sameAddress = progress && (!givenEmail || givenEmail.toLowerCase() === progress.email.toLowerCase());
  if (!progress || !sameAddress) return { email: givenEmail, step: 'email', resendSecondsLeft: 0 };
  const valid = now - progress.sentAt < LOGIN_CODE_TTL_MINUTES * 60_000;
  return {
    email: progress.email,
    step: valid ? 'code' : 'email',
    resendSecondsLeft: valid ? secondsLeft(progress.sentAt, LOGIN_CODE_RESEND_COOLDOWN_SECONDS, now) : 0,
  };
}
