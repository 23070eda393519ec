import { Spinner } from '@/components/ui/spinner';
import { AuthLayout } from './auth-layout';

/** A mailed link's page while its request runs (sign-in, verify, invitation, unsubscribe): the spinner in the auth frame. */
export function AuthWaiting({ label }: { label: string }) {
  return (
    <AuthLayout>
      <Spinner label={label} className="py-10" />
    </AuthLayout>
  );
}
