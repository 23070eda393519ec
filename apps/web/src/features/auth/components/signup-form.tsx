import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signupBodySchema, type SignupBody, type SignupResponse } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useSignup } from '../api/use-signup';
import { signupErrorMessage } from '../auth-messages';
import { FormAlert } from './auth-layout';

interface SignupFormProps {
  /** Filled in when the page was opened for one address (an invitation's). */
  defaultEmail?: string;
  autoFocus: boolean;
  onSignedUp: (email: string, answer: SignupResponse) => void;
  /** Switch to the Login tab with this address, for an address that already has an account. */
  onLoginInstead: (email: string) => void;
}

/** Sign Up: email and name; what happens next depends on whether the address must be verified. */
export function SignupForm({ defaultEmail = '', autoFocus, onSignedUp, onLoginInstead }: SignupFormProps) {
  const signup = useSignup();
  const form = useForm<z.input<typeof signupBodySchema>, unknown, SignupBody>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { email: defaultEmail, name: '' },
  });
  const { errors } = form.formState;
  const clearServerError = () => signup.reset();
  const alreadyRegistered = signup.error instanceof ApiError && signup.error.status === 409;
  const registeredEmail = alreadyRegistered ? signup.variables?.email : undefined;

  const submit = form.handleSubmit((values) => signup.mutate(values, { onSuccess: (answer) => onSignedUp(values.email, answer) }));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
          placeholder="you@company.com"
          {...form.register('email', { onChange: clearServerError })}
        />
      </Field>
      <Field label="Full name" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Ada Lovelace" {...form.register('name', { onChange: clearServerError })} />
      </Field>
      {signup.error && (
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
