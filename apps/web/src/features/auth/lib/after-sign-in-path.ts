import { DEFAULT_AFTER_SIGN_IN_PATH, safeNextPath } from '@charter/shared';
import { readStorage, storageKeys } from '@/lib/storage-keys';

/**
 * Where a freshly signed-in user goes: where the sign-in was headed (`next`: a mailed link's page, kept by the server
 * with the code or the verification link), else back to an invitation they opened before signing in, else the
 * dashboard. A `next` that is not a path on this site is ignored, never followed.
 */
export function afterSignInPath(next?: string | null): string {
  const destination = safeNextPath(next);
  if (destination && destination !== DEFAULT_AFTER_SIGN_IN_PATH) return destination;
  const invitation = readStorage(storageKeys.pendingInvitationToken);
  return invitation ? `/invite?token=${encodeURIComponent(invitation)}` : DEFAULT_AFTER_SIGN_IN_PATH;
}

/** The path to sign in on and come back to `path` (the page a signed-out visitor opened: a mailed link). */
export function signInPathFor(path: string): string {
  const destination = safeNextPath(path);
  return destination && destination !== DEFAULT_AFTER_SIGN_IN_PATH ? `/login?${new URLSearchParams({ next: destination })}` : '/login';
}
