import { readStorage, storageKeys } from '@/lib/storage-keys';

/** Where a freshly signed-in user goes: back to an invitation they opened before signing in, else the dashboard. */
export function afterSignInPath(): string {
  const invitation = readStorage(storageKeys.pendingInvitationToken);
  return invitation ? `/invite?token=${encodeURIComponent(invitation)}` : '/dashboard';
}
