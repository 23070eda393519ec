import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { createStaffAccountBodySchema, type CreateStaffAccountBody, type StaffAccount } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toaster';
import { PanelHeading } from '@/components/ui/panel-heading';
import { ListRow } from '@/components/ui/list-row';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useCreateStaffAccount, useSetStaffAccountDisabled } from '../api/mutations';
import { adminStaffQueries } from '../api/queries';
import { AlertText } from '@/components/ui/form-error';

const whenOf = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : 'Never';

/** The Staff tab: the back office's own accounts. Accounts are disabled, never deleted, so the audit log keeps its names. */
export function StaffAccountsPanel({ currentAdminId }: { currentAdminId: string }) {
  const accounts = useQuery(adminStaffQueries.accounts());
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<StaffAccount | null>(null);

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4">
        <PanelHeading
          title="Staff accounts"
          actions={
            <Button size="sm" onClick={() => setCreating(true)}>
              <UserPlus aria-hidden="true" /> Add staff account
            </Button>
          }
        >
          Everyone who can sign in to this back office. Sessions end after 30 minutes without use and 12 hours after sign-in; disabling an
          account ends its sessions at once.
        </PanelHeading>
        <QueryState query={accounts} what="staff accounts">
          {(data) => (
            <ul className="grid grid-cols-1 gap-2" aria-label="Staff accounts">
              {data.accounts.map((account) => (
                <ListRow
                  key={account.id}
                  title={account.name}
                  badges={
                    <>
                      {account.id === currentAdminId && <Badge tone="outline">You</Badge>}
                      {account.disabled ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>}
                    </>
                  }
                  action={
                    account.id !== currentAdminId && (
                      <Button size="sm" variant={account.disabled ? 'secondary' : 'danger'} onClick={() => setConfirming(account)}>
                        {account.disabled ? 'Enable' : 'Disable'}
                      </Button>
                    )
                  }
                >
                  <p className="break-all text-muted">{account.email}</p>
                  <p className="text-muted">
                    Last active: {whenOf(account.last_seen_at)} · Added {whenOf(account.created_at)}
                  </p>
                </ListRow>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
      <CreateStaffAccountDialog open={creating} onOpenChange={setCreating} />
      <ConfirmStatusDialog account={confirming} onClose={() => setConfirming(null)} />
    </Card>
  );
}

function CreateStaffAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateStaffAccount();
  const form = useForm<z.input<typeof createStaffAccountBodySchema>, unknown, CreateStaffAccountBody>({
    resolver: zodResolver(createStaffAccountBodySchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (account) => {
        toast.success(`Staff account created for ${account.email}`);
        close(false);
      },
      onError: (error) => form.setError('root', { message: apiErrorDetail(error, 'The account could not be created. Please try again.') }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Add staff account" description="They sign in at /admin/login with this email and password.">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Name" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </Field>
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field
            label="Password"
            hint="At least 8 characters. Share it privately; they can reset it by email."
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </Field>
          <AlertText>{errors.root?.message}</AlertText>
          <DialogFooter onCancel={() => close(false)} cancelDisabled={create.isPending}>
            <Button type="submit" loading={create.isPending}>
              Create account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ConfirmStatusDialog({ account, onClose }: { account: StaffAccount | null; onClose: () => void }) {
  const setDisabled = useSetStaffAccountDisabled();
  const disabling = account ? !account.disabled : false;
  const confirm = () => {
    if (!account) return;
    setDisabled.mutate(
      { id: account.id, disabled: disabling },
      {
        onSuccess: () => {
          toast.success(disabling ? `${account.name} can no longer sign in` : `${account.name} can sign in again`);
          onClose();
        },
        onError: (error) => toast.error(apiErrorDetail(error, 'The account could not be updated. Please try again.')),
      },
    );
  };

  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      {account && (
        <DialogContent
          title={disabling ? `Disable ${account.name}?` : `Enable ${account.name}?`}
          description={
            disabling
              ? 'Their open sessions end now and they cannot sign in until an admin enables the account again.'
              : 'They can sign in again with their existing password.'
          }
        >
          <DialogFooter onCancel={onClose} cancelDisabled={setDisabled.isPending}>
            <Button variant={disabling ? 'danger' : 'primary'} onClick={confirm} loading={setDisabled.isPending}>
              {disabling ? 'Disable account' : 'Enable account'}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
