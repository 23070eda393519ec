import { useQuery } from '@tanstack/react-query';
import { LOGIC_RULE_ANALYTICS_TOP, logicRuleAnalyticsSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';
import { logicRulesKeys } from './logic-rules-keys';

/** GET /api/admin/logic/rules/analytics?days=30: the top 10 rules by triggers. */
export function useLogicRuleAnalytics(days: number) {
  return useQuery({
    queryKey: logicRulesKeys.analytics(days),
    queryFn: () =>
      apiRequest(`/admin/logic/rules/analytics?days=${days}&limit=${LOGIC_RULE_ANALYTICS_TOP}`, { schema: logicRuleAnalyticsSchema }),
  });
}
