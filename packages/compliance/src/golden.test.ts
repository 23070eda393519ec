// Golden snapshots of the engine's output over seeded generated profiles, 50 per entity type, at three
// reference dates. Any change to a rule, the catalogue or the engine that moves a date, a label, an
// applicability, a fee or a note shows up as a diff in src/__golden__/ to be read and committed with it
// (`npx vitest run --project compliance -u src/golden.test.ts` rewrites them; CI never does).
// Names, descriptions, penalties and sources are copied from the rules unchanged and are left out.

import { describe, expect, it } from 'vitest';
import { evaluate, openQuestions } from './evaluate';
import { catalogue } from './rules';
import { ENTITY_TYPES, generateProfilesOf } from './test-support/generated-profiles';
import type { CompanyProfile, Country, Requirement } from './types';

const PROFILES_PER_ENTITY_TYPE = 50;
const SEED = 31;
/** A date before most generated incorporations end their first year, today's, and a leap day two years on. */
const AS_OF_DATES = ['2025-09-01', '2026-11-22', '2028-02-29'] as const;

function describeProfile(profile: CompanyProfile): string {
  const { country: _country, entity_type: _entityType, ...facts } = profile;
  const known = Object.entries(facts).filter(([, value]) => value !== null);
  return known.map(([field, value]) => `${field}=${Array.isArray(value) ? value.join('+') : String(value)}`).join(' ');
}

function describeRequirement(r: Requirement): string {
  return [
    r.rule_id,
    r.due_date ?? 'undated',
    r.period_label || '(no period)',
    r.applicability,
    r.is_mandatory ? 'required' : 'optional',
    ...(r.overdue ? ['overdue'] : []),
    ...(r.late_fee === null ? [] : [`fee ${JSON.stringify(r.late_fee)}`]),
    ...(r.condition_note === null ? [] : [`note: ${r.condition_note}`]),
  ].join(' | ');
}

function golden(profiles: readonly CompanyProfile[], asOf: string): string {
  const blocks = profiles.map((profile, index) => {
    const lines = [
      `#${index} ${describeProfile(profile)}`,
      ...evaluate(profile, catalogue, asOf).map((r) => `  ${describeRequirement(r)}`),
    ];
    for (const q of openQuestions(profile, catalogue, asOf)) lines.push(`  ? ${q.id}: assumed “${q.assumed}” for ${q.rule_ids.join(', ')}`);
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

describe('golden output of the engine over generated profiles', () => {
  for (const [country, entityTypes] of Object.entries(ENTITY_TYPES) as [Country, readonly string[]][]) {
    for (const entityType of entityTypes) {
      const profiles = generateProfilesOf(country, entityType as CompanyProfile['entity_type'], PROFILES_PER_ENTITY_TYPE, SEED);
      it.each(AS_OF_DATES)(`${country} ${entityType} at %s`, async (asOf) => {
        await expect(golden(profiles, asOf)).toMatchFileSnapshot(`./__golden__/${slug(`${country} ${entityType}`)}-${asOf}.txt`);
      });
    }
  }
});
