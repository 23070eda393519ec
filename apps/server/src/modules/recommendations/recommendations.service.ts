import {
  formatMoney,
  logicFactsOf,
  logicRuleApplies,
  type Cart,
  type Company,
  type ComplianceList,
  type Recommendation,
  type RecommendationSource,
  type Requirement,
} from '@charter/shared';
import type { Db } from '../../db/client';
import { addDays, type Clock } from '../../lib/clock';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import type { Actor } from '../../lib/actor';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CartService } from '../cart/cart.service';
import type { CompanyAccess } from '../companies/company-access';
import type { ComplianceService } from '../compliance/compliance.service';
import type { OrdersService } from '../orders/orders.service';
import { logicRulesRepository, type LogicRuleRow } from './logic-rules.repository';
import { seedLogicRules, seedRuleTemplates } from './recommendation-seed';

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  catalogue: CatalogueService;
  compliance: ComplianceService;
  cart: CartService;
  orders: OrdersService;
  /** How long "companies like yours bought it" is kept per country and legal form (an aggregate over every order). */
  peersMaxAgeMs?: number | undefined;
}

/** At most this many come back; the dashboard shows 3 of them, the services page 4. */
export const MAX_RECOMMENDATIONS = 6;

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;

interface Candidate {
  serviceId: string;
  reason: string;
  source: RecommendationSource;
  score: number;
}

/**
 * GET /api/companies/{id}/ai-recommendations (spec §3): services for one company from three sources, each with a
 * reason in words a founder knows. Its own obligations first (an overdue one accruing late fees ranks highest), then
 * the logic rules that hold for its profile, then what companies like it bought. A service it has paid for or has in
 * its cart is left out.
 */
