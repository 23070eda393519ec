import { z } from 'zod';
import { isoDateSchema } from '../common/fields';
import { createCompanyBodySchema, pastFilingsAnswerSchema } from '../companies/company';
import { complianceCountsSchema } from './summary';

export const requirementStatuses = ['pending', 'in_progress', 'completed'] as const;
/** `overdue` is derived from the due date, never stored. */
export const displayStatuses = ['pending', 'in_progress', 'completed', 'overdue'] as const;
export type DisplayStatus = (typeof displayStatuses)[number];

export const urgencies = ['high', 'medium', 'low'] as const;
export const complianceCategories = ['Corporate', 'Tax', 'Labor', 'Regulatory'] as const;

const moneySchema = z.object({ amount_minor: z.number().int(), currency: z.enum(['INR', 'USD', 'GBP']) });

/** Why a requirement applies, from the condition the engine evaluated ("Because you have 22 employees (20 or more)"). */
export const requirementReasonSchema = z.object({
  /** fact: a fact of the profile decided it; unknown: a fact not known yet would; always: every such company. */
  kind: z.enum(['fact', 'unknown', 'always']),
  /** The profile fields it rests on (the ones a founder can answer in place when unknown). */
  facts: z.array(z.string()),
  text: z.string(),
});
export type RequirementReason = z.infer<typeof requirementReasonSchema>;

