import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  LOGIC_RULE_ANALYTICS_TOP,
  type logicCompanySearchSchema,
  type logicRuleAnalyticsSchema,
  type logicRulePreviewSchema,
  type logicRulesResponseSchema,
  type logicRuleTemplatesResponseSchema,
} from '@charter/shared';
import { type Answer, apiRequest } from '@/lib/api-client';

/** The Logic Builder's queries (back office): every rule write invalidates all(). */
export const logicRuleQueries = {
  all: () => ['admin', 'logic'] as const,
  /** GET /api/admin/logic/rules: every rule, highest priority first. */
  rules: () =>
    queryOptions({
      queryKey: [...logicRuleQueries.all(), 'rules'] as const,
      queryFn: () => apiRequest<Answer<typeof logicRulesResponseSchema>>('/admin/logic/rules'),
      select: (data) => data.rules,
    }),
  /** GET /api/admin/logic/rules/templates. */
  templates: () =>
    queryOptions({
      queryKey: [...logicRuleQueries.all(), 'templates'] as const,
      queryFn: () => apiRequest<Answer<typeof logicRuleTemplatesResponseSchema>>('/admin/logic/rules/templates'),
      select: (data) => data.templates,
      staleTime: 5 * 60_000,
    }),
  /** GET /api/admin/logic/rules/analytics?days=: the top rules by triggers. */
  analytics: (days: number) =>
    queryOptions({
      queryKey: [...logicRuleQueries.all(), 'analytics', days] as const,
      queryFn: () =>
        apiRequest<Answer<typeof logicRuleAnalyticsSchema>>(`/admin/logic/rules/analytics?days=${days}&limit=${LOGIC_RULE_ANALYTICS_TOP}`),
    }),
  /** GET /api/admin/logic/companies?q=: companies to test a rule against (asked once the text is 2 characters). */
  companies: (query: string) => {
    const text = query.trim();
    return queryOptions({
      queryKey: [...logicRuleQueries.all(), 'companies', text] as const,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof logicCompanySearchSchema>>(`/admin/logic/companies?q=${encodeURIComponent(text)}`, { signal }),
      select: (data) => data.companies,
      enabled: text.length >= 2,
      placeholderData: keepPreviousData,
    });
  },
  /**
   * POST /api/admin/logic/rules/preview for a saved rule: whether it fires for the company, and why. It saves and
   * counts nothing, so it is read like a query; `version` (the rule's updated_at) asks again after an edit.
   */
  preview: (ruleId: string | null, companyId: string | null, version: string | null) =>
    queryOptions({
      queryKey: [...logicRuleQueries.all(), 'preview', ruleId, companyId, version] as const,
      queryFn: () =>
        apiRequest<Answer<typeof logicRulePreviewSchema>>('/admin/logic/rules/preview', {
          method: 'POST',
          body: { rule_id: ruleId, company_id: companyId },
        }),
      enabled: ruleId !== null && companyId !== null,
      retry: false,
    }),
};
