// The answer to what was asked (issue 29 §1): the intent and subject `understand` read, answered from Charter's own
// data — the engine's plan of the company (advisor) or the rule's schedule (landing), the late-fee and penalty fields,
// the catalogue's prices and the formation fee tables. The first paragraph answers; details follow.
import { researchSources, type ComplianceRule, type Condition, type LateFeeSpec } from '@charter/compliance';
import { formatMajor, formatMoney, type ChatSource, type Company, type Requirement, type Service } from '@charter/shared';
import type { Country, KnowledgeIndex } from './chat-index';
import { answerFormation } from './formation-answer';
import type { Topic, Understanding } from './understand';

export interface SubjectFacts {
  company: Pick<Company, 'name' | 'country' | 'entity_type' | 'turnover' | 'num_employees'> & Partial<Company>;
  today: string;
  requirements: readonly Requirement[];
}

export interface SubjectAnswer {
  lead: string[];
  details: string[];
  sources: ChatSource[];
  services: Service[];
  /** The rules the answer is about (for the model's tool and the cards). */
  ruleIds: string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "29 Nov 2026 (2026-11-29)": readable, and the engine's own ISO date beside it. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year} (${iso})`;
}

const currencyOf = { India: 'INR', USA: 'USD', UK: 'GBP' } as const;

/** A catalogue price is major units on the Service contract; this is the one place it becomes minor units. */
export const servicePrice = (service: Service, major: number = service.price) => formatMajor(major, service.currency);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const sentence = (text: string) => text.trim().replace(/\.+$/, '');

/** The occurrence to talk about: the overdue one (it needs action), else the next open one, else the latest done. */
export function chosenOccurrence(occurrences: readonly Requirement[]): Requirement | undefined {
  const open = occurrences.filter((requirement) => requirement.status !== 'completed');
  const overdue = open
    .filter((requirement) => requirement.status === 'overdue')
    .sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? ''));
  const next = [...open].sort((a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'))[0];
  return overdue[0] ?? next ?? occurrences[occurrences.length - 1];
}

/** What the rule's late fee comes to, in words, for this company's turnover when the fee depends on it. */
export function lateFeeWords(spec: LateFeeSpec | null | undefined, turnover: number | null | undefined): string | null {
  if (!spec) return null;
  const money = (minor: number) => formatMoney(minor, spec.currency);
  switch (spec.kind) {
    case 'daily':
      return `${money(spec.amount_minor)} for each day of delay${spec.cap_minor ? `, up to ${money(spec.cap_minor)}` : ''}`;
    case 'fixed':
      return `a late penalty of ${money(spec.amount_minor)}`;
    case 'monthly':
      return `${money(spec.amount_minor)} for each month or part of a month late${spec.cap_minor ? `, up to ${money(spec.cap_minor)}` : ''}`;
    case 'monthly_per_member':
      return `${money(spec.amount_minor)} per member for each month late`;
    case 'tiered':
      return spec.tiers
        .map((tier, i) =>
          tier.up_to_months_late === null
            ? `${money(tier.amount_minor)} beyond that`
            : `${money(tier.amount_minor)} up to ${tier.up_to_months_late} ${tier.up_to_months_late === 1 ? 'month' : 'months'} late${i === 0 ? '' : ''}`,
        )
        .join('; ');
    case 'percent_of_turnover':
      return `${spec.basis_points / 100}% of turnover, up to ${money(spec.cap_minor)}`;
    case 'daily_by_turnover': {
      const bracket = turnover == null ? undefined : spec.brackets.find((b) => b.up_to === null || turnover <= b.up_to);
      if (bracket)
        return `${money(bracket.amount_minor)} for each day of delay at your turnover (capped at ${bracket.cap_basis_points / 100}% of turnover)`;
      return spec.brackets
        .map(
          (b) =>
            `${money(b.amount_minor)} a day${b.up_to === null ? ' above that' : ` up to a turnover of ${formatMajor(b.up_to, spec.currency)}`}`,
        )
        .join('; ');
    }
  }
}

/** The profile fields a rule's condition reads. */
function fieldsOf(condition: Condition | null | undefined, into = new Set<string>()): Set<string> {
  if (!condition) return into;
  if ('all' in condition) condition.all.forEach((child) => fieldsOf(child, into));
  else if ('any' in condition) condition.any.forEach((child) => fieldsOf(child, into));
  else if ('not' in condition) fieldsOf(condition.not, into);
  else if ('field' in condition) into.add(condition.field);
  return into;
}

const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : 'not given');

