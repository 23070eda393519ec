import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useResendVerification } from '../api/use-resend-verification';
import { authMessages, retryAfterSeconds } from '../auth-messages';
import { useCountdown } from '../hooks/use-countdown';
import { AuthHeading, StatusIcon } from './auth-layout';

interface CheckYourEmailProps {
  email: string;
  onBackToLogin: () => void;
}

/** After signup when the address must be verified before the first login. */
export function CheckYourEmail({ email, onBackToLogin }: CheckYourEmailProps) {
  const resend = useResendVerification();
  const cooldown = useCountdown();

  const resendEmail = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => toast.success(authMessages.verificationEmailSent),
        onError: (error) => {
          const wait = retryAfterSeconds(error, 60);
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
        icon={
          <StatusIcon tone="accent">
            <MailCheck aria-hidden="true" />
          </StatusIcon>
        }
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
            {cooldown.secondsLeft > 0 ? `Resend Verification Email (${cooldown.secondsLeft}s)` : 'Resend Verification Email'}
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
