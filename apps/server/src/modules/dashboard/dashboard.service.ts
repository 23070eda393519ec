import {
  DASHBOARD_PRIORITY_ITEMS,
  DASHBOARD_RECOMMENDATIONS,
  dashboardInsights,
  filingsDueBeforeJoining,
  priorityItems,
  type ComplianceList,
  type Company,
  type Dashboard,
  type DashboardCompliance,
} from '@charter/shared';
import type { Actor } from '../../lib/actor';
import type { CartService } from '../cart/cart.service';
import type { CompanyAccess } from '../companies/company-access';
import type { ComplianceService } from '../compliance/compliance.service';
import type { OrdersService } from '../orders/orders.service';
import type { TasksService } from '../orders/tasks.service';
import type { RecommendationsService } from '../recommendations/recommendations.service';

interface Deps {
  access: CompanyAccess;
  cart: Pick<CartService, 'get'>;
  orders: Pick<OrdersService, 'dashboardSummary' | 'dashboardFigures'>;
  tasks: Pick<TasksService, 'dashboard'>;
  compliance: Pick<ComplianceService, 'overview'>;
  recommendations: Pick<RecommendationsService, 'forCompany'>;
}

const ignore = () => {};

/**
 * GET /api/dashboard?company_id=: what the dashboard shows for one company. It composes the other modules' services
 * (each checks access itself) on four reads, run together: the company with the caller's role and its cart (the
 * cart's one read, on which every module's check is made), the one-row figures (order counts, paid services, the
 * logic rules' version), the recent orders and the tasks panel; the compliance plan and the logic rules are kept.
 * The first check answers 404 for anyone not a member, before anything read is used.
 */
export function createDashboardService({ access, cart, orders, tasks, compliance, recommendations }: Deps) {
  return {
    forCompany(actor: Actor, companyId: string): Promise<Dashboard> {
      return access.withSharedLookups(() => compose(actor, companyId));
    },
  };

  async function compose(actor: Actor, companyId: string): Promise<Dashboard> {
    // Begun first, so the check below is made on its read; awaited only after that check passed.
    const cartRead = cart.get(actor, companyId);
    cartRead.catch(ignore);
    const { company } = await access.company(actor, companyId, 'company:read');
    const figures = orders.dashboardFigures(company.id);
    figures.catch(ignore);
    const [cartView, orderFigures, taskPanel, { list, health }, { paidServiceIds, logicRulesVersion }] = await Promise.all([
      cartRead,
      orders.dashboardSummary(actor, company.id, figures),
      tasks.dashboard(actor, company.id),
      compliance.overview(actor, company.id),
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
