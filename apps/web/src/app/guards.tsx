import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { DEFAULT_AFTER_SIGN_IN_PATH } from '@charter/shared';
import { currentUserQueryKey, useCurrentUser } from '@/features/auth/api/use-current-user';
import { signInPathFor } from '@/features/auth/lib/after-sign-in-path';
import { ApiError } from '@/lib/api-client';
import { handOverPrerendered } from '@/lib/prerendered';

/** The root of every route: its first render takes over from the page's pre-rendered markup, when the shell has any. */
export function RouteRoot() {
  useLayoutEffect(handOverPrerendered, []);
  return <Outlet />;
}

/** The landing page is a separate, pre-rendered document: reach it with a full navigation. */
export function LeaveToLanding() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return <FullPageSpinner />;
}

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return <Spinner label={label} className="min-h-screen" />;
}

const signedOut = (error: unknown) => error instanceof ApiError && error.code === 'UNAUTHENTICATED';

/**
 * A call answered 401 (the session ended: logout elsewhere, expiry, or staff disabled the account): check the session
 * again, so a signed-out user leaves the signed-in area on their next call instead of seeing errors.
 */
function useLeaveWhenSignedOut() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && signedOut(event.action.error)) recheck();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && signedOut(event.action.error)) recheck();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}

/**
 * Signed-in area: loading, then the page. Opened signed out, a page of its own (a mailed link: an order, a comment)
 * leads to sign-in and back to it afterwards (`/login?next=`); the dashboard, which every sign-in reaches anyway, and a
 * page whose user just logged out lead to the landing page (spec §2).
 */
export function RequireUser() {
  useLeaveWhenSignedOut();
  const { pathname, search, hash } = useLocation();
  const { data: user, isPending, isError } = useCurrentUser();
  // Signed out after being signed in here (Log out, or the session ended): to the landing page, as before.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);
  if (isPending) return <FullPageSpinner />;
  if (isError || !user) {
    const opened = !wasSignedIn && pathname !== DEFAULT_AFTER_SIGN_IN_PATH;
    return opened ? <LeaveToSignIn path={pathname + search + hash} /> : <LeaveToLanding />;
  }
  return <Outlet />;
}

/** To sign in (a full navigation: the sign-in screen is an app of its own), headed back to `path` afterwards. */
function LeaveToSignIn({ path }: { path: string }) {
  useEffect(() => {
    window.location.replace(signInPathFor(path));
  }, [path]);
  return <FullPageSpinner />;
}

/**
 * /login and /signup, reached from a page of the app (a link, a redirect): the sign-in screen is an app of its own
 * (app/sign-in-app.tsx), so it opens with a full navigation to the same address, which replaces this entry.
 */
export function LeaveForSignIn() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.location.replace(pathname + search);
  }, [pathname, search]);
  return <FullPageSpinner />;
}
