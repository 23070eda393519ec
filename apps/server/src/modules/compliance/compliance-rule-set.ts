import type { ComplianceRule, EntityType, FactField, Urgency } from '@charter/compliance';
import { recurrenceOfDue, type ComplianceFact, type DueRuleInput, type ImpactLevel } from '@charter/shared';
import type { Db } from '../../db/client';
import { complianceRulesRepository, type CustomRuleRow, type OverrideRow } from './compliance-rules.repository';

// The facts the back office may test are exactly the engine's: a fact added to one side fails the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const factsAgree: Same<ComplianceFact, FactField> = true;
void factsAgree;

export const CUSTOM_RULE_PREFIX = 'custom:';
export const customRuleId = (id: string) => `${CUSTOM_RULE_PREFIX}${id}`;

/** The engine knows three urgencies; the back office's "critical" is the engine's highest. */
export const urgencyOfImpact = (impact: ImpactLevel): Urgency => (impact === 'critical' ? 'high' : impact);

/** What the engine runs for one rule, with the impact the back office gave it (the change log keeps both). */
export interface RuleSnapshot {
  rule: ComplianceRule;
  impact_level: ImpactLevel;
}

export interface EffectiveRules {
  /** The engine's rule set: statutory rules with their overlay (inactive ones left out), then active custom rules. */
  rules: readonly ComplianceRule[];
  /** Every rule the back office can see, active or not, by engine rule id. */
  snapshots: ReadonlyMap<string, RuleSnapshot & { active: boolean }>;
  overrides: ReadonlyMap<string, OverrideRow>;
  custom: readonly CustomRuleRow[];
}

export function applyOverride(rule: ComplianceRule, override: OverrideRow | undefined): RuleSnapshot & { active: boolean } {
  const impact = override?.impactLevel ?? rule.urgency;
  if (!override) return { rule, impact_level: impact, active: true };
  return {
    rule: {
      ...rule,
      name: override.title ?? rule.name,
      description: override.description ?? rule.description,
      category: override.category ?? rule.category,
      urgency: urgencyOfImpact(impact),
    },
    impact_level: impact,
    active: override.active,
  };
}

export function customToRule(row: CustomRuleRow): RuleSnapshot & { active: boolean } {
  const due = row.due as DueRuleInput;
  return {
    rule: {
      id: customRuleId(row.id),
      country: row.country,
      entity_types: row.entityTypes as EntityType[],
      name: row.title,
      description: row.description,
      category: row.category,
      applies_when: (row.appliesWhen ?? null) as ComplianceRule['applies_when'],
      mandatory: true,
      due,
      recurrence: recurrenceOfDue(due),
      rollover: 'none',
      urgency: urgencyOfImpact(row.impactLevel),
      estimated_completion_days: 7,
      product_id: null,
      penalty: null,
      late_fee: null,
      source_url: row.sourceUrl ?? '',
      last_verified: row.updatedAt.toISOString().slice(0, 10),
      effective_from: null,
      effective_to: null,
      effective_basis: 'due_date',
    },
    impact_level: row.impactLevel,
    active: row.active,
  };
}

export function buildEffectiveRules(base: readonly ComplianceRule[], overrides: OverrideRow[], custom: CustomRuleRow[]): EffectiveRules {
  const overrideById = new Map(overrides.map((row) => [row.ruleId, row]));
  const snapshots = new Map<string, RuleSnapshot & { active: boolean }>();
  const rules: ComplianceRule[] = [];
  for (const rule of base) {
    const snapshot = applyOverride(rule, overrideById.get(rule.id));
    snapshots.set(rule.id, snapshot);
    if (snapshot.active) rules.push(snapshot.rule);
  }
  for (const row of custom) {
    const snapshot = customToRule(row);
    snapshots.set(snapshot.rule.id, snapshot);
    if (snapshot.active) rules.push(snapshot.rule);
  }
  return { rules, snapshots, overrides: overrideById, custom };
}

/**
 * The rules the engine runs: the frozen statutory catalogue with the back office's overlay and custom rules. Both
 * tables are small and read on each use (so every process sees a change at once); the built set is kept while they
 * stay the same, so the engine's per-array compile cache keeps working.
 */
export function createRuleSet(db: Db, base: readonly ComplianceRule[]) {
  let cached: { key: string; value: EffectiveRules } | undefined;
  const baseOnly = buildEffectiveRules(base, [], []);
  return {
    base,
    async current(executor: Db = db): Promise<EffectiveRules> {
      // One after the other: inside a transaction both go down the same connection.
      const overrides = await complianceRulesRepository.listOverrides(executor);
      const custom = await complianceRulesRepository.listCustom(executor);
      if (overrides.length === 0 && custom.length === 0) return baseOnly;
      const key = JSON.stringify([overrides, custom]);
      if (cached?.key !== key) cached = { key, value: buildEffectiveRules(base, overrides, custom) };
      return cached.value;
    },
  };
}

export type RuleSet = ReturnType<typeof createRuleSet>;
