/** Every localStorage key the app uses, in one place. */
export const storageKeys = {
  businessInfo: 'businessInfo',
  selectedCompanyId: 'selectedCompanyId',
  pendingVerificationEmail: 'pendingVerificationEmail',
  /** An invitation opened before signing in: after sign-up or login the app returns to it. */
  pendingInvitationToken: 'pendingInvitationToken',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the app still works without remembering.
  }
}
