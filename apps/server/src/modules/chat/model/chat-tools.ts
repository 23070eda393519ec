import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import { displayStatuses, formatMoney, type ChatSource, type Service } from '@charter/shared';
import { dailyCost, type AdvisorFacts } from '../advisor-answer';
import { answerSubject, servicePrice, type SubjectFacts } from '../subject-answer';
import { understand } from '../understand';
import type { Country, KnowledgeIndex } from '../chat-index';
import { withoutUrls } from '../general-answer';

/**
 * What the tools handed the model during one answer: the reply cites these sources and shows these services as
 * cards, so a source or a price reaches the founder only if a tool really returned it.
 */
export class ToolFindings {
  readonly sources: ChatSource[] = [];
  readonly services: Service[] = [];
  /** Every ISO date and amount a tool returned: the only ones the model's answer may state. */
  private readonly stated = new Set<string>();

  /** Notes what a tool returned (its dates and amounts), and hands it back. */
  record<T>(result: T): T {
    for (const fact of factsOf(JSON.stringify(result))) this.stated.add(fact);
    return result;
  }

  /** The dates and amounts of an answer that no tool returned (and the question did not contain). */
  unsupported(answer: string, question: string): string[] {
    const asked = new Set(factsOf(question));
    return [...new Set(factsOf(answer))].filter((fact) => !this.stated.has(fact) && !asked.has(fact));
  }

  addSource(title: string, url: string): void {
    if (url && !this.sources.some((source) => source.url === url)) this.sources.push({ title, url });
  }

  addService(service: Service): void {
    if (!this.services.some((known) => known.id === service.id)) this.services.push(service);
  }
}

/** ISO dates and money amounts ("₹1,999", "$25,000", "£150.50") in a text, written one way. */
export function factsOf(text: string): string[] {
  const dates = [...text.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)].map(([date]) => date);
  const amounts = [...text.matchAll(/[₹$£]\s?\d+(?:,\d+)*(?:\.\d+)?/g)].map(([amount]) => amount.replace(/\s/g, '').replace(/\.0+$/, ''));
  return [...dates, ...amounts];
}

const queryInput = z.object({
  query: z.string().min(2).max(200).describe('What to look for, in a few words, e.g. "GST registration threshold"'),
});

/** The tools both assistants have: the sourced knowledge base (articles and statutory rules) and the service catalogue. */
export function knowledgeTools(index: KnowledgeIndex, findings: ToolFindings, country: Country | undefined): ToolSet {
  // A query is searched in the founder's country first, then everywhere (as the offline answer does).
  const search = (query: string, kinds: ('article' | 'rule' | 'service')[]) => {
    const { text } = withoutUrls(query);
    const scoped = index.search(text, { country, kinds });
    return scoped.length > 0 || !country ? scoped : index.search(text, { kinds });
  };
  return {
    search_knowledge: tool({
      description:
        'Search Charter’s sourced notes and the statutory rules it tracks (India, USA, UK). Returns passages with their source URL. ' +
        'Use it before stating any threshold, form, date or fee.',
      inputSchema: queryInput,
      execute: async ({ query }) => {
        const articles = search(query, ['article'])
          .slice(0, 3)
          .flatMap((hit) => index.article(hit.id) ?? []);
        const rules = search(query, ['rule'])
          .slice(0, 3)
          .flatMap((hit) => index.rule(hit.id) ?? []);
        for (const article of articles) for (const url of article.sources) findings.addSource(article.title, url);
        for (const rule of rules) findings.addSource(rule.name, rule.source_url);
        return findings.record({
          results: [
            ...articles.map((article) => ({
              title: article.title,
              country: article.country,
              points: article.points,
              sources: article.sources,
            })),
            ...rules.map((rule) => ({
              title: rule.name,
              country: rule.country,
              points: [rule.description, ...(rule.penalty ? [`Penalty: ${rule.penalty}`] : [])],
              sources: [rule.source_url],
            })),
          ],
        });
      },
    }),
    search_services: tool({
      description: 'Search Charter’s service catalogue (what the founder can buy). Returns services with their price.',
      inputSchema: queryInput,
      execute: async ({ query }) => {
        const services = search(query, ['service'])
          .slice(0, 5)
          .flatMap((hit) => index.service(hit.id) ?? []);
        services.forEach((service) => findings.addService(service));
        return findings.record({
          services: services.map((service) => ({
            id: service.id,
            name: service.name,
            description: service.description,
            price: servicePrice(service),
            cost_range: service.cost_range,
          })),
        });
      },
    }),
  };
}

