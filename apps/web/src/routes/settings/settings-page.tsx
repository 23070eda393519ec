import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TimeZoneSelect } from '@/components/ui/time-zone-select';
import { toast } from '@/components/ui/toaster';
import { DataExportCard } from '@/features/data-export/components/data-export-card';
import { currentUserQueryKey, useCurrentUser } from '@/features/auth/api/use-current-user';
import { AccountDeletion } from '@/features/data-deletion/components/account-deletion';
import { useUpdateSettings } from '@/features/auth/api/use-update-settings';
import { apiErrorDetail } from '@/lib/api-error-message';
import { browserTimeZone, zoneOffsetName } from '@/lib/booking-time';
import { clearUserState } from '@/lib/storage-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /settings: the account, and the time zone bookings are shown and made in (issue 30 §4). */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Asking to delete the account ended this session: forget it here and sign in again (to cancel, if wanted).
  const signInAgain = () => {
    clearUserState();
    queryClient.setQueryData(currentUserQueryKey, null);
    queryClient.clear();
    void navigate('/login?next=%2Fsettings', { replace: true });
  };
  if (!user.data) return <Spinner label="Loading your settings" className="py-16" />;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold text-ink">Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle>Your account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
            <dt className="font-medium text-muted">Name</dt>
            <dd className="text-ink wrap-anywhere">{user.data.name}</dd>
            <dt className="font-medium text-muted">Email</dt>
            <dd className="text-ink wrap-anywhere">{user.data.email}</dd>
          </dl>
        </CardContent>
      </Card>
      <TimeZoneCard stored={user.data.time_zone} />
      <DataExportCard
        subject={{ scope: 'account' }}
        title="Export my account"
        description="Every company you belong to, with your profile, sessions, orders, bookings, assistant chats and invoices: your data, to keep or to take elsewhere."
      />
      <AccountDeletion email={user.data.email} onSignedOut={signInAgain} />
    </div>
  );
}

function TimeZoneCard({ stored }: { stored: string | null }) {
  const update = useUpdateSettings();
  const current = stored ?? browserTimeZone();
  const [zone, setZone] = useState(current);
  const browser = browserTimeZone();

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { time_zone: zone },
      {
        onSuccess: (user) => toast.success(`Time zone saved: ${user.time_zone}`),
        onError: (error) => toast.error(apiErrorDetail(error, 'The time zone could not be saved')),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Time zone</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <p className="text-sm text-muted">
            Consultations are offered and shown in this zone, on every device you sign in on. Now:{' '}
            <span className="font-medium text-ink" data-testid="stored-time-zone">
              {current} ({zoneOffsetName(new Date(), current)})
            </span>
            .
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor="settings-time-zone">Time zone</Label>
            <TimeZoneSelect id="settings-time-zone" value={zone} onChange={(event) => setZone(event.target.value)} />
          </div>
          {browser !== current && (
            <p className="text-xs text-muted">
              This browser is set to {browser}.{' '}
              <button type="button" className="font-medium text-accent-700 hover:underline" onClick={() => setZone(browser)}>
                Use it
              </button>
            </p>
          )}
          <Button type="submit" className="justify-self-start" loading={update.isPending} disabled={zone === current}>
            Save time zone
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

export { SettingsPage as Component };
