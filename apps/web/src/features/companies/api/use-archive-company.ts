import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { noContentSchema, Company } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';
import { companiesQueryKey, companyScopeKey } from './use-companies';

/** POST /api/companies/:id/archive with the typed name; the company then leaves the list. */
export function useArchiveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
      apiRequest<Answer<typeof noContentSchema>>(`/companies/${encodeURIComponent(id)}/archive`, {
        method: 'POST',
        body: { confirm_name: confirmName },
      }),
    onSuccess: (_result, { id }) => {
      queryClient.setQueryData<Company[]>(companiesQueryKey, (companies) => companies?.filter((company) => company.id !== id));
      queryClient.removeQueries({ queryKey: companyScopeKey(id) });
    },
  });
}