/** The company's values of the facts that decide a rule, in words. */
function decidingFacts(rule: ComplianceRule, company: SubjectFacts['company']): string {
  const currency = currencyOf[company.country];
  const phrases: string[] = [];
  for (const field of fieldsOf(rule.applies_when)) {
    const value = (company as Record<string, unknown>)[field];
    switch (field) {
      case 'turnover':
        phrases.push(`turnover ${typeof value === 'number' ? formatMajor(value, currency) : 'not given'}`);
        break;
      case 'num_employees':
        phrases.push(typeof value === 'number' ? `${value} ${value === 1 ? 'employee' : 'employees'}` : 'employees not given');
        break;
      case 'paid_up_capital':
        phrases.push(`paid-up capital ${typeof value === 'number' ? formatMajor(value, currency) : 'not given'}`);
        break;
      case 'state':
      case 'entity_type':
      case 'gst_filing':
      case 'business_model':
        phrases.push(`${field.replace(/_/g, ' ')} ${typeof value === 'string' ? value : 'not given'}`);
        break;
      case 'incorporation_date':
      case 'incorporation_or_planned_date':
      case 'years_since_incorporation':
        if (!phrases.some((p) => p.startsWith('incorporated')))
          phrases.push(
            `incorporated ${company.incorporation_date ? formatDate(company.incorporation_date).replace(/ \(.*\)$/, '') : 'on a date not given'}`,
          );
        break;
      case 'operating_state_count':
      case 'business_locations':
        if (!phrases.some((p) => p.startsWith('operates')))
          phrases.push(
            `operates in ${(company.business_locations ?? [company.state]).filter(Boolean).join(', ') || 'its registered state'}`,
          );
        break;
      default:
        phrases.push(`${field.replace(/_/g, ' ')}: ${yesNo(value)}`);
    }
  }
  return phrases.join('; ');
}

const isOld = (rule: ComplianceRule, today: string) => rule.effective_to !== null && rule.effective_to < today;

