import { z } from 'zod';
import { limitQuerySchema } from '../common/paging';
import { lineSchema, textSchema, timestampFields } from '../common/fields';
import {
  conditionHolds,
  logicConditionSchema,
  logicRuleCountries,
  logicRuleFields,
  logicRuleMatches,
  logicRuleOperators,
  type LogicCondition,
  type LogicFacts,
  type LogicRuleField,
  type LogicRuleMatch,
  type LogicRuleOperator,
} from './recommendations';

/** Spec §9: logic rule priority 1 to 10, default 1; analytics over 30 days, top 10 rules shown. */
export const LOGIC_RULE_PRIORITY_MIN = 1;
export const LOGIC_RULE_PRIORITY_MAX = 10;
export const LOGIC_RULE_PRIORITY_DEFAULT = 1;
export const LOGIC_RULE_ANALYTICS_DAYS = 30;
export const LOGIC_RULE_ANALYTICS_TOP = 10;
export const LOGIC_RULE_MAX_CONDITIONS = 20;
export const LOGIC_RULE_MAX_RECOMMENDATIONS = 10;

/** The spec's messages (§5) and ours where the spec is silent; the editor and the server show the same words. */
export const logicRuleMessages = {
  fieldAndValue: 'Please fill in field and value',
  name: 'Please enter a rule name',
  country: 'Please choose a country',
  priority: `Priority must be between ${LOGIC_RULE_PRIORITY_MIN} and ${LOGIC_RULE_PRIORITY_MAX}`,
  conditions: 'Add at least one condition',
  recommendations: 'Choose at least one service to recommend',
  duplicateService: 'Each service can be recommended once',
} as const;

/** What a condition field holds: numbers compare with every operator but contains; text with == and contains. */
export const logicFieldInfo: Record<
  LogicRuleField,
  { label: string; kind: 'number' | 'text'; hint: string; suggestions: readonly string[] }
> = {
  turnover: {
    label: 'Turnover',
    kind: 'number',
    hint: 'Annual turnover in the company’s currency (₹, $ or £), e.g. 2000000',
    suggestions: [],
  },
  employees: { label: 'Employees', kind: 'number', hint: 'Number of employees', suggestions: [] },
  business_type: {
    label: 'Business type',
    kind: 'text',
    hint: 'The entity type',
    suggestions: ['Private Limited', 'OPC', 'LLP', 'LLC', 'C-Corp', 'Ltd'],
  },
  place_of_business: {
    label: 'Place of business',
    kind: 'text',
    hint: 'State and country, e.g. “Maharashtra, India”; use contains for a state',
    suggestions: [],
  },
  industry: { label: 'Industry', kind: 'text', hint: 'The industry the founder chose, e.g. Retail', suggestions: [] },
  business_stage: {
    label: 'Business stage',
    kind: 'text',
    hint: 'forming (a new formation) or existing',
    suggestions: ['forming', 'existing'],
  },
  intent: {
    label: 'Intent',
    kind: 'text',
    hint: 'What the company does; a company may have several, so use contains',
    suggestions: ['export', 'food', 'manufacturing', 'international_clients', 'startup_credits'],
  },
};

export const numericOperators: readonly LogicRuleOperator[] = ['>', '<', '>=', '<=', '=='];
export const textOperators: readonly LogicRuleOperator[] = ['==', 'contains'];
export const operatorsFor = (field: LogicRuleField): readonly LogicRuleOperator[] =>
  logicFieldInfo[field].kind === 'number' ? numericOperators : textOperators;

