import {
  DASHBOARD_PRIORITY_ITEMS,
  DASHBOARD_RECOMMENDATIONS,
  dashboardInsights,
  filingsDueBeforeJoining,
  priorityItems,
  type Cart,
  type ComplianceList,
  type Company,
  type Dashboard,
  type DashboardCompliance,
} from '@charter/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { jurisdictionTimeZone, todayIn } from '../../lib/jurisdiction-today';
import { AppError } from '../../http/app-error';
import type { CartService } from '../cart/cart.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CompanyAccess } from '../companies/company-access';
import type { ComplianceService } from '../compliance/compliance.service';
import type { ComputedPlan } from '../compliance/compliance-plan-cache';
import type { OrdersService } from '../orders/orders.service';
import type { TasksService } from '../orders/tasks.service';
import type { RecommendationsService } from '../recommendations/recommendations.service';
import { createDashboardCache, type DashboardCache } from './dashboard-cache';
import { dashboardRepository } from './dashboard.repository';

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  cart: Pick<CartService, 'get' | 'ofRead'>;
  catalogue: Pick<CatalogueService, 'list'>;
  orders: Pick<OrdersService, 'dashboardSummary' | 'dashboardFigures'>;
  tasks: Pick<TasksService, 'dashboard'>;
  compliance: Pick<ComplianceService, 'overview'>;
  recommendations: Pick<RecommendationsService, 'forCompany' | 'peersOf'>;
  cache?: DashboardCache;
}

const ignore = () => {};

/**
 * GET /api/dashboard?company_id=: what the dashboard shows for one company. A founder's request makes one read (the
 * company with the caller's role and dashboard version, its cart, the logic rules' version: dashboard.repository.ts),
 * checks access on it, and is answered from the kept dashboard while nothing it was composed from changed
 * (dashboard-cache.ts). Otherwise it composes the other modules' services (each checks access on that same read) with
 * three more reads, run together: the one-row figures (order counts, paid services, the logic rules' version), the
 * recent orders and the tasks panel; the compliance plan and the logic rules are kept by their own modules.
 * The check answers 404 for anyone not a member, before anything read is used.
 */
export function createDashboardService({ db, clock, access, cart, catalogue, orders, tasks, compliance, recommendations, cache }: Deps) {
  const kept = cache ?? createDashboardCache();
  return {
    forCompany(actor: Actor, companyId: string): Promise<Dashboard> {
      // An API key's scopes are checked by access.company only: such a caller is answered as before, composed afresh.
      const read = actor.type === 'user' && !actor.apiKey ? keptOrComposed : uncached;
      return access.withSharedLookups(() => read(actor, companyId));
    },
  };

  async function keptOrComposed(actor: Actor, companyId: string): Promise<Dashboard> {
    if (!isUuid(companyId)) throw AppError.notFound('Company');
    const read = dashboardRepository.companyRead(db, companyId, actor.id);
    // Started before any await: the modules composing below make their access checks on this same read.
    access.offer(actor, companyId, read);
    const found = await read;
    // Every permission the composition checks, checked here: a kept answer is never served past a check it would fail.
    const { company, row } = access.member(actor, found, 'company:read');
    access.member(actor, found, 'orders:read');
    access.member(actor, found, 'compliance:read');
    const now = clock();
    // All read before anything is composed: a change after them gives different inputs next time, so what is kept
    // for them is never older than they say (a newer composition under older inputs is only a miss later).
    const [plan, { list: services }, peers] = await Promise.all([
      compliance.overview(actor, company.id),
      catalogue.list(),
      recommendations.peersOf(company),
    ]);
    const inputs = {
      version: row.dashboardVersion,
      today: todayIn(jurisdictionTimeZone(company.country, company.state), now),
      utcDay: now.toISOString().slice(0, 10),
      logicRules: found!.logicRulesVersion,
      catalogue: services.version,
      plan,
      peers,
    };
    return kept.get(company.id, inputs, () => compose(actor, company, cart.ofRead(company, found!.items), Promise.resolve(plan)));
  }

  /** Staff, API keys: every module checks access with its own rules (access.company), and nothing is kept. */
  async function uncached(actor: Actor, companyId: string): Promise<Dashboard> {
    // Begun first, so the check below is made on its read; awaited only after that check passed.
    const cartRead = cart.get(actor, companyId);
    cartRead.catch(ignore);
    const { company } = await access.company(actor, companyId, 'company:read');
    return compose(actor, company, cartRead, compliance.overview(actor, company.id));
  }

  async function compose(actor: Actor, company: Company, cartRead: Promise<Cart>, plan: Promise<ComputedPlan>): Promise<Dashboard> {
    const figures = orders.dashboardFigures(company.id);
    figures.catch(ignore);
    const [cartView, orderFigures, taskPanel, { list, health }, { paidServiceIds, logicRulesVersion }] = await Promise.all([
      cartRead,
      orders.dashboardSummary(actor, company.id, figures),
      tasks.dashboard(actor, company.id),
      plan,
      figures,
    ]);
    // Ranked from the list, cart and figures just read, not read again.
    const recommended = await recommendations.forCompany(actor, company.id, { list, cart: cartView, paidServiceIds, logicRulesVersion });
    return {
      company_id: company.id,
      cart: cartView,
      ...orderFigures,
      tasks: taskPanel,
      recommendations: recommended.slice(0, DASHBOARD_RECOMMENDATIONS),
      compliance: compliancePanel(list, company),
      compliance_health: health,
      insights: dashboardInsights(company, health),
    };
  }
}

/** The summary and the top items of the list (the compliance page asks for the whole list itself). */
function compliancePanel(list: ComplianceList, company: Company): DashboardCompliance {
  return {
    as_of: list.as_of,
    stage: list.stage,
    summary: list.summary,
    total: list.requirements.length,
    top: priorityItems(list.requirements, DASHBOARD_PRIORITY_ITEMS),
    // Asked only until the founder answers (as on the compliance page).
    past_filings_due: company.past_filings === null ? filingsDueBeforeJoining(list.requirements, company.created_at).length : 0,
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
