import { useState, type FormEvent } from 'react';
import { EMAIL_MESSAGE, EMAIL_PATTERN, companyRoleDescriptions, companyRoleLabels, companyRoles, type CompanyRole } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useInviteMember } from '../api/use-invite-member';

/** An owner invites someone by email with a role; the server mails them the link. */
export function InviteForm({ companyId }: { companyId: string }) {
  const invite = useInviteMember(companyId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('member');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setError(EMAIL_MESSAGE);
      return;
    }
    setError(undefined);
    invite.mutate(
      { email: address, role },
      {
        onSuccess: (invitation) => {
          toast.success(`Invitation sent to ${invitation.email}`);
          setEmail('');
        },
        onError: (failure) =>
          setError(failure instanceof ApiError && failure.detail ? failure.detail : 'The invitation could not be sent. Please try again.'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
      <Field label="Email address" error={error}>
        <Input
          type="email"
          autoComplete="off"
          placeholder="cofounder@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Role" hint={companyRoleDescriptions[role]}>
        <Select value={role} onChange={(event) => setRole(event.target.value as CompanyRole)}>
          {companyRoles.map((option) => (
            <option key={option} value={option}>
              {companyRoleLabels[option]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" loading={invite.isPending} className="sm:mt-[1.625rem]">
        Send invitation
      </Button>
    </form>
  );
}
