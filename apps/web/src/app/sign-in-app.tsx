import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '@/components/ui/toaster';
import { isSignedIn } from '@/features/auth/api/sign-in-requests';
import { afterSignInPath } from '@/features/auth/lib/after-sign-in-path';
import { prepareClassMerging } from '@/lib/cn';
import { handOverPrerendered } from '@/lib/prerendered';
import { AuthPage } from '@/routes/login/login-page';

prepareClassMerging();

/**
 * /login and /signup as an app of their own: React, the sign-in screen and the calls it makes, without the app's
 * router, React Query, Zod or react-hook-form (issue 14: /login downloads at most 120 KB). Every other page links here
 * with a full navigation (app/router.tsx), and a signed-in sign-in leaves with one.
 */
export function SignInApp() {
  // The first render takes over from the page pre-rendered in the shell (scripts/route-shells.tsx).
  useLayoutEffect(handOverPrerendered, []);
  useLeaveWhenSignedIn();
  return (
    <>
      <AuthPage />
      <Toaster />
    </>
  );
}

/**
 * Someone already signed in in this browser goes on to the dashboard (or back to the invitation they opened). The form
 * shows while the check is under way: nearly everyone here is signed out, and a spinner first would delay it.
 */
function useLeaveWhenSignedIn() {
  useEffect(() => {
    let current = true;
    isSignedIn().then(
      (signedIn) => {
        if (signedIn && current) window.location.replace(afterSignInPath(new URLSearchParams(window.location.search).get('next')));
      },
      // Could not tell (offline, server down): the form stays, and sign-in itself reports the problem.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
}

/** Renders the sign-in app into `container`, taking over the page pre-rendered there. */
export function startSignIn(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <SignInApp />
    </StrictMode>,
  );
}
