import { z } from 'zod';
import { currencies } from '../money/money';
import { serviceCountries } from './services';

/** Spec §3 Recommendation: a service for a company, why, from which source, and how strongly (0–100). */
export const recommendationSources = ['ai_analysis', 'admin_rule', 'purchase_history'] as const;
export type RecommendationSource = (typeof recommendationSources)[number];

export const recommendationSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.enum(serviceCountries),
  reason: z.string(),
  source: z.enum(recommendationSources),
  score: z.number(),
  price: z.number(),
  /** The part of `price` that is Charter's platform fee, and its rate: the service's own (serviceFees). */
  platform_fee: z.number(),
  platform_fee_percentage: z.number(),
  currency: z.enum(currencies),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({ success: z.literal(true), recommendations: z.array(recommendationSchema) });
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** Spec §9: the fields and operators a logic rule's conditions use; every condition must hold. */
export const logicRuleFields = [
  'turnover',
  'employees',
  'business_type',
  'place_of_business',
  'industry',
  'business_stage',
  'intent',
] as const;
export type LogicRuleField = (typeof logicRuleFields)[number];
export const logicRuleOperators = ['>', '<', '>=', '<=', '==', 'contains'] as const;
export type LogicRuleOperator = (typeof logicRuleOperators)[number];
export const logicRuleCountries = ['India', 'USA', 'UK', 'UAE', 'Singapore', 'All'] as const;

export const logicConditionSchema = z.object({
  field: z.enum(logicRuleFields),
  operator: z.enum(logicRuleOperators).default('>'),
  value: z.union([z.string().min(1).max(200), z.number()]),
});
export type LogicCondition = z.infer<typeof logicConditionSchema>;

/** What a company offers a logic rule to test (spec §9 condition fields), from its profile. */
export interface LogicFacts {
  turnover: number | null;
  employees: number | null;
  business_type: string;
  place_of_business: string;
  industry: string | null;
  business_stage: string;
  /** What the company means to do or does: export, food, manufacturing, international_clients, startup_credits. */
  intent: string;
}

export function logicFactsOf(company: {
  turnover: number | null;
  num_employees: number | null;
  entity_type: string;
  state: string;
  country: string;
  industry: string | null;
  status: string;
  is_exporter: boolean | null;
  is_food_business: boolean | null;
  has_manufacturing: boolean | null;
  has_international_clients: boolean | null;
  wants_startup_credits: boolean | null;
}): LogicFacts {
  const intents = [
    company.is_exporter && 'export',
    company.is_food_business && 'food',
    company.has_manufacturing && 'manufacturing',
    company.has_international_clients && 'international_clients',
    company.wants_startup_credits && 'startup_credits',
  ].filter(Boolean);
  return {
    turnover: company.turnover,
    employees: company.num_employees,
    business_type: company.entity_type,
    place_of_business: `${company.state}, ${company.country}`,
    industry: company.industry,
    business_stage: company.status,
    intent: intents.join(', '),
  };
}

/** One condition: numbers compare as numbers, text case-insensitively; a fact the company has not given never holds. */
export function conditionHolds(condition: LogicCondition, facts: LogicFacts): boolean {
  const fact = facts[condition.field];
  if (fact === null || fact === undefined) return false;
  if (typeof fact === 'number') {
    const value = Number(condition.value);
    if (!Number.isFinite(value)) return false;
    switch (condition.operator) {
      case '>':
        return fact > value;
      case '<':
        return fact < value;
      case '>=':
        return fact >= value;
      case '<=':
        return fact <= value;
      case '==':
        return fact === value;
      case 'contains':
        return String(fact).includes(String(condition.value));
    }
  }
  const text = fact.toLowerCase();
  const value = String(condition.value).toLowerCase();
  if (condition.operator === '==') return text === value;
  if (condition.operator === 'contains') return text.includes(value);
  return false;
}

/** How a rule's conditions combine: all must hold (spec §5, the default) or any one of them. */
export const logicRuleMatches = ['all', 'any'] as const;
export type LogicRuleMatch = (typeof logicRuleMatches)[number];

/** A rule applies when it is for the company's country (or All) and every condition holds (spec §5); "any" needs one. */
export function logicRuleApplies(
  rule: { country: string; conditions: readonly LogicCondition[]; match?: LogicRuleMatch },
  country: string,
  facts: LogicFacts,
): boolean {
  if (rule.country !== 'All' && rule.country !== country) return false;
  const holds = (condition: LogicCondition) => conditionHolds(condition, facts);
  return rule.match === 'any' ? rule.conditions.some(holds) : rule.conditions.every(holds);
}
