import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { currentUserQueryKey, useCurrentUser } from '@/features/auth/api/use-current-user';
import { ApiError } from '@/lib/api-client';
import { afterSignInPath } from '@/features/auth/lib/after-sign-in-path';
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

/** Signed-in area: loading, then the page, or back to the landing page when signed out. */
export function RequireUser() {
  useLeaveWhenSignedOut();
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (isError || !user) return <LeaveToLanding />;
  return <Outlet />;
}

/**
 * /login and /signup send a signed-in visitor to the dashboard (or back to the invitation they opened). The form shows
 * while the check is under way: nearly everyone here is signed out, and a spinner first would delay it by a round trip.
 */
export function RedirectIfSignedIn() {
  const { data: user } = useCurrentUser();
  if (user) return <Navigate to={afterSignInPath()} replace />;
  return <Outlet />;
}
