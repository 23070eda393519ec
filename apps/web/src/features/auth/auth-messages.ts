import { ACCOUNT_DISABLED_MESSAGE } from '@charter/shared';
import { ApiContractError, ApiError } from '@/lib/api-client';

/** Every sign-in and account message of spec §8, verbatim (emoji included). */
export const authMessages = {
  connectionFailed: '❌ Connection failed. Please check your internet connection or try again later.',
  verifyEmailFirst: '⚠️ Please verify your email first! Check your inbox for the verification link.',
  noAccount: '❌ No account found with this email. Please sign up first.',
  sendCodeFailed: '❌ Failed to send login code. Please try again.',
  codeSent: '✅ Login code sent! Check your email.',
  invalidCode: 'Invalid or expired code. Please try again.',
  codeUsedUp: 'This code is used up after too many wrong tries. Please send a new code.',
  codeVerificationFailed: 'Verification failed. Please try again.',
  loginSuccess: '✅ Login successful! Redirecting...',
  authenticationFailed: 'Authentication failed. Please try again.',
  alreadyRegistered: '⚠️ This email is already registered. Please login instead.',
  signupFailed: 'Signup failed. Please try again.',
  accountCreated: '✅ Account created! You can now login with OTP.',
  clickSendLoginCode: 'Now click “Send Login Code” to get your login code by email.',
  resendFailed: 'Failed to resend verification email',
  verificationEmailSent: 'Verification email sent! Check your inbox.',
  emailVerified: 'Email verified! You can now login.',
  verificationFailedTitle: 'Verification failed',
  invalidResponse: 'Invalid response from server',
  networkError: 'Network error occurred',
  verificationLinkFailed: 'Verification failed. The link may be invalid or expired.',
  tokenMissing: 'Invalid verification link. Token is missing.',
  resetFailedTitle: 'Password reset failed',
  resetFailed: 'Failed to reset password. Please try again.',
} as const;

const asApiError = (error: unknown): ApiError | undefined => (error instanceof ApiError ? error : undefined);

/** Staff disabled the account (a 403 that is not about verification): no sign-in until they enable it. */
export const isAccountDisabled = (error: unknown): boolean => asApiError(error)?.code === 'ACCOUNT_DISABLED';

/** POST /auth/login-email (the Send Login Code and Resend code actions). */
export function loginCodeRequestMessage(error: unknown): string {
  const apiError = asApiError(error);
  if (apiError?.status === 0) return authMessages.connectionFailed;
  if (isAccountDisabled(error)) return apiError?.detail || ACCOUNT_DISABLED_MESSAGE;
  if (apiError?.status === 403) return authMessages.verifyEmailFirst;
  if (apiError?.status === 404) return authMessages.noAccount;
  return apiError?.detail || authMessages.sendCodeFailed;
}

/** The code took too many wrong tries: only a new code helps, so the screen offers to send one. */
export const isCodeUsedUp = (error: unknown): boolean => asApiError(error)?.code === 'CODE_USED_UP';

/** POST /auth/verify-otp. No response at all is reported as a connection problem, not a wrong code. */
export function codeVerificationMessage(error: unknown): string {
  const apiError = asApiError(error);
  if (apiError?.status === 0) return authMessages.connectionFailed;
  if (isCodeUsedUp(error)) return apiError?.detail || authMessages.codeUsedUp;
  if (apiError?.status === 401) return authMessages.invalidCode;
  return apiError?.detail || authMessages.codeVerificationFailed;
}

/** POST /auth/signup. */
export function signupErrorMessage(error: unknown): string {
  const apiError = asApiError(error);
  if (apiError?.status === 0) return authMessages.connectionFailed;
  if (apiError?.detail?.toLowerCase().includes('already registered')) return authMessages.alreadyRegistered;
  return apiError?.detail || authMessages.signupFailed;
}

/** POST /auth/verify-email (the link from the verification mail). */
export function emailVerificationMessage(error: unknown): string {
  if (error instanceof ApiContractError) return authMessages.invalidResponse;
  const apiError = asApiError(error);
  if (apiError?.status === 0) return authMessages.networkError;
  return apiError?.detail || authMessages.verificationLinkFailed;
}

/** POST /auth/reset-password: the reason, shown under the title "Password reset failed". */
export function resetPasswordMessage(error: unknown): string {
  const apiError = asApiError(error);
  if (apiError?.status === 0) return authMessages.connectionFailed;
  return apiError?.detail || authMessages.resetFailed;
}

const googleErrors: Record<string, string> = {
  google_not_configured: 'Google sign-in is not configured on this server. Please sign in with a login code.',
  google_failed: 'Google sign-in failed. Please try again or sign in with a login code.',
  google_email_unverified: 'Your Google email address is not verified. Please sign in with a login code instead.',
  account_disabled: ACCOUNT_DISABLED_MESSAGE,
};

/** The `?error=` the Google callback sends back to /login. */
export function googleErrorMessage(reason: string): string {
  return googleErrors[reason] ?? 'Sign-in failed. Please try again.';
}

/**
 * How long to wait after a 429. The API sends Retry-After, but ApiError does not carry headers yet, so the
 * wait comes from a `retryAfterSeconds` field should ApiError gain one, else from the detail
 * ("Please wait 27 seconds …"), else the given fallback. Undefined when the error is not a 429.
 */
export function retryAfterSeconds(error: unknown, fallbackSeconds: number): number | undefined {
  const apiError = asApiError(error);
  if (apiError?.status !== 429) return undefined;
  return apiError.retryAfterSeconds ? Math.ceil(apiError.retryAfterSeconds) : fallbackSeconds;
}

/** A wait for a button label: "45s" under a minute and a half, else whole minutes ("58 min"). */
export function formatWait(seconds: number): string {
  return seconds < 90 ? `${seconds}s` : `${Math.ceil(seconds / 60)} min`;
}
