import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { logicCompanySearchSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRulesKeys } from './logic-rules-keys';

/** GET /api/admin/logic/companies?q=: companies to test a rule against (asked once the text is 2 characters). */
export function useCompanySearch(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: logicRulesKeys.companies(text),
    queryFn: ({ signal }) =>
      apiRequest(`/admin/logic/companies?q=${encodeURIComponent(text)}`, { schema: logicCompanySearchSchema, signal }),
    select: (data) => data.companies,
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}
