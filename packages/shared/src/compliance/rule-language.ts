import { z } from 'zod';
import { lineSchema, textSchema } from '../common/fields';
import { companyCountries, entityTypes, entityTypesByCountry } from '../companies/countries';
import { complianceCategories } from './compliance';

// The compliance engine's condition and due-date language, as the back office writes it. The engine package owns
// the semantics (packages/compliance/src/conditions.ts, due-dates.ts); this file is the contract and the checks that
// turn a bad rule into a clear message before it reaches the engine. The server asserts that the facts listed here
// are exactly the engine's.

export type FactType = 'number' | 'date' | 'text' | 'choice' | 'yes_no' | 'list';

export interface FactDescriptor {
  label: string;
  type: FactType;
  /** For choice facts: the values the profile can hold. */
  options?: readonly string[];
  hint?: string;
}

export const complianceFacts = {
  country: { label: 'Country', type: 'choice', options: companyCountries },
  entity_type: { label: 'Entity type', type: 'choice', options: entityTypes },
  state: { label: 'State', type: 'text', hint: 'The registered state or UT, e.g. Maharashtra, Delaware' },
  incorporation_date: { label: 'Incorporation date', type: 'date' },
  status: { label: 'Company status', type: 'choice', options: ['forming', 'existing'] },
  industry: { label: 'Industry', type: 'text', hint: 'Compared in lower case' },
  turnover: { label: 'Annual turnover (major units)', type: 'number' },
  num_employees: { label: 'Employees', type: 'number' },
  business_model: { label: 'Business model', type: 'choice', options: ['b2b', 'b2c'] },
  is_exporter: { label: 'Exporter', type: 'yes_no' },
  is_food_business: { label: 'Food business', type: 'yes_no' },
  has_manufacturing: { label: 'Manufactures', type: 'yes_no' },
  has_international_clients: { label: 'International clients', type: 'yes_no' },
  has_deposits: { label: 'Has deposits', type: 'yes_no' },
  business_locations: { label: 'States of operation', type: 'list', hint: 'Includes a state' },
  foreign_owned: { label: 'Foreign owned', type: 'yes_no' },
  member_count: { label: 'Members (LLP partners)', type: 'number' },
  fiscal_year_end: { label: 'Financial year end (MM-DD)', type: 'text' },
  gst_filing: { label: 'GST filing', type: 'choice', options: ['monthly', 'quarterly'] },
  paid_up_capital: { label: 'Paid-up capital (major units)', type: 'number' },
  agm_date: { label: 'Last AGM date', type: 'date' },
  vat_registered: { label: 'VAT registered', type: 'yes_no' },
  wants_startup_credits: { label: 'Wants startup credits', type: 'yes_no' },
  small_company: { label: 'Small company (founder’s answer)', type: 'yes_no' },
  is_small_company: { label: 'Small company (s.2(85), from 1 Dec 2025)', type: 'yes_no' },
  was_small_company: { label: 'Small company (s.2(85), before 1 Dec 2025)', type: 'yes_no' },
  operating_state_count: { label: 'Number of states operated in', type: 'number' },
  years_since_incorporation: { label: 'Years since incorporation', type: 'number' },
  incorporation_or_planned_date: { label: 'Incorporation (or planned) date', type: 'date' },
} as const satisfies Record<string, FactDescriptor>;

export type ComplianceFact = keyof typeof complianceFacts;
export const complianceFactNames = Object.keys(complianceFacts) as ComplianceFact[];

