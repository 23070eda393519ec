// Why a requirement applies: the facts that made its applies-when condition true, in a founder's words and with the
// values from their profile. Computed from the same compiled condition the engine evaluated, so it cannot disagree.

import { compileCondition, FALSE, TRUE, UNKNOWN } from './conditions';
import { parseIsoDate } from './dates';
import { buildFacts, incorporationDay, type Facts } from './facts';
import type { CompanyProfile, ComplianceRule, Condition, Country, FactField } from './types';

export interface Reason {
  /** fact: a fact of the profile decided it; unknown: a fact not known yet would decide it; always: every such company. */
  kind: 'fact' | 'unknown' | 'always';
  facts: FactField[];
  text: string;
}

type Leaf = Extract<Condition, { field: FactField }>;

const currencyOf: Record<Country, { code: string; locale: string }> = {
  India: { code: 'INR', locale: 'en-IN' },
  USA: { code: 'USD', locale: 'en-US' },
  UK: { code: 'GBP', locale: 'en-GB' },
};

// Building an Intl formatter costs far more than formatting with one, and every explanation formats several figures.
const moneyFormats = new Map<Country, Intl.NumberFormat>();
function money(amount: number, country: Country): string {
  let format = moneyFormats.get(country);
  if (!format) {
    const { code, locale } = currencyOf[country];
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, maximumFractionDigits: 0 });
    moneyFormats.set(country, format);
  }
  return format.format(amount);
}

const longDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
function longDate(iso: string): string {
  return longDateFormat.format(new Date(`${iso}T00:00:00Z`));
}

