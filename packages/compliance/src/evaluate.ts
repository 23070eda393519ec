// evaluate(profile, rules, asOf): the company's requirements, pure and deterministic. Rules are compiled
// once per rules array (conditions to closures, due rules to finders) and grouped by country and entity
// type, so one evaluation touches only the rules that can apply and allocates little beyond its output.

import { type CompiledCondition, FALSE, UNKNOWN, compileCondition } from './conditions';
import { type Day, civilFromDay, daysInMonth, formatIsoDate, parseIsoDate, parseMonthDay } from './dates';
import { type DueContext, type DueFinder, type Occurrence, compileDue } from './due-dates';
import { type Facts, buildFacts, incorporationDay } from './facts';
import { fiscalYears } from './fiscal-years';
import { resolveLateFee } from './late-fees';
import { alternativeGroups } from './rules/alternatives';
import type { CompanyProfile, ComplianceRule, LateFee, OpenQuestion, Requirement } from './types';

/** The label of every obligation listed for a company still being formed (its dates count from incorporation). */
export const AFTER_INCORPORATION = 'After incorporation';

/** A company being formed has no operating calendar yet: only what falls due once, after incorporation. */
export const isForming = (profile: CompanyProfile): boolean => profile.status === 'forming';

export interface CompiledRule {
  readonly rule: ComplianceRule;
  readonly series: string | null;
  readonly applies: CompiledCondition | null;
  readonly mandatoryWhen: CompiledCondition | null;
  readonly find: DueFinder;
  /** Fee shared by every profile, or undefined when it must be resolved against the profile. */
  readonly fixedFee: LateFee | null | undefined;
}

const compiledCache = new WeakMap<readonly ComplianceRule[], Map<string, CompiledRule[]>>();

function compileRule(rule: ComplianceRule): CompiledRule {
  const spec = rule.late_fee;
  const profileFree = spec === null || spec.kind === 'daily' || spec.kind === 'fixed' || spec.kind === 'monthly' || spec.kind === 'tiered';
  return {
    rule,
    series: rule.series ?? null,
    applies: rule.applies_when === null ? null : compileCondition(rule.applies_when),
    mandatoryWhen: rule.mandatory_when === undefined ? null : compileCondition(rule.mandatory_when),
    find: compileDue(rule),
    fixedFee: profileFree ? (spec as LateFee | null) : undefined,
  };
}

function compile(rules: readonly ComplianceRule[]): Map<string, CompiledRule[]> {
  let groups = compiledCache.get(rules);
  if (groups) return groups;
  groups = new Map();
  for (const rule of rules) {
    const c = compileRule(rule);
    for (const entity of rule.entity_types) {
      const key = `${rule.country}|${entity}`;
      const list = groups.get(key);
      if (list) list.push(c);
      else groups.set(key, [c]);
    }
  }
  compiledCache.set(rules, groups);
  return groups;
}

/** FY end after defaults: India 31 March, USA 31 December, UK the last day of the incorporation month. */
function resolveFye(p: CompanyProfile, inc: Day | null): readonly [number, number] | null {
  if (p.fiscal_year_end !== null) return parseMonthDay(p.fiscal_year_end);
  if (p.country === 'India') return [3, 31];
  if (p.country === 'USA') return [12, 31];
  if (inc === null) return null;
  const c = civilFromDay(inc, [0, 0, 0]);
  return [c[1], daysInMonth(2000, c[1])];
}

/** Months before an FY end from which the first FY runs to the next one (India only). */
function firstYearExtension(p: CompanyProfile): number {
  if (p.country !== 'India') return 0;
  return p.entity_type === 'LLP' ? 6 : 3;
}

function compareRequirements(a: Requirement, b: Requirement): number {
  if (a.due_date !== b.due_date) {
    if (a.due_date === null) return 1;
    if (b.due_date === null) return -1;
    return a.due_date < b.due_date ? -1 : 1;
  }
  return a.rule_id < b.rule_id ? -1 : a.rule_id > b.rule_id ? 1 : 0;
}

