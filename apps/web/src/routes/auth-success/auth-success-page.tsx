import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { useSessionExchange } from '@/features/auth/api/use-session-exchange';
import { authMessages } from '@/features/auth/auth-messages';
import { AuthLayout, AuthOutcome, AuthPending } from '@/features/auth/components/auth-layout';
import { useCompleteSignIn } from '@/features/auth/hooks/use-complete-sign-in';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /auth/success?session_id=…: where Google sign-in lands. The id is a one-time, short-lived exchange id
 * (never a session token, ARCHITECTURE §4); trading it sets the session cookie, then the dashboard opens.
 */
export function AuthSuccessPage() {
  useDocumentTitle('Signing in');
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const exchange = useSessionExchange(sessionId);
  const completeSignIn = useCompleteSignIn();
  const session = exchange.data;

  useEffect(() => {
    // The landing page is its own document, so leave with a full navigation.
    if (!sessionId) window.location.replace('/');
  }, [sessionId]);

  useEffect(() => {
    if (session) completeSignIn(session.user.id);
  }, [session, completeSignIn]);

  if (sessionId && exchange.isError) {
    return (
      <AuthLayout>
        <AuthOutcome tone="danger" title="Sign-in didn’t complete" description={authMessages.authenticationFailed} />
        <ButtonLink to="/login" size="lg" className="w-full">
          Back to Login
        </ButtonLink>
      </AuthLayout>
    );
  }

  return <AuthPending label={session ? 'Signed in. Opening your dashboard' : 'Signing you in'} />;
}

export { AuthSuccessPage as Component };
