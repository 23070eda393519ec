// Table-driven rule cases: a profile and a reference date, and what one rule must produce for them.

import { expect, it } from 'vitest';
import { evaluate } from '../evaluate';
import { catalogue } from '../rules';
import type { Applicability, CompanyProfile } from '../types';
import { findRequirement } from './factories';

export interface Expected {
  due: string | null;
  label?: string | null;
  applicability?: Applicability;
  overdue?: boolean;
  is_mandatory?: boolean;
  /** A fragment the condition note must contain. */
  note?: string;
  /** A fragment the name must contain (form names that change with the law). */
  name?: string;
}

export interface RuleCase {
  name: string;
  profile: CompanyProfile;
  asOf: string;
  rule: string;
  /** null: the rule must not be listed. */
  expected: Expected | null;
}

/** Shorthand: case(name, profile, asOf, rule, expected). */
export function ruleCase(name: string, profile: CompanyProfile, asOf: string, rule: string, expected: Expected | null): RuleCase {
  return { name, profile, asOf, rule, expected };
}

export function runRuleCases(cases: readonly RuleCase[]): void {
  it.each(cases.map((c) => [`${c.rule}: ${c.name}`, c] as const))('%s', (_title, c) => {
    const found = findRequirement(evaluate(c.profile, catalogue, c.asOf), c.rule);
    if (c.expected === null) {
      expect(found, 'rule should not be listed').toBeUndefined();
      return;
    }
    expect(found, 'rule should be listed').toBeDefined();
    if (!found) return;
    const e = c.expected;
    expect(found.due_date).toBe(e.due);
    if (e.label !== undefined) expect(found.period_label).toBe(e.label);
    expect(found.applicability).toBe(e.applicability ?? 'mandatory');
    if (e.overdue !== undefined) expect(found.overdue).toBe(e.overdue);
    if (e.is_mandatory !== undefined) expect(found.is_mandatory).toBe(e.is_mandatory);
    if (e.note !== undefined) expect(found.condition_note ?? '').toContain(e.note);
    if (e.name !== undefined) expect(found.name).toContain(e.name);
  });
}
