import { Mail, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { companyRoleLabels, companyRoles, roleCan, type Company, type CompanyRole, type Member } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useChangeRole } from '../api/use-change-role';
import { useMembers } from '../api/use-members';
import { useRemoveMember } from '../api/use-remove-member';
import { useRevokeInvitation } from '../api/use-revoke-invitation';
import { InviteForm } from './invite-form';

const roleTone: Record<CompanyRole, 'accent' | 'neutral' | 'warning'> = { owner: 'accent', member: 'neutral', viewer: 'warning' };
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const failureText = (error: unknown, fallback: string) => (error instanceof ApiError && error.detail ? error.detail : fallback);

interface Props {
  company: Company;
  currentUserId: string;
  /** After leaving, the page moves on: the company is no longer the user's. */
  onLeft: () => void;
}

/** Members with their roles, open invitations, and (for owners) inviting, changing roles and removing. */
export function MembersPanel({ company, currentUserId, onLeft }: Props) {
  const members = useMembers(company.id);
  const changeRole = useChangeRole(company.id);
  const remove = useRemoveMember(company.id);
  const revoke = useRevokeInvitation(company.id);
  const [confirming, setConfirming] = useState<Member | null>(null);
  const canManage = company.role !== null && roleCan(company.role, 'members:manage');

  if (members.isPending) return <Spinner label="Loading members" className="py-12" />;
  if (members.isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-red-700">
            {failureText(members.error, 'The members could not be loaded.')}
          </p>
          <Button variant="secondary" onClick={() => void members.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const { members: list, invitations } = members.data;
  const leaving = confirming?.user_id === currentUserId;

  const confirmRemoval = () => {
    if (!confirming) return;
    remove.mutate(confirming.user_id, {
      onSuccess: () => {
        setConfirming(null);
        if (leaving) {
          toast.success(`You left ${company.name}`);
          onLeft();
        } else toast.success(`${confirming.name} no longer has access to ${company.name}`);
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(failureText(error, 'That did not work. Please try again.'));
      },
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      {canManage && (
        <Card>
          <CardHeader>
            <CardTitle>Invite someone</CardTitle>
            <CardDescription>They get an email with a link that works for 7 days, once, for that address.</CardDescription>
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
          <ul className="divide-y divide-line" aria-label="Members">
            {list.map((member) => (
              <li key={member.user_id} className="flex flex-wrap items-center gap-3 py-3" data-testid="member-row">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">
                    {member.name}
                    {member.user_id === currentUserId && <span className="font-normal text-muted"> (you)</span>}
                  </p>
                  <p className="truncate text-sm text-muted">
                    {member.email} · joined {dateFormat.format(new Date(member.joined_at))}
                  </p>
                </div>
                {canManage && member.user_id !== currentUserId ? (
                  <div className="w-36">
                    <Select
                      aria-label={`Role of ${member.name}`}
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) =>
                        changeRole.mutate(
                          { userId: member.user_id, role: event.target.value as CompanyRole },
                          {
                            onSuccess: (updated) =>
                              toast.success(`${updated.name} is now ${companyRoleLabels[updated.role].toLowerCase()}`),
                            onError: (error) => toast.error(failureText(error, 'The role could not be changed.')),
                          },
                        )
                      }
                    >
                      {companyRoles.map((role) => (
                        <option key={role} value={role}>
                          {companyRoleLabels[role]}
                        </option>
                      ))}
                    </Select>
                  </div>
                ) : (
                  <Badge tone={roleTone[member.role]}>{companyRoleLabels[member.role]}</Badge>
                )}
                {(canManage || member.user_id === currentUserId) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setConfirming(member)}
                    aria-label={member.user_id === currentUserId ? 'Leave company' : `Remove ${member.name}`}
                  >
                    <UserMinus aria-hidden="true" />
                    {member.user_id === currentUserId ? 'Leave' : 'Remove'}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Pending invitations</CardTitle>
        </CardHeader>
        <CardContent>
          {invitations.length === 0 ? (
            <p className="text-sm text-muted">No open invitations.</p>
          ) : (
            <ul className="divide-y divide-line" aria-label="Pending invitations">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
                  <Mail className="size-4 text-muted" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-ink">{invitation.email}</p>
                    <p className="text-sm text-muted">
                      {invitation.invited_by ? `Invited by ${invitation.invited_by} · ` : ''}expires{' '}
                      {dateFormat.format(new Date(invitation.expires_at))}
                    </p>
                  </div>
                  <Badge tone={roleTone[invitation.role]}>{companyRoleLabels[invitation.role]}</Badge>
                  {canManage && (
                    <Button
                      variant="ghost"
                      size="sm"
                      loading={revoke.isPending && revoke.variables === invitation.id}
                      onClick={() =>
                        revoke.mutate(invitation.id, {
                          onSuccess: () => toast.success(`Invitation to ${invitation.email} withdrawn`),
                          onError: (error) => toast.error(failureText(error, 'The invitation could not be withdrawn.')),
                        })
                      }
                    >
                      Revoke
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {confirming && (
          <DialogContent
            title={leaving ? `Leave ${company.name}?` : `Remove ${confirming.name}?`}
            description={
              leaving
                ? 'You will lose access to its compliance calendar and activity until an owner invites you again.'
                : `${confirming.name} will lose access to ${company.name} at once.`
            }
          >
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={confirmRemoval}>
                {leaving ? 'Leave company' : 'Remove'}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