export const conditionOperators = ['==', '!=', '>', '>=', '<', '<=', 'in', 'not_in', 'includes', 'known'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** Which operators make sense for each kind of fact. */
export const operatorsByFactType: Record<FactType, readonly ConditionOperator[]> = {
  number: ['==', '!=', '>', '>=', '<', '<=', 'in', 'not_in', 'known'],
  date: ['==', '!=', '>', '>=', '<', '<=', 'known'],
  text: ['==', '!=', 'in', 'not_in', 'known'],
  choice: ['==', '!=', 'in', 'not_in', 'known'],
  yes_no: ['==', '!=', 'known'],
  list: ['includes', 'known'],
};

export const operatorLabels: Record<ConditionOperator, string> = {
  '==': 'is',
  '!=': 'is not',
  '>': 'is more than',
  '>=': 'is at least',
  '<': 'is less than',
  '<=': 'is at most',
  in: 'is one of',
  not_in: 'is none of',
  includes: 'includes',
  known: 'is known',
};

export type ConditionValue = string | number | boolean | (string | number)[];
export type RuleCondition =
  | { all: RuleCondition[]; note?: string }
  | { any: RuleCondition[]; note?: string }
  | { not: RuleCondition; note?: string }
  | { field: ComplianceFact; op: ConditionOperator; value?: ConditionValue; if_unknown?: boolean; note?: string }
  | { unknown: string };

const MAX_DEPTH = 6;
const MAX_LEAVES = 40;
const MAX_LIST = 50;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Issue = { path: (string | number)[]; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIsoDay = (value: unknown) =>
  typeof value === 'string' &&
  ISO_DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function checkNote(node: Record<string, unknown>, path: (string | number)[], issues: Issue[]) {
  if (node.note !== undefined && (typeof node.note !== 'string' || node.note.length > 300)) {
    issues.push({ path: [...path, 'note'], message: 'A note is text of at most 300 characters' });
  }
}

function checkScalar(field: ComplianceFact, value: unknown, path: (string | number)[], issues: Issue[]): void {
  const fact: FactDescriptor = complianceFacts[field];
  const bad = (message: string) => issues.push({ path, message });
  switch (fact.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) bad(`${fact.label} is a number: give a number`);
      return;
    case 'yes_no':
      if (typeof value !== 'boolean') bad(`${fact.label} is yes or no: give true or false`);
      return;
    case 'date':
      if (!isIsoDay(value)) bad(`${fact.label} is a date: give it as YYYY-MM-DD`);
      return;
    case 'choice':
      if (typeof value !== 'string' || !fact.options!.includes(value)) bad(`${fact.label} must be one of ${fact.options!.join(', ')}`);
      return;
    case 'text':
    case 'list':
      if (typeof value !== 'string' || value.trim() === '' || value.length > 200)
        bad(`${fact.label}: give a text value (1 to 200 characters)`);
      return;
  }
}

function checkLeaf(node: Record<string, unknown>, path: (string | number)[], issues: Issue[]): void {
  const allowed = new Set(['field', 'op', 'value', 'if_unknown', 'note']);
  for (const key of Object.keys(node)) if (!allowed.has(key)) issues.push({ path: [...path, key], message: `Unexpected key "${key}"` });
  const field = node.field;
  if (typeof field !== 'string' || !(field in complianceFacts)) {
    issues.push({ path: [...path, 'field'], message: `Unknown fact "${String(field)}". Known facts: ${complianceFactNames.join(', ')}` });
    return;
  }
  const fact: FactDescriptor = complianceFacts[field as ComplianceFact];
  const op = node.op;
  if (typeof op !== 'string' || !(conditionOperators as readonly string[]).includes(op)) {
    issues.push({ path: [...path, 'op'], message: `Unknown operator "${String(op)}". Operators: ${conditionOperators.join(', ')}` });
    return;
  }
  const fits = operatorsByFactType[fact.type];
  if (!fits.includes(op as ConditionOperator)) {
    issues.push({
      path: [...path, 'op'],
      message: `Operator "${op}" does not fit ${fact.label} (${fact.type.replace('_', '/')}); use ${fits.join(', ')}`,
    });
    return;
  }
  const value = node.value;
  if (op === 'known') {
    if (value !== undefined) issues.push({ path: [...path, 'value'], message: 'The "known" operator takes no value' });
  } else if (op === 'in' || op === 'not_in') {
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LIST) {
      issues.push({ path: [...path, 'value'], message: `"${op}" needs a list of 1 to ${MAX_LIST} values` });
    } else value.forEach((item, index) => checkScalar(field as ComplianceFact, item, [...path, 'value', index], issues));
  } else if (value === undefined) {
    issues.push({ path: [...path, 'value'], message: `${fact.label} ${operatorLabels[op as ConditionOperator]}: give a value` });
  } else checkScalar(field as ComplianceFact, value, [...path, 'value'], issues);
  if (node.if_unknown !== undefined && typeof node.if_unknown !== 'boolean') {
    issues.push({ path: [...path, 'if_unknown'], message: 'if_unknown is true or false' });
  }
  checkNote(node, path, issues);
}

