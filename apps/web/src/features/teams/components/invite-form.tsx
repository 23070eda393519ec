import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { companyRoleDescriptions, companyRoleLabels, companyRoles, createInvitationBodySchema } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectOptions } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { FormError } from '@/components/ui/form-error';
import { ApiError } from '@/lib/api-client';
import { useInviteMember } from '../api/use-invite-member';
import { teamsErrorMessage } from '../lib/teams-errors';

type InviteValues = z.input<typeof createInvitationBodySchema>;

/** An owner invites someone by email with a role; the server mails them the link. */
export function InviteForm({ companyId }: { companyId: string }) {
  const invite = useInviteMember(companyId);
  const form = useForm<InviteValues, unknown, z.output<typeof createInvitationBodySchema>>({
    resolver: zodResolver(createInvitationBodySchema),
    defaultValues: { email: '', role: 'member' },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const { errors } = form.formState;
  // A refusal about the address (already a member, not an address) belongs under the field; the rest below the form.
  const aboutAddress = invite.error instanceof ApiError && (invite.error.code === 'CONFLICT' || invite.error.code === 'VALIDATION_FAILED');
  const serverError = invite.error ? teamsErrorMessage(invite.error, 'The invitation could not be sent. Please try again.') : undefined;

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        toast.success(`Invitation sent to ${invitation.email}`);
        form.reset({ email: '', role: values.role });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <Field label="Email address" error={errors.email?.message ?? (aboutAddress ? serverError : undefined)}>
          <Input
            type="email"
            autoComplete="off"
            placeholder="cofounder@example.com"
            {...form.register('email', { onChange: () => invite.reset() })}
          />
        </Field>
        <Field label="Role" hint={companyRoleDescriptions[role]}>
          <Select {...form.register('role', { onChange: () => invite.reset() })}>
            <SelectOptions values={companyRoles} label={(option) => companyRoleLabels[option]} />
          </Select>
        </Field>
      </div>
      {serverError && !aboutAddress && <FormError>{serverError}</FormError>}
      <Button type="submit" loading={invite.isPending} className="w-full sm:w-fit">
        <Send aria-hidden="true" />
        Send invitation
      </Button>
    </form>
  );
}
