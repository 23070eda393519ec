import type { adminComplianceRuleListSchema } from '@charter/shared';
import { apiQuery } from '@/lib/api-query';
import type { Answer } from '@/lib/api-client';

/** The back office's compliance rules: the statutory catalogue with its overlay, and custom rules. */
export const adminComplianceRuleQueries = {
  all: () => ['admin', 'compliance-rules'] as const,
  /** GET /api/admin/compliance: every rule, active or not. */
  list: () =>
    apiQuery<Answer<typeof adminComplianceRuleListSchema>>([...adminComplianceRuleQueries.all(), 'list'] as const, '/admin/compliance'),
};
