import { useQuery } from '@tanstack/react-query';
import { adminComplianceRuleListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

export const complianceRulesKey = ['admin', 'compliance', 'rules'] as const;

/** GET /api/admin/compliance: the statutory catalogue with its overlay, and custom rules, active or not. */
export function useComplianceRules() {
  return useQuery({
    queryKey: complianceRulesKey,
    queryFn: () => apiRequest('/admin/compliance', { schema: adminComplianceRuleListSchema }),
  });
}
