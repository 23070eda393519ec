import { adminComplianceRuleListSchema } from '@charter/shared';
import { apiQuery } from '@/lib/api-query';

/** The back office's compliance rules: the statutory catalogue with its overlay, and custom rules. */
export const adminComplianceRuleQueries = {
  all: () => ['admin', 'compliance-rules'] as const,
  /** GET /api/admin/compliance: every rule, active or not. */
  list: () => apiQuery([...adminComplianceRuleQueries.all(), 'list'] as const, '/admin/compliance', adminComplianceRuleListSchema),
};
