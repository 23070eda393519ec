import { queryOptions } from '@tanstack/react-query';
import { adminComplianceRuleListSchema } from '@charter/shared';
import { apiRequest } from '@/lib/api-client';

/** The back office's compliance rules: the statutory catalogue with its overlay, and custom rules. */
export const adminComplianceRuleQueries = {
  all: () => ['admin', 'compliance-rules'] as const,
  /** GET /api/admin/compliance: every rule, active or not. */
  list: () =>
    queryOptions({
      queryKey: [...adminComplianceRuleQueries.all(), 'list'] as const,
      queryFn: () => apiRequest('/admin/compliance', { schema: adminComplianceRuleListSchema }),
    }),
};
