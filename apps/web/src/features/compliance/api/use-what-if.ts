import { useMutation } from '@tanstack/react-query';
import { whatIfResultSchema, type WhatIfBody } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /api/companies/{id}/compliance/what-if: the diff of unsaved changes; nothing is written. */
export function useWhatIf(companyId: string) {
  return useMutation({
    mutationFn: (body: WhatIfBody) =>
      apiRequest(`/companies/${encodeURIComponent(companyId)}/compliance/what-if`, { schema: whatIfResultSchema, method: 'POST', body }),
  });
}
