import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { pastFilingsResponseSchema, Company, PastFilingsAnswer } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companiesQueryKey, companyScopeKey } from './use-companies';

/** PUT /api/companies/:id/past-filings: "filed" marks them done on the server; either answer ends the question. */
export function useAnswerPastFilings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, answer }: { companyId: string; answer: PastFilingsAnswer }) =>
      apiRequest<Answer<typeof pastFilingsResponseSchema>>(`/companies/${encodeURIComponent(companyId)}/past-filings`, {
        method: 'PUT',
        body: { answer },
      }),
    onSuccess: async ({ company }) => {
      queryClient.setQueryData<Company[]>(companiesQueryKey, (companies) => companies?.map((c) => (c.id === company.id ? company : c)));
      await queryClient.invalidateQueries({ queryKey: companyScopeKey(company.id) });
    },
  });
}