/** The rules a topic means for this company (those in its plan) or, on the landing page, for the country asked. */
function rulesOf(
  topic: Topic,
  understanding: Understanding,
  index: KnowledgeIndex,
  scope: { country: Country | undefined; entity: string | undefined; today: string; requirements?: readonly Requirement[] | undefined },
): { inPlan: Requirement[]; missing: ComplianceRule[]; rules: ComplianceRule[] } {
  const candidates = topic.rules.flatMap((id) => index.rule(id) ?? []);
  const ofCountry = candidates.filter((rule) => !scope.country || rule.country === scope.country);
  const ofEntity = ofCountry.filter((rule) => !scope.entity || (rule.entity_types as readonly string[]).includes(scope.entity));
  // A topic of another country ("accounts" of a UK company) is not what a question about this one means.
  if (scope.country && ofCountry.length === 0) return { inPlan: [], missing: [], rules: [] };
  const named = ofEntity.length > 0 ? ofEntity : ofCountry;
  // Within a topic, the rule whose name carries more of the question's words first ("FSSAI central licence").
  const words = understanding.text.split(' ').filter((word) => word.length >= 4);
  const overlap = (rule: ComplianceRule) => words.filter((word) => rule.name.toLowerCase().includes(word)).length;
  const pool = named
    .map((rule, i) => ({ rule, i, score: overlap(rule) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ rule }) => rule);
  if (scope.requirements) {
    const inPlan: Requirement[] = [];
    const seenNames = new Set<string>();
    for (const rule of pool) {
      const chosen = chosenOccurrence(scope.requirements.filter((requirement) => requirement.rule_id === rule.id));
      if (!chosen) continue;
      // Two legal versions of one form share a name: the one whose occurrence comes first stands for both.
      const sameName = inPlan.findIndex((known) => known.name === chosen.name);
      if (sameName >= 0) {
        if (rankOf(chosen) < rankOf(inPlan[sameName]!)) inPlan[sameName] = chosen;
        continue;
      }
      if (seenNames.has(chosen.name)) continue;
      seenNames.add(chosen.name);
      inPlan.push(chosen);
    }
    const variantPlan = preferVariant(inPlan, understanding.variant, (r) => r.name);
    if (variantPlan.length > 0) return { inPlan: variantPlan.slice(0, 4), missing: [], rules: [] };
    const missing = preferVariant(
      pool.filter((rule) => !isOld(rule, scope.today)),
      understanding.variant,
      (r) => r.name,
    );
    return { inPlan: [], missing: missing.slice(0, 1), rules: [] };
  }
  const current = pool.filter((rule) => !isOld(rule, scope.today) && !/\(old rule\)/i.test(rule.name));
  const chosen = preferVariant(current.length > 0 ? current : pool, understanding.variant ?? 'monthly', (r) => r.name);
  const distinct: ComplianceRule[] = [];
  for (const rule of chosen) if (!distinct.some((known) => known.name === rule.name)) distinct.push(rule);
  return { inPlan: [], missing: [], rules: distinct.slice(0, topic.key === 'gst-return' ? 2 : 3) };
}

const rankOf = (requirement: Requirement) =>
  `${requirement.status === 'overdue' ? 0 : requirement.status === 'completed' ? 2 : 1}${requirement.due_date ?? '9999'}`;

/** "quarterly"/"QRMP" against "monthly" variants of one return: keep the variant asked for when both exist. */
function preferVariant<T>(items: T[], variant: 'monthly' | 'quarterly' | null, nameOf: (item: T) => string): T[] {
  if (!variant) return items;
  const quarterly = (item: T) => /quarterly|qrmp|pmt-06/i.test(nameOf(item));
  const kept = items.filter((item) => (variant === 'quarterly' ? quarterly(item) : !quarterly(item)));
  return kept.length > 0 ? kept : items;
}

/** The catalogue services for the rules, or the topic's own services in the country. */
function servicesOf(index: KnowledgeIndex, ruleIds: readonly string[], topics: readonly Topic[], country: Country | undefined): Service[] {
  const found: Service[] = [];
  const add = (service: Service | undefined) => {
    if (service && !found.some((known) => known.id === service.id)) found.push(service);
  };
  for (const id of ruleIds) index.servicesFor(id).forEach(add);
  for (const topic of topics)
    for (const id of topic.services ?? []) {
      const service = index.service(id);
      if (service && (!country || (service.country === 'US' ? 'USA' : service.country) === country)) add(service);
    }
  return found;
}

function servicePriceLine(service: Service): string {
  const parts = [`professional fee ${servicePrice(service, service.professional_fees)}`];
  if (service.govt_agency_fees > 0) parts.push(`government fee ${servicePrice(service, service.govt_agency_fees)}`);
  if ((service.tax ?? 0) > 0) parts.push(`${service.country === 'UK' ? 'VAT' : 'GST'} ${servicePrice(service, service.tax ?? 0)}`);
  if ((service.platform_fee ?? 0) > 0) parts.push(`platform fee ${servicePrice(service, service.platform_fee ?? 0)}`);
  const note = service.cost_range.replace(/^[^\s]+(\s+to\s+[^\s]+)?\s*/, '').trim();
  return `**${service.name}** costs ${servicePrice(service)}${note ? ` ${note}` : ''} (${parts.join(', ')})`;
}

/**
 * The answer to a question about named obligations, a service or a formation; null when the question names none
 * (the caller answers lists of overdue or upcoming items, or searches the notes).
 */
