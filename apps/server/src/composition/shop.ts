import type { AuditService } from '../modules/audit/audit.service';
import { createCartService } from '../modules/cart/cart.service';
import { createCheckoutService } from '../modules/cart/checkout.service';
import { createCatalogueAdminService } from '../modules/catalogue/catalogue-admin.service';
import type { CatalogueService } from '../modules/catalogue/catalogue.service';
import type { CompaniesService } from '../modules/companies/companies.service';
import type { CompanyAccess } from '../modules/companies/company-access';
import type { ComplianceService } from '../modules/compliance/compliance.service';
import { createDashboardService } from '../modules/dashboard/dashboard.service';
import type { InvoicesService } from '../modules/orders/invoices.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { PaymentsService } from '../modules/orders/payments.service';
import type { TasksService } from '../modules/orders/tasks.service';
import { createLogicRulesService } from '../modules/recommendations/logic-rules.service';
import { createRecommendationsService } from '../modules/recommendations/recommendations.service';
import type { Wiring } from './wiring';

/** What a founder buys and is offered: the cart and checkout, recommendations and their rules, the dashboard. */
export function composeShop(
  { config, deps, database, clock }: Wiring,
  {
    access,
    audit,
    catalogue,
    compliance,
    companies,
    orders,
    tasks,
    payments,
    invoices,
  }: {
    access: CompanyAccess;
    audit: AuditService;
    catalogue: CatalogueService;
    compliance: ComplianceService;
    companies: CompaniesService;
    orders: OrdersService;
    tasks: TasksService;
    payments: PaymentsService;
    invoices: InvoicesService;
  },
) {
  const db = database.db;
  const cart = createCartService({ db, access, audit, catalogue });
  const checkout = createCheckoutService({ db, access, catalogue, orders, payments, invoices, appUrl: config.appUrl });
  const catalogueAdmin = createCatalogueAdminService({ db, clock, audit, catalogue, cart, orders });
  const recommendations = createRecommendationsService({
    db,
    clock,
    access,
    catalogue,
    compliance,
    cart,
    orders,
    peersMaxAgeMs: deps.recommendationPeersMaxAgeMs,
  });
  const logicRules = createLogicRulesService({ db, clock, audit, access, catalogue, companies });
  const dashboard = createDashboardService({ db, clock, access, cart, catalogue, orders, tasks, compliance, recommendations });
  return { cart, checkout, catalogueAdmin, recommendations, logicRules, dashboard };
}
