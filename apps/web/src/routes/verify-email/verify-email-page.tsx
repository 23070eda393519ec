import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmail } from '@/features/auth/api/use-verify-email';
import { authMessages, emailVerificationMessage } from '@/features/auth/auth-messages';
import { AuthLayout, AuthOutcome } from '@/features/auth/components/auth-layout';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/** Spec §9: after verification the page moves on to /login after 3 s. */
const REDIRECT_MS = 3000;

/** Login with the verified address filled in. */
const loginPath = (email: string | null) => (email ? `/login?email=${encodeURIComponent(email)}` : '/login');

/** /verify-email?token=…: uses the link from the verification mail once, then sends the user to log in. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const verification = useVerifyEmail(token);
  const verified = verification.isSuccess;
  // Read before it is cleared below. The server names the verified address too, so any browser can prefill login.
  const [pendingEmail] = useState(() => readStorage(storageKeys.pendingVerificationEmail));
  const verifiedEmail = verification.data?.email ?? pendingEmail;

  useEffect(() => {
    if (!verified) return;
    // The address is verified, so signup's Check Your Email screen no longer applies.
    writeStorage(storageKeys.pendingVerificationEmail, null);
    writeStorage(storageKeys.verificationEmailSentAt, null);
    const timer = window.setTimeout(() => void navigate(loginPath(verifiedEmail), { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [verified, navigate, verifiedEmail]);

  if (token && verification.isPending) {
    return (
      <AuthLayout>
        <Spinner label="Verifying your email" className="py-10" />
      </AuthLayout>
    );
  }

  if (verification.isSuccess) {
    // A link opened a second time: the account is fine, so this is good news too, never "Sign Up Again".
    const already = verification.data.already_verified;
    return (
      <AuthLayout>
        <AuthOutcome
          tone="success"
          title={already ? 'Email already verified' : verification.data.message || authMessages.emailVerified}
          description={already ? 'Your account is ready. Taking you to login in 3 seconds…' : 'Taking you to login in 3 seconds…'}
        />
        <Button asChild size="lg" className="w-full">
          <Link to={loginPath(verifiedEmail)} replace>
            Continue to login
          </Link>
        </Button>
      </AuthLayout>
    );
  }

  const message = token ? emailVerificationMessage(verification.error) : authMessages.tokenMissing;
  return (
    <AuthLayout>
      <AuthOutcome tone="danger" title={authMessages.verificationFailedTitle} description={message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="secondary" size="lg">
          <Link to="/signup">Sign Up Again</Link>
        </Button>
        <Button asChild size="lg">
          <Link to="/login">Back to Login</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
