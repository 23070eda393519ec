import { LRUCache } from 'lru-cache';
import type { ComplianceHealth, ComplianceList } from '@charter/shared';
import { deepFreeze } from '../../lib/deep-freeze';

/** What a company's plan for one day was computed from: it is served again only while each of these is the same. */
export interface PlanInputs {
  /** companies.plan_epoch, bumped in the transaction of every write to the company's facts or requirement rows. */
  epoch: number;
  /** The day in the company's jurisdiction. */
  date: string;
  /** The rule set and the catalogue's products, compared by identity: each is a new object once it changed. */
  rules: object;
  products: object;
}

export interface ComputedPlan {
  list: ComplianceList;
  health: ComplianceHealth;
}

interface Entry extends PlanInputs, ComputedPlan {}

/**
 * Each company's computed compliance list and health for today, in process memory, least recently used out first.
 * Nothing is invalidated by hand: the inputs are read on every request (the epoch comes with the access check's own
 * read of the company row), and an entry whose inputs differ is never served, on this process or any other.
 */
export function createPlanCache(maxRequirements = 20_000) {
  const entries = new LRUCache<string, Entry>({
    // Bounded by the requirement views held (a company has ~40), not by companies.
    maxSize: maxRequirements,
    sizeCalculation: (entry) => Math.max(1, entry.list.requirements.length),
  });
  return {
    get(companyId: string, inputs: PlanInputs): ComputedPlan | undefined {
      const entry = entries.get(companyId);
      if (!entry) return undefined;
      const same =
        entry.epoch === inputs.epoch && entry.date === inputs.date && entry.rules === inputs.rules && entry.products === inputs.products;
      return same ? entry : undefined;
    },
    /** Freezes the plan's answers: they are shared by every request that reads them, and written once (response-serializer.ts). */
    set(companyId: string, inputs: PlanInputs, plan: ComputedPlan): void {
      entries.set(companyId, { ...inputs, ...plan });
      deepFreeze(plan.list);
      deepFreeze(plan.health);
    },
  };
}

export type PlanCache = ReturnType<typeof createPlanCache>;