/** For a series: the earliest dated occurrence wins, then the smaller rule id. */
function better(a: Requirement, b: Requirement): boolean {
  return compareRequirements(a, b) < 0;
}

export function evaluate(profile: CompanyProfile, rules: readonly ComplianceRule[], asOf: string): Requirement[] {
  return run(profile, rules, asOf, null);
}

/** The questions whose answers would settle which of two exclusive obligations the company files (rules/alternatives.ts). */
export function openQuestions(profile: CompanyProfile, rules: readonly ComplianceRule[], asOf: string): OpenQuestion[] {
  const questions: OpenQuestion[] = [];
  run(profile, rules, asOf, questions);
  return questions;
}

const groupedRuleIds = new Set(alternativeGroups.flatMap((group) => group.answers.flatMap((answer) => answer.rule_ids)));

/** What one evaluation works from: the compiled rules of the profile's country and entity type, its facts and dates. */
export interface Prepared {
  readonly list: readonly CompiledRule[];
  readonly facts: Facts;
  readonly ctx: DueContext;
}

/** Shared by `evaluate` and the benchmark's baseline loop (bench/baseline-loop.ts); null when no rule can apply. */
export function prepare(profile: CompanyProfile, rules: readonly ComplianceRule[], asOfDay: Day): Prepared | null {
  const list = compile(rules).get(`${profile.country}|${profile.entity_type}`);
  if (list === undefined) return null;
  const incorporation = incorporationDay(profile, asOfDay);
  const inc = incorporation.day;
  const fye = resolveFye(profile, inc);
  return {
    list,
    facts: buildFacts(profile, asOfDay, inc),
    ctx: {
      asOf: asOfDay,
      inc,
      incAssumed: incorporation.assumed,
      fye,
      fy: fiscalYears(inc, asOfDay, fye, firstYearExtension(profile), profile.country === 'UK' ? 6 : 0),
      agm: profile.agm_date === null ? null : parseIsoDate(profile.agm_date),
    },
  };
}

/** The row one rule's occurrence becomes; the caller settles its label, applicability and note. */
export function requirementRow(
  c: CompiledRule,
  occ: Occurrence,
  profile: CompanyProfile,
  { facts, ctx }: Prepared,
  decided: Pick<Requirement, 'period_label' | 'applicability' | 'condition_note'>,
): Requirement {
  const rule = c.rule;
  return {
    rule_id: rule.id,
    name: rule.name,
    description: rule.description,
    category: rule.category,
    due_date: occ.due === null ? null : formatIsoDate(occ.due),
    period_label: decided.period_label,
    recurrence: rule.recurrence,
    urgency: rule.urgency,
    is_mandatory: rule.mandatory && (c.mandatoryWhen === null || c.mandatoryWhen.test(facts) !== FALSE),
    applicability: decided.applicability,
    condition_note: decided.condition_note,
    estimated_completion_days: rule.estimated_completion_days,
    product_id: rule.product_id,
    penalty: rule.penalty,
    late_fee: c.fixedFee === undefined ? resolveLateFee(rule.late_fee, profile) : c.fixedFee,
    source_url: rule.source_url,
    last_verified: rule.last_verified,
    overdue: occ.due !== null && occ.due < ctx.asOf,
  };
}

