import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { companyRoleDescriptions, companyRoleLabels } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { useLogout } from '@/features/auth/api/use-logout';
import { AuthLayout, AuthOutcome } from '@/features/auth/components/auth-layout';
import { selectCompany } from '@/features/companies/hooks/use-selected-company';
import { useAcceptInvitation } from '@/features/teams/api/use-accept-invitation';
import { useInvitationPreview } from '@/features/teams/api/use-invitation-preview';
import { ApiError } from '@/lib/api-client';
import { storageKeys, writeStorage } from '@/lib/storage-keys';

const closedTitles = {
  accepted: 'This invitation has already been used',
  revoked: 'This invitation was withdrawn',
  expired: 'This invitation has expired',
} as const;

/** /invite?token=…: the link from an invitation mail. Works signed in or not; joining needs the invited address. */
export function InvitePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const logout = useLogout();
  const invitation = preview.data;
  const open = invitation?.status === 'open';
  const signedOut = user.isSuccess && user.data === null;

  useEffect(() => {
    // Remember the link through sign-up's verification mail, so signing in comes back here; forget it once it is spent.
    if (!token || !invitation) return;
    writeStorage(storageKeys.pendingInvitationToken, open ? token : null);
  }, [token, invitation, open]);

  if (!token) {
    return (
      <AuthLayout>
        <AuthOutcome
          tone="danger"
          title="This invitation link is incomplete"
          description="Open the link from the invitation email again."
        />
      </AuthLayout>
    );
  }
  if (preview.isPending || user.isPending) {
    return (
      <AuthLayout>
        <Spinner label="Opening the invitation" className="py-10" />
      </AuthLayout>
    );
  }
  if (preview.isError || !invitation) {
    const detail =
      preview.error instanceof ApiError && preview.error.detail
        ? preview.error.detail
        : 'We could not open this invitation. Please try again.';
    return (
      <AuthLayout>
        <AuthOutcome tone="danger" title="This invitation cannot be opened" description={detail} />
      </AuthLayout>
    );
  }
  if (!open) {
    return (
      <AuthLayout>
        <AuthOutcome
          tone="danger"
          title={closedTitles[invitation.status as keyof typeof closedTitles]}
          description={`Ask an owner of ${invitation.company_name} to invite ${invitation.email} again.`}
        />
        {user.data && (
          <Button asChild size="lg" className="w-full">
            <Link to="/dashboard">Go to the dashboard</Link>
          </Button>
        )}
      </AuthLayout>
    );
  }

  const role = companyRoleLabels[invitation.role].toLowerCase();
  const heading = (
    <div className="mb-6 text-center">
      <p className="text-sm font-medium text-accent-700">
        {invitation.invited_by ? `${invitation.invited_by} invited you` : 'You are invited'}
      </p>
      <h1 className="mt-1 text-xl font-semibold text-ink">Join {invitation.company_name}</h1>
      <p className="mt-2 text-sm text-muted">
        As {role}: {companyRoleDescriptions[invitation.role].toLowerCase()}. The invitation is for{' '}
        <strong className="text-ink">{invitation.email}</strong>.
      </p>
    </div>
  );

  if (signedOut) {
    return (
      <AuthLayout>
        {heading}
        <p className="mb-4 text-sm text-muted">Sign up or log in with {invitation.email} to accept. You will come back here afterwards.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link to="/signup">Sign up</Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <Link to="/login">Log in</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const signedInAs = user.data?.email ?? '';
  if (signedInAs.toLowerCase() !== invitation.email) {
    return (
      <AuthLayout>
        {heading}
        <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          You are signed in as {signedInAs}. This invitation was sent to {invitation.email}; log out and sign in with that address to accept
          it.
        </p>
        <Button
          size="lg"
          variant="secondary"
          className="w-full"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) })}
        >
          Log out and switch account
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      {heading}
      {accept.isError && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {accept.error instanceof ApiError && accept.error.detail
            ? accept.error.detail
            : 'The invitation could not be accepted. Please try again.'}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        loading={accept.isPending}
        onClick={() =>
          accept.mutate(token, {
            onSuccess: (joined) => {
              writeStorage(storageKeys.pendingInvitationToken, null);
              selectCompany(joined.company_id);
              toast.success(`You joined ${invitation.company_name}`);
              void navigate('/dashboard', { replace: true });
            },
          })
        }
      >
        Accept invitation
      </Button>
    </AuthLayout>
  );
}
