import { useState } from 'react';
import type { Company } from '@charter/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useCancelDeletion, useCompanyDeletion, useRequestCompanyDeletion } from '../api/use-deletion';
import { deletionQueries } from '../api/queries';
import { DeleteConfirmation } from './delete-confirmation';
import { longDate, RetentionDetails } from './deletion-details';

/**
 * Company settings' "Delete this company" (issue 34 §2): owners ask, typing its name; the other owners are mailed and
 * any owner can cancel during the 7 days. Others see why they cannot.
 */
export function CompanyDeletion({ company }: { company: Company }) {
  const status = useCompanyDeletion(company.id);
  const request = useRequestCompanyDeletion(company.id);
  const cancel = useCancelDeletion(deletionQueries.company(company.id).queryKey);
  const [error, setError] = useState<string | null>(null);

  return (
    <Card className="border-red-200" id="delete-company">
      <CardHeader>
        <CardTitle>Delete this company</CardTitle>
        <CardDescription>
          Everything about it is erased 7 days after an owner asks: members, obligations, orders, documents, API keys and webhooks. Its
          other owners are told and any of them can cancel until then. API keys stop and webhooks pause at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryState query={status} what="the deletion details">
          {(data) => {
            const open = data.request && !data.request.cancelled_at && !data.request.completed_at ? data.request : null;
            return (
              <>
                {open && (
                  <div role="status" className="grid gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
                    <p>
                      {company.name} is scheduled for deletion on <strong data-testid="erase-date">{longDate(open.erase_after)}</strong>.
                    </p>
                    {data.cannot_request_reason !== 'Only the company’s owners can delete it.' && (
                      <Button
                        variant="secondary"
                        className="justify-self-start"
                        loading={cancel.isPending}
                        onClick={() =>
                          cancel.mutate(open.id, {
                            onSuccess: () => toast.success('The deletion was cancelled. The company stays.'),
                            onError: (cause) =>
                              toast.error(cause instanceof ApiError && cause.detail ? cause.detail : 'It could not be cancelled.'),
                          })
                        }
                      >
                        Cancel the deletion
                      </Button>
                    )}
                  </div>
                )}
                {!open && data.can_request && (
                  <p className="text-sm text-ink">
                    If you ask now, it is deleted on <strong data-testid="erase-date">{longDate(data.erase_after)}</strong>.
                  </p>
                )}
                {!open && !data.can_request && data.cannot_request_reason && (
                  <p className="text-sm text-muted">{data.cannot_request_reason}</p>
                )}
                <RetentionDetails status={data} />
                {data.can_request && (
                  <DeleteConfirmation
                    expected={company.name}
                    label="Type the company name to confirm"
                    action="Delete this company"
                    pending={request.isPending}
                    error={error}
                    onConfirm={(typed) => {
                      setError(null);
                      request.mutate(
                        { confirm: typed },
                        {
                          onSuccess: (scheduled) => toast.success(`${company.name} will be deleted on ${longDate(scheduled.erase_after)}.`),
                          onError: (cause) =>
                            setError(cause instanceof ApiError && cause.detail ? cause.detail : 'The deletion could not be scheduled.'),
                        },
                      );
                    }}
                  />
                )}
              </>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
