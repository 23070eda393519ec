import { useMutation } from '@tanstack/react-query';
import type { RegistrySearchResult } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

interface RegistrySearchResponse {
  success: boolean;
  count: number;
  companies: RegistrySearchResult[];
}

/** GET /api/mca/search-company: run on demand (button or Enter), not as the user types. */
export function useRegistrySearch() {
  return useMutation({
    mutationFn: (companyName: string) =>
      apiRequest<RegistrySearchResponse>(`/mca/search-company?${new URLSearchParams({ company_name: companyName.trim() }).toString()}`),
  });
}
