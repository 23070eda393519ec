import { useState } from 'react';
import type { Company } from '@charter/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toaster';
import { apiErrorDetail } from '@/lib/api-error-message';
import { useCompanyDeletion, useRequestCompanyDeletion } from '../api/use-deletion';
import { deletionQueries } from '../api/queries';
import { DeleteConfirmation } from './delete-confirmation';
import { longDate, RetentionDetails } from './deletion-details';
import { openRequest, ScheduledDeletion } from './scheduled-deletion';

/**
 * Company settings' "Delete this company" (issue 34 §2): owners ask, typing its name; the other owners are mailed and
 * any owner can cancel during the 7 days. Others see why they cannot.
 */
export function CompanyDeletion({ company }: { company: Company }) {
  const status = useCompanyDeletion(company.id);
  const request = useRequestCompanyDeletion(company.id);
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
            const open = openRequest(data);
            return (
              <>
                {open && (
                  <ScheduledDeletion
                    subject={company.name}
                    request={open}
                    statusKey={deletionQueries.company(company.id).queryKey}
                    cancelled="The deletion was cancelled. The company stays."
                    canCancel={data.cannot_request_reason !== 'Only the company’s owners can delete it.'}
                  />
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
                          onError: (cause) => setError(apiErrorDetail(cause, 'The deletion could not be scheduled.')),
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
