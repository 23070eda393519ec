import { useCallback, useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { claimUserState, storageKeys, writeStorage } from '@/lib/storage-keys';
import { authMessages } from '../auth-messages';
import { afterSignInPath } from '../lib/after-sign-in-path';

/**
 * Spec §9: the browser moves on 0.5 s after a successful sign-in: to where the sign-in was headed (a mailed link's
 * page), else back to an open invitation, else the dashboard.
 */
export const SIGN_IN_REDIRECT_MS = 500;

/**
 * After a session is issued (its cookie set) for this user: say so, then after 0.5 s open the dashboard. A full
 * navigation: the sign-in screen is a small app of its own (issue 14), the dashboard comes drawn by the server, and
 * nothing a signed-out page held carries over.
 */
export function useCompleteSignIn() {
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback((userId: string, next?: string) => {
    // A fixed id, so a repeated call (StrictMode, a double click) updates the toast instead of stacking a second.
    toast.success(authMessages.loginSuccess, { id: 'login-success' });
    writeStorage(storageKeys.pendingVerificationEmail, null);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      // Another user's selection and business info never carry over to this one (a shared computer).
      claimUserState(userId);
      window.location.replace(afterSignInPath(next));
    }, SIGN_IN_REDIRECT_MS);
  }, []);
}
