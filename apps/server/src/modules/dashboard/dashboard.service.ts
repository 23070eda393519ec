import { DASHBOARD_RECOMMENDATIONS, dashboardInsights, type Dashboard } from '@charter/shared';
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
      compliance: list,
      compliance_health: health,
      insights: dashboardInsights(company, health),
    };
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>;
