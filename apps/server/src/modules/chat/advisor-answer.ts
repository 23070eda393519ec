import type { ComplianceRule, LateFeeSpec } from '@charter/compliance';
import { formatMajor, formatMoney, type ChatSource, type Company, type Requirement, type Service } from '@charter/shared';
import { termsOf, type KnowledgeIndex } from './chat-index';
import { answerGeneral, withoutUrls, type Answer } from './general-answer';
import { answerSubject, formatDate, renderSubjectAnswer, servicePrice } from './subject-answer';
import { understand } from './understand';

export { formatDate } from './subject-answer';

/** What the advisor knows about one company: the engine's requirements on today's date and the rules behind them. */
export interface AdvisorFacts {
  company: Pick<Company, 'name' | 'country' | 'entity_type' | 'turnover' | 'num_employees'> & Partial<Company>;
  today: string;
  requirements: readonly Requirement[];
  rules: ReadonlyMap<string, ComplianceRule>;
}

const currencyOf = { India: 'INR', USA: 'USD', UK: 'GBP' } as const;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** What a day of delay costs, from the rule's late fee, when the law sets a daily amount. */
export function dailyCost(
  spec: LateFeeSpec | null | undefined,
  turnover: number | null,
): { amount_minor: number; currency: 'INR' | 'USD' | 'GBP' } | null {
  if (!spec) return null;
  if (spec.kind === 'daily') return { amount_minor: spec.amount_minor, currency: spec.currency };
  if (spec.kind === 'daily_by_turnover') {
    if (turnover === null) return null;
    const bracket = spec.brackets.find((candidate) => candidate.up_to === null || turnover <= candidate.up_to);
    return bracket ? { amount_minor: bracket.amount_minor, currency: spec.currency } : null;
  }
  return null;
}

/** Form codes a question names: "MGT-7", "AOC 4", "GSTR-3B", "CS01", "Form 941", "INC-20A". */
function codesOf(question: string): string[] {
  const codes = [...question.matchAll(/\b([a-z]{2,6})[\s-]?(\d{1,4}[a-z]?)\b/gi)].map(([, letters, digits]) =>
    `${letters}${digits}`.toLowerCase(),
  );
  const numbers = [...question.matchAll(/\b(\d{3,4})\b/g)].map(([, digits]) => digits!).filter((digits) => !/^(19|20)\d\d$/.test(digits));
  return [...codes, ...numbers];
}

const compact = (text: string) => text.toLowerCase().replace(/[\s-]/g, '');

const GENERIC = new Set(
  'due date dates deadline deadlines next upcoming overdue late file filing filed return returns company companies pay payment apply applies applied why cost costs day daily buy service services help should status still missed what obligation obligations comply compliance register registration required must'.split(
    ' ',
  ),
);
const SYNONYMS: Record<string, string[]> = {
  pf: ['epf'],
  provident: ['epf'],
  esi: ['esic'],
  licence: ['fssai'],
  license: ['fssai'],
  food: ['fssai'],
};

