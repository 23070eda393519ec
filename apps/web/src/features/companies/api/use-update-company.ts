import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, UpdateCompanyBody, companySchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companiesQueryKey, companyScopeKey } from './use-companies';

/** PATCH /api/companies/:id. The server re-plans compliance, so everything scoped to the company is refetched. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCompanyBody }) =>
      apiRequest<Answer<typeof companySchema>>(`/companies/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: async (company) => {
      queryClient.setQueryData<Company[]>(companiesQueryKey, (companies) => companies?.map((c) => (c.id === company.id ? company : c)));
      await queryClient.invalidateQueries({ queryKey: companyScopeKey(company.id) });
    },
  });
}
