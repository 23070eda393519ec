import { ApiError } from './api-client';

/** The server’s detail for a failed call, whatever its code; the fallback when the call failed without one (or not as a call). */
export function apiErrorDetail(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}

/** The message for a failed call, by its code: the server’s detail where the user can act on it (API keys, webhooks). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return 'Connection failed. Please check your internet connection and try again.';
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return 'Your session has ended. Please log in again.';
    case 'RATE_LIMITED':
      return 'Too many attempts. Please wait a moment and try again.';
    case 'VALIDATION_FAILED':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
      return error.detail ?? fallback;
    default:
      return fallback;
  }
}
