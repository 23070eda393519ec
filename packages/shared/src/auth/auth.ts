import { z } from 'zod';
import { emailSchema, lineSchema, textSchema } from '../common/fields';
import { CODE_REQUIRED_MESSAGE, LOGIN_CODE_PATTERN, NAME_MAX_LENGTH, NAME_REQUIRED_MESSAGE, NAME_TOO_LONG_MESSAGE } from './sign-in-rules';
import { currentUserSchema } from '../users/user';
import { isSafeNextPath, NEXT_PATH_MESSAGE } from './next-path';

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 8 characters long';
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match';

/**
 * Where to go once signed in: a path on this site, kept with the login code or the verification link on the server, so
 * a mailed link (an order, a comment) still lands where it pointed after sign-up, verification and the code step.
 * Anything else (`//evil.com`, `https://evil.com`, `/\evil.com`, their encoded forms) is refused with a 400.
 */
export const nextPathSchema = z.string().refine(isSafeNextPath, NEXT_PATH_MESSAGE);

export const signupBodySchema = z.object({
  email: emailSchema,
  name: lineSchema.trim().min(1, NAME_REQUIRED_MESSAGE).max(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE),
  next: nextPathSchema.optional(),
  /**
   * The browser's time zone, read when the form is sent (an interaction, not the first paint of the app): the account
   * starts with it. A zone the server does not know is left out, and the account takes it on its first page instead.
   */
  time_zone: z.string().max(64).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupResponseSchema = z.object({
  message: z.string(),
  verification_required: z.boolean(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;

/** POST /auth/login-email and /auth/resend-verification: the address, and where to go once signed in. */
export const signInEmailBodySchema = z.object({ email: emailSchema, next: nextPathSchema.optional() });
export type SignInEmailBody = z.infer<typeof signInEmailBodySchema>;

export const loginCodeSchema = z.string().trim().regex(LOGIN_CODE_PATTERN, CODE_REQUIRED_MESSAGE);

export const verifyOtpBodySchema = z.object({ email: emailSchema, otp: loginCodeSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const sessionResponseSchema = z.object({
  session_token: z.string(),
  expires_at: z.string(),
  user: currentUserSchema,
  /** Where this sign-in was headed (kept since the code or the link was asked for), else the dashboard. */
  next: nextPathSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const tokenBodySchema = z.object({ token: textSchema.min(1).max(200) });
export type TokenBody = z.infer<typeof tokenBodySchema>;

/**
 * POST /auth/verify-email. Opening the link again after it worked is not a failure: the account is verified, so the
 * answer says so (`already_verified`) instead of reporting a broken link. `email` lets any browser prefill login.
 */
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  already_verified: z.boolean(),
  email: z.string(),
  /**
   * The link proves the address, so its first use signs in (the session cookie is set, once): true then, with `next`
   * where the sign-up was headed. A link opened again signs nobody in (`already_verified`, signed_in false).
   */
  signed_in: z.boolean(),
  /** The signed-in account's id (with signed_in), so the browser can drop another account's leftovers. */
  user_id: z.string().optional(),
  next: nextPathSchema.optional(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const passwordSchema = textSchema.min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE).max(200);

export const resetPasswordBodySchema = z.object({
  token: textSchema.min(1).max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Which sign-in methods this deployment offers (GET /api/auth/providers). */
export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** The header carrying the one-time exchange id from /auth/success. */
export const SESSION_EXCHANGE_HEADER = 'x-session-id';
