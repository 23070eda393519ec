import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, EMAIL_PATTERN, isSingleLine, NUL_MESSAGE, SINGLE_LINE_MESSAGE } from '../common/field-rules';

// Sign-in's rules as plain values and functions, with no Zod: the sign-in screen must not load it (issue 14: what
// /login downloads), yet must refuse what the API's schemas refuse, in the same words. The schemas in auth.ts are built
// from these values, and sign-in-rules.test.ts holds the checks and the schemas to the same answers.

export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_PATTERN = /^\d{6}$/;
export const LOGIN_CODE_TTL_MINUTES = 10;
/** Seconds between two login codes to one address; the server enforces it, the web counts it down. */
export const LOGIN_CODE_RESEND_COOLDOWN_SECONDS = 30;
/** Seconds between two verification emails to one address (same roles as above). */
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;
export const NAME_MAX_LENGTH = 120;

export const NAME_REQUIRED_MESSAGE = 'Please enter your name.';
export const NAME_TOO_LONG_MESSAGE = `Please enter at most ${NAME_MAX_LENGTH} characters.`;
export const CODE_REQUIRED_MESSAGE = 'Please enter the 6-digit code.';
/**
 * What a disabled user is told when they try to sign in (spec §8 names no message for it). Kept here, with sign-in's
 * other messages, so the sign-in screen does not pull the back office's user contracts into its bundle.
 */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact support.';

/** A field's value as the API will take it (trimmed; an address in lower case), or why it will not. */
export type Checked = { ok: true; value: string } | { ok: false; message: string };

const hasNul = (value: string) => value.includes('\u0000');

/** As `emailSchema`. */
export function checkEmail(input: string): Checked {
  if (hasNul(input)) return { ok: false, message: NUL_MESSAGE };
  const value = input.trim();
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return { ok: false, message: EMAIL_MESSAGE };
  return { ok: true, value: value.toLowerCase() };
}

/** As `signupBodySchema.shape.name`. */
export function checkName(input: string): Checked {
  if (hasNul(input)) return { ok: false, message: NUL_MESSAGE };
  if (!isSingleLine(input)) return { ok: false, message: SINGLE_LINE_MESSAGE };
  const value = input.trim();
  if (value.length === 0) return { ok: false, message: NAME_REQUIRED_MESSAGE };
  if (value.length > NAME_MAX_LENGTH) return { ok: false, message: NAME_TOO_LONG_MESSAGE };
  return { ok: true, value };
}

/** As `loginCodeSchema`. */
export function checkLoginCode(input: string): Checked {
  const value = input.trim();
  return LOGIN_CODE_PATTERN.test(value) ? { ok: true, value } : { ok: false, message: CODE_REQUIRED_MESSAGE };
}
