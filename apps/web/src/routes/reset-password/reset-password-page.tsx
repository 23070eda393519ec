import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Link2Off } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORDS_MISMATCH_MESSAGE, passwordSchema } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useResetPassword } from '@/features/auth/api/use-reset-password';
import { authMessages, resetPasswordMessage } from '@/features/auth/auth-messages';
import { AuthHeading, AuthLayout, AuthOutcome, FormAlert } from '@/features/auth/components/auth-layout';

/** Spec §9: after a reset the page moves on to login after 3 s. */
const REDIRECT_MS = 3000;
/** Passwords belong to staff accounts only (customers sign in with codes), so "login" here is the staff sign-in. */
const LOGIN_PATH = '/admin/login';

const resetFormSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, { message: PASSWORDS_MISMATCH_MESSAGE, path: ['confirmation'] });
type ResetForm = z.infer<typeof resetFormSchema>;

function BackToLogin() {
  return (
    <Link to={LOGIN_PATH} className="font-semibold text-accent-700 underline-offset-4 hover:underline">
      Back to Login
    </Link>
  );
}

/** /reset-password?token=…: a staff account chooses a new password with the link from the reset mail. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema), defaultValues: { password: '', confirmation: '' } });
  const { errors } = form.formState;
  const done = reset.isSuccess;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(LOGIN_PATH, { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (!token) {
    return (
      <AuthLayout>
        <div role="alert">
          <AuthHeading
            icon={Link2Off}
            tone="danger"
            title="Invalid Reset Link"
            description="This password reset link is incomplete. Open the link from your email again, or request a new one from the admin sign-in page."
          />
        </div>
        <ButtonLink to={LOGIN_PATH} size="lg" className="w-full">
          Back to Login
        </ButtonLink>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout>
        <AuthOutcome tone="success" title="Password updated" description="You can now log in. Taking you to login in 3 seconds…" />
        <ButtonLink to={LOGIN_PATH} replace size="lg" className="w-full">
          Continue to login
        </ButtonLink>
      </AuthLayout>
    );
  }

  const submit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));

  return (
    <AuthLayout footer={<BackToLogin />}>
      <AuthHeading icon={KeyRound} title="Set a new password" description={`Use at least ${PASSWORD_MIN_LENGTH} characters.`} />
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field label="New password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} autoFocus {...form.register('password')} />
        </Field>
        <Field label="Confirm password" error={errors.confirmation?.message}>
          <Input type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} {...form.register('confirmation')} />
        </Field>
        {reset.error && (
          <FormAlert>
            <p className="font-semibold">{authMessages.resetFailedTitle}</p>
            <p>{resetPasswordMessage(reset.error)}</p>
            <p>
              <Link to="/admin/forgot-password" className="font-semibold underline underline-offset-4">
                Request a new link
              </Link>
            </p>
          </FormAlert>
        )}
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}

export { ResetPasswordPage as Component };
