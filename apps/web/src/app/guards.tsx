import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
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

/** Signed-in area: loading, then the page, or back to the landing page when signed out. */
export function RequireUser() {
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
