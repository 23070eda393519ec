// Engine throughput against a plain loop over the same compiled rules (bench/baseline-loop.ts), on 10,000
// seeded pseudo-random profiles. Goal: engine ≥ 0.5 × loop.

import { performance } from 'node:perf_hooks';
import { evaluate } from '../src/evaluate';
import { catalogue } from '../src/rules';
import { generateProfiles } from '../src/test-support/generated-profiles';
import { baselineEvaluate } from './baseline-loop';

const BENCH_AS_OF = '2026-11-22';
const PROFILES = 10_000;
const SEED = 20261122;
const ROUNDS = 5;

function time(run: () => number): { seconds: number; sink: number } {
  const start = performance.now();
  const sink = run();
  return { seconds: (performance.now() - start) / 1000, sink };
}

export async function runEngineBench(): Promise<{ engineEvalsPerSec: number; loopEvalsPerSec: number; ratio: number; profiles: number }> {
  const profiles = generateProfiles(PROFILES, SEED);
  const engineRun = () => {
    let n = 0;
    for (const p of profiles) n += evaluate(p, catalogue, BENCH_AS_OF).length;
    return n;
  };
  const loopRun = () => {
    let n = 0;
    for (const p of profiles) n += baselineEvaluate(p, catalogue, BENCH_AS_OF).length;
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
  void runEngineBench().then((figures) => console.log(figures));
}
