// Differential check: the engine and the benchmark's hand-written loop (bench/hand-loop.ts) are separate
// implementations of the same catalogue; they must produce the same requirements.

import { describe, expect, it } from 'vitest';
import { compareEngineWithLoop, generateProfiles } from '../bench/engine-bench';

describe('engine vs hand-written loop', () => {
  const profiles = generateProfiles(1_500, 7);

  it('generates the same profiles for the same seed', () => {
    expect(generateProfiles(50, 7)).toEqual(profiles.slice(0, 50));
  });

  it.each(['2025-09-01', '2026-03-30', '2026-11-22', '2028-02-29', '2029-01-15'])('agree on every profile at %s', (asOf) => {
    expect(compareEngineWithLoop(profiles, asOf)).toEqual([]);
  });
});