export const requirementSchema = z.object({
  id: z.string(),
  rule_id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(complianceCategories),
  status: z.enum(displayStatuses),
  due_date: z.string().nullable(),
  period_label: z.string().nullable(),
  recurrence: z.string(),
  urgency: z.enum(urgencies),
  is_mandatory: z.boolean(),
  applicability: z.enum(['mandatory', 'conditional']),
  condition_note: z.string().nullable(),
  business_type: z.string(),
  estimated_completion_days: z.number().int().nullable(),
  price: z.number().nullable(),
  /** The part of `price` that is Charter's platform fee (the service's, as the catalogue and the cart compute it). */
  platform_fee: z.number().nullable(),
  currency: z.enum(['INR', 'USD', 'GBP', 'SGD', 'AED']),
  product_id: z.string().nullable(),
  source_url: z.string(),
  last_verified: z.string(),
  penalty: z.string().nullable(),
  /** Late fees accrued so far (minor units), where the rule knows them. */
  exposure: moneySchema.nullable(),
  completed_at: z.string().nullable(),
  /**
   * Done only because the founder said (or the wizard assumed) the filings due before the company joined were made
   * at the time: shown as "Assumed done" until the founder confirms it or says it was not filed.
   */
  assumed_done: z.boolean(),
  reasons: z.array(requirementReasonSchema),
  /** Listed as one side of two exclusive obligations until the founder answers this open question (its id). */
  question_id: z.string().nullable(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const complianceQuerySchema = z.object({ as_of: isoDateSchema.optional() });

/** forming: the company is being formed (no operating calendar, no score yet); incorporated: everything else. */
export const complianceStages = ['forming', 'incorporated'] as const;
export type ComplianceStage = (typeof complianceStages)[number];

/** A question whose answer settles which of two exclusive obligations the company files (MGT-7 or MGT-7A). */
export const openQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** What decides it, with the statute. */
  explanation: z.string(),
  /** The company field the answer is saved in. */
  field: z.string(),
  /** choice: one button per answer; number: the founder types the figure, the answers say what each range means. */
  input: z.enum(['choice', 'number']),
  answers: z.array(z.object({ label: z.string(), value: z.union([z.string(), z.number(), z.boolean()]).nullable(), effect: z.string() })),
  /** The answer listed until the founder gives one. */
  assumed: z.string(),
});
export type OpenQuestion = z.infer<typeof openQuestionSchema>;

export const complianceListSchema = z.object({
  company_id: z.string(),
  as_of: z.string(),
  /** The summary the dashboard and the compliance page show, computed once on the server. */
  summary: complianceCountsSchema,
  stage: z.enum(complianceStages),
  /** Each open question once, however many rows it settles. */
  questions: z.array(openQuestionSchema),
  requirements: z.array(requirementSchema),
});
export type ComplianceList = z.infer<typeof complianceListSchema>;

export const complianceHealthSchema = z.object({
  score: z.number().int().min(0).max(100),
  last_updated: z.string(),
  as_of: z.string(),
  /** forming: the score is not meaningful yet ("Not yet incorporated"). */
  stage: z.enum(complianceStages),
  details: z.object({ completed_tasks: z.number().int(), pending_count: z.number().int(), overdue_count: z.number().int() }),
});
export type ComplianceHealth = z.infer<typeof complianceHealthSchema>;

export const requirementParamsSchema = z.object({ id: z.string().max(100), reqId: z.string().max(100) });
export const updateRequirementBodySchema = z.object({ status: z.enum(requirementStatuses) });
export type UpdateRequirementBody = z.infer<typeof updateRequirementBodySchema>;

/**
 * PUT /api/companies/{id}/compliance/{reqId}/past-filing: the founder's answer for one one-time filing that fell due
 * before the company joined: filed (done, no longer assumed) or not_filed (open again, overdue from its real date).
 */
export const pastFilingBodySchema = z.object({ answer: pastFilingsAnswerSchema });
export type PastFilingBody = z.infer<typeof pastFilingBodySchema>;

/** PATCH /api/companies/{id}/compliance: several requirements of one company at once, all or none. */
export const bulkUpdateRequirementsBodySchema = z.object({
  ids: z.array(z.string().max(100)).min(1, 'Choose at least one requirement').max(200),
  status: z.enum(requirementStatuses),
});
export type BulkUpdateRequirementsBody = z.infer<typeof bulkUpdateRequirementsBodySchema>;
export const bulkUpdateResultSchema = z.object({ updated: z.number().int() });

/** POST /api/compliance/detect: the body is a company profile (saved or not); ?as_of= sets the planning date. */
export const detectBodySchema = createCompanyBodySchema;

export const complianceSummarySchema = z.object({
  summary: z.object({
    compliance_score: z.number().int(),
    urgent: z.number().int(),
    pending: z.number().int(),
    completed: z.number().int(),
  }),
  next_deadline: z.object({ name: z.string(), due_date: z.string() }).nullable(),
  compliance_items: z.array(
    z.object({ name: z.string(), description: z.string(), due_date: z.string().nullable(), is_mandatory: z.boolean() }),
  ),
});
export type ComplianceSummary = z.infer<typeof complianceSummarySchema>;

/** GET /api/compliance/rules (public): the catalogue with its sources. */
export const complianceRuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  country: z.string(),
  entity_types: z.array(z.string()),
  category: z.enum(complianceCategories),
  status: z.enum(['active', 'inactive']),
  impact_level: z.enum(['low', 'medium', 'high', 'critical']),
  source_url: z.string(),
  last_verified: z.string(),
  effective_from: z.string().nullable(),
  effective_to: z.string().nullable(),
});
export const complianceRuleListSchema = z.object({ rules: z.array(complianceRuleSchema), count: z.number().int() });
export type ComplianceRuleView = z.infer<typeof complianceRuleSchema>;

export const whatIfItemSchema = z.object({
  rule_id: z.string(),
  name: z.string(),
  /** The first due date from the chosen date on; null when the obligation has no fixed date. */
  due_date: z.string().nullable(),
  applicability: z.enum(['mandatory', 'conditional']),
  reasons: z.array(requirementReasonSchema),
});
export type WhatIfItem = z.infer<typeof whatIfItemSchema>;

export const whatIfResultSchema = z.object({
  as_of: z.string(),
  added: z.array(whatIfItemSchema),
  removed: z.array(whatIfItemSchema),
  /** Obligations kept whose first due date or applicability would change. */
  changed: z.array(z.object({ rule_id: z.string(), name: z.string(), before: whatIfItemSchema, after: whatIfItemSchema })),
});
export type WhatIfResult = z.infer<typeof whatIfResultSchema>;