/** A condition as staff type it: the value may be a number or text (a number field's text must read as a number). */
export const logicConditionInputSchema = z
  .object({
    field: z.enum(logicRuleFields, { error: logicRuleMessages.fieldAndValue }),
    operator: z.enum(logicRuleOperators, { error: `operator: must be one of ${logicRuleOperators.join(' ')}` }).default('>'),
    value: z.union([z.number(), lineSchema.max(200)], { error: logicRuleMessages.fieldAndValue }),
  })
  .superRefine((condition, ctx) => {
    const info = logicFieldInfo[condition.field];
    const value = typeof condition.value === 'string' ? condition.value.trim() : condition.value;
    if (value === '') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: logicRuleMessages.fieldAndValue });
      return;
    }
    if (!operatorsFor(condition.field).includes(condition.operator)) {
      const allowed = operatorsFor(condition.field).join(', ');
      ctx.addIssue({ code: 'custom', path: ['operator'], message: `${info.label} can only be compared with ${allowed}` });
    }
    if (info.kind === 'number' && !Number.isFinite(Number(value))) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${info.label} must be a number` });
    }
  });
export type LogicConditionInput = z.input<typeof logicConditionInputSchema>;

/** What is stored: a number field's value as a number, text trimmed. */
export function normalizeLogicCondition(condition: z.output<typeof logicConditionInputSchema>): LogicCondition {
  const value = typeof condition.value === 'string' ? condition.value.trim() : condition.value;
  return {
    field: condition.field,
    operator: condition.operator,
    value: logicFieldInfo[condition.field].kind === 'number' ? Number(value) : String(value),
  };
}

/** POST /api/admin/logic/rules and PUT /api/admin/logic/rules/{id}: the whole rule (PUT replaces it). */
export const logicRuleBodySchema = z
  .object({
    name: lineSchema.trim().min(1, logicRuleMessages.name).max(120),
    /** The reason a founder reads beside the recommendation; the name stands in when it is empty. */
    description: textSchema.trim().max(500).default(''),
    country: z.enum(logicRuleCountries, { error: logicRuleMessages.country }),
    match: z.enum(logicRuleMatches).default('all'),
    conditions: z
      .array(logicConditionInputSchema)
      .min(1, logicRuleMessages.conditions)
      .max(LOGIC_RULE_MAX_CONDITIONS, `At most ${LOGIC_RULE_MAX_CONDITIONS} conditions`),
    recommendations: z
      .array(lineSchema.trim().min(1).max(100))
      .min(1, logicRuleMessages.recommendations)
      .max(LOGIC_RULE_MAX_RECOMMENDATIONS, `At most ${LOGIC_RULE_MAX_RECOMMENDATIONS} services`),
    priority: z
      .number({ error: logicRuleMessages.priority })
      .int(logicRuleMessages.priority)
      .min(LOGIC_RULE_PRIORITY_MIN, logicRuleMessages.priority)
      .max(LOGIC_RULE_PRIORITY_MAX, logicRuleMessages.priority)
      .default(LOGIC_RULE_PRIORITY_DEFAULT),
    active: z.boolean().default(true),
  })
  .superRefine((rule, ctx) => {
    if (new Set(rule.recommendations).size !== rule.recommendations.length) {
      ctx.addIssue({ code: 'custom', path: ['recommendations'], message: logicRuleMessages.duplicateService });
    }
  });
export type LogicRuleBody = z.input<typeof logicRuleBodySchema>;
export type LogicRuleBodyParsed = z.output<typeof logicRuleBodySchema>;

/** PATCH-like toggles from the rules table (active switch, priority) go through PUT with the whole rule. */
export const logicRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  country: z.enum(logicRuleCountries),
  match: z.enum(logicRuleMatches),
  conditions: z.array(logicConditionSchema),
  recommendations: z.array(z.string()),
  priority: z.number().int(),
  active: z.boolean(),
  ...timestampFields,
});
export type LogicRule = z.infer<typeof logicRuleSchema>;
export const logicRulesResponseSchema = z.object({ rules: z.array(logicRuleSchema) });
export type LogicRulesResponse = z.infer<typeof logicRulesResponseSchema>;

export const logicRuleIdParamsSchema = z.object({ id: textSchema.min(1).max(100) });
export const logicRuleTemplateParamsSchema = z.object({ templateId: textSchema.min(1).max(100) });

/** Spec §3 Rule template. */
export const logicRuleTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  country: z.enum(logicRuleCountries),
  category: z.string(),
  conditions: z.array(logicConditionSchema),
  recommendations: z.array(z.string()),
});
export type LogicRuleTemplate = z.infer<typeof logicRuleTemplateSchema>;
export const logicRuleTemplatesResponseSchema = z.object({ templates: z.array(logicRuleTemplateSchema) });

/** GET /api/admin/logic/rules/analytics?days=30: triggers per rule (spec §3 Rule analytics), most first. */
export const logicRuleAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1, 'days: must be between 1 and 365')
    .max(365, 'days: must be between 1 and 365')
    .default(LOGIC_RULE_ANALYTICS_DAYS),
  limit: limitQuerySchema(LOGIC_RULE_ANALYTICS_TOP),
});
export const logicRuleAnalyticsSchema = z.object({
  rules: z.array(
    z.object({
      rule_id: z.string(),
      rule_name: z.string(),
      country: z.enum(logicRuleCountries),
      /** Company-days on which the rule fired: each company counts once a day however often it looks. */
      total_triggers: z.number().int(),
      /** Different companies it fired for in the window. */
      companies: z.number().int(),
      active: z.boolean(),
    }),
  ),
  /** Rules that fired at least once in the window, of all rules. */
  rules_triggered: z.number().int(),
  total_rules: z.number().int(),
  date_range: z.object({ days: z.number().int(), from: z.string(), to: z.string() }),
});
export type LogicRuleAnalytics = z.infer<typeof logicRuleAnalyticsSchema>;

/** POST /api/admin/logic/rules/preview: a saved rule (rule_id) or a draft (rule) tested against one company. */
export const logicRulePreviewBodySchema = z
  .object({
    company_id: z.string({ error: 'Choose a company to test against' }).min(1, 'Choose a company to test against').max(100),
    rule_id: textSchema.min(1).max(100).optional(),
    rule: logicRuleBodySchema.optional(),
  })
  .refine((body) => (body.rule_id === undefined) !== (body.rule === undefined), 'Send either rule_id or rule, not both');
export type LogicRulePreviewBody = z.input<typeof logicRulePreviewBodySchema>;

export const logicConditionResultSchema = z.object({
  field: z.enum(logicRuleFields),
  operator: z.enum(logicRuleOperators),
  value: z.union([z.string(), z.number()]),
  /** The company's own value of the field; null when the founder has not given it. */
  actual: z.union([z.string(), z.number()]).nullable(),
  passes: z.boolean(),
});
export type LogicConditionResult = z.infer<typeof logicConditionResultSchema>;

export const logicRulePreviewSchema = z.object({
  /** Whether the rule fires for the company now: it is on, for the company's country, and its conditions hold. */
  fires: z.boolean(),
  /** Country and conditions hold, whether or not the rule is on. */
  matches: z.boolean(),
  reason: z.string(),
  company: z.object({ id: z.string(), name: z.string(), country: z.string(), entity_type: z.string() }),
  rule: z.object({ id: z.string().nullable(), name: z.string(), active: z.boolean(), match: z.enum(logicRuleMatches) }),
  country: z.object({ rule: z.enum(logicRuleCountries), company: z.string(), passes: z.boolean() }),
  conditions: z.array(logicConditionResultSchema),
  recommendations: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LogicRulePreview = z.infer<typeof logicRulePreviewSchema>;

/** GET /api/admin/logic/companies?q=: companies to test a rule against, by name. */
export const logicCompanySearchQuerySchema = z.object({ q: textSchema.trim().max(100).default('') });
export const logicCompanySearchSchema = z.object({
  companies: z.array(z.object({ id: z.string(), name: z.string(), country: z.string(), entity_type: z.string(), state: z.string() })),
});
export type LogicCompanySearch = z.infer<typeof logicCompanySearchSchema>;

export interface LogicRuleExplanation {
  matches: boolean;
  countryPasses: boolean;
  conditions: LogicConditionResult[];
}

/** Each condition with the company's value and whether it holds, and whether the rule as a whole holds (pure). */
export function explainLogicRule(
  rule: { country: string; match?: LogicRuleMatch; conditions: readonly LogicCondition[] },
  country: string,
  facts: LogicFacts,
): LogicRuleExplanation {
  const countryPasses = rule.country === 'All' || rule.country === country;
  const conditions = rule.conditions.map((condition) => ({
    field: condition.field,
    operator: condition.operator,
    value: condition.value,
    actual: facts[condition.field] ?? null,
    passes: conditionHolds(condition, facts),
  }));
  const held = rule.match === 'any' ? conditions.some((c) => c.passes) : conditions.every((c) => c.passes);
  return { matches: countryPasses && conditions.length > 0 && held, countryPasses, conditions };
}

/** One sentence saying why a rule fires for a company or why not. */
export function logicRuleReason(
  explanation: LogicRuleExplanation,
  rule: { country: string; active: boolean; match?: LogicRuleMatch },
  companyCountry: string,
): string {
  const failing = explanation.conditions.filter((c) => !c.passes);
  const describe = (c: LogicConditionResult) =>
    `${logicFieldInfo[c.field].label} is ${c.actual === null || c.actual === '' ? 'not given' : `${c.actual}`}, not ${c.operator} ${c.value}`;
  if (!explanation.countryPasses) return `Does not fire: the rule is for ${rule.country} and the company is in ${companyCountry}.`;
  if (!explanation.matches) {
    if (rule.match === 'any') return `Does not fire: none of the conditions holds (${failing.map(describe).join('; ')}).`;
    return `Does not fire: ${failing.map(describe).join('; ')}.`;
  }
  const holds =
    rule.match === 'any'
      ? `${explanation.conditions.length - failing.length} of ${explanation.conditions.length} conditions hold`
      : explanation.conditions.length === 1
        ? 'its condition holds'
        : `all ${explanation.conditions.length} conditions hold`;
  if (!rule.active) return `Would fire (${holds}), but the rule is off.`;
  return `Fires: ${holds} for this company.`;
}
