import { useMutation } from '@tanstack/react-query';
import { registrySearchResponseSchema, type RegistryCountry } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/mca/search-company: run on demand (button or Enter), not as the user types. */
export function useRegistrySearch() {
  return useMutation({
    mutationFn: ({ companyName, country }: { companyName: string; country: RegistryCountry }) =>
      apiRequest(`/mca/search-company?${new URLSearchParams({ company_name: companyName.trim(), country }).toString()}`, {
        schema: registrySearchResponseSchema,
      }),
  });
}
