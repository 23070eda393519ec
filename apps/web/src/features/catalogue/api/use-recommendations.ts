import { useQuery } from '@tanstack/react-query';
import { recommendationsResponseSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /api/companies/{id}/ai-recommendations: services for the company, each with its reason. */
export function useRecommendations(companyId: string | undefined) {
  return useQuery({
    queryKey: ['companies', companyId ?? '', 'recommendations'],
    queryFn: () => apiRequest(`/companies/${encodeURIComponent(companyId!)}/ai-recommendations`, { schema: recommendationsResponseSchema }),
    enabled: Boolean(companyId),
    retry: false,
  });
}