const list = (values: readonly (string | number)[]) =>
  values.length <= 1 ? String(values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${String(values.at(-1))}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Yes/no facts as a sentence, for true and for false. */
const booleanPhrases: Partial<Record<FactField, [string, string]>> = {
  is_exporter: ['you export', 'you do not export'],
  is_food_business: ['you run a food business', 'you do not run a food business'],
  has_manufacturing: ['you manufacture', 'you do not manufacture'],
  has_international_clients: ['you have international clients', 'you have no international clients'],
  has_deposits: ['the company has deposits or loans not treated as deposits', 'the company has no deposits'],
  foreign_owned: ['the company is foreign-owned', 'the company is not foreign-owned'],
  vat_registered: ['you are VAT-registered', 'you are not VAT-registered'],
  wants_startup_credits: ['you asked for startup recognition and credits', 'you did not ask for startup credits'],
  small_company: ['you told us the company is a small company', 'you told us the company is not a small company'],
  is_small_company: [
    'the company is a small company (s.2(85): paid-up capital up to ₹10 crore and turnover up to ₹100 crore)',
    'the company is not a small company (paid-up capital above ₹10 crore or turnover above ₹100 crore, s.2(85))',
  ],
  was_small_company: [
    'the company was a small company under the limits before 1 December 2025 (₹4 crore capital, ₹40 crore turnover)',
    'the company was not a small company under the limits before 1 December 2025 (₹4 crore capital, ₹40 crore turnover)',
  ],
};

const comparison: Record<string, string> = { '>': 'above', '>=': 'at or above', '<': 'below', '<=': 'at or below' };

/** The sentence for one leaf that evaluated true (`negated`: the leaf sits under a `not` that made it true). */
function leafSentence(leaf: Leaf, facts: Facts, profile: CompanyProfile, negated: boolean): string {
  const value = facts[leaf.field];
  const op = negated
    ? (({ '==': '!=', '!=': '==', in: 'not_in', not_in: 'in', '>': '<=', '>=': '<', '<': '>=', '<=': '>' } as Record<string, string>)[
        leaf.op
      ] ?? leaf.op)
    : leaf.op;
  const target = leaf.value;
  const country = profile.country;
  const bool = booleanPhrases[leaf.field];
  if (bool && typeof value === 'boolean') return `Because ${value ? bool[0] : bool[1]}`;
  switch (leaf.field) {
    case 'turnover':
    case 'paid_up_capital': {
      const what = leaf.field === 'turnover' ? 'your turnover' : 'your paid-up capital';
      return `Because ${what} (${money(Number(value), country)}) is ${comparison[op] ?? 'within'} ${money(Number(target), country)}`;
    }
    case 'num_employees': {
      const n = Number(value);
      const bound = Number(target);
      const range =
        op === '>='
          ? `${bound} or more`
          : op === '>'
            ? `more than ${bound}`
            : op === '<'
              ? `fewer than ${bound}`
              : op === '<='
                ? `${bound} or fewer`
                : `${bound}`;
      return `Because you have ${plural(n, 'employee', 'employees')} (${range})`;
    }
    case 'member_count':
      return `Because the company has ${plural(Number(value), 'member', 'members')}${typeof target === 'number' ? ` (${comparison[op] ?? ''} ${target})`.replace('( ', '(') : ''}`;
    case 'years_since_incorporation': {
      const since = profile.incorporation_date ? `was incorporated on ${longDate(profile.incorporation_date)}` : 'is being formed now';
      const bound = Number(target);
      const within =
        op === '<'
          ? bound === 1
            ? 'within its first year'
            : `within its first ${bound} years`
          : op === '<='
            ? `within ${bound} years`
            : `${bound} or more years ago`;
      return `Because the company ${since} (${within})`;
    }
    case 'operating_state_count':
      return `Because you operate in ${plural(Number(value), 'state', 'states')} (${comparison[op] ?? ''} ${String(target)})`.replace(
        '( ',
        '(',
      );
    case 'business_locations':
      return `Because you operate in ${typeof target === 'string' ? target : list((value as readonly string[] | null) ?? [])}`;
    case 'state':
      return `Because the company is registered in ${profile.state ?? String(value)}`;
    case 'entity_type':
      return `Because the company is ${entityPhrase[profile.entity_type] ?? profile.entity_type}`;
    case 'status':
      return value === 'forming' ? 'Because the company is still being formed' : 'Because the company is already registered';
    case 'gst_filing':
      return `Because you file GST ${value === 'monthly' ? 'monthly' : 'quarterly (QRMP)'}`;
    case 'business_model':
      return `Because you sell ${String(value).toUpperCase()}`;
    case 'industry':
      return `Because your industry is ${profile.industry ?? String(value)}`;
    case 'fiscal_year_end':
      return `Because your financial year ends on ${String(value)}`;
    case 'agm_date':
      return profile.agm_date ? `Because the last AGM was held on ${longDate(profile.agm_date)}` : 'Because no AGM date is recorded';
    case 'incorporation_date':
    case 'incorporation_or_planned_date':
      return profile.incorporation_date
        ? `Because the company was incorporated on ${longDate(profile.incorporation_date)}`
        : 'Because the company is being formed now';
    default:
      return `Because ${String(leaf.field).replaceAll('_', ' ')} is ${Array.isArray(value) ? list(value) : String(value)}`;
  }
}

const assumedNote = (field: FactField) => `Assumed to apply until you tell us ${FIELD_WORDS[field] ?? field.replaceAll('_', ' ')}.`;

/** The facts a founder can answer, as the question they answer. */
const FIELD_WORDS: Partial<Record<FactField, string>> = {
  state: 'the state',
  vat_registered: 'whether you are VAT-registered',
  has_deposits: 'whether the company has deposits',
  foreign_owned: 'whether the company is foreign-owned',
  num_employees: 'how many employees you have',
  turnover: 'your annual turnover',
  business_locations: 'the states you operate in',
  operating_state_count: 'the states you operate in',
  gst_filing: 'your GST filing frequency',
  agm_date: 'the date of the last AGM',
  member_count: 'the number of members',
  is_small_company: 'whether the company is a small company',
  was_small_company: 'whether the company was a small company before 1 December 2025',
};

/** "a private limited company", "an LLP": the entity as a founder says it. */
const entityPhrase: Record<string, string> = {
  'Private Limited': 'a private limited company',
  OPC: 'a One Person Company',
  LLP: 'an LLP',
  LLC: 'an LLC',
  'C-Corp': 'a C-Corp',
  Ltd: 'a private limited company',
};

const article = (word: string) => (/^[aeiou]/i.test(word) || word === 'LLC' || word === 'LLP' || word === 'OPC' ? 'an' : 'a');

function fieldsOf(condition: Condition): FactField[] {
  if ('field' in condition) return [condition.field];
  if ('unknown' in condition) return [];
  if ('not' in condition) return fieldsOf(condition.not);
  return ('all' in condition ? condition.all : condition.any).flatMap(fieldsOf);
}

function walk(condition: Condition, facts: Facts, profile: CompanyProfile, negated: boolean, out: Reason[]): void {
  const truth = compileCondition(condition).test(facts);
  if ('unknown' in condition) {
    out.push({ kind: 'unknown', facts: [], text: condition.unknown });
    return;
  }
  if (truth === UNKNOWN) {
    // What is left undecided, in the engine's own words (the same notes as condition_note).
    if ('all' in condition || 'any' in condition) {
      const children = 'all' in condition ? condition.all : condition.any;
      const decided = children.filter((child) => compileCondition(child).test(facts) === TRUE);
      if ('all' in condition) for (const child of decided) walk(child, facts, profile, negated, out);
      for (const child of children.filter((c) => compileCondition(c).test(facts) === UNKNOWN)) walk(child, facts, profile, negated, out);
      return;
    }
    const notes: string[] = [];
    compileCondition(condition).explain(facts, notes);
    out.push({ kind: 'unknown', facts: fieldsOf(condition), text: notes.join(' ') });
    return;
  }
  if (truth !== TRUE) return;
  if ('field' in condition) {
    // True only because the rule assumes so while the fact is unknown (if_unknown): say which fact would decide it.
    if (facts[condition.field] === null) {
      out.push({ kind: 'unknown', facts: [condition.field], text: condition.note ?? assumedNote(condition.field) });
      return;
    }
    out.push({ kind: 'fact', facts: [condition.field], text: leafSentence(condition, facts, profile, negated) });
    return;
  }
  if ('not' in condition) {
    const inner = condition.not;
    if ('field' in inner) out.push({ kind: 'fact', facts: [inner.field], text: leafSentence(inner, facts, profile, !negated) });
    else out.push({ kind: 'fact', facts: fieldsOf(inner), text: `Because none of its conditions holds for your company` });
    return;
  }
  if ('all' in condition) {
    for (const child of condition.all) walk(child, facts, profile, negated, out);
    return;
  }
  // any: the first branch that holds is the reason.
  const first = condition.any.find((child) => compileCondition(child).test(facts) === TRUE);
  if (first) walk(first, facts, profile, negated, out);
}

/** The reasons a rule applies to the profile on asOf ('YYYY-MM-DD'); empty when it does not apply. */
export function explainRule(rule: ComplianceRule, profile: CompanyProfile, asOf: string): Reason[] {
  const asOfDay = parseIsoDate(asOf);
  const facts = buildFacts(profile, asOfDay, incorporationDay(profile, asOfDay).day);
  const out: Reason[] = [];
  const entity = entityPhrase[profile.entity_type] ?? `${article(profile.entity_type)} ${profile.entity_type}`;
  if (rule.applies_when === null) {
    out.push({
      kind: 'always',
      facts: ['entity_type'],
      text: `Because every ${profile.entity_type} company ${profile.country === 'India' ? 'in India' : profile.country === 'USA' ? 'in the USA' : 'in the UK'} must do this`,
    });
  } else {
    if (compileCondition(rule.applies_when).test(facts) === FALSE) return [];
    walk(rule.applies_when, facts, profile, false, out);
    if (!out.some((reason) => reason.facts.includes('entity_type')))
      out.unshift({ kind: 'fact', facts: ['entity_type'], text: `Because the company is ${entity}` });
  }
  if (rule.conditional_on) out.push({ kind: 'unknown', facts: [], text: rule.conditional_on });
  // One sentence per fact: an `all` may test the same fact twice (a range).
  const seen = new Set<string>();
  return out.filter((reason) => (seen.has(reason.text) ? false : (seen.add(reason.text), true)));
}