function checkNode(node: unknown, path: (string | number)[], depth: number, issues: Issue[], leaves: { count: number }): void {
  if (!isObject(node)) {
    issues.push({ path, message: 'A condition is an object: {all: [...]}, {any: [...]}, {not: ...}, {field, op, value} or {unknown}' });
    return;
  }
  if (depth > MAX_DEPTH) {
    issues.push({ path, message: `Conditions nest at most ${MAX_DEPTH} levels deep` });
    return;
  }
  for (const group of ['all', 'any'] as const) {
    if (group in node) {
      const children = node[group];
      if (!Array.isArray(children) || children.length === 0 || children.length > 20) {
        issues.push({ path: [...path, group], message: `"${group}" needs a list of 1 to 20 conditions` });
        return;
      }
      children.forEach((child, index) => checkNode(child, [...path, group, index], depth + 1, issues, leaves));
      checkNote(node, path, issues);
      return;
    }
  }
  if ('not' in node) {
    checkNode(node.not, [...path, 'not'], depth + 1, issues, leaves);
    checkNote(node, path, issues);
    return;
  }
  if ('unknown' in node) {
    if (typeof node.unknown !== 'string' || node.unknown.trim() === '' || node.unknown.length > 300) {
      issues.push({ path: [...path, 'unknown'], message: 'An unknown fact is described in 1 to 300 characters' });
    }
    return;
  }
  leaves.count += 1;
  if (leaves.count > MAX_LEAVES) {
    if (leaves.count === MAX_LEAVES + 1) issues.push({ path, message: `A condition has at most ${MAX_LEAVES} tests` });
    return;
  }
  checkLeaf(node, path, issues);
}

/** Every problem of a condition, each with where it is; empty when the engine can use it. */
export function conditionIssues(condition: unknown): Issue[] {
  const issues: Issue[] = [];
  checkNode(condition, [], 1, issues, { count: 0 });
  return issues;
}

/** Industry is compared in lower case by the engine: stored conditions say so too. */
export function normalizeCondition(condition: RuleCondition): RuleCondition {
  if ('all' in condition) return { ...condition, all: condition.all.map(normalizeCondition) };
  if ('any' in condition) return { ...condition, any: condition.any.map(normalizeCondition) };
  if ('not' in condition) return { ...condition, not: normalizeCondition(condition.not) };
  if ('field' in condition && condition.field === 'industry' && condition.value !== undefined) {
    const lower = (value: string | number) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
    return {
      ...condition,
      value: Array.isArray(condition.value)
        ? condition.value.map(lower)
        : typeof condition.value === 'string'
          ? lower(condition.value)
          : condition.value,
    };
  }
  return condition;
}

export const ruleConditionSchema = z.unknown().transform((value, ctx) => {
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: 'Give a condition, or null for every company of the jurisdiction and entity types' });
    return z.NEVER;
  }
  const issues = conditionIssues(value);
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  // Only a condition without issues has the shape normalizeCondition walks (it reads `in` on each node).
  return issues.length > 0 ? z.NEVER : normalizeCondition(value as RuleCondition);
}) as unknown as z.ZodType<RuleCondition, unknown>;

// ---------- due-date rules ----------

export const dueKinds = [
  'after_incorporation',
  'schedule',
  'fy_end',
  'fy_start',
  'agm',
  'anniversary_month',
  'review_period',
  'none',
] as const;
export type DueKind = (typeof dueKinds)[number];

export const dueKindLabels: Record<DueKind, string> = {
  after_incorporation: 'Once, after incorporation',
  schedule: 'On a yearly calendar (monthly, quarterly, annual dates)',
  fy_end: 'After each financial-year end',
  fy_start: 'After each financial-year start',
  agm: 'After each AGM',
  anniversary_month: 'In the anniversary month of formation',
  review_period: 'After each review period from incorporation',
  none: 'No calendar date',
};