/** The advisor's extra tool: the compliance engine's obligations of the one company the founder asked about. */
export function obligationTools(facts: AdvisorFacts, findings: ToolFindings, index: KnowledgeIndex): ToolSet {
  return {
    list_obligations: tool({
      description:
        'List this company’s statutory obligations from Charter’s compliance engine: status, due date, what a day of delay costs, ' +
        'late fees so far, why it applies and its legal source. These are the only dates and fees you may state.',
      inputSchema: z.object({
        status: z
          .enum([...displayStatuses, 'all'])
          .default('all')
          .describe('Only obligations with this status (overdue, pending, in_progress, completed), or all'),
      }),
      execute: async ({ status }) => {
        const chosen = facts.requirements.filter((requirement) => status === 'all' || requirement.status === status).slice(0, 40);
        for (const requirement of chosen) {
          findings.addSource(requirement.name, requirement.source_url);
          index.servicesFor(requirement.rule_id).forEach((service) => findings.addService(service));
        }
        return findings.record({
          company: facts.company.name,
          today: facts.today,
          obligations: chosen.map((requirement) => {
            const perDay = dailyCost(facts.rules.get(requirement.rule_id)?.late_fee, facts.company.turnover);
            return {
              name: requirement.name,
              period: requirement.period_label,
              status: requirement.status,
              due_date: requirement.due_date,
              cost_per_day_late: perDay ? formatMoney(perDay.amount_minor, perDay.currency) : null,
              late_fees_so_far: requirement.exposure ? formatMoney(requirement.exposure.amount_minor, requirement.exposure.currency) : null,
              penalty: requirement.penalty,
              why_it_applies: requirement.reasons.map((reason) => reason.text),
              legal_source: requirement.source_url,
            };
          }),
        });
      },
    }),
  };
}

/**
 * Both assistants' first tool: what the question asks and about what, resolved as the offline answer resolves it — the
 * obligation's date for this company (or the rule's schedule), its penalty, the service's price, the formation's fees.
 */
export function resolveTool(
  index: KnowledgeIndex,
  findings: ToolFindings,
  scope: { country: Country | undefined; today: string; facts?: SubjectFacts | undefined },
): ToolSet {
  return {
    resolve_question: tool({
      description:
        'Resolve the founder’s question first: what it asks (due date, cost, consequence, applicability, how-to) and which obligation, ' +
        'service or formation it names, answered from Charter’s data (the company’s obligations, the fee tables and the catalogue). ' +
        'Its dates and amounts are the only ones you may state.',
      inputSchema: z.object({ question: z.string().min(1).max(500).describe('The founder’s question, as written') }),
      execute: async ({ question }) => {
        const understanding = understand(withoutUrls(question).text);
        const answer = answerSubject(index, understanding, scope);
        if (!answer)
          return findings.record({
            intent: understanding.intent,
            resolved: false,
            note: 'The question names no obligation, service or formation.',
          });
        answer.sources.forEach((source) => findings.addSource(source.title, source.url));
        answer.services.forEach((service) => findings.addService(service));
        return findings.record({
          intent: understanding.intent,
          resolved: true,
          answer: answer.lead,
          details: answer.details,
          sources: answer.sources,
        });
      },
    }),
  };
}
