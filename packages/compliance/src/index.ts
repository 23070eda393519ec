// @charter/compliance — the statutory compliance engine: (profile, rules, asOf) → requirements.

export type {
  AlternativeAnswer,
  AlternativeGroup,
  Applicability,
  Category,
  CompanyProfile,
  ComplianceRule,
  Condition,
  ConditionOp,
  Country,
  Currency,
  DueRule,
  EntityType,
  FactField,
  HealthResult,
  LateFee,
  LateFeeSpec,
  Money,
  OpenQuestion,
  Recurrence,
  Requirement,
  RequirementStatus,
  ScheduleEvent,
  Urgency,
} from './types';
export { AFTER_INCORPORATION, evaluate, isForming, openQuestions } from './evaluate';
export { alternativeGroups } from './rules/alternatives';
export { exposure } from './late-fees';
export { HEALTH_WEIGHTS, healthScore } from './health';
export { catalogue, catalogueById } from './rules';
export { TDS_STATEMENT_RULE_IDS } from './rules/india-tax';
export { isOfficialSource, OFFICIAL_DOMAINS, researchSources, SOURCE_EXCEPTIONS } from './rules/official-sources';
export { explainRule, type Reason } from './explain';
