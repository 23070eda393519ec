import type { ChatServiceCard, ChatSource, Service } from '@charter/shared';
import { countryOf, type Country, type Hit, type KnowledgeIndex } from './chat-index';
import { answerSubject, renderSubjectAnswer } from './subject-answer';
import { understand } from './understand';

export interface Answer {
  message: string;
  sources: ChatSource[];
  /** Catalogue services the answer points to, best first. */
  services: Service[];
}

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/gi;

/** The assistants read no links: a URL in a question is removed before searching and never fetched. */
export function withoutUrls(question: string): { text: string; hadUrl: boolean } {
  const text = question.replace(URL_PATTERN, ' ').replace(/\s+/g, ' ').trim();
  return { text, hadUrl: text !== question.replace(/\s+/g, ' ').trim() };
}

const TOPICS =
  'company formation, GST and sales tax, food licences (FSSAI), export documentation (IEC, LUT), PF and ESIC, and tax — for India, the USA and the UK';

/** The first country of the business context the engine knows (India, USA or UK). */
export function contextCountry(countries: readonly string[] | undefined): Country | undefined {
  for (const country of countries ?? []) {
    if (country === 'India' || country === 'UK') return country;
    if (country === 'USA' || country === 'US' || country === 'United States') return 'USA';
  }
  return undefined;
}

/**
 * The general assistant's offline answer: the best matching knowledge article (its sourced points, whole), the
 * statutory rules the question names, and the catalogue's services for them. When nothing matches it says so.
 */
export function answerGeneral(
  index: KnowledgeIndex,
  question: string,
  context: { countries?: readonly string[] | undefined; today?: string | undefined } = {},
): Answer {
  const { text, hadUrl } = withoutUrls(question);
  const linkNote = hadUrl ? 'I don’t open links, so I answered from my own sourced notes only.\n\n' : '';
  const country = countryOf(text) ?? contextCountry(context.countries);
  // The question's intent and subject first: the rule's schedule, penalty or price, or the formation's fees.
  const understanding = understand(text);
  const subject = answerSubject(index, understanding, { country, today: context.today ?? new Date().toISOString().slice(0, 10) });
  if (subject && subject.lead.length > 0) {
    const preface = hadUrl ? ['I don’t open links, so I answered from my own sourced notes only.'] : [];
    // The sourced article on the same topic follows the answer, for context.
    const article = index.search(text, { country, kinds: ['article'] })[0];
    const notes = article ? index.article(article.id) : undefined;
    if (notes && subject.ruleIds.length > 0 && understanding.intent !== 'cost') {
      subject.details.push(`${notes.title}: ${notes.points.join(' ')}`);
      for (const url of notes.sources)
        if (!subject.sources.some((source) => source.url === url))
          subject.sources.push({ title: `${notes.title} (secondary source)`, url });
    }
    return { message: renderSubjectAnswer(subject, preface), sources: subject.sources, services: subject.services.slice(0, 3) };
  }
  const search = (kinds: Hit['kind'][]) => {
    const scoped = index.search(text, { country, kinds });
    return scoped.length > 0 || !country ? scoped : index.search(text, { kinds });
  };
  const articleHits = search(['article']);
  const ruleHits = search(['rule']);
  const serviceHits = search(['service']);
  const best = articleHits[0];
  const bestRule = ruleHits[0];

  if (!best && !bestRule) {
    return {
      message:
        `${linkNote}I don’t know — my knowledge base has nothing sourced on that, and I won’t guess. ` +
        `I have researched notes on ${TOPICS}. Try asking about one of those, or book a consultation with an expert.`,
      sources: [],
      services: serviceHits.slice(0, 3).flatMap((hit) => index.service(hit.id) ?? []),
    };
  }

  const lines: string[] = [];
  const sources: ChatSource[] = [];
  const addSource = (title: string, url: string) => {
    if (!sources.some((source) => source.url === url)) sources.push({ title, url });
  };
  const shownArticles = best ? articleHits.filter((hit, i) => i === 0 || (i === 1 && hit.score >= best.score * 0.6)) : [];
  for (const hit of shownArticles) {
    const article = index.article(hit.id)!;
    lines.push(`**${article.title}** (${article.country})`);
    for (const point of article.points) lines.push(`- ${point}`);
    lines.push('');
    for (const url of article.sources) addSource(article.title, url);
  }

  // Rules the question names strongly (a form or return by name), with the engine's own wording and source.
  const topRuleScore = bestRule?.score ?? 0;
  const rules = ruleHits
    .filter((hit) => hit.score >= topRuleScore * 0.7 && (!best || hit.score >= best.score * 0.5))
    .slice(0, best ? 2 : 3)
    .flatMap((hit) => index.rule(hit.id) ?? []);
  if (rules.length > 0) {
    lines.push(best ? 'In the statutory rules we track:' : 'From the statutory rules we track:');
    for (const rule of rules) {
      lines.push(`- **${rule.name}** (${rule.country}): ${rule.description}${rule.penalty ? ` Penalty: ${rule.penalty}` : ''}`);
      addSource(rule.name, rule.source_url);
    }
    lines.push('');
  }
  lines.push('Sources:');
  sources.forEach((source, i) => lines.push(`${i + 1}. ${source.url}`));

  const services: Service[] = [];
  const addService = (service: Service | undefined) => {
    if (service && !services.some((known) => known.id === service.id)) services.push(service);
  };
  for (const rule of rules) index.servicesFor(rule.id).forEach(addService);
  for (const hit of serviceHits.filter((hit) => hit.score >= (serviceHits[0]?.score ?? 0) * 0.5)) addService(index.service(hit.id));

  return { message: `${linkNote}${lines.join('\n').trim()}`, sources, services: services.slice(0, 3) };
}

/** Spec §3 Service card: the first is highlighted. */
export function toServiceCards(services: readonly Service[]): ChatServiceCard[] {
  return services.map((service, i) => ({
    id: service.id,
    name: service.name,
    description: service.description,
    cta: 'Add to Cart',
    highlighted: i === 0,
    price: service.price,
    currency: service.currency,
    platform_fee: service.platform_fee,
    platform_fee_percentage: service.platform_fee_percentage,
  }));
}
