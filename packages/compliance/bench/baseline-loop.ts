// The benchmark's baseline: the least an evaluation can do with the engine's own compiled rules — test each
// rule's condition, find its next date, resolve its late fee, write the row. What the engine does beyond it (notes
// for unknown facts, one row per series, exclusive alternatives, sorting) is what the engine-vs-baseline ratio
// prices. Its output is therefore not the engine's, and is not compared with it (golden.test.ts holds the engine).

import { FALSE, UNKNOWN } from '../src/conditions';
import { formatIsoDate, parseIsoDate } from '../src/dates';
import { prepare } from '../src/evaluate';
import { resolveLateFee } from '../src/late-fees';
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
    const rule = c.rule;
    out.push({
      rule_id: rule.id,
      name: rule.name,
      description: rule.description,
      category: rule.category,
      due_date: occ.due === null ? null : formatIsoDate(occ.due),
      period_label: occ.label,
      recurrence: rule.recurrence,
      urgency: rule.urgency,
      is_mandatory: rule.mandatory && (c.mandatoryWhen === null || c.mandatoryWhen.test(prepared.facts) !== FALSE),
      applicability: t === UNKNOWN ? 'conditional' : 'mandatory',
      condition_note: null,
      estimated_completion_days: rule.estimated_completion_days,
      product_id: rule.product_id,
      penalty: rule.penalty,
      late_fee: c.fixedFee === undefined ? resolveLateFee(rule.late_fee, profile) : c.fixedFee,
      source_url: rule.source_url,
      last_verified: rule.last_verified,
      overdue: occ.due !== null && occ.due < asOfDay,
    });
  }
  return out;
}
