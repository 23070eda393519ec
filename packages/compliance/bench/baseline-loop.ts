// The benchmark's baseline: the least an evaluation can do with the engine's own compiled rules — test each
// rule's condition, find its next date, resolve its late fee, write the row. What the engine does beyond it (notes
// for unknown facts, one row per series, exclusive alternatives, sorting) is what the engine-vs-baseline ratio
// prices. Its output is therefore not the engine's, and is not compared with it (golden.test.ts holds the engine).

import { FALSE, UNKNOWN } from '../src/conditions';
import { parseIsoDate } from '../src/dates';
import { prepare, requirementRow } from '../src/evaluate';
import type { CompanyProfile, ComplianceRule, Requirement } from '../src/types';

export function baselineEvaluate(profile: CompanyProfile, rules: readonly ComplianceRule[], asOf: string): Requirement[] {
  const asOfDay = parseIsoDate(asOf);
  const prepared = prepare(profile, rules, asOfDay);
  if (prepared === null) return [];
  const out: Requirement[] = [];
  for (const c of prepared.list) {
    const t = c.applies === null ? 1 : c.applies.test(prepared.facts);
    if (t === FALSE) continue;
    const occ = c.find(prepared.ctx);
    if (occ === null) continue;
    out.push(
      requirementRow(c, occ, profile, prepared, {
        period_label: occ.label,
        applicability: t === UNKNOWN ? 'conditional' : 'mandatory',
        condition_note: null,
      }),
    );
  }
  return out;
}
