import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterSignInPath } from '@/features/auth/lib/after-sign-in-path';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useVerifyEmail } from '@/features/auth/api/use-verify-email';
import { authMessages, emailVerificationMessage } from '@/features/auth/auth-messages';
import { AuthLayout, AuthOutcome, AuthPending } from '@/features/auth/components/auth-layout';
import { claimUserState, readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/** Spec §9: after verification the page moves on after 3 s. */
const REDIRECT_MS = 3000;

/** Login with the verified address filled in. */
const loginPath = (email: string | null) => (email ? `/login?email=${encodeURIComponent(email)}` : '/login');

/**
 * /verify-email?token=…: uses the link from the verification mail once. The link proves the address, so its first use
 * signs in and moves on to where the sign-up was headed (a mailed link's page, else the dashboard): no second mail with
 * a code. A link opened again signs nobody in and leads to login.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const verification = useVerifyEmail(token);
  const verified = verification.isSuccess;
  const signedIn = verification.data?.signed_in === true;
  const destination = signedIn ? afterSignInPath(verification.data?.next) : null;
  const userId = verification.data?.user_id;
  // Read before it is cleared below. The server names the verified address too, so any browser can prefill login.
  const [pendingEmail] = useState(() => readStorage(storageKeys.pendingVerificationEmail));
  const verifiedEmail = verification.data?.email ?? pendingEmail;

  useEffect(() => {
    if (!verified) return;
    // The address is verified, so signup's Check Your Email screen no longer applies.
    writeStorage(storageKeys.pendingVerificationEmail, null);
    writeStorage(storageKeys.verificationEmailSentAt, null);
    // Another account's selection and business info never carry over to this one (a shared computer).
    if (userId) claimUserState(userId);
    // Signed in: a full navigation, so the app starts again as this user (the dashboard comes drawn by the server).
    const go = destination ? () => window.location.replace(destination) : () => void navigate(loginPath(verifiedEmail), { replace: true });
    const timer = window.setTimeout(go, REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [verified, navigate, verifiedEmail, destination, userId]);

  if (token && verification.isPending) {
    return <AuthPending label="Verifying your email" />;
  }

  if (verification.isSuccess) {
    // A link opened a second time: the account is fine, so this is good news too, never "Sign Up Again".
    const already = verification.data.already_verified;
    if (destination) {
      const toOrder = destination.startsWith('/orders/');
      return (
        <AuthLayout>
          <AuthOutcome
            tone="success"
            title={verification.data.message || authMessages.emailVerified}
            description={`Taking you to ${toOrder ? 'your order' : 'Charter'} in 3 seconds…`}
          />
          <Button asChild size="lg" className="w-full">
            <a href={destination}>Continue</a>
          </Button>
        </AuthLayout>
      );
    }
    return (
      <AuthLayout>
        <AuthOutcome
          tone="success"
          title={already ? 'Email already verified' : verification.data.message || authMessages.emailVerified}
          description={already ? 'Your account is ready. Taking you to login in 3 seconds…' : 'Taking you to login in 3 seconds…'}
        />
        <ButtonLink to={loginPath(verifiedEmail)} replace size="lg" className="w-full">
          Continue to login
        </ButtonLink>
      </AuthLayout>
    );
  }

  const message = token ? emailVerificationMessage(verification.error) : authMessages.tokenMissing;
  return (
    <AuthLayout>
      <AuthOutcome tone="danger" title={authMessages.verificationFailedTitle} description={message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ButtonLink to="/signup" variant="secondary" size="lg">
          Sign Up Again
        </ButtonLink>
        <ButtonLink to="/login" size="lg">
          Back to Login
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}

export { VerifyEmailPage as Component };
