import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { adminLoginBodySchema, type AdminLoginBody } from '@charter/shared';
import { FullPageSpinner } from '@/app/guards';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useAdminLogin } from '@/features/admin/session/api/mutations';
import { adminSessionQueries } from '@/features/admin/session/api/queries';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminAuthFrame } from './admin-auth-frame';
import { AlertText } from '@/components/ui/form-error';

const LOGIN_FAILED_TOAST = 'admin-login-failed';

/** /admin/login: email and password, checked on the server (ARCHITECTURE §4). */
export function AdminLoginPage() {
  useDocumentTitle('Admin sign in');
  const navigate = useNavigate();
  const admin = useQuery(adminSessionQueries.me());
  const demo = useQuery(adminSessionQueries.demoCredentials());
  const login = useAdminLogin();
  const form = useForm<AdminLoginBody>({ resolver: zodResolver(adminLoginBodySchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  if (admin.isPending) return <FullPageSpinner />;
  if (admin.data) return <Navigate to="/admin" replace />;

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        // A wrong password's toast would still be up beside the success one: a right password answers it.
        toast.dismiss(LOGIN_FAILED_TOAST);
        toast.success('Admin login successful!');
        void navigate('/admin', { replace: true });
      },
      onError: (error) => {
        const message =
          error instanceof ApiError && error.status === 401
            ? 'Invalid admin credentials'
            : apiErrorDetail(error, 'Admin login failed. Please try again.');
        form.setError('root', { message });
        toast.error(message, { id: LOGIN_FAILED_TOAST });
      },
    }),
  );

  const fillDemo = () => {
    if (!demo.data?.email || !demo.data.password) return;
    form.setValue('email', demo.data.email);
    form.setValue('password', demo.data.password);
  };

  return (
    <AdminAuthFrame
      icon={ShieldCheck}
      title="Admin sign in"
      description="For Charter staff only."
      below={
        demo.data?.demo && (
          <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">Demo mode</p>
            <p className="mt-1">
              This embedded demo has a built-in admin: <span className="font-mono">{demo.data.email}</span> /{' '}
              <span className="font-mono">{demo.data.password}</span>. It never exists in production.
            </p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={fillDemo}>
              Use demo credentials
            </Button>
          </div>
        )
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="username" autoFocus {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <AlertText>{errors.root?.message}</AlertText>
        <Button type="submit" loading={login.isPending} className="w-full">
          Sign in
        </Button>
        <p className="text-center text-sm">
          <Link to="/admin/forgot-password" className="font-medium text-accent-700 underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </p>
      </form>
    </AdminAuthFrame>
  );
}

export { AdminLoginPage as Component };
