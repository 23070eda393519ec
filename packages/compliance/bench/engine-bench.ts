// Engine throughput against a hand-written loop over the same rules (bench/hand-loop.ts), on 10,000
// deterministic pseudo-random profiles. Goal: engine ≥ 0.5 × loop.

import { performance } from 'node:perf_hooks';
import { dayFromCivil, formatIsoDate } from '../src/dates';
import { evaluate } from '../src/evaluate';
import { catalogue } from '../src/rules';
import type { CompanyProfile, EntityType, Requirement } from '../src/types';
import { handEvaluate } from './hand-loop';

export const BENCH_AS_OF = '2026-11-22';
const PROFILES = 10_000;
const ROUNDS = 5;

/** mulberry32: a small seeded PRNG, so every run sees the same profiles. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENTITIES = { India: ['Private Limited', 'OPC', 'LLP'], USA: ['LLC', 'C-Corp'], UK: ['Ltd'] } as const;
const STATES = {
  India: ['Maharashtra', 'Karnataka', 'Delhi', 'Sikkim', 'Uttarakhand', 'Manipur', 'Telangana', 'Tamil Nadu', 'Gujarat', 'West Bengal'],
  USA: ['Delaware', 'California', 'Texas', 'New York', 'Florida', 'Nevada', 'Wyoming', 'Ohio'],
  UK: ['England'],
} as const;
const TURNOVER = {
  India: [5_00_000, 15_00_000, 25_00_000, 45_00_000, 3_00_00_000, 12_00_00_000],
  USA: [100_000, 300_000, 3_000_000],
  UK: [50_000, 95_000, 700_000],
} as const;

export function generateProfiles(n = PROFILES, seed = 20261122): CompanyProfile[] {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const maybe = <T>(v: T): T | null => (r() < 0.2 ? null : v);
  const date = (from: number, to: number) => formatIsoDate(dayFromCivil(from, 1, 1) + Math.floor(r() * 365 * (to - from)));
  const out: CompanyProfile[] = [];
  for (let i = 0; i < n; i++) {
    const country = pick(['India', 'USA', 'UK'] as const);
    const forming = r() < 0.15;
    out.push({
      country,
      entity_type: pick<EntityType>(ENTITIES[country]),
      state: maybe(pick<string>(STATES[country])),
      incorporation_date: forming && r() < 0.5 ? null : maybe(date(2014, 2027)),
      status: forming ? 'forming' : 'existing',
      industry: null,
      turnover: maybe(pick<number>(TURNOVER[country])),
      num_employees: maybe(pick([0, 0, 3, 12, 25])),
      business_model: maybe(pick(['b2b', 'b2c'] as const)),
      is_exporter: maybe(r() < 0.2),
      is_food_business: maybe(r() < 0.1),
      has_manufacturing: maybe(r() < 0.2),
      has_international_clients: maybe(r() < 0.3),
      has_deposits: maybe(r() < 0.1),
      business_locations: r() < 0.7 ? null : [pick<string>(STATES[country])],
      foreign_owned: maybe(r() < 0.2),
      member_count: maybe(pick([1, 1, 2, 3])),
      fiscal_year_end: r() < 0.85 ? null : pick(['03-31', '12-31', '06-30']),
      gst_filing: country === 'India' ? maybe(pick(['monthly', 'quarterly'] as const)) : null,
      paid_up_capital: maybe(pick([1_00_000, 10_00_000, 5_00_00_000, 20_00_00_000])),
      agm_date: r() < 0.3 ? date(2024, 2026) : null,
      vat_registered: country === 'UK' ? maybe(r() < 0.3) : null,
      wants_startup_credits: maybe(r() < 0.3),
    });
  }
  return out;
}

/** Requirements as both implementations must agree on them (condition notes are not reproduced by the loop). */
function comparable(list: readonly Requirement[]): string {
  return list
    .map((r) => [r.rule_id, r.due_date, r.period_label, r.applicability, r.is_mandatory, r.overdue, JSON.stringify(r.late_fee)].join('|'))
    .join('\n');
}

/** Profiles on which the engine and the hand loop disagree (expected: none). */
export function compareEngineWithLoop(
  profiles: readonly CompanyProfile[],
  asOf = BENCH_AS_OF,
): { index: number; engine: string; loop: string }[] {
  const diffs: { index: number; engine: string; loop: string }[] = [];
  profiles.forEach((p, index) => {
    const engine = comparable(evaluate(p, catalogue, asOf));
    const loop = comparable(handEvaluate(p, asOf));
    if (engine !== loop) diffs.push({ index, engine, loop });
  });
  return diffs;
}

function time(run: () => number): { seconds: number; sink: number } {
  const start = performance.now();
  const sink = run();
  return { seconds: (performance.now() - start) / 1000, sink };
}

export async function runEngineBench(): Promise<{ engineEvalsPerSec: number; loopEvalsPerSec: number; ratio: number; profiles: number }> {
  const profiles = generateProfiles();
  const engineRun = () => {
    let n = 0;
    for (const p of profiles) n += evaluate(p, catalogue, BENCH_AS_OF).length;
    return n;
  };
  const loopRun = () => {
    let n = 0;
    for (const p of profiles) n += handEvaluate(p, BENCH_AS_OF).length;
    return n;
  };
  // Warm up both (JIT, compiled-rule cache), then alternate rounds and keep each side's best.
  engineRun();
  loopRun();
  let engineBest = Infinity;
  let loopBest = Infinity;
  for (let i = 0; i < ROUNDS; i++) {
    engineBest = Math.min(engineBest, time(engineRun).seconds);
    loopBest = Math.min(loopBest, time(loopRun).seconds);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const engineEvalsPerSec = Math.round(profiles.length / engineBest);
  const loopEvalsPerSec = Math.round(profiles.length / loopBest);
  return {
    engineEvalsPerSec,
    loopEvalsPerSec,
    ratio: Math.round((engineEvalsPerSec / loopEvalsPerSec) * 100) / 100,
    profiles: profiles.length,
  };
}

// `npx tsx packages/compliance/bench/engine-bench.ts` prints the figures.
if (process.argv[1] !== undefined && import.meta.url === `file://${process.argv[1]}`) {
  console.log(`engine vs loop disagreements: ${compareEngineWithLoop(generateProfiles()).length}`);
  void runEngineBench().then((figures) => console.log(figures));
}
