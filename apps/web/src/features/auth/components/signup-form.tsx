import { checkEmail, checkName } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { signUp } from '../api/sign-in-requests';
import { signupErrorMessage } from '../auth-messages';
import { useCheckedForm } from '../hooks/use-checked-form';
import { useRequest } from '../hooks/use-request';
import { FormAlert } from './auth-layout';
import { FormEmailField } from './email-field';

interface SignupFormProps {
  /** Filled in when the page was opened for one address (an invitation's). */
  defaultEmail?: string;
  autoFocus: boolean;
  /** Where the sign-up is headed: the verification link keeps it, signs in and goes there. */
  next?: string | undefined;
  /** The address as it is typed, so Log in can start from it. */
  onEmailChange?: (email: string) => void;
  onSignedUp: (email: string, answer: { verificationRequired: boolean }) => void;
  /** Switch to the Login tab with this address, for an address that already has an account. */
  onLoginInstead: (email: string) => void;
}

/** Sign Up: email and name; what happens next depends on whether the address must be verified. */
export function SignupForm({ defaultEmail = '', autoFocus, next, onEmailChange, onSignedUp, onLoginInstead }: SignupFormProps) {
  const signup = useRequest(signUp);
  const form = useCheckedForm({ email: checkEmail, name: checkName }, { email: defaultEmail, name: '' });
  const clearServerError = signup.reset;
  const alreadyRegistered = signup.error instanceof ApiError && signup.error.status === 409;
  const registeredEmail = alreadyRegistered ? signup.variables?.email : undefined;

  const submit = form.handleSubmit((values) =>
    signup.run({ ...values, next }, { onSuccess: (answer) => onSignedUp(values.email, answer) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormEmailField form={form} autoFocus={autoFocus} onType={clearServerError} onEmailChange={onEmailChange} />
      <Field label="Full name" error={form.errorOf('name')}>
        <Input autoComplete="name" placeholder="Ada Lovelace" {...form.field('name', { onChange: clearServerError })} />
      </Field>
      {signup.isError && (
        <FormAlert tone={alreadyRegistered ? 'warning' : 'error'}>
          <p>{signupErrorMessage(signup.error)}</p>
          {registeredEmail && (
            <p>
              <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => onLoginInstead(registeredEmail)}>
                Log in with this email
              </Button>
            </p>
          )}
        </FormAlert>
      )}
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
        Create Account
      </Button>
    </form>
  );
}
