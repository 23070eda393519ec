import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CreateCompanyBody, companySchema } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { selectCompany } from '../hooks/use-selected-company';
import { companiesQueryKey } from './use-companies';

/** POST /api/companies. Spec §4: the new company goes to the front of the list and becomes selected. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) => apiRequest<Answer<typeof companySchema>>('/companies', { method: 'POST', body }),
    onSuccess: async (company) => {
      selectCompany(company.id);
      if (queryClient.getQueryData(companiesQueryKey)) {
        queryClient.setQueryData<Company[]>(companiesQueryKey, (companies = []) => [
          company,
          ...companies.filter((c) => c.id !== company.id),
        ]);
      } else {
        await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      }
    },
  });
}
