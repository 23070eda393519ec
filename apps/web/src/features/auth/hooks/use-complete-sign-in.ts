import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { SessionResponse } from '@charter/shared';
import { toast } from '@/components/ui/toaster';
import { claimUserState, storageKeys, writeStorage } from '@/lib/storage-keys';
import { currentUserQueryKey } from '../api/use-current-user';
import { authMessages } from '../auth-messages';
import { afterSignInPath } from '../lib/after-sign-in-path';

/** Spec §9: the browser moves to the dashboard (or back to an open invitation) 0.5 s after a successful sign-in. */
export const SIGN_IN_REDIRECT_MS = 500;

/**
 * After a session is issued: say so, then after 0.5 s store the user and open the dashboard. The user is
 * stored only at that moment because /login's guard redirects as soon as a user is known.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (session: SessionResponse, { announce = true }: { announce?: boolean } = {}) => {
      // A fixed id, so a repeated call (StrictMode, a double click) updates the toast instead of stacking a second.
      if (announce) toast.success(authMessages.loginSuccess, { id: 'login-success' });
      writeStorage(storageKeys.pendingVerificationEmail, null);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        // Another user's selection, business info and cached answers never carry over to this one.
        if (claimUserState(session.user.id)) queryClient.clear();
        queryClient.setQueryData(currentUserQueryKey, session.user);
        void navigate(afterSignInPath(), { replace: true });
      }, SIGN_IN_REDIRECT_MS);
    },
    [navigate, queryClient],
  );
}
