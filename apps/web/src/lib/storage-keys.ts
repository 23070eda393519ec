import { SELECTED_COMPANY_COOKIE } from '@charter/shared';
/** Every localStorage key the app uses, in one place. */
export const storageKeys = {
  businessInfo: 'businessInfo',
  selectedCompanyId: 'selectedCompanyId',
  pendingVerificationEmail: 'pendingVerificationEmail',
  /** When the last verification email was sent (epoch ms), so its resend cool-down survives a reload. */
  verificationEmailSentAt: 'verificationEmailSentAt',
  /** An invitation opened before signing in: after sign-up or login the app returns to it. */
  pendingInvitationToken: 'pendingInvitationToken',
  /** The user whose state the keys below belong to. */
  stateOwner: 'stateOwner',
} as const;

/** What belongs to the signed-in user and must not outlive their session on a shared browser. */
const userScopedKeys = [storageKeys.businessInfo, storageKeys.selectedCompanyId, storageKeys.stateOwner] as const;

/** Logout: forget everything the previous user left in this browser. */
export function clearUserState(): void {
  for (const key of userScopedKeys) writeStorage(key, null);
  writeSessionStorage(sessionKeys.companyWizardDraft, null);
  removeSessionStorageByPrefix(sessionKeys.incorporationDraftPrefix);
  writeSessionStorage(sessionKeys.generalChat, null);
  writeSessionStorage(sessionKeys.advisorChat, null);
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

/**
 * Every sessionStorage key: state that belongs to this tab only and should end with it (a sign-in under way), not
 * outlive it like the keys above.
 */
export const sessionKeys = {
  /** The login in progress (address and when its code was sent), so a reload comes back to the code step. */
  loginInProgress: 'loginInProgress',
  /** The landing page's Get Started bar, once dismissed, stays away until the browser tab is closed. */
  floatingCtaDismissed: 'floatingCtaDismissed',
  /** The Add Company wizard's unfinished draft (dropped on logout with the user's other state). */
  companyWizardDraft: 'companyWizardDraft',
  /** The incorporation wizard's unfinished draft, one key per user (the prefix, then the user id). */
  incorporationDraftPrefix: 'incorporationDraft:',
  /** The suggestions panel of the services page, once hidden, stays hidden until the tab is closed. */
  productSuggestionsHidden: 'productSuggestionsHidden',
  /** The general assistant's conversation in this tab (a visitor's or the signed-in user's). */
  generalChat: 'generalChat',
  /** The compliance advisor's conversation in this tab (one user and company). */
  advisorChat: 'advisorChat',
} as const;

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** Reads a key; a browser that refuses storage (private mode, blocked) reads as nothing remembered. */
function readFrom(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key, or removes it for null; private mode or full storage only means the app does not remember. */
function writeTo(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Without storage the app still works: a reload simply starts again (the login, a draft) from the beginning.
  }
}

export function readStorage(key: string): string | null {
  return readFrom(local, key);
}

export function writeStorage(key: string, value: string | null): void {
  writeTo(local, key, value);
  if (key === storageKeys.selectedCompanyId) tellServerSelectedCompany(value);
}

/**
 * The selected company goes to the server as a cookie as well, so it can render the page of the company shown
 * (apps/server/src/http/server-rendering.ts); forgotten with it at logout.
 */
function tellServerSelectedCompany(companyId: string | null): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    const value = companyId ? `${encodeURIComponent(companyId)}; Max-Age=31536000` : '; Max-Age=0';
    document.cookie = `${SELECTED_COMPANY_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // No document (a test, a worker): the server then draws a founder's page only when they have one company.
  }
}

export function readSessionStorage(key: string): string | null {
  return readFrom(session, key);
}

export function writeSessionStorage(key: string, value: string | null): void {
  writeTo(session, key, value);
}

/** Drops every sessionStorage key that starts with the prefix (a per-user family of keys). */
export function removeSessionStorageByPrefix(prefix: string): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_unused, index) => window.sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) window.sessionStorage.removeItem(key);
  } catch {
    // Without storage there is nothing to drop.
  }
}
