import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { emailBodySchema, type EmailBody } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRequestPasswordReset } from '@/features/auth/api/use-request-password-reset';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-message';
import { AdminAuthFrame } from './admin-auth-frame';
import { AlertText } from '@/components/ui/form-error';

/** /admin/forgot-password: staff ask for a reset link (customers have no password: they sign in with codes). */
export function AdminForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof emailBodySchema>, unknown, EmailBody>({
    resolver: zodResolver(emailBodySchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => request.mutate(values));
  const failure =
    request.error instanceof ApiError && request.error.status === 0
      ? '❌ Connection failed. Please check your internet connection or try again later.'
      : request.error
        ? apiErrorDetail(request.error, 'Could not send the reset link. Please try again.')
        : undefined;

  return (
    <AdminAuthFrame
      icon={KeyRound}
      title="Reset your password"
      description="For Charter staff accounts. Customers sign in with a one-time code instead."
      below={
        <p className="mt-4 text-center text-sm">
          <Link to="/admin/login" className="font-semibold text-accent-700 underline-offset-4 hover:underline">
            Back to admin sign in
          </Link>
        </p>
      }
    >
      {request.isSuccess ? (
        <div role="status" className="grid gap-3 text-center">
          <MailCheck className="mx-auto size-8 text-accent-600" aria-hidden="true" />
          <p className="font-semibold">Check your email</p>
          <p className="text-sm text-muted">{request.data.message} The link works once, for 1 hour.</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="username" autoFocus {...form.register('email')} />
          </Field>
          <AlertText>{failure}</AlertText>
          <Button type="submit" loading={request.isPending} className="w-full">
            Send reset link
          </Button>
        </form>
      )}
    </AdminAuthFrame>
  );
}

export { AdminForgotPasswordPage as Component };
