import { MailCheck } from 'lucide-react';
import { VERIFICATION_RESEND_COOLDOWN_SECONDS } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import { resendVerification } from '../api/sign-in-requests';
import { authMessages, formatWait, retryAfterSeconds } from '../auth-messages';
import { useCountdown } from '../hooks/use-countdown';
import { useRequest } from '../hooks/use-request';
import { secondsLeft } from '../lib/cooldown';
import { AuthHeading } from './auth-layout';

interface CheckYourEmailProps {
  email: string;
  onBackToLogin: () => void;
}

/** When the last verification mail went out (set at signup and on each resend), from this browser's storage. */
const storedSentAt = () => {
  const value = Number(readStorage(storageKeys.verificationEmailSentAt));
  return value > 0 ? value : null;
};

/** After signup when the address must be verified before the first login. */
export function CheckYourEmail({ email, onBackToLogin }: CheckYourEmailProps) {
  const resend = useRequest(resendVerification);
  // The mail just went out with the signup, so the server would refuse a resend for a minute: count that down
  // on the button from the start (also after a reload), instead of letting a click run into "please wait".
  const cooldown = useCountdown(secondsLeft(storedSentAt(), VERIFICATION_RESEND_COOLDOWN_SECONDS));

  const resendEmail = () =>
    // The server keeps the destination of the first link for the new one.
    resend.run(
      { email },
      {
        onSuccess: () => {
          writeStorage(storageKeys.verificationEmailSentAt, String(Date.now()));
          cooldown.start(VERIFICATION_RESEND_COOLDOWN_SECONDS);
          toast.success(authMessages.verificationEmailSent);
        },
        onError: (error) => {
          const wait = retryAfterSeconds(error, VERIFICATION_RESEND_COOLDOWN_SECONDS);
          if (wait) cooldown.start(wait);
          toast.error(authMessages.resendFailed, {
            description: error instanceof ApiError && error.status !== 0 ? error.detail : undefined,
          });
        },
      },
    );

  return (
    <div>
      <AuthHeading
        icon={MailCheck}
        title="Check Your Email"
        description={
          <>
            We sent a verification link to <strong className="font-semibold break-words text-ink">{email}</strong>. Open it to verify your
            address, then log in with a one-time code.
          </>
        }
      />
      <div className="grid gap-3">
        <Button
          type="button"
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={resendEmail}
          loading={resend.isPending}
          disabled={cooldown.secondsLeft > 0}
        >
          <span className="tabular-nums">
            {cooldown.secondsLeft > 0 ? `Resend Verification Email (${formatWait(cooldown.secondsLeft)})` : 'Resend Verification Email'}
          </span>
        </Button>
        <Button type="button" size="lg" className="w-full" onClick={onBackToLogin}>
          Back to login
        </Button>
      </div>
      <p className="mt-6 text-center text-xs text-muted">Didn’t get it? Check your spam folder, or resend it after a minute.</p>
    </div>
  );
}
