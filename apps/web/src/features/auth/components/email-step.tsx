import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { emailBodySchema, type EmailBody } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useRequestLoginCode } from '../api/use-request-login-code';
import { useResendVerification } from '../api/use-resend-verification';
import { authMessages, isAccountDisabled, loginCodeRequestMessage } from '../auth-messages';
import { FormAlert } from './auth-layout';

interface EmailStepProps {
  defaultEmail: string;
  autoFocus: boolean;
  /** Called with the normalised address once the server has sent a code to it. */
  onCodeSent: (email: string) => void;
}

/** Login, step 1: the address to send a one-time code to. */
export function EmailStep({ defaultEmail, autoFocus, onCodeSent }: EmailStepProps) {
  const requestCode = useRequestLoginCode();
  const resendVerification = useResendVerification();
  const form = useForm<z.input<typeof emailBodySchema>, unknown, EmailBody>({
    resolver: zodResolver(emailBodySchema),
    defaultValues: { email: defaultEmail },
  });
  const requestError = requestCode.error;
  const unverified = requestError instanceof ApiError && requestError.status === 403 && !isAccountDisabled(requestError);

  const submit = form.handleSubmit((values) =>
    requestCode.mutate(values, {
      onSuccess: () => {
        toast.success(authMessages.codeSent);
        onCodeSent(values.email);
      },
    }),
  );

  const resendLink = () => {
    const email = requestCode.variables?.email;
    if (!email) return;
    resendVerification.mutate(
      { email },
      {
        onSuccess: () => toast.success(authMessages.verificationEmailSent),
        onError: (error) =>
          toast.error(authMessages.resendFailed, {
            description: error instanceof ApiError && error.status !== 0 ? error.detail : undefined,
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Email" error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
          placeholder="you@company.com"
          {...form.register('email', { onChange: () => requestCode.reset() })}
        />
      </Field>
      {requestError && (
        <FormAlert tone={unverified ? 'warning' : 'error'}>
          <p>{loginCodeRequestMessage(requestError)}</p>
          {unverified && (
            <p>
              Link expired or lost?{' '}
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0 align-baseline"
                loading={resendVerification.isPending}
                onClick={resendLink}
              >
                Resend verification email
              </Button>
            </p>
          )}
        </FormAlert>
      )}
      <Button type="submit" size="lg" className="w-full" loading={requestCode.isPending}>
        Send Login Code
      </Button>
    </form>
  );
}
