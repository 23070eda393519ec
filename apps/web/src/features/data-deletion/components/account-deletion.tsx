import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useAccountDeletion, useRequestAccountDeletion } from '../api/use-deletion';
import { deletionQueries } from '../api/queries';
import { DeleteConfirmation } from './delete-confirmation';
import { longDate, RetentionDetails } from './deletion-details';
import { openRequest, ScheduledDeletion } from './scheduled-deletion';

/**
 * /settings' danger zone (issue 34 §2): delete the account after 7 days, typing its email; while scheduled, the date
 * and a cancel button. Asking ends every session, this one too: the page says when and how to cancel, and `onSignedOut`
 * (the route's) signs out locally for the user to sign in again.
 */
export function AccountDeletion({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const status = useAccountDeletion();
  const request = useRequestAccountDeletion();
  const [error, setError] = useState<string | null>(null);
  // Asking ended this session too: the answer is shown here, then "Sign in again" leaves the signed-in app.
  const [scheduledOn, setScheduledOn] = useState<string | null>(null);

  const confirm = (typed: string) => {
    setError(null);
    request.mutate(
      { confirm: typed },
      {
        onSuccess: (scheduled) => setScheduledOn(scheduled.erase_after),
        onError: (cause) => setError(apiErrorDetail(cause, 'The deletion could not be scheduled.')),
      },
    );
  };

  return (
    <Card className="border-red-200" id="delete-account">
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          Your account and its personal data are erased 7 days after you ask; until then you can cancel. You are signed out everywhere at
          once, and the API keys you made stop working.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {scheduledOn ? (
          <div role="status" className="grid gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p>
              Your account will be deleted on <strong>{longDate(scheduledOn)}</strong>. You are signed out everywhere; sign in again before
              then to cancel. We have emailed you the date and a link.
            </p>
            <Button variant="secondary" className="justify-self-start" onClick={onSignedOut}>
              Sign in again
            </Button>
          </div>
        ) : (
          <QueryState query={status} what="the deletion details">
            {(data) => {
              const open = openRequest(data);
              return (
                <>
                  {open ? (
                    <ScheduledDeletion
                      subject="Your account"
                      request={open}
                      statusKey={deletionQueries.account().queryKey}
                      cancelled="The deletion was cancelled. Your account stays."
                    />
                  ) : (
                    <p className="text-sm text-ink">
                      If you ask now, it is deleted on <strong data-testid="erase-date">{longDate(data.erase_after)}</strong>.
                    </p>
                  )}
                  {data.companies_deleted_with_account.length > 0 && (
                    <p className="text-sm text-ink">
                      Deleted with it, as you are their only member:{' '}
                      {data.companies_deleted_with_account.map((company) => company.name).join(', ')}.
                    </p>
                  )}
                  {data.blockers.map((blocker) => (
                    <p key={blocker.company_id} role="alert" className="text-sm text-red-700">
                      {blocker.reason}
                    </p>
                  ))}
                  <RetentionDetails status={data} />
                  {!open && data.blockers.length === 0 && (
                    <DeleteConfirmation
                      expected={email}
                      label="Type your email address to confirm"
                      action="Delete my account"
                      pending={request.isPending}
                      error={error}
                      onConfirm={confirm}
                    />
                  )}
                </>
              );
            }}
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}
