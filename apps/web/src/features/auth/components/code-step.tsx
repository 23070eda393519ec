import type { RefObject } from 'react';
import { checkLoginCode, LOGIN_CODE_LENGTH, LOGIN_CODE_RESEND_COOLDOWN_SECONDS } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { requestLoginCode, verifyLoginCode } from '../api/sign-in-requests';
import {
  authMessages,
  codeVerificationMessage,
  formatWait,
  isCodeUsedUp,
  loginCodeRequestMessage,
  retryAfterSeconds,
} from '../auth-messages';
import { useCheckedForm } from '../hooks/use-checked-form';
import { useRequest } from '../hooks/use-request';
import { FormAlert } from './auth-layout';

/** Spec §5: digits only, at most 6; anything else typed or pasted is dropped. */
export const normaliseCode = (value: string) => value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH);

interface CodeStepProps {
  email: string;
  autoFocus: boolean;
  /** Lets the screen focus the code field itself, e.g. when the Email Sent! dialog closes. */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Seconds until Resend code may be used again (the server's cool-down), 0 when it may. */
  resendSecondsLeft: number;
  onResendCooldown: (seconds: number) => void;
  /** A new code went out (Resend code or Send a new code). */
  onCodeResent: () => void;
  onUseDifferentEmail: () => void;
  /** Where the sign-in is headed, kept with a resent code as with the first. */
  next?: string | undefined;
  /** The code was right: the session cookie is set, for this user, headed to `next` (the server's word). */
  onVerified: (userId: string, next: string | undefined) => void;
}

/** Login, step 2: the 6-digit code from the email. */
export function CodeStep({
  email,
  autoFocus,
  inputRef,
  resendSecondsLeft,
  onResendCooldown,
  onCodeResent,
  onUseDifferentEmail,
  next,
  onVerified,
}: CodeStepProps) {
  const verify = useRequest(verifyLoginCode);
  const resend = useRequest(requestLoginCode);
  const form = useCheckedForm({ otp: checkLoginCode }, { otp: '' });
  const otpField = form.field('otp', {
    // Spec §5: digits only, at most 6; anything else typed or pasted is dropped.
    normalise: normaliseCode,
    // A used-up code stays used up while the user types: only sending a new code clears that.
    onChange: () => {
      if (verify.isError && !isCodeUsedUp(verify.error)) verify.reset();
    },
  });
  const codeError = form.errorOf('otp') ?? (verify.isError ? codeVerificationMessage(verify.error) : undefined);
  // Five wrong tries used the code up: the right one is refused too, so the main action becomes sending a new one.
  const usedUp = verify.isError && isCodeUsedUp(verify.error);
  const waitLabel = resendSecondsLeft > 0 ? formatWait(resendSecondsLeft) : null;

  const submit = form.handleSubmit(({ otp }) =>
    verify.run(
      { email, otp },
      {
        onSuccess: (verified) => onVerified(verified.userId, verified.next),
        onError: () => form.focus('otp', { select: true }),
      },
    ),
  );

  const resendCode = () =>
    resend.run(
      { email, next },
      {
        onSuccess: () => {
          toast.success(authMessages.codeSent);
          onResendCooldown(LOGIN_CODE_RESEND_COOLDOWN_SECONDS);
          onCodeResent();
          verify.reset();
          form.reset({ otp: '' });
          form.focus('otp');
        },
        onError: (error) => {
          const wait = retryAfterSeconds(error, LOGIN_CODE_RESEND_COOLDOWN_SECONDS);
          if (wait) onResendCooldown(wait);
        },
      },
    );

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        Enter the 6-digit code we sent to <strong className="font-semibold break-words text-ink">{email}</strong>.
      </p>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field label="Login code" error={codeError}>
          <Input
            {...otpField}
            ref={(element) => {
              otpField.ref(element);
              if (inputRef) inputRef.current = element;
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            // No maxLength: it would cut a pasted "123 456" before the spaces are stripped.
            pattern="[0-9]*"
            autoFocus={autoFocus}
            placeholder="000000"
            // The left padding balances the letter-spacing after the last digit, so the code sits centred.
            className="h-12 pl-[calc(0.75rem+0.5em)] text-center font-mono text-xl tracking-[0.5em] tabular-nums placeholder:text-slate-300"
          />
        </Field>
        {usedUp ? (
          <Button type="button" size="lg" className="w-full" onClick={resendCode} loading={resend.isPending} disabled={waitLabel !== null}>
            <span className="tabular-nums">{waitLabel ? `Send a new code in ${waitLabel}` : 'Send a new code'}</span>
          </Button>
        ) : (
          <Button type="submit" size="lg" className="w-full" loading={verify.isPending} disabled={verify.isSuccess}>
            Verify
          </Button>
        )}
      </form>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
        {!usedUp && (
          <Button type="button" variant="ghost" size="sm" onClick={resendCode} loading={resend.isPending} disabled={waitLabel !== null}>
            <span className="tabular-nums">{waitLabel ? `Resend code in ${waitLabel}` : 'Resend code'}</span>
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" className="sm:ml-auto" onClick={onUseDifferentEmail}>
          Use different email
        </Button>
      </div>
      {resend.isError && <FormAlert>{loginCodeRequestMessage(resend.error)}</FormAlert>}
    </div>
  );
}