/** The company's obligations the question names, one (the most relevant occurrence) per rule. */
function namedRequirements(question: string, facts: AdvisorFacts): Requirement[] {
  const codes = codesOf(question);
  const words = termsOf(question)
    .filter((term) => !GENERIC.has(term))
    .flatMap((term) => [term, ...(SYNONYMS[term] ?? [])]);
  const scored = new Map<string, number>();
  for (const requirement of facts.requirements) {
    const name = compact(requirement.name);
    const nameTerms = termsOf(requirement.name);
    let score = 0;
    for (const code of codes) if (name.includes(code)) score += 3;
    for (const word of words) if (nameTerms.some((term) => term === word || (word.length >= 4 && term.startsWith(word)))) score += 1;
    if (score > 0) scored.set(requirement.rule_id, Math.max(score, scored.get(requirement.rule_id) ?? 0));
  }
  if (scored.size === 0) return [];
  const top = Math.max(...scored.values());
  const ruleIds = [...scored].filter(([, score]) => score === top).map(([ruleId]) => ruleId);
  return ruleIds
    .flatMap((ruleId) => {
      const occurrences = facts.requirements.filter((requirement) => requirement.rule_id === ruleId);
      // The overdue one first (it needs action), else the next open one, else the latest done.
      const open = occurrences.filter((requirement) => requirement.status !== 'completed');
      const overdue = open.find((requirement) => requirement.status === 'overdue');
      const next = open.sort((a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'))[0];
      const chosen = overdue ?? next ?? occurrences[occurrences.length - 1];
      return chosen ? [chosen] : [];
    })
    .slice(0, 3);
}

const byDueDate = (a: Requirement, b: Requirement) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999');

interface Intents {
  overdue: boolean;
  next: boolean;
  why: boolean;
  buy: boolean;
}

function intentsOf(question: string): Intents {
  const text = question.toLowerCase();
  return {
    overdue: /overdue|\blate\b|missed|behind|penalt|\bfines?\b|cost|owe|exposure|pending/.test(text),
    next: /\bnext\b|upcoming|\bdue\b|deadline|\bwhen\b|\bsoon\b|coming up|this month|calendar/.test(text),
    why: /\bwhy\b|appl(y|ies)|\bneed\b|required|\bmust\b|have to|do i/.test(text),
    buy: /\bbuy\b|service|purchase|\bhire\b|what should|what can i do|fix|help me|\bdo about\b/.test(text),
  };
}

/**
 * The compliance advisor's offline answer, from the engine's requirements of one company: what is overdue and what
 * each day costs, what is due next, why an obligation applies (its facts and legal source), and what to buy.
 */
export function answerAdvisor(index: KnowledgeIndex, question: string, facts: AdvisorFacts): Answer {
  const { text, hadUrl } = withoutUrls(question);
  const linkNote = 'I don’t open links, so I answered from your company’s obligations only.';
  // The question's intent and subject first: an answer about the obligation, service or formation it names.
  const understanding = understand(text);
  const subject = answerSubject(index, understanding, { country: facts.company.country, facts, today: facts.today });
  if (subject) {
    return {
      message: renderSubjectAnswer(subject, hadUrl ? [linkNote] : []),
      sources: subject.sources,
      services: subject.services.slice(0, 5),
    };
  }
  const currency = currencyOf[facts.company.country];
  const intents = intentsOf(text);
  const lines: string[] = hadUrl ? [linkNote, ''] : [];
  const sources: ChatSource[] = [];
  const mentioned: Requirement[] = [];
  const addSource = (title: string, url: string) => {
    if (url && !sources.some((source) => source.url === url)) sources.push({ title, url });
  };

  const costLine = (requirement: Requirement): string => {
    const parts: string[] = [];
    const rule = facts.rules.get(requirement.rule_id);
    const perDay = dailyCost(rule?.late_fee, facts.company.turnover);
    if (perDay) parts.push(`it costs ${formatMoney(perDay.amount_minor, perDay.currency)} for each day of delay`);
    if (requirement.exposure && requirement.exposure.amount_minor > 0)
      parts.push(`late fees so far: ${formatMoney(requirement.exposure.amount_minor, requirement.exposure.currency)}`);
    if (parts.length === 0)
      parts.push(
        requirement.penalty ? `penalty: ${requirement.penalty.replace(/\.+$/, '')}` : 'the rule sets no late fee amount we can compute',
      );
    return parts.join('; ');
  };
  const describe = (requirement: Requirement, detail: { why: boolean }) => {
    mentioned.push(requirement);
    const period = requirement.period_label ? ` (${requirement.period_label})` : '';
    const due = requirement.due_date ? `due ${formatDate(requirement.due_date)}` : 'no fixed due date';
    if (requirement.status === 'overdue' && requirement.due_date) {
      lines.push(
        `- **${requirement.name}**${period}: was ${due}, ${daysBetween(requirement.due_date, facts.today)} days ago — ${costLine(requirement)}.`,
      );
    } else if (requirement.status === 'completed') {
      lines.push(`- **${requirement.name}**${period}: ${due}, marked done.`);
    } else {
      const late = intents.overdue ? ` If late: ${costLine(requirement)}.` : '';
      lines.push(`- **${requirement.name}**${period}: ${due}${requirement.status === 'in_progress' ? ' (in progress)' : ''}.${late}`);
    }
    if (detail.why) {
      const reasons = requirement.reasons.map((reason) => reason.text.replace(/\.+$/, '')).join('; ');
      lines.push(`  Why it applies: ${reasons || requirement.condition_note || requirement.description}`);
      lines.push(`  What the rule says: ${requirement.description}`);
      lines.push(`  Legal source: ${requirement.source_url}`);
    }
    addSource(requirement.name, requirement.source_url);
  };

  const open = facts.requirements.filter((requirement) => requirement.status !== 'completed');
  const overdue = open.filter((requirement) => requirement.status === 'overdue').sort(byDueDate);
  const upcoming = open
    .filter((requirement) => requirement.status !== 'overdue' && requirement.due_date !== null && requirement.due_date >= facts.today)
    .sort(byDueDate);
  const named = namedRequirements(text, facts);

  if (named.length > 0) {
    lines.push(`For ${facts.company.name}, on ${formatDate(facts.today)}:`);
    for (const requirement of named) describe(requirement, { why: intents.why || !intents.next });
  } else {
    // A topic the company's plan does not contain: say so from the catalogue, with the facts the engine used.
    const ruleHit = index.search(text, { country: facts.company.country, kinds: ['rule'] })[0];
    const rule = ruleHit ? index.rule(ruleHit.id) : undefined;
    const asksAboutTopic = rule && termsOf(text).some((term) => !GENERIC.has(term) && termsOf(rule.name).includes(term));
    if (rule && asksAboutTopic && !facts.requirements.some((requirement) => requirement.rule_id === rule.id)) {
      lines.push(
        `**${rule.name}** is not among ${facts.company.name}’s obligations on its current profile (turnover ${
          facts.company.turnover === null ? 'not given' : formatMajor(facts.company.turnover, currency)
        }${facts.company.num_employees === null ? '' : `, ${facts.company.num_employees} employees`}).`,
        `What the rule says: ${rule.description}`,
        `Legal source: ${rule.source_url}`,
      );
      addSource(rule.name, rule.source_url);
    } else if (intents.overdue) {
      if (overdue.length === 0) lines.push(`${facts.company.name} has nothing overdue on ${formatDate(facts.today)}.`);
      else {
        lines.push(
          `${facts.company.name} has ${overdue.length} overdue ${overdue.length === 1 ? 'obligation' : 'obligations'} on ${formatDate(facts.today)}:`,
        );
        for (const requirement of overdue.slice(0, 8)) describe(requirement, { why: intents.why });
        if (overdue.length > 8) lines.push(`…and ${overdue.length - 8} more on the Compliance page.`);
      }
    } else if (intents.next) {
      if (upcoming.length === 0) lines.push(`Nothing with a date is coming up for ${facts.company.name}.`);
      else {
        lines.push(`Next for ${facts.company.name} (today is ${formatDate(facts.today)}):`);
        for (const requirement of upcoming.slice(0, 5)) describe(requirement, { why: intents.why });
      }
    } else if (intents.buy) {
      const toAct = [...overdue, ...upcoming].filter((requirement) => requirement.product_id).slice(0, 5);
      if (toAct.length === 0) lines.push(`None of ${facts.company.name}’s open obligations has a service in the catalogue.`);
      else {
        lines.push(`What to do first for ${facts.company.name}:`);
        for (const requirement of toAct) describe(requirement, { why: false });
      }
    } else if (intents.why) {
      lines.push(`Why ${facts.company.name}’s next obligations apply:`);
      for (const requirement of [...overdue, ...upcoming].slice(0, 3)) describe(requirement, { why: true });
    } else {
      const general = answerGeneral(index, text, { countries: [facts.company.country], today: facts.today });
      return { ...general, services: general.services };
    }
  }

  // What to buy: the catalogue's service for each obligation the answer names (the overdue ones first).
  const services: Service[] = [];
  for (const requirement of [...mentioned].sort((a, b) => Number(b.status === 'overdue') - Number(a.status === 'overdue'))) {
    for (const service of index.servicesFor(requirement.rule_id))
      if (!services.some((known) => known.id === service.id)) services.push(service);
  }
  if (services.length > 0) {
    lines.push(
      '',
      `Services that handle ${services.length === 1 ? 'this' : 'these'}: ${services
        .slice(0, 5)
        .map((service) => `${service.name} (${servicePrice(service)})`)
        .join(', ')}.`,
    );
  } else if (mentioned.some((requirement) => requirement.status !== 'completed')) {
    lines.push('', 'The catalogue has no service for this yet; a consultation can help.');
  }
  if (sources.length > 0) {
    lines.push('', 'Sources:');
    sources.forEach((source, i) => lines.push(`${i + 1}. ${source.url}`));
  }
  return { message: lines.join('\n').trim(), sources, services: services.slice(0, 5) };
}
