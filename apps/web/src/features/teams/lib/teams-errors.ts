import { ApiError } from '@/lib/api-client';

export const CONNECTION_FAILED = 'Connection failed. Please check your internet connection and try again.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';

/**
 * The message for a failed members, invitations or activity call, chosen by the error's code. The server's detail
 * names the actual refusal (the last owner, an address that is already a member, an invitation that has expired),
 * so it is shown whenever the code is one the user can act on.
 */
export function teamsErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return CONNECTION_FAILED;
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return SESSION_ENDED;
    case 'RATE_LIMITED':
      return TOO_MANY_ATTEMPTS;
    case 'VALIDATION_FAILED':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'CONFLICT':
    case 'GONE':
    case 'PROVIDER_UNAVAILABLE':
      return error.detail ?? fallback;
    default:
      return fallback;
  }
}
