import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { designationLabels, formatMoney, type AdminUser, type AdminUserDetail } from '@charter/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useSetUserStatus } from '../api/mutations';
import { adminUserQueries } from '../api/queries';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const formatDateTime = (iso: string | null, never = 'Never') => (iso ? dateTime.format(new Date(iso)) : never);
export const formatDate = (iso: string) => date.format(new Date(iso));

export function designationText(user: Pick<AdminUser, 'designation'>): string {
  return user.designation ? user.designation.charAt(0).toUpperCase() + user.designation.slice(1) : 'Not chosen';
}

export function StatusBadge({ user }: { user: Pick<AdminUser, 'disabled_at'> }) {
  return user.disabled_at ? <Badge tone="danger">Disabled</Badge> : <Badge tone="success">Active</Badge>;
}

const statusLabel = (status: string) => status.replace('_', ' ');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/** The status change, confirmed first; the server ends the user's sessions when it disables them. */
function StatusAction({ user }: { user: AdminUser }) {
  const [confirming, setConfirming] = useState(false);
  const setStatus = useSetUserStatus();
  const disabling = user.disabled_at === null;

  const submit = () =>
    setStatus.mutate(
      { userId: user.id, disabled: disabling },
      {
        onSuccess: (updated) => {
          setConfirming(false);
          toast.success(
            updated.disabled_at ? `${updated.name} is disabled and signed out everywhere.` : `${updated.name} can sign in again.`,
          );
        },
        onError: (error) =>
          toast.error(disabling ? 'Failed to disable user' : 'Failed to enable user', {
            description: error instanceof ApiError && error.status !== 0 ? error.detail : undefined,
          }),
      },
    );

  if (!confirming) {
    return (
      <Button variant={disabling ? 'danger' : 'primary'} onClick={() => setConfirming(true)}>
        {disabling ? 'Disable user' : 'Enable user'}
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm" className="grid gap-3 rounded-xl border border-line bg-slate-50 p-4">
      <p className="text-sm text-ink">
        {disabling
          ? `Disable ${user.name}? Every session of theirs ends at once and they cannot sign in until you enable them again.`
          : `Enable ${user.name}? They can sign in again with a login code or Google.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant={disabling ? 'danger' : 'primary'} onClick={submit} loading={setStatus.isPending}>
          {disabling ? 'Yes, disable' : 'Yes, enable'}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={setStatus.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function UserDetail({ userId }: { userId: string }) {
  const detail = useQuery({ ...adminUserQueries.detail(userId ?? ''), enabled: userId !== null });
  return (
    <QueryState
      query={detail}
      what="the user"
      failed={detail.error instanceof ApiError && detail.error.code === 'NOT_FOUND' ? 'This user no longer exists.' : undefined}
    >
      {(data) => <UserProfile detail={data} />}
    </QueryState>
  );
}

function UserProfile({ detail }: { detail: AdminUserDetail }) {
  const { user, companies, orders } = detail;
  return (
    <div className="grid gap-6">
      <section aria-label="Profile" className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge user={user} />
          {user.email_verified ? <Badge tone="outline">Email verified</Badge> : <Badge tone="warning">Email not verified</Badge>}
          {user.onboarding_completed ? <Badge tone="outline">Onboarded</Badge> : <Badge tone="neutral">Onboarding pending</Badge>}
        </div>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Fact label="Email">
            <span className="break-all">{user.email}</span>
          </Fact>
          <Fact label="Designation">{user.designation ? designationLabels[user.designation] : 'Not chosen'}</Fact>
          <Fact label="Company name (profile)">{user.company_name ?? '—'}</Fact>
          <Fact label="Signed up">{formatDateTime(user.created_at)}</Fact>
          <Fact label="Last sign-in">{formatDateTime(user.last_sign_in_at)}</Fact>
          {user.disabled_at && <Fact label="Disabled">{formatDateTime(user.disabled_at)}</Fact>}
        </dl>
        <StatusAction user={user} />
      </section>

      <CountedList id="user-companies" title="Companies" items={companies} empty="Not a member of any company.">
        {(company) => (
          <li key={company.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-ink">{company.name}</p>
              <p className="text-xs text-muted">
                {company.country} · {company.entity_type} · {company.status === 'forming' ? 'Forming' : 'Existing'}
              </p>
            </div>
            <Badge tone="outline" className="capitalize">
              {company.role}
            </Badge>
          </li>
        )}
      </CountedList>

      <CountedList id="user-orders" title="Orders" items={orders} empty="No orders placed.">
        {(order) => (
          <li key={order.id} className="grid gap-1 rounded-lg border border-line p-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium text-ink">{order.order_number}</p>
              <p className="tabular-nums text-ink">{formatMoney(order.total_minor, order.currency)}</p>
            </div>
            <p className="text-xs text-muted">
              {order.company_name ? `${order.company_name} · ` : ''}
              {formatDate(order.created_at)}
            </p>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone="outline" className="capitalize">
                {statusLabel(order.order_status)}
              </Badge>
              <Badge tone={order.payment_status === 'paid' ? 'success' : order.payment_status === 'pending' ? 'neutral' : 'warning'}>
                Payment {order.payment_status}
              </Badge>
            </div>
          </li>
        )}
      </CountedList>
    </div>
  );
}

interface CountedListProps<T> {
  id: string;
  title: string;
  items: readonly T[];
  /** The sentence when there are none. */
  empty: string;
  children: (item: T) => ReactNode;
}

/** One of the user's lists ("Companies (2)"), or the sentence that it is empty. */
function CountedList<T>({ id, title, items, empty, children }: CountedListProps<T>) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? <p className="text-sm text-muted">{empty}</p> : <ul className="grid gap-2">{items.map(children)}</ul>}
    </section>
  );
}

/** The detail of one user, opened from the Users tab. */
export function UserDetailDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent title={user.name} description={user.email} className="max-w-2xl">
          <UserDetail userId={user.id} />
        </DialogContent>
      )}
    </Dialog>
  );
}
