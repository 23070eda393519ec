import { describe, expect, it } from 'vitest';
import { generateProfiles } from './test-support/generated-profiles';
import { compileCondition, TRUE } from './conditions';
import { evaluate } from './evaluate';
import { explainRule } from './explain';
import { buildFacts, incorporationDay } from './facts';
import { parseIsoDate } from './dates';
import { catalogue, catalogueById } from './rules';
import { india, usa } from './test-support/factories';
import type { Condition, FactField } from './types';

const AS_OF = '2026-11-22';
const rule = (id: string) => {
  const found = catalogueById.get(id);
  if (!found) throw new Error(`no rule ${id}`);
  return found;
};
const texts = (id: string, profile: ReturnType<typeof india>, asOf = AS_OF) =>
  explainRule(rule(id), profile, asOf).map((reason) => reason.text);

describe('why a requirement applies', () => {
  it('names the founder’s own values: turnover, employees, incorporation date', () => {
    expect(texts('IN-LAB-01', india({ num_employees: 22 }))).toContain('Because you have 22 employees (20 or more)');
    expect(texts('IN-DPIIT-01', india({ wants_startup_credits: true, incorporation_date: '2023-05-02' }))).toEqual(
      expect.arrayContaining([
        'Because you asked for startup recognition and credits',
        'Because the company was incorporated on 2 May 2023 (within its first 10 years)',
      ]),
    );
    const gst = catalogue.find((candidate) => candidate.id.startsWith('IN-GST') && candidate.name.toLowerCase().includes('registration'))!;
    expect(explainRule(gst, india({ turnover: 45_00_000 }), AS_OF).map((reason) => reason.text)).toContain(
      'Because your turnover (₹45,00,000) is above ₹40,00,000',
    );
  });

  it('says which unknown fact would decide a conditional item', () => {
    const reasons = explainRule(rule('IN-LAB-03'), india({ num_employees: null }), AS_OF);
    expect(reasons.some((reason) => reason.kind === 'unknown' && reason.facts.includes('num_employees'))).toBe(true);
  });

  it('is empty when the rule does not apply', () => {
    expect(explainRule(rule('IN-LAB-01'), india({ num_employees: 19 }), AS_OF)).toEqual([]);
    expect(explainRule(rule('US-NY-02'), usa({ entity_type: 'LLC', state: 'Delaware' }), AS_OF)).toEqual([]);
  });

  it('explains the New York publication requirement by the state', () => {
    expect(texts('US-NY-02', usa({ entity_type: 'LLC', state: 'New York', incorporation_date: '2026-09-15' }))).toContain(
      'Because the company is registered in New York',
    );
  });
});

function fields(condition: Condition): FactField[] {
  if ('field' in condition) return [condition.field];
  if ('unknown' in condition) return [];
  if ('not' in condition) return fields(condition.not);
  return ('all' in condition ? condition.all : condition.any).flatMap(fields);
}

/** The leaves of the branch that made the condition true (every child of `all`, the first true child of `any`). */
function decidingFields(condition: Condition, facts: Parameters<ReturnType<typeof compileCondition>['test']>[0]): FactField[] {
  if ('field' in condition) return [condition.field];
  if ('unknown' in condition) return [];
  if ('not' in condition) return fields(condition.not);
  if ('all' in condition) return condition.all.flatMap((child) => decidingFields(child, facts));
  const first = condition.any.find((child) => compileCondition(child).test(facts) === TRUE);
  return first ? decidingFields(first, facts) : [];
}

describe('every rule of the catalogue explains itself (generated from the catalogue)', () => {
  const asOf = AS_OF;
  const asOfDay = parseIsoDate(asOf);
  const pool = [...generateProfiles(4000, 7), ...generateProfiles(4000, 11)];
  // For each rule, a profile where it applies for certain, else one where it is conditional.
  const certain = new Map<string, (typeof pool)[number]>();
  const conditional = new Map<string, (typeof pool)[number]>();
  for (const profile of pool) {
    for (const requirement of evaluate(profile, catalogue, asOf)) {
      const into = requirement.applicability === 'mandatory' ? certain : conditional;
      if (!into.has(requirement.rule_id)) into.set(requirement.rule_id, profile);
    }
  }
  const seriesOnly = (id: string) =>
    catalogue.some((other) => other.id !== id && other.series !== undefined && other.series === catalogueById.get(id)?.series);

  for (const candidate of catalogue) {
    it(`${candidate.id}: names each fact of the condition that made it apply`, () => {
      const profile = certain.get(candidate.id) ?? conditional.get(candidate.id);
      // Successive legal versions of one obligation show only the current one on this date.
      if (!profile) return expect(seriesOnly(candidate.id), `${candidate.id} never applies in the pool`).toBe(true);
      const reasons = explainRule(candidate, profile, asOf);
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) expect(reason.text).not.toMatch(/undefined|NaN|\bnull\b|\[object/);
      if (!certain.has(candidate.id)) {
        expect(
          reasons.some((reason) => reason.kind === 'unknown'),
          'a conditional item says what would decide it',
        ).toBe(true);
        return;
      }
      if (!candidate.applies_when) return;
      const facts = buildFacts(profile, asOfDay, incorporationDay(profile, asOfDay).day);
      const named = new Set(reasons.flatMap((reason) => reason.facts));
      for (const field of decidingFields(candidate.applies_when, facts))
        expect(named, `${candidate.id} should name ${field}`).toContain(field);
    });
  }
});
