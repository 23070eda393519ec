import { useQuery } from '@tanstack/react-query';
import { LogOut, Mail, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import {
  companyRoleDescriptions,
  companyRoleLabels,
  companyRoles,
  roleCan,
  type Company,
  type CompanyRole,
  type Member,
  type MembersResponse,
} from '@charter/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { MutationButton } from '@/components/ui/mutation-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { RoleBadge } from '@/components/ui/role-badge';
import { Select, SelectOptions } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toaster';
import { FormError } from '@/components/ui/form-error';
import { cn } from '@/lib/cn';
import { useChangeRole } from '../api/use-change-role';
import { teamQueries } from '../api/queries';
import { useRemoveMember } from '../api/use-remove-member';
import { useRevokeInvitation } from '../api/use-revoke-invitation';
import { teamsErrorMessage } from '../lib/teams-errors';
import { InviteForm } from './invite-form';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** What the confirmation dialog asks about: removing someone, leaving, or giving up one's own ownership. */
type Pending = { kind: 'remove'; member: Member } | { kind: 'leave' } | { kind: 'own-role'; role: CompanyRole };

interface Props {
  company: Company;
  currentUserId: string;
  /** After leaving, the page moves on: the company is no longer the user's. */
  onLeft: () => void;
}

/** Members with their roles, open invitations, and (for owners) inviting, changing roles and removing. Anyone may leave. */
export function MembersPanel(props: Props) {
  const members = useQuery(teamQueries.members(props.company.id));
  return (
    <QueryState query={members} what="members" failed={teamsErrorMessage(members.error, 'The members could not be loaded.')}>
      {({ members: list, invitations }) => <MemberList {...props} list={list} invitations={invitations} />}
    </QueryState>
  );
}

function MemberList({
  company,
  currentUserId,
  onLeft,
  list,
  invitations,
}: Props & { list: Member[]; invitations: MembersResponse['invitations'] }) {
  const changeRole = useChangeRole(company.id);
  const remove = useRemoveMember(company.id);
  const revoke = useRevokeInvitation(company.id);
  const [pending, setPending] = useState<Pending | null>(null);
  // The server's refusal (the last owner) stays in the dialog that caused it, so the user reads why nothing happened.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ userId: string; message: string } | null>(null);
  const canManage = company.role !== null && roleCan(company.role, 'members:manage');

  const closeDialog = () => {
    setPending(null);
    setRefusal(null);
  };
  const refuse = (error: unknown) => setRefusal(teamsErrorMessage(error, 'That did not work. Please try again.'));

  const setRole = (member: Member, role: CompanyRole) => {
    setRowError(null);
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: (updated) => toast.success(`${updated.name} is now ${companyRoleLabels[updated.role].toLowerCase()}`),
        onError: (error) => setRowError({ userId: member.user_id, message: teamsErrorMessage(error, 'The role could not be changed.') }),
      },
    );
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'own-role') {
      changeRole.mutate(
        { userId: currentUserId, role: pending.role },
        {
          onSuccess: (updated) => {
            closeDialog();
            toast.success(`You are now ${companyRoleLabels[updated.role].toLowerCase()} of ${company.name}`);
          },
          onError: refuse,
        },
      );
      return;
    }
    const leaving = pending.kind === 'leave';
    const userId = leaving ? currentUserId : pending.member.user_id;
    remove.mutate(
      { userId, leaving },
      {
        onSuccess: () => {
          closeDialog();
          if (leaving) {
            toast.success(`You left ${company.name}`);
            onLeft();
          } else toast.success(`${pending.member.name} no longer has access to ${company.name}`);
        },
        onError: refuse,
      },
    );
  };

  const dialog = pending && dialogText(pending, company.name);
  // Owners get a column of role selects and buttons, aligned row to row; everyone else a role label at the end.
  const actionsClass = cn('flex items-center gap-2 pl-12 sm:pl-0', canManage ? 'sm:w-64' : 'sm:justify-end');

  return (
    <div className="grid grid-cols-1 gap-6">
      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Invite someone</CardTitle>
            <CardDescription>They get an email with a link that works once, for that address, for 7 days.</CardDescription>
          </CardHeader>
          <CardContent>
            <InviteForm companyId={company.id} />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
          <CardDescription>
            {list.length} {list.length === 1 ? 'person has' : 'people have'} access to {company.name}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="-my-3 divide-y divide-line" aria-label="Members">
            {list.map((member) => {
              const isMe = member.user_id === currentUserId;
              const error = rowError?.userId === member.user_id ? rowError.message : undefined;
              return (
                <li key={member.user_id} className="grid gap-3 py-4 sm:flex sm:flex-wrap sm:items-center" data-testid="member-row">
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <Avatar name={member.name} />
                    <div className="min-w-0">
                      <p className="truncate font-medium text-ink">
                        {member.name}
                        {isMe && <span className="font-normal text-muted"> (you)</span>}
                      </p>
                      <p className="text-sm break-words text-muted" title={member.email}>
                        {member.email}
                      </p>
                      <p className="text-xs text-muted tabular-nums">Joined {formatDate(member.joined_at)}</p>
                    </div>
                  </div>
                  <div className={actionsClass}>
                    {canManage ? (
                      <div className="w-36">
                        <Select
                          aria-label={isMe ? 'Your role' : `Role of ${member.name}`}
                          value={member.role}
                          disabled={changeRole.isPending && changeRole.variables.userId === member.user_id}
                          aria-invalid={error ? true : undefined}
                          onChange={(event) => {
                            const role = event.target.value as CompanyRole;
                            if (isMe) setPending({ kind: 'own-role', role });
                            else setRole(member, role);
                          }}
                        >
                          <SelectOptions values={companyRoles} label={(role) => companyRoleLabels[role]} />
                        </Select>
                      </div>
                    ) : (
                      <RoleBadge role={member.role} />
                    )}
                    {canManage && !isMe && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setPending({ kind: 'remove', member })}
                        aria-label={`Remove ${member.name}`}
                      >
                        <UserMinus aria-hidden="true" />
                        Remove
                      </Button>
                    )}
                  </div>
                  {error && <FormError className="basis-full">{error}</FormError>}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Pending invitations</CardTitle>
          <CardDescription>Invitations not yet accepted. Each link works once, for the address it was sent to.</CardDescription>
        </CardHeader>
        <CardContent>
          {invitations.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <Users className="size-4" aria-hidden="true" />
              No open invitations.
            </p>
          ) : (
            <ul className="-my-3 divide-y divide-line" aria-label="Pending invitations">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="grid gap-3 py-4 sm:flex sm:items-center">
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-muted">
                      <Mail className="size-4" aria-hidden="true" />
                    </span>
                    <div className="min-w-0">
                      <p className="font-medium break-words text-ink" title={invitation.email}>
                        {invitation.email}
                      </p>
                      <p className="text-sm text-muted tabular-nums">
                        {invitation.invited_by ? `Invited by ${invitation.invited_by} · ` : ''}expires {formatDate(invitation.expires_at)}
                      </p>
                    </div>
                  </div>
                  <div className={actionsClass}>
                    <RoleBadge role={invitation.role} />
                    {canManage && (
                      <MutationButton
                        variant="ghost"
                        size="sm"
                        aria-label={`Revoke the invitation to ${invitation.email}`}
                        mutation={revoke}
                        variables={invitation.id}
                        done={`Invitation to ${invitation.email} revoked`}
                        failed="The invitation could not be revoked."
                        describeError={teamsErrorMessage}
                      >
                        Revoke
                      </MutationButton>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-semibold text-ink">Leave {company.name}</h2>
            <p className="mt-1 text-sm text-muted">You lose access to its filings and activity until an owner invites you again.</p>
          </div>
          <Button variant="secondary" className="shrink-0" onClick={() => setPending({ kind: 'leave' })}>
            <LogOut aria-hidden="true" />
            Leave company
          </Button>
        </CardContent>
      </Card>

      <Dialog open={pending !== null} onOpenChange={(open) => !open && closeDialog()}>
        {dialog && (
          <DialogContent title={dialog.title} description={dialog.description}>
            {refusal && (
              <p role="alert" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
                {refusal}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={closeDialog}>
                {refusal ? 'OK' : 'Cancel'}
              </Button>
              {!refusal && (
                <Button variant="danger" loading={remove.isPending || changeRole.isPending} onClick={confirm}>
                  {dialog.action}
                </Button>
              )}
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

function dialogText(pending: Pending, companyName: string): { title: string; description: string; action: string } {
  switch (pending.kind) {
    case 'leave':
      return {
        title: `Leave ${companyName}?`,
        description: 'You will lose access to its compliance calendar and activity until an owner invites you again.',
        action: 'Leave company',
      };
    case 'remove':
      return {
        title: `Remove ${pending.member.name}?`,
        description: `${pending.member.name} will lose access to ${companyName} at once. You can invite them again later.`,
        action: 'Remove',
      };
    case 'own-role':
      return {
        title: `Become ${companyRoleLabels[pending.role].toLowerCase()} of ${companyName}?`,
        description: `${companyRoleLabels[pending.role]}: ${companyRoleDescriptions[pending.role].toLowerCase()}. Only another owner can make you owner again.`,
        action: `Become ${companyRoleLabels[pending.role].toLowerCase()}`,
      };
  }
}
