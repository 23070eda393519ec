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

/** How a staff change to the rules reaches the other API processes (Redis pub/sub with REDIS_URL). */
export interface RuleSetChangeChannel {
  /** Resolves once the message is with the broker, so an answer sent after it is never ahead of the change. */
  publish(): Promise<void>;
}

/**
 * The rules the engine runs: the frozen statutory catalogue with the back office's overlay and custom rules. Read in a
 * transaction (`current(tx)`), both tables are read; otherwise the last read is kept until a staff change is heard of:
 * this process's own (`changed()`), or another's through the shared channel, and while that channel is down nothing
 * is kept, as with sessions (session-cache.ts). Unshared, it is kept for at most `unsharedMaxAgeMs`. The built set is kept while the tables stay the same, so the engine's
 * per-array compile cache keeps working and a cached plan can compare rule sets by identity.
 */
export function createRuleSet(db: Db, base: readonly ComplianceRule[], unsharedMaxAgeMs = 10_000) {
  let built: { key: string; value: EffectiveRules } | undefined;
  const baseOnly = buildEffectiveRules(base, [], []);
  let kept: { value: EffectiveRules; at: number } | undefined;
  let live = true;
  let channel: RuleSetChangeChannel | undefined;
  /** Bumped by every change heard of: a read that began before one must not be kept (it may be stale). */
  let generation = 0;

  async function read(executor: Db): Promise<EffectiveRules> {
    // One after the other: inside a transaction both go down the same connection.
    const overrides = await complianceRulesRepository.listOverrides(executor);
    const custom = await complianceRulesRepository.listCustom(executor);
    if (overrides.length === 0 && custom.length === 0) return baseOnly;
    const key = JSON.stringify([overrides, custom]);
    if (built?.key !== key) built = { key, value: buildEffectiveRules(base, overrides, custom) };
    return built.value;
  }

  function forget(): void {
    generation += 1;
    kept = undefined;
  }

  return {
    base,
    async current(executor?: Db): Promise<EffectiveRules> {
      if (executor !== undefined && executor !== db) return read(executor);
      // Not shared (no REDIS_URL): another process's change is heard of by no message, so it shows within the max age.
      const fresh = kept && (channel !== undefined || Date.now() - kept.at < unsharedMaxAgeMs);
      if (kept && fresh && live) return kept.value;
      const mark = generation;
      const value = await read(db);
      if (live && mark === generation) kept = { value, at: Date.now() };
      return value;
    },
    /** Call after a staff change to the overlay or the custom rules is committed. */
    async changed(): Promise<void> {
      forget();
      await channel?.publish();
    },
    /** A change published by another process (or echoed back from this one). */
    receive: forget,
    /** Several processes: changes are published on `channel`; nothing is kept until `setLive(true)`. */
    share(shared: RuleSetChangeChannel): void {
      channel = shared;
      this.setLive(false);
    },
    /** The channel's subscription is up (true) or lost (false); either way what is kept may have missed a message. */
    setLive(isLive: boolean): void {
      forget();
      live = isLive;
    },
  };
}

export type RuleSet = ReturnType<typeof createRuleSet>;
