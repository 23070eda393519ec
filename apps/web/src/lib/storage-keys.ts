/** Every localStorage key the app uses, in one place. */
export const storageKeys = {
  businessInfo: 'businessInfo',
  selectedCompanyId: 'selectedCompanyId',
  pendingVerificationEmail: 'pendingVerificationEmail',
  /** An invitation opened before signing in: after sign-up or login the app returns to it. */
  pendingInvitationToken: 'pendingInvitationToken',
  /** The user whose state the keys below belong to. */
  stateOwner: 'stateOwner',
} as const;

/** sessionStorage keys: what is remembered for this tab's visit only. */
export const sessionKeys = {
  /** The landing page's Get Started bar, once dismissed, stays away until the browser tab is closed. */
  floatingCtaDismissed: 'floatingCtaDismissed',
} as const;

/** What belongs to the signed-in user and must not outlive their session on a shared browser. */
const userScopedKeys = [storageKeys.businessInfo, storageKeys.selectedCompanyId, storageKeys.stateOwner] as const;

/** Logout: forget everything the previous user left in this browser. */
export function clearUserState(): void {
  for (const key of userScopedKeys) writeStorage(key, null);
}

/**
 * Sign-in: the stored state is this user's from now on. Another user's leftovers (a shared computer where nobody
 * logged out) are dropped first. Returns true when something was dropped, so caches can be cleared too.
 */
export function claimUserState(userId: string): boolean {
  const owner = readStorage(storageKeys.stateOwner);
  const foreign = owner !== userId && (owner !== null || userScopedKeys.some((key) => readStorage(key) !== null));
  if (foreign) clearUserState();
  writeStorage(storageKeys.stateOwner, userId);
  return foreign;
}

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

export function readSessionStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionStorage(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice holds until the page is reloaded.
  }
}
