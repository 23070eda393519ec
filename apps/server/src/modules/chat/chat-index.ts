import MiniSearch, { type SearchResult } from 'minisearch';
import type { ComplianceRule } from '@charter/compliance';
import type { Service } from '@charter/shared';
import type { KnowledgeArticle } from './knowledge/articles';

export type Country = 'India' | 'USA' | 'UK';
export type DocumentKind = 'article' | 'rule' | 'service';

interface IndexedDocument {
  id: string;
  kind: DocumentKind;
  title: string;
  keywords: string;
  text: string;
  country: string;
}

export interface Hit {
  id: string;
  kind: DocumentKind;
  score: number;
  /** The question's terms the document matched. */
  terms: string[];
}

/**
 * Words that carry no topic. Without them "Do I need GST?" is a search for "gst", and a question with nothing left
 * (or nothing that matches) gets an honest "I don't know" instead of a weak match.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been by can could do does did for from has have how i if in into is it its me my of on or our ' +
    'should so than that the their them then there these they this to was we what when where which who why will with ' +
    'would you your yours about any need needs get got tell know please much many also am us want let'
  ).split(' '),
);

/** Synonyms founders use for the names the rules and articles carry. */
const SYNONYMS: Record<string, string[]> = {
  pf: ['epf', 'provident'],
  esi: ['esic'],
  licence: ['license', 'fssai'],
  license: ['licence', 'fssai'],
  food: ['fssai'],
  export: ['exporter', 'iec', 'lut'],
  exporting: ['exporter', 'iec', 'lut'],
  incorporate: ['incorporation', 'formation'],
  form: [],
  llc: ['llc'],
  roc: ['mca'],
};

export function termsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0 && !STOP_WORDS.has(term));
}

const processTerm = (term: string): string | string[] | null => {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return lower;
};

/** Country named or implied by the question's own words (forms and agencies belong to one country). */
export function countryOf(question: string): Country | undefined {
  const text = question.toLowerCase();
  if (/\b(uk|united kingdom|britain|england|wales|scotland|hmrc|companies house|vat|paye|ct600|£)/.test(text)) return 'UK';
  if (
    /\b(usa|us|u\.s\.|united states|america|american|irs|ein|llc|c-corp|delaware|wyoming|california|texas|new york|florida|nevada|\$)/.test(
      text,
    )
  )
    return 'USA';
  if (/\b(india|indian|gst|gstr|fssai|iec|dgft|epf|pf|esic|esi|mca|roc|itr|tds|lakh|crore|₹|llp|pvt|private limited)/.test(text))
    return 'India';
  return undefined;
}

export interface KnowledgeIndex {
  search(question: string, options?: { country?: Country | undefined; kinds?: DocumentKind[] }): Hit[];
  article(id: string): KnowledgeArticle | undefined;
  rule(id: string): ComplianceRule | undefined;
  service(id: string): Service | undefined;
  /** The catalogue's services that fulfil a rule. */
  servicesFor(ruleId: string): Service[];
}

/** A MiniSearch index over the knowledge articles, the compliance rule catalogue and the service catalogue. */
export function buildKnowledgeIndex(input: {
  articles: readonly KnowledgeArticle[];
  rules: readonly ComplianceRule[];
  services: readonly Service[];
}): KnowledgeIndex {
  const search = new MiniSearch<IndexedDocument>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['kind', 'country'],
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
      combineWith: 'OR',
    },
  });
  const articles = new Map(input.articles.map((article) => [article.id, article]));
  const rules = new Map(input.rules.map((rule) => [rule.id, rule]));
  const services = new Map(input.services.map((service) => [service.id, service]));
  const byRule = new Map<string, Service[]>();
  for (const service of input.services) for (const ruleId of service.fulfils) byRule.set(ruleId, [...(byRule.get(ruleId) ?? []), service]);

  search.addAll([
    ...input.articles.map((article) => ({
      id: `article:${article.id}`,
      kind: 'article' as const,
      title: article.title,
      keywords: article.keywords,
      text: article.points.join(' '),
      country: article.country,
    })),
    ...input.rules.map((rule) => ({
      id: `rule:${rule.id}`,
      kind: 'rule' as const,
      title: rule.name,
      keywords: rule.category,
      text: `${rule.description} ${rule.penalty ?? ''}`,
      country: rule.country,
    })),
    ...input.services.map((service) => ({
      id: `service:${service.id}`,
      kind: 'service' as const,
      title: service.name,
      keywords: service.category,
      text: service.description,
      country: service.country === 'US' ? 'USA' : service.country,
    })),
  ]);

  return {
    search(question, options = {}) {
      const expanded = termsOf(question).flatMap((term) => [term, ...(SYNONYMS[term] ?? [])]);
      if (expanded.length === 0) return [];
      const results: SearchResult[] = search.search(expanded.join(' '), {
        filter: (result) =>
          (!options.kinds || options.kinds.includes(result.kind as DocumentKind)) &&
          (!options.country || result.country === options.country || result.country === 'Global'),
      });
      return results.map((result) => {
        const [kind, ...rest] = String(result.id).split(':');
        return { id: rest.join(':'), kind: kind as DocumentKind, score: result.score, terms: result.queryTerms };
      });
    },
    article: (id) => articles.get(id),
    rule: (id) => rules.get(id),
    service: (id) => services.get(id),
    servicesFor: (ruleId) => byRule.get(ruleId) ?? [],
  };
}
