import { useMutation } from '@tanstack/react-query';
import type { registrySearchResponseSchema, RegistryCountry } from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/** GET /api/mca/search-company: run on demand (button or Enter), not as the user types. */
export function useRegistrySearch() {
  return useMutation({
    mutationFn: ({ companyName, country }: { companyName: string; country: RegistryCountry }) =>
      apiRequest<Answer<typeof registrySearchResponseSchema>>(
        `/mca/search-company?${new URLSearchParams({ company_name: companyName.trim(), country }).toString()}`,
      ),
  });
}
