import { useQueryClient, useQuery } from '@tanstack/react-query';
import { CalendarClock, Mail, UserRound } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { checkName, companyRoleDescriptions, companyRoleLabels, type InvitationPreview } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { currentUserQueryKey, useCurrentUser } from '@/features/auth/api/use-current-user';
import { useLogout } from '@/features/auth/api/use-logout';
import { AuthLayout, AuthOutcome, AuthPending, FormAlert } from '@/features/auth/components/auth-layout';
import { selectCompany } from '@/features/companies/hooks/use-selected-company';
import { useAcceptInvitation } from '@/features/teams/api/use-accept-invitation';

import { useJoinInvitation } from '@/features/teams/api/use-join-invitation';
import { teamQueries } from '@/features/teams/api/queries';
import { teamsErrorMessage } from '@/features/teams/lib/teams-errors';
import { ApiError } from '@/lib/api-client';
import { claimUserState, storageKeys, writeStorage } from '@/lib/storage-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { companyQueries } from '@/features/companies/api/queries';

const closedTitles = {
  accepted: 'This invitation has already been used',
  revoked: 'This invitation was revoked',
  expired: 'This invitation has expired',
} as const;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const forgetInvitation = () => writeStorage(storageKeys.pendingInvitationToken, null);

/**
 * /invite?token=…: the link from an invitation mail. Signed out, the invitation itself proves the address it was mailed
 * to: one click joins and signs in (creating the account, with a name, when the address has none), with no
 * verification mail and no login code. Signed in, joining needs the invited address.
 */
