import { useMutation } from '@tanstack/react-query';
import { registrySearchResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/mca/search-company: run on demand (button or Enter), not as the user types. */
export function useRegistrySearch() {
  return useMutation({
    mutationFn: (companyName: string) =>
      apiRequest(`/mca/search-company?${new URLSearchParams({ company_name: companyName.trim() }).toString()}`, {
        schema: registrySearchResponseSchema,
      }),
  });
}
