import { useMutation } from '@tanstack/react-query';
import type { whatIfResultSchema, WhatIfBody } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/** POST /api/companies/{id}/compliance/what-if: the diff of unsaved changes; nothing is written. */
export function useWhatIf(companyId: string) {
  return useMutation({
    mutationFn: (body: WhatIfBody) =>
      apiRequest<Answer<typeof whatIfResultSchema>>(`/companies/${encodeURIComponent(companyId)}/compliance/what-if`, {
        method: 'POST',
        body,
      }),
  });
}