export function InvitePage() {
  useDocumentTitle('Invitation');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const preview = useQuery({ ...teamQueries.invitation(token ?? ''), enabled: Boolean(token) });
  const accept = useAcceptInvitation();
  const logout = useLogout();
  const invitation = preview.data;
  const open = invitation?.status === 'open';
  const unknown = preview.error instanceof ApiError && preview.error.code === 'NOT_FOUND';

  useEffect(() => {
    if (!token) return;
    // Remember an open invitation through sign-up's verification mail; forget one that is spent or does not exist.
    if (invitation) writeStorage(storageKeys.pendingInvitationToken, open ? token : null);
    else if (unknown) forgetInvitation();
  }, [token, invitation, open, unknown]);

  const signedIn = user.data ?? null;

  if (!token) {
    return (
      <AuthLayout>
        <AuthOutcome
          tone="danger"
          title="This invitation link is incomplete"
          description="Open the link from the invitation email again."
        />
        <WayOut signedIn={Boolean(signedIn)} />
      </AuthLayout>
    );
  }
  if (preview.isPending || user.isPending) {
    return <AuthPending label="Opening the invitation" />;
  }
  if (preview.isError || !invitation) {
    return (
      <AuthLayout>
        <AuthOutcome
          tone="danger"
          title={unknown ? 'This invitation link is not valid' : 'This invitation cannot be opened'}
          description={teamsErrorMessage(preview.error, 'We could not open this invitation. Please try again.')}
        />
        {unknown ? (
          <WayOut signedIn={Boolean(signedIn)} />
        ) : (
          <Button size="lg" className="w-full" loading={preview.isFetching} onClick={() => void preview.refetch()}>
            Try again
          </Button>
        )}
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
        <WayOut signedIn={Boolean(signedIn)} />
      </AuthLayout>
    );
  }

  const summary = <InvitationSummary invitation={invitation} />;

  if (!signedIn) {
    return (
      <AuthLayout>
        {summary}
        <JoinSignedOut token={token} invitation={invitation} onGone={() => void preview.refetch()} />
      </AuthLayout>
    );
  }

  // Signed out, the page offers the one-click join for the invited address.
  const switchAccount = () => logout.mutate(undefined, { onSettled: () => void preview.refetch() });
  const notNow = () => {
    forgetInvitation();
    void navigate('/dashboard', { replace: true });
  };

  // The server decides who may accept; the preview tells us already when the signed-in address is not the invited one.
  const forbidden = accept.error instanceof ApiError && accept.error.code === 'FORBIDDEN';
  const otherAccount = signedIn.email.toLowerCase() !== invitation.email.toLowerCase() || forbidden;
  if (otherAccount) {
    return (
      <AuthLayout>
        {summary}
        <FormAlert tone="warning" className="mb-4">
          <p>
            {forbidden
              ? teamsErrorMessage(accept.error, '')
              : `This invitation was sent to ${invitation.email}, but you are signed in as ${signedIn.email}. Log out and sign in with ${invitation.email} to accept it.`}
          </p>
        </FormAlert>
        <div className="grid gap-3">
          <Button size="lg" className="w-full" loading={logout.isPending} onClick={switchAccount}>
            Log out and switch account
          </Button>
          <Button size="lg" variant="secondary" className="w-full" onClick={notNow}>
            Not now, go to my dashboard
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const acceptInvitation = () =>
    accept.mutate(token, {
      onSuccess: (joined) => {
        forgetInvitation();
        queryClient.removeQueries({ queryKey: teamQueries.invitation(token).queryKey });
        selectCompany(joined.company_id);
        toast.success(`You joined ${invitation.company_name} as ${companyRoleLabels[joined.role].toLowerCase()}`);
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        // Spent or withdrawn meanwhile: read the invitation again, so the page says which (and forgets it).
        if (error instanceof ApiError && (error.code === 'GONE' || error.code === 'NOT_FOUND')) void preview.refetch();
      },
    });

  return (
    <AuthLayout>
      {summary}
      <p className="mb-4 text-sm text-muted">
        You are signed in as <span className="font-medium break-words text-ink">{signedIn.email}</span>.
      </p>
      {accept.isError && (
        <FormAlert className="mb-4">
          <p>{teamsErrorMessage(accept.error, 'The invitation could not be accepted. Please try again.')}</p>
        </FormAlert>
      )}
      <div className="grid gap-3">
        <Button size="lg" className="w-full" loading={accept.isPending} onClick={acceptInvitation}>
          Accept invitation
        </Button>
        <Button size="lg" variant="ghost" className="w-full" onClick={notNow}>
          Not now
        </Button>
      </div>
    </AuthLayout>
  );
}

/**
 * Signed out: join with the invitation alone. An address with an account joins in one click; a new one gives the name
 * its account is created with. The server signs in and the app moves to the company's dashboard.
 */
function JoinSignedOut({ token, invitation, onGone }: { token: string; invitation: InvitationPreview; onGone: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const join = useJoinInvitation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const needsName = !invitation.has_account;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let checkedName: string | undefined;
    if (needsName) {
      const checked = checkName(name);
      if (!checked.ok) {
        setNameError(checked.message);
        return;
      }
      checkedName = checked.value;
    }
    join.mutate(
      { token, ...(checkedName ? { name: checkedName } : {}) },
      {
        onSuccess: (joined) => {
          // Another account's selection and business info never carry over to this one (a shared computer).
          claimUserState(joined.session.user.id);
          forgetInvitation();
          queryClient.removeQueries({ queryKey: teamQueries.invitation(token).queryKey });
          queryClient.setQueryData(currentUserQueryKey, joined.session.user);
          void queryClient.invalidateQueries({ queryKey: companyQueries.all() });
          selectCompany(joined.company_id);
          toast.success(`You joined ${invitation.company_name} as ${companyRoleLabels[joined.role].toLowerCase()}`);
          void navigate('/dashboard', { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.code === 'GONE' || error.code === 'NOT_FOUND')) onGone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
      <p className="text-sm text-muted">
        {needsName ? 'Joining creates your account for' : 'Joining signs you in as'}{' '}
        <span className="font-medium break-words text-ink">{invitation.email}</span>. The invitation was sent there, so no code is needed.
      </p>
      {needsName && (
        <Field label="Full name" error={nameError}>
          <Input
            autoComplete="name"
            autoFocus
            placeholder="Ada Lovelace"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
        </Field>
      )}
      {join.isError && (
        <FormAlert>
          <p>{teamsErrorMessage(join.error, 'The invitation could not be accepted. Please try again.')}</p>
        </FormAlert>
      )}
      <Button type="submit" size="lg" className="w-full" loading={join.isPending}>
        Join {invitation.company_name}
      </Button>
    </form>
  );
}

/** Who invites whom to which company (the heading), with which role, until when. */
function InvitationSummary({ invitation }: { invitation: InvitationPreview }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-medium text-accent-700">
        {invitation.invited_by ? `${invitation.invited_by} invited you` : 'You are invited'}
      </p>
      <h1 className="mt-1 text-xl font-semibold tracking-tight break-words text-ink">Join {invitation.company_name}</h1>
      <dl className="mt-4 grid gap-3 rounded-lg border border-line bg-slate-50 p-4 text-sm">
        <SummaryRow icon={<UserRound />} label="Your role">
          <span className="font-medium">{companyRoleLabels[invitation.role]}</span>
          <span className="block text-muted">{companyRoleDescriptions[invitation.role]}</span>
        </SummaryRow>
        <SummaryRow icon={<Mail />} label="Invited address">
          <span className="break-words">{invitation.email}</span>
        </SummaryRow>
        <SummaryRow icon={<CalendarClock />} label="Expires">
          <span className="tabular-nums">{dayFormat.format(new Date(invitation.expires_at))}</span>
        </SummaryRow>
      </dl>
    </div>
  );
}

function SummaryRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-muted [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-muted">{label}</dt>
        <dd className="text-ink">{children}</dd>
      </div>
    </div>
  );
}

/** The way out of a link that cannot be used. */
function WayOut({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <ButtonLink to="/dashboard" size="lg" className="w-full">
      Go to the dashboard
    </ButtonLink>
  ) : (
    <Button asChild size="lg" variant="secondary" className="w-full">
      <a href="/">Go to Charter</a>
    </Button>
  );
}

export { InvitePage as Component };
