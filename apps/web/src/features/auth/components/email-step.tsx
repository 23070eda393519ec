import { checkEmail } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { requestLoginCode, resendVerification as sendVerification } from '../api/sign-in-requests';
import { authMessages, isAccountDisabled, loginCodeRequestMessage } from '../auth-messages';
import { useCheckedForm } from '../hooks/use-checked-form';
import { useRequest } from '../hooks/use-request';
import { FormAlert } from './auth-layout';
import { FormEmailField } from './email-field';

interface EmailStepProps {
  defaultEmail: string;
  autoFocus: boolean;
  /** Where the sign-in is headed: the server keeps it with the code (and with a resent verification link). */
  next?: string | undefined;
  /** The address as it is typed, so Sign Up can start from it. */
  onEmailChange?: (email: string) => void;
  /** No account has this address: offer Sign Up with it. */
  onSignUpInstead?: (email: string) => void;
  /** Called with the normalised address once the server has sent a code to it. */
  onCodeSent: (email: string) => void;
}

/** Login, step 1: the address to send a one-time code to. */
export function EmailStep({ defaultEmail, autoFocus, next, onEmailChange, onSignUpInstead, onCodeSent }: EmailStepProps) {
  const requestCode = useRequest(requestLoginCode);
  const resendVerification = useRequest(sendVerification);
  const form = useCheckedForm({ email: checkEmail }, { email: defaultEmail });
  const requestError = requestCode.isError ? requestCode.error : null;
  const unverified = requestError instanceof ApiError && requestError.status === 403 && !isAccountDisabled(requestError);
  const unknownAddress = requestError instanceof ApiError && requestError.status === 404 ? requestCode.variables?.email : undefined;

  const submit = form.handleSubmit(({ email }) =>
    requestCode.run(
      { email, next },
      {
        onSuccess: () => {
          toast.success(authMessages.codeSent);
          onCodeSent(email);
        },
      },
    ),
  );

  const resendLink = () => {
    const email = requestCode.variables?.email;
    if (!email) return;
    resendVerification.run(
      { email, next },
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
      <FormEmailField form={form} autoFocus={autoFocus} onType={requestCode.reset} onEmailChange={onEmailChange} />
      {requestCode.isError && (
        <FormAlert tone={unverified ? 'warning' : 'error'}>
          <p>{loginCodeRequestMessage(requestError)}</p>
          {unknownAddress && onSignUpInstead && (
            <p>
              <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => onSignUpInstead(unknownAddress)}>
                Sign up with this email
              </Button>
            </p>
          )}
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
