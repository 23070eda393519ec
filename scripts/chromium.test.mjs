import { describe, expect, it } from 'vitest';
import { chromiumPlan } from './chromium.mjs';

describe('chromiumPlan', () => {
  it.each([
    [{ present: true, isRoot: false, hasApt: false }, 'ready'],
    [{ present: false, isRoot: true, hasApt: true }, 'install'],
    [{ present: false, isRoot: false, hasApt: true }, 'stop'],
    [{ present: false, isRoot: true, hasApt: false }, 'stop'],
  ])('%o → %s', (situation, plan) => {
    expect(chromiumPlan(situation)).toBe(plan);
  });
});
