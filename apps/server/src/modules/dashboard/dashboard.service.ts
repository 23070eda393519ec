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
  orders: Pick<OrdersService, 'dashboardSummary'>;
  tasks: Pick<TasksService, 'dashboard'>;
  compliance: Pick<ComplianceService, 'overview'>;
  recommendations: Pick<RecommendationsService, 'forCompany'>;
}

/**
 * GET /api/dashboard?company_id=: what the dashboard shows for one company, answered in one round trip. It composes
 * the other modules' services (each checks access itself); the first check answers 404 for anyone not a member.
 */
export function createDashboardService({ access, cart, orders, tasks, compliance, recommendations }: Deps) {
  return {
    forCompany(actor: Actor, companyId: string): Promise<Dashboard> {
      return access.withSharedLookups(() => compose(actor, companyId));
    },
  };

  async function compose(actor: Actor, companyId: string): Promise<Dashboard> {
    const { company } = await access.company(actor, companyId, 'company:read');
    const [cartView, orderFigures, taskPanel, { list, health }] = await Promise.all([
      cart.get(actor, company.id),
      orders.dashboardSummary(actor, company.id),
      tasks.dashboard(actor, company.id),
      compliance.overview(actor, company.id),
    ]);
    // Ranked from the list and cart just read, not read again.
    const recommended = await recommendations.forCompany(actor, company.id, { list, cart: cartView });
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