function run(profile: CompanyProfile, rules: readonly ComplianceRule[], asOf: string, questions: OpenQuestion[] | null): Requirement[] {
  const asOfDay = parseIsoDate(asOf);
  const prepared = prepare(profile, rules, asOfDay);
  if (prepared === null) return [];
  const { list, facts, ctx } = prepared;

  const forming = isForming(profile);
  const out: Requirement[] = [];
  let bySeries: Map<string, Requirement> | undefined;
  let decided: Set<string> | undefined;
  let grouped = 0;
  for (const c of list) {
    if (forming && c.rule.recurrence !== 'one_time') continue;
    const t = c.applies === null ? 1 : c.applies.test(facts);
    if (t === FALSE) continue;
    if (groupedRuleIds.has(c.rule.id)) {
      grouped++;
      if (t !== UNKNOWN && c.rule.conditional_on === undefined) (decided ??= new Set()).add(c.rule.id);
    }
    const occ = c.find(ctx);
    if (occ === null) continue;
    const rule = c.rule;

    let note: string | null = null;
    if (t === UNKNOWN || rule.conditional_on !== undefined || occ.note !== null || c.mandatoryWhen !== null) {
      const notes: string[] = [];
      if (t === UNKNOWN && c.applies !== null) c.applies.explain(facts, notes);
      if (c.mandatoryWhen !== null && c.mandatoryWhen.test(facts) === UNKNOWN) c.mandatoryWhen.explain(facts, notes);
      if (rule.conditional_on !== undefined) notes.push(rule.conditional_on);
      if (occ.note !== null) notes.push(occ.note);
      if (notes.length > 0) note = (notes.length === 1 ? notes : [...new Set(notes)]).join(' ');
    }

    const req = requirementRow(c, occ, profile, prepared, {
      period_label: forming && occ.due === null ? AFTER_INCORPORATION : occ.label,
      applicability: t === UNKNOWN || rule.conditional_on !== undefined ? 'conditional' : 'mandatory',
      condition_note: note,
    });

    if (c.series === null) {
      out.push(req);
      continue;
    }
    bySeries ??= new Map();
    const held = bySeries.get(c.series);
    if (held === undefined || better(req, held)) bySeries.set(c.series, req);
  }
  if (bySeries !== undefined) for (const r of bySeries.values()) out.push(r);
  // Two rules of one group at least, or nothing to settle (most evaluations).
  const settled = grouped > 1 ? settleAlternatives(out, profile, decided ?? new Set(), questions) : out;
  return settled.sort(compareRequirements);
}

/**
 * One side of each group of exclusive obligations: the side the facts decide, else the assumed one, whose rows then
 * say which question settles it (and the question is reported when asked for).
 */
function settleAlternatives(
  out: Requirement[],
  profile: CompanyProfile,
  decided: ReadonlySet<string>,
  questions: OpenQuestion[] | null,
): Requirement[] {
  let result = out;
  for (const group of alternativeGroups) {
    if (group.country !== profile.country || !group.entity_types.includes(profile.entity_type)) continue;
    const present = group.answers.map((answer) => result.filter((r) => answer.rule_ids.includes(r.rule_id)));
    const sides = present.flatMap((reqs, i) => (reqs.length > 0 ? [i] : []));
    if (sides.length < 2) continue;
    // Sides the facts decide stay (two can: MGT-7 under the old limits, MGT-7A under the new ones, for different years).
    const decidedSides = sides.filter((i) => present[i]!.some((r) => decided.has(r.rule_id)));
    const keep = decidedSides.length > 0 ? decidedSides : [sides.includes(group.assume) ? group.assume : sides[0]!];
    const dropped = new Set(sides.filter((i) => !keep.includes(i)).flatMap((i) => group.answers[i]!.rule_ids));
    result = result.filter((r) => !dropped.has(r.rule_id));
    if (decidedSides.length > 0) continue;
    const ask = group.asks.find((a) => (profile[a.field] ?? null) === null) ?? group.asks[0]!;
    const assumedSide = keep[0]!;
    const assumed = group.answers[assumedSide]!;
    const note = `Listed as “${assumed.label}” until you answer: ${ask.question}`;
    for (const r of present[assumedSide]!) r.condition_note = r.condition_note ? `${r.condition_note} ${note}` : note;
    questions?.push({
      id: group.id,
      question: ask.question,
      explanation: group.explanation,
      field: ask.field,
      input: ask.input,
      answers: group.answers.map(({ label, value, effect }) => ({ label, value, effect })),
      assumed: assumed.label,
      rule_ids: present[assumedSide]!.map((r) => r.rule_id),
    });
  }
  return result;
}
