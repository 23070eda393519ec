import { LRUCache } from 'lru-cache';
import type { Dashboard } from '@charter/shared';
import { deepFreeze } from '../../lib/deep-freeze';

/**
 * What a company's dashboard was composed from: it is served again only while each of these is the same. None depends
 * on who asks (the answer shows no role; each caller's access is checked on every request before this is looked at).
 */
export interface DashboardInputs {
  /**
   * companies.dashboard_version, bumped by triggers in the transaction of every write to the company's row (its facts,
   * its plan epoch), orders, order items, tasks, refunds and cart (migration 0041); read with the access check.
   */
  version: number;
  /** The day in the company's jurisdiction: tasks turn overdue at its midnight. */
  today: string;
  /** The UTC day: the recommendations record each rule's firing once per company and UTC day when composed. */
  utcDay: string;
  /** The logic rules' stored version (table-version.ts), read with the access check. */
  logicRules: string | null;
  /** The catalogue's version (a digest of what it sells and at what price): prices show in the cart and recommendations. */
  catalogue: string;
  /** The compliance list and health as the compliance service keeps them: the same object while its own inputs hold. */
  plan: object;
  /** The peers' purchases the recommendations rank with: a new array each time they are read again. */
  peers: object;
}

interface Entry extends DashboardInputs {
  answer: Dashboard;
}

const same = (a: DashboardInputs, b: DashboardInputs) =>
  a.version === b.version &&
  a.today === b.today &&
  a.utcDay === b.utcDay &&
  a.logicRules === b.logicRules &&
  a.catalogue === b.catalogue &&
  a.plan === b.plan &&
  a.peers === b.peers;

/**
 * Each company's composed dashboard, in process memory, least recently used out first. Nothing is invalidated by hand:
 * the inputs are read on every request (the stored ones on the access check's own read), and an entry whose inputs
 * differ is never served, on this process or any other. Requests that find the same inputs missing at once share
 * one composition, so a write does not send every open connection to compose the same answer.
 */
export function createDashboardCache(maxCompanies = 1_000) {
  // A dashboard is a few kilobytes (three recent orders, a dozen task cards, three recommendations), and its written
  // JSON is kept beside it by the serialiser (response-serializer.ts).
  const entries = new LRUCache<string, Entry>({ max: maxCompanies });
  const composing = new Map<string, { inputs: DashboardInputs; answer: Promise<Dashboard> }>();

  return {
    /** The kept answer if every input is the same; otherwise `compose` runs (or the one already running for them is awaited). */
    async get(companyId: string, inputs: DashboardInputs, compose: () => Promise<Dashboard>): Promise<Dashboard> {
      const kept = entries.get(companyId);
      if (kept && same(kept, inputs)) return kept.answer;
      const running = composing.get(companyId);
      if (running && same(running.inputs, inputs)) return running.answer;
      const answer = compose().then((composed) => {
        deepFreeze(composed);
        // A later composition (newer inputs) may have been kept meanwhile: it is not replaced by this one.
        const current = entries.get(companyId);
        if (!current || current.version <= inputs.version) entries.set(companyId, { ...inputs, answer: composed });
        return composed;
      });
      composing.set(companyId, { inputs, answer });
      const done = () => {
        if (composing.get(companyId)?.answer === answer) composing.delete(companyId);
      };
      answer.then(done, done);
      return answer;
    },
  };
}

export type DashboardCache = ReturnType<typeof createDashboardCache>;
