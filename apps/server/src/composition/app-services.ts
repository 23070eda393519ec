import type { ApiKeysService } from '../modules/api-keys/api-keys.service';
import type { WebhooksOutService } from '../modules/webhooks-out/webhooks-out.service';
import type { InvoicesService } from '../modules/orders/invoices.service';
import type { AdminPasswordResetService } from '../modules/admin/admin-password-reset.service';
import type { AdminService } from '../modules/admin/admin.service';
import type { StaffAccountsService } from '../modules/admin/staff-accounts.service';
import type { AuthService } from '../modules/auth/auth.service';
import type { AuditService } from '../modules/audit/audit.service';
import type { CompaniesService } from '../modules/companies/companies.service';
import type { CompanyAccess } from '../modules/companies/company-access';
import type { MembersService } from '../modules/companies/members.service';
import type { ComplianceService } from '../modules/compliance/compliance.service';
import type { ComplianceAdminService } from '../modules/compliance/compliance-admin.service';
import type { RegistryService } from '../modules/registry/registry.service';
import type { RemindersService } from '../modules/reminders/reminders.service';
import type { Mailer } from '../modules/mail/mail.service';
import type { CalendarService } from '../modules/calendar/calendar.service';
import type { UsersService } from '../modules/users/users.service';
import type { UsersAdminService } from '../modules/users/users-admin.service';
import type { OrderReportsService } from '../modules/orders/order-reports.service';
import type { OrdersService } from '../modules/orders/orders.service';
import type { TasksService } from '../modules/orders/tasks.service';
import type { DocumentsService } from '../modules/orders/documents.service';
import type { CancellationsService } from '../modules/orders/cancellations.service';
import type { TaskReviewService } from '../modules/orders/task-review.service';
import type { AdminOrdersService } from '../modules/orders/admin-orders.service';
import type { BookingsService } from '../modules/bookings/bookings.service';
import type { DashboardService } from '../modules/dashboard/dashboard.service';
import type { PaymentsService } from '../modules/orders/payments.service';
import type { SandboxGateway } from '../adapters/payments/sandbox-provider';
import type { IncorporationService } from '../modules/incorporation/incorporation.service';
import type { CatalogueService } from '../modules/catalogue/catalogue.service';
import type { CatalogueAdminService } from '../modules/catalogue/catalogue-admin.service';
import type { CartService } from '../modules/cart/cart.service';
import type { CheckoutService } from '../modules/cart/checkout.service';
import type { RecommendationsService } from '../modules/recommendations/recommendations.service';
import type { LogicRulesService } from '../modules/recommendations/logic-rules.service';
import type { AnalyticsService } from '../modules/analytics/analytics.service';
import type { ChatService } from '../modules/chat/chat.service';
import type { Reconciliation } from './reconciliation';
import type { DataExportService } from '../modules/data-export/data-export.service';
import type { DataDeletionService } from '../modules/data-deletion/data-deletion.service';

/**
 * Every service the composition root makes, by name: for jobs and scripts that act without a request, and for tests that
 * drive services directly (`app.services`). Route modules never see this bag: each names the services it uses
 * (`RouteContext` in http/context.ts).
 */
export interface AppServices {
  auth: AuthService;
  users: UsersService;
  usersAdmin: UsersAdminService;
  admin: AdminService;
  staffAccounts: StaffAccountsService;
  adminPasswordReset: AdminPasswordResetService;
  access: CompanyAccess;
  audit: AuditService;
  companies: CompaniesService;
  members: MembersService;
  compliance: ComplianceService;
  complianceAdmin: ComplianceAdminService;
  registry: RegistryService;
  reminders: RemindersService;
  mailer: Mailer;
  calendar: CalendarService;
  orders: OrdersService;
  invoices: InvoicesService;
  orderReports: OrderReportsService;
  tasks: TasksService;
  documents: DocumentsService;
  cancellations: CancellationsService;
  taskReview: TaskReviewService;
  adminOrders: AdminOrdersService;
  bookings: BookingsService;
  dashboard: DashboardService;
  payments: PaymentsService;
  /** The embedded payment gateway; undefined when the sandbox is off (production). */
  sandboxGateway: SandboxGateway | undefined;
  incorporation: IncorporationService;
  catalogue: CatalogueService;
  catalogueAdmin: CatalogueAdminService;
  cart: CartService;
  checkout: CheckoutService;
  recommendations: RecommendationsService;
  logicRules: LogicRulesService;
  analytics: AnalyticsService;
  chat: ChatService;
  /** The daily check that every committed fact has its job (jobs, and tests that lose one on purpose). */
  reconciliation: Reconciliation;
  apiKeys: ApiKeysService;
  webhooksOut: WebhooksOutService;
  dataExports: DataExportService;
  /** Issue 34 §2: account and company deletion, and the erase job. */
  dataDeletion: DataDeletionService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
