import { createAnalyticsService } from '../modules/analytics/analytics.service';
import { createRequestMetrics } from '../modules/analytics/request-metrics';
import type { CatalogueService } from '../modules/catalogue/catalogue.service';
import type { CompanyAccess } from '../modules/companies/company-access';
import type { ComplianceService } from '../modules/compliance/compliance.service';
import { createChatService } from '../modules/chat/chat.service';
import { createChatModel } from '../modules/chat/model/chat-model';
import type { OrderReportsService } from '../modules/orders/order-reports.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { TasksService } from '../modules/orders/tasks.service';
import type { Wiring } from './wiring';

/** What Charter tells: founders' and staff's analytics, the process's request metrics, and the two assistants. */
export function composeInsight(
  { config, deps, database, clock, log }: Wiring,
  services: {
    access: CompanyAccess;
    catalogue: CatalogueService;
    compliance: ComplianceService;
    orders: OrdersService;
    tasks: TasksService;
    orderReports: OrderReportsService;
  },
) {
  const db = database.db;
  const requestMetrics = createRequestMetrics({ defaultMetrics: Boolean(config.metricsToken) });
  const { access, catalogue, compliance } = services;
  // Analytics reads every one of these services.
  const analytics = createAnalyticsService({ db, clock, requestMetrics, startedAt: clock(), ...services });
  const chat = createChatService({
    db,
    clock,
    access,
    compliance,
    catalogue,
    budget: deps.chatBudget,
    model: config.llm ? createChatModel(config.llm) : undefined,
    onModelFailure: (error) =>
      log.warn({ err: error.cause ?? error, reason: error.reason }, 'the assistant answered offline: the model gave no answer'),
  });
  return { requestMetrics, analytics, chat };
}