export function createRecommendationsService({ db, clock, access, catalogue, compliance, cart, orders, peersMaxAgeMs = 5 * 60_000 }: Deps) {
  const peerPurchases = createRefreshingCache(
    (key) => {
      const [country, entityType] = JSON.parse(key) as [Company['country'], Company['entity_type']];
      return orders.paidServicesOfPeers({ country, entityType });
    },
    { maxAgeMs: peersMaxAgeMs, now: () => clock().getTime() },
  );
  // The active logic rules as last read, kept while a caller that read their version (the dashboard's one-row figures)
  // finds it unchanged; a caller without a version reads them.
  let keptRules: { rules: LogicRuleRow[]; version: string } | undefined;
  async function activeRules(version: string | null | undefined): Promise<LogicRuleRow[]> {
    if (version && keptRules?.version === version) return keptRules.rules;
    const read = await logicRulesRepository.activeRulesVersioned(db);
    if (read.version) keptRules = { rules: read.rules, version: read.version };
    return read.rules;
  }

  // The rule firings this process has recorded today: a dashboard read records each (rule, company) once a day, not on
  // every load. Another process may record the same one again; the insert ignores that.
  const recorded = { day: '', keys: new Set<string>() };
  async function recordFirings(ruleIds: readonly string[], companyId: string): Promise<void> {
    const day = todayIso(clock());
    if (recorded.day !== day || recorded.keys.size > 100_000) Object.assign(recorded, { day, keys: new Set<string>() });
    const fresh = ruleIds.filter((ruleId) => !recorded.keys.has(`${ruleId}:${companyId}`));
    if (fresh.length === 0) return;
    await logicRulesRepository.recordTriggers(db, fresh, companyId, day);
    for (const ruleId of fresh) recorded.keys.add(`${ruleId}:${companyId}`);
  }

  function fromObligations(requirements: readonly Requirement[], asOf: string): Candidate[] {
    const withinMonth = addDays(new Date(`${asOf}T00:00:00Z`), 30)
      .toISOString()
      .slice(0, 10);
    return requirements
      .filter((requirement) => requirement.product_id && (requirement.status === 'overdue' || requirement.status === 'pending'))
      .map((requirement) => {
        if (requirement.status === 'overdue') {
          const accruing = requirement.exposure && requirement.exposure.amount_minor > 0;
          return {
            serviceId: requirement.product_id!,
            source: 'ai_analysis' as const,
            score: accruing ? 98 : 92,
            reason: accruing
              ? `${requirement.name} is overdue, with late fees of ${formatMoney(requirement.exposure!.amount_minor, requirement.exposure!.currency)} so far`
              : `${requirement.name} is overdue`,
          };
        }
        const soon = requirement.due_date !== null && requirement.due_date <= withinMonth;
        return {
          serviceId: requirement.product_id!,
          source: 'ai_analysis' as const,
          score: soon ? 80 : requirement.is_mandatory ? 60 : 45,
          reason: requirement.due_date ? `${requirement.name} is due on ${requirement.due_date}` : `${requirement.name} applies to you`,
        };
      });
  }

  /** What companies like this one bought, as kept (read again in the background once older than `peersMaxAgeMs`). */
  const peersOf = (company: Pick<Company, 'country' | 'entity_type'>) =>
    peerPurchases.get(JSON.stringify([company.country, company.entity_type]));

  return {
    /**
     * The peers' purchases the next ranking for this company would use: a new array each time they are read again,
     * so a kept dashboard compares it by identity (dashboard-cache.ts) and is composed again once it changed.
     */
    peersOf,

    /** Adds the seed rules and templates missing from the database (staff edits are kept). */
    async seed(): Promise<void> {
      await logicRulesRepository.insertMissingRules(db, seedLogicRules);
      await logicRulesRepository.upsertTemplates(db, seedRuleTemplates);
    },

    /**
     * `known`: what the caller has read already (the dashboard): the company's compliance list and cart, the services
     * it has paid for, and the logic rules' version (the kept rules are used while it is the same).
     */
    async forCompany(
      actor: Actor,
      companyId: string,
      known: { list?: ComplianceList; cart?: Cart; paidServiceIds?: readonly string[]; logicRulesVersion?: string | null } = {},
    ): Promise<Recommendation[]> {
      const { company } = await access.company(actor, companyId, 'orders:read');
      const [list, rules, bought, peers, inCart] = await Promise.all([
        known.list ?? compliance.list(actor, company.id),
        activeRules(known.logicRulesVersion),
        known.paidServiceIds ?? orders.paidServicesOf(company.id),
        peersOf(company),
        known.cart ?? cart.get(actor, company.id),
      ]);
      const facts = logicFactsOf(company);
      const fired = rules.filter((rule) => logicRuleApplies(rule, company.country, facts));
      // Counted once per rule, company and day, however often the dashboard and /products ask (the rule analytics).
      await recordFirings(
        fired.map((rule) => rule.id),
        company.id,
      );

      const candidates: Candidate[] = [
        ...fromObligations(list.requirements, list.as_of),
        ...fired.flatMap((rule) =>
          rule.recommendations.map((serviceId) => ({
            serviceId,
            source: 'admin_rule' as const,
            score: 40 + rule.priority * 5,
            reason: rule.description || rule.name,
          })),
        ),
        ...peers.map((peer) => ({
          serviceId: peer.serviceId,
          source: 'purchase_history' as const,
          score: 30 + Math.min(30, peer.companies * 5),
          reason: `${peer.companies} ${peer.companies === 1 ? 'company' : 'companies'} like yours (${company.entity_type}, ${company.country}) bought it`,
        })),
      ];
      const excluded = new Set([...bought, ...inCart.items.map((item) => item.service_id)]);
      // A service that fulfils obligations is offered only if one of them applies to this company: a GST filer is never
      // offered GST registration, and nothing is offered for an obligation the profile rules out (issue 28 §2).
      const applying = new Set(list.requirements.map((r) => r.rule_id));
      const best = new Map<string, Candidate>();
      for (const candidate of candidates) {
        if (excluded.has(candidate.serviceId)) continue;
        const current = best.get(candidate.serviceId);
        if (!current || candidate.score > current.score) best.set(candidate.serviceId, candidate);
      }
      const recommendations: Recommendation[] = [];
      for (const candidate of [...best.values()].sort((a, b) => b.score - a.score || a.serviceId.localeCompare(b.serviceId))) {
        const service = await catalogue.service(candidate.serviceId);
        if (!service) continue; // a rule naming a service that was withdrawn
        if (service.fulfils.length > 0 && !service.fulfils.some((ruleId) => applying.has(ruleId))) continue;
        recommendations.push({
          id: service.id,
          name: service.name,
          country: service.country,
          reason: candidate.reason,
          source: candidate.source,
          score: candidate.score,
          price: service.price,
          platform_fee: service.platform_fee,
          platform_fee_percentage: service.platform_fee_percentage,
          currency: service.currency,
        });
        if (recommendations.length === MAX_RECOMMENDATIONS) break;
      }
      return recommendations;
    },
  };
}

/** Firings are counted per UTC day. */
const todayIso = (now: Date) => now.toISOString().slice(0, 10);