const int = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} is a whole number from ${min} to ${max}` })
    .int(`${what} is a whole number from ${min} to ${max}`)
    .min(min, `${what} is a whole number from ${min} to ${max}`)
    .max(max, `${what} is a whole number from ${min} to ${max}`);

export const scheduleEventSchema = z.object({
  period_start: int(0, 11, 'The period start (months from the cycle start)'),
  period_months: int(1, 12, 'The period length in months'),
  due_month: int(0, 23, 'The due month (months from the cycle start)'),
  due_day: int(1, 31, 'The due day'),
  label: lineSchema.trim().min(1, 'Give each date a label, e.g. {MONTH} or {FY}').max(80),
});

export const dueRuleSchema = z
  .discriminatedUnion(
    'kind',
    [
      z
        .object({
          kind: z.literal('after_incorporation'),
          months: int(0, 60, 'Months after incorporation').optional(),
          days: int(0, 366, 'Days after incorporation').optional(),
        })
        .strict(),
      z
        .object({
          kind: z.literal('schedule'),
          anchor: z.enum(['january', 'april', 'fiscal_year'], { error: 'The anchor is january, april or fiscal_year' }),
          events: z
            .array(scheduleEventSchema)
            .min(1, 'A schedule needs at least one date')
            .max(12, 'A schedule has at most 12 dates a year'),
        })
        .strict(),
      z
        .object({
          kind: z.literal('fy_end'),
          months: int(0, 24, 'Months after the year end').optional(),
          days: int(0, 366, 'Days after the year end').optional(),
          day_of_month: int(1, 31, 'The day of the month').optional(),
          label: z.enum(['fy', 'tax_year', 'year_ending'], { error: 'The label is fy, tax_year or year_ending' }),
        })
        .strict(),
      z
        .object({
          kind: z.literal('fy_start'),
          month_offset: int(0, 23, 'Months after the year start'),
          day: int(1, 31, 'The day of the month'),
          skip_first: z.boolean({ error: 'skip_first is true or false' }),
        })
        .strict(),
      z.object({ kind: z.literal('agm'), days_after: int(0, 366, 'Days after the AGM') }).strict(),
      z
        .object({
          kind: z.literal('anniversary_month'),
          day: z.enum(['first', 'last'], { error: 'The day is first or last' }),
          every_years: int(1, 10, 'Every how many years'),
          first_after_years: int(0, 10, 'First after how many years'),
        })
        .strict(),
      z
        .object({
          kind: z.literal('review_period'),
          months: int(1, 24, 'The review period in months'),
          days_after: int(0, 366, 'Days after each period'),
        })
        .strict(),
      z.object({ kind: z.literal('none'), note: textSchema.trim().min(1, 'Say when it is due, in words').max(300) }).strict(),
    ],
    { error: `Unknown due-date kind. Kinds: ${dueKinds.join(', ')}` },
  )
  .superRefine((due, ctx) => {
    if (due.kind === 'after_incorporation' && !due.months && !due.days) {
      ctx.addIssue({ code: 'custom', message: 'Give months or days after incorporation (at least one above 0)', path: ['months'] });
    }
    if (due.kind === 'fy_end' && due.day_of_month !== undefined && due.days !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Give either days or a day of the month after the year end, not both',
        path: ['day_of_month'],
      });
    }
    if (due.kind === 'schedule') {
      due.events.forEach((event, index) => {
        if (event.due_month < event.period_start + event.period_months - 1) {
          ctx.addIssue({
            code: 'custom',
            message: 'A date falls due after its period: the due month must be on or after the period’s last month',
            path: ['events', index, 'due_month'],
          });
        }
      });
    }
  });
export type DueRuleInput = z.infer<typeof dueRuleSchema>;

/** How often a custom rule recurs, from its due-date rule (the engine lists one-off and recurring rules differently). */
export function recurrenceOfDue(due: DueRuleInput): 'one_time' | 'monthly' | 'quarterly' | 'half_yearly' | 'annual' {
  if (due.kind === 'after_incorporation' || due.kind === 'none') return 'one_time';
  if (due.kind === 'schedule') {
    const n = due.events.length;
    return n >= 12 ? 'monthly' : n >= 4 ? 'quarterly' : n >= 2 ? 'half_yearly' : 'annual';
  }
  return 'annual';
}

// ---------- the back office's rule list and its writes ----------

export const impactLevels = ['low', 'medium', 'high', 'critical'] as const;
export type ImpactLevel = (typeof impactLevels)[number];
export const DEFAULT_IMPACT_LEVEL: ImpactLevel = 'medium';
/** A back-office rule's categories are the obligations' own. */
export const complianceRuleCategories = complianceCategories;

export const adminComplianceRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(['statutory', 'custom']),
  title: z.string(),
  description: z.string(),
  country: z.enum(companyCountries),
  entity_types: z.array(z.enum(entityTypes)),
  category: z.enum(complianceRuleCategories),
  status: z.enum(['active', 'inactive']),
  impact_level: z.enum(impactLevels),
  source_url: z.string().nullable(),
  /** Statutory rules whose wording, impact or status the back office changed. */
  overridden: z.boolean(),
  /** The catalogue's own wording, for a statutory rule (to compare with the override). */
  statutory: z
    .object({ title: z.string(), description: z.string(), category: z.enum(complianceRuleCategories), impact_level: z.enum(impactLevels) })
    .nullable(),
  /** A custom rule's condition and due-date rule (statutory ones stay in the engine's code). */
  applies_when: z.unknown().nullable(),
  due: z.unknown().nullable(),
  /** In words: when the rule falls due. */
  due_summary: z.string(),
  updated_at: z.string().nullable(),
});
export type AdminComplianceRule = z.infer<typeof adminComplianceRuleSchema>;
export const adminComplianceRuleListSchema = z.object({ rules: z.array(adminComplianceRuleSchema), count: z.number().int() });
export type AdminComplianceRuleList = z.infer<typeof adminComplianceRuleListSchema>;

const titleSchema = lineSchema.trim().min(3, 'The title needs at least 3 characters').max(200, 'The title has at most 200 characters');
const descriptionSchema = textSchema.trim().max(2000, 'The description has at most 2000 characters');

/** PUT /api/admin/compliance/{id} for a statutory rule: the overlay (wording, category, impact, active). */
export const statutoryOverrideBodySchema = z
  .object({
    title: titleSchema,
    description: descriptionSchema,
    category: z.enum(complianceRuleCategories, { error: `The category is one of ${complianceRuleCategories.join(', ')}` }),
    impact_level: z.enum(impactLevels, { error: `The impact level is one of ${impactLevels.join(', ')}` }).default(DEFAULT_IMPACT_LEVEL),
    status: z.enum(['active', 'inactive'], { error: 'The status is active or inactive' }),
  })
  .strict();
export type StatutoryOverrideBody = z.infer<typeof statutoryOverrideBodySchema>;

const customRuleFields = {
  title: titleSchema,
  description: descriptionSchema,
  country: z.enum(companyCountries, { error: `The jurisdiction is one of ${companyCountries.join(', ')}` }),
  entity_types: z
    .array(z.enum(entityTypes, { error: `Entity types are among ${entityTypes.join(', ')}` }))
    .min(1, 'Choose at least one entity type'),
  category: z.enum(complianceRuleCategories, { error: `The category is one of ${complianceRuleCategories.join(', ')}` }),
  impact_level: z.enum(impactLevels, { error: `The impact level is one of ${impactLevels.join(', ')}` }).default(DEFAULT_IMPACT_LEVEL),
  status: z.enum(['active', 'inactive'], { error: 'The status is active or inactive' }).default('active'),
  /** null: every company of the jurisdiction and entity types. */
  applies_when: ruleConditionSchema.nullable(),
  due: dueRuleSchema,
  source_url: z
    .url({ protocol: /^https?$/, error: 'The source is a web address (http or https)' })
    .max(500)
    .nullable()
    .default(null),
};

/** POST /api/admin/compliance and PUT /api/admin/compliance/{id} for a custom rule. */
export const customRuleBodySchema = z
  .object(customRuleFields)
  .strict()
  .superRefine((body, ctx) => {
    const allowed = entityTypesByCountry[body.country] as readonly string[];
    body.entity_types.forEach((entity, index) => {
      if (!allowed.includes(entity)) {
        ctx.addIssue({
          code: 'custom',
          message: `${entity} is not an entity type of ${body.country} (${allowed.join(', ')})`,
          path: ['entity_types', index],
        });
      }
    });
  });
export type CustomRuleBody = z.infer<typeof customRuleBodySchema>;

/** One PUT for both kinds: a statutory rule takes the overlay fields, a custom rule its whole definition. */
export const updateComplianceRuleBodySchema = z.record(z.string(), z.unknown());
export const adminComplianceRuleParamsSchema = z.object({ id: textSchema.min(1).max(100) });