export function answerSubject(
  index: KnowledgeIndex,
  understanding: Understanding,
  scope: { country: Country | undefined; facts?: SubjectFacts | undefined; today: string },
): SubjectAnswer | null {
  const { intent } = understanding;
  const facts = scope.facts;
  const lead: string[] = [];
  const details: string[] = [];
  const sources: ChatSource[] = [];
  const addSource = (title: string, url: string) => {
    if (url && !sources.some((source) => source.url === url)) sources.push({ title, url });
  };

  // A formation: its total and parts from the fee tables.
  if (understanding.formation && (intent === 'cost' || intent === 'howto' || intent === 'service' || understanding.topics.length === 0)) {
    const formation = answerFormation({ ...understanding.formation, country: understanding.formation.country ?? scope.country });
    if (formation) {
      formation.sources.forEach((source) => addSource(source.title, source.url));
      return { lead: formation.lead, details: formation.details, sources, services: [], ruleIds: [] };
    }
  }

  // The next MCA filing, whichever form it is.
  if (understanding.nextMcaFiling && facts && understanding.topics.length === 0) {
    const forms = facts.requirements.filter(
      (r) => /^IN-(MCA|LLP)-/.test(r.rule_id) && /\b(INC|ADT|AOC|MGT|DIR|DPT|MSME|Form)[- ]?\d/i.test(r.name) && r.status !== 'completed',
    );
    const next = forms
      .filter((r) => r.status !== 'overdue' && r.due_date && r.due_date >= facts.today)
      .sort((a, b) => a.due_date!.localeCompare(b.due_date!))[0];
    const overdue = forms.filter((r) => r.status === 'overdue');
    if (next)
      lead.push(
        `The next MCA filing for ${facts.company.name} is **${next.name}**${next.period_label ? ` (${next.period_label})` : ''}, due ${formatDate(next.due_date!)}.`,
      );
    else lead.push(`${facts.company.name} has no MCA filing with a date coming up.`);
    if (overdue.length > 0)
      details.push(
        `Overdue MCA filings: ${overdue.map((r) => `**${r.name}**${r.period_label ? ` (${r.period_label})` : ''}, due ${formatDate(r.due_date!)}`).join('; ')}.`,
      );
    const ruleIds = [next, ...overdue].flatMap((r) => (r ? [r.rule_id] : []));
    for (const r of [next, ...overdue]) if (r) addSource(r.name, r.source_url);
    return { lead, details, sources, services: servicesOf(index, ruleIds, [], scope.country), ruleIds };
  }

  const topics = understanding.topics;
  if (topics.length === 0) return null;

  const ruleTopics = topics.filter((topic) => topic.rules.length > 0);
  const serviceTopics = topics.filter((topic) => topic.rules.length === 0);
  const requirements: Requirement[] = [];
  const missing: ComplianceRule[] = [];
  const rules: ComplianceRule[] = [];
  for (const topic of ruleTopics.slice(0, 2)) {
    const found = rulesOf(topic, understanding, index, {
      country: scope.country,
      entity: facts?.company.entity_type ?? understanding.formation?.entity,
      today: scope.today,
      requirements: facts?.requirements,
    });
    for (const r of found.inPlan) if (!requirements.some((known) => known.rule_id === r.rule_id)) requirements.push(r);
    for (const r of found.missing) if (!missing.some((known) => known.id === r.id)) missing.push(r);
    for (const r of found.rules) if (!rules.some((known) => known.id === r.id)) rules.push(r);
  }
  const ruleIds = [...requirements.map((r) => r.rule_id), ...missing.map((r) => r.id), ...rules.map((r) => r.id)];
  const services = servicesOf(index, ruleIds, serviceTopics, scope.country);
  const ruleOf = (id: string) => index.rule(id);
  const period = (r: Requirement) => (r.period_label ? ` (${r.period_label})` : '');
  const company = facts?.company;

  // A service the question names without an obligation (trademark, bank account, registered agent).
  if (ruleIds.length === 0) {
    if (services.length === 0) {
      lead.push('Charter’s catalogue has no service for that in this country, and I won’t guess a price.');
      return { lead, details, sources, services, ruleIds };
    }
    for (const service of services.slice(0, 1)) {
      lead.push(
        intent === 'cost' || intent === 'service'
          ? `${servicePriceLine(service)}.`
          : `**${service.name}**: ${sentence(service.description)}. Charter’s price is ${servicePrice(service)}.`,
      );
      details.push(`Processing time: ${service.processing_time}. Government fee: ${sentence(service.govt_fee_basis)}.`);
    }
    return { lead, details, sources, services, ruleIds };
  }

  const notPlanned = (rule: ComplianceRule) => {
    const deciding = company ? decidingFacts(rule, company) : '';
    return `**${rule.name}** is not among ${company?.name ?? 'the company'}’s obligations on its current profile${deciding ? ` (${deciding})` : ''}.`;
  };

  switch (intent) {
    case 'consequence': {
      for (const r of [...requirements.map((q) => ruleOf(q.rule_id)!).filter(Boolean), ...missing, ...rules]) {
        const fee = lateFeeWords(r.late_fee, company?.turnover);
        const penalty = r.penalty ? sentence(r.penalty) : null;
        const what = [penalty, fee ? `computed late fee: ${fee}` : null].filter(Boolean).join('; ');
        lead.push(
          what
            ? `If **${r.name}** is late: ${what}.`
            : `Charter’s data for **${r.name}** records no penalty or late fee, so I can’t tell you what a late filing costs; an expert consultation can.`,
        );
      }
      for (const r of requirements) {
        if (r.status === 'overdue' && r.due_date) {
          details.push(
            `${company?.name}: ${r.name}${period(r)} was due ${formatDate(r.due_date)}, ${daysBetween(r.due_date, scope.today)} days ago${
              r.exposure && r.exposure.amount_minor > 0
                ? `; late fees so far ${formatMoney(r.exposure.amount_minor, r.exposure.currency)}`
                : ''
            }.`,
          );
        } else if (r.due_date)
          details.push(
            `${company?.name}: ${r.name}${period(r)} is due ${formatDate(r.due_date)}${r.status === 'completed' ? ' (marked done)' : ''}.`,
          );
      }
      break;
    }
    case 'cost':
    case 'service': {
      if (services.length > 0) {
        for (const service of services.slice(0, 3)) lead.push(`${servicePriceLine(service)}.`);
        const about = [...requirements.map((r) => r.name), ...missing.map((r) => r.name), ...rules.map((r) => r.name)];
        lead.push(`It covers ${[...new Set(about)].map((name) => `**${name}**`).join(' and ')}.`);
        details.push(`Government fee: ${sentence(services[0]!.govt_fee_basis)}. Processing time: ${services[0]!.processing_time}.`);
      } else {
        const names = [...new Set([...requirements.map((r) => r.name), ...missing.map((r) => r.name), ...rules.map((r) => r.name)])];
        lead.push(
          `Charter’s catalogue has no service for ${names.map((name) => `**${name}**`).join(' and ')}, so I have no price for it; a consultation can help.`,
        );
      }
      for (const r of requirements) if (r.due_date) details.push(`${r.name}${period(r)}: due ${formatDate(r.due_date)}.`);
      for (const r of missing) details.push(notPlanned(r));
      break;
    }
    case 'applicability': {
      if (facts && company) {
        // The topic's first obligation in the plan decides (the current version before an old one).
        const first = requirements[0];
        const mandatory = first?.applicability === 'mandatory' ? [first] : [];
        const conditional = first?.applicability === 'conditional' ? [first] : [];
        if (mandatory.length > 0) {
          const r = mandatory[0]!;
          lead.push(
            `Yes — **${r.name}** applies to ${company.name}: ${r.reasons.map((reason) => sentence(reason.text)).join('; ') || sentence(r.description)}.`,
          );
          const deciding = decidingFacts(ruleOf(r.rule_id)!, company);
          if (deciding) lead.push(`Its profile: ${deciding}.`);
        } else if (conditional.length > 0) {
          const r = conditional[0]!;
          lead.push(
            `It depends — **${r.name}** is on ${company.name}’s list as conditional: ${sentence(r.condition_note ?? r.reasons.map((reason) => reason.text).join('; ') ?? r.description)}.`,
          );
          const deciding = decidingFacts(ruleOf(r.rule_id)!, company);
          if (deciding) lead.push(`Its profile: ${deciding}.`);
        } else {
          lead.push(`No — ${notPlanned(missing[0]!)}`);
        }
        for (const r of requirements.slice(1))
          details.push(`Also on the list: **${r.name}**${r.due_date ? `, due ${formatDate(r.due_date)}` : ''}.`);
        const rule = ruleOf(requirements[0]?.rule_id ?? missing[0]!.id)!;
        details.push(`What the rule says: ${rule.description}`);
      } else {
        for (const r of rules) lead.push(`**${r.name}** (${r.country}): ${r.description}`);
      }
      break;
    }
    case 'howto':
    case 'due':
    case 'open':
    case 'overdue':
    case 'next': {
      if (facts && company) {
        const dated: string[] = [];
        for (const r of requirements) {
          if (r.status === 'overdue' && r.due_date)
            dated.push(
              `**${r.name}**${period(r)} was due ${formatDate(r.due_date)} and is ${daysBetween(r.due_date, scope.today)} days overdue`,
            );
          else if (r.due_date)
            dated.push(`**${r.name}**${period(r)} is due ${formatDate(r.due_date)}${r.status === 'completed' ? ' (marked done)' : ''}`);
          else dated.push(`**${r.name}** has no fixed due date: ${sentence(r.condition_note ?? r.description)}`);
        }
        if (intent === 'howto') {
          for (const r of requirements) lead.push(`**${r.name}**: ${r.description}`);
          for (const r of missing) lead.push(`**${r.name}**: ${r.description}`);
          if (dated.length > 0) details.push(`For ${company.name}: ${dated.join('; ')}.`);
        } else if (dated.length > 0) lead.push(`For ${company.name}: ${dated.join('; ')}.`);
        for (const r of missing) {
          (intent === 'howto' ? details : lead).push(notPlanned(r));
          if (intent !== 'howto') details.push(`What the rule says: ${r.description}`);
        }
        if (intent !== 'howto') for (const r of requirements) details.push(`${r.name}: ${r.description}`);
      } else {
        for (const r of rules) lead.push(`**${r.name}** (${r.country}): ${r.description}`);
      }
      if (services.length > 0)
        details.push(
          `Charter can do it for you: ${services
            .slice(0, 2)
            .map((service) => servicePriceLine(service))
            .join('; ')}.`,
        );
      break;
    }
  }

  // The authority's page first, then the research the dates were taken from, labelled as secondary.
  for (const id of ruleIds) {
    const rule = ruleOf(id);
    if (rule) addSource(rule.name, rule.source_url);
  }
  for (const id of ruleIds) {
    const research = researchSources.get(id);
    const rule = ruleOf(id);
    if (research && rule) addSource(`${rule.name} (secondary source)`, research);
  }
  return { lead, details, sources, services, ruleIds };
}

/** The answer as text: the lead paragraph, the details, the sources (official first, as the rules carry them). */
export function renderSubjectAnswer(answer: SubjectAnswer, preface: string[] = []): string {
  const out = [[...preface, ...answer.lead].join('\n')];
  if (answer.details.length > 0) out.push(answer.details.map((line) => `- ${line}`).join('\n'));
  if (answer.sources.length > 0)
    out.push(['Sources:', ...answer.sources.map((source, i) => `${i + 1}. ${source.title}: ${source.url}`)].join('\n'));
  return out.join('\n\n');
}
