import { companyApiKeyRoutes } from '../modules/api-keys/api-keys.routes';
import { companyWebhookRoutes } from '../modules/webhooks-out/webhooks-out.routes';
import { adminAnalyticsRoutes, analyticsRoutes } from '../modules/analytics/analytics.routes';
import { adminBookingsRoutes, bookingsRoutes } from '../modules/bookings/bookings.routes';
import { adminCancellationRoutes, orderCancellationRoutes } from '../modules/orders/cancellations.routes';
import { adminInvoiceRoutes, invoiceRoutes } from '../modules/orders/invoices.routes';
import { adminOrdersRoutes } from '../modules/orders/admin-orders.routes';
import { adminRoutes } from '../modules/admin/admin.routes';
import { adminTaskRoutes } from '../modules/orders/task-review.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { calendarRoutes } from '../modules/calendar/calendar.routes';
import { cartRoutes, companyCartRoutes } from '../modules/cart/cart.routes';
import { catalogueAdminRoutes } from '../modules/catalogue/catalogue-admin.routes';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes';
import { chatRoutes, complianceChatRoutes } from '../modules/chat/chat.routes';
import { checkoutRoutes } from '../modules/cart/checkout.routes';
import { companiesRoutes } from '../modules/companies/companies.routes';
import { companyComplianceRoutes, complianceRoutes } from '../modules/compliance/compliance.routes';
import { companyMembersRoutes, companyNotificationRoutes, invitationsRoutes } from '../modules/companies/members.routes';
import { companyRecommendationRoutes } from '../modules/recommendations/recommendations.routes';
import { complianceAdminRoutes } from '../modules/compliance/compliance-admin.routes';
import { accountExportRoutes, companyExportRoutes, exportDownloadRoutes } from '../modules/data-export/data-export.routes';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { documentsRoutes, taskDocumentRoutes } from '../modules/orders/documents.routes';
import { incorporationRoutes } from '../modules/incorporation/incorporation.routes';
import { logicRulesRoutes } from '../modules/recommendations/logic-rules.routes';
import { orderTaskRoutes, tasksRoutes } from '../modules/orders/tasks.routes';
import { ordersRoutes } from '../modules/orders/orders.routes';
import { paymentRoutes, webhookRoutes } from '../modules/orders/payments.routes';
import { registryAdminRoutes } from '../modules/registry/registry-admin.routes';
import { registryRoutes } from '../modules/registry/registry.routes';
import { remindersRoutes } from '../modules/reminders/reminders.routes';
import { sandboxGatewayRoutes } from '../modules/orders/sandbox-gateway.routes';
import { staffRoutes } from '../modules/admin/staff.routes';
import { systemRoutes } from '../modules/system/system.routes';
import { usersAdminRoutes } from '../modules/users/users-admin.routes';
import { usersRoutes } from '../modules/users/users.routes';
import { accountDeletionRoutes, companyDeletionRoutes, deletionRequestRoutes } from '../modules/data-deletion/data-deletion.routes';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HttpContext } from '../http/context';
import type { AppServices } from './app-services';

type ApiContext = HttpContext & { services: AppServices };
/** A route module and the prefix it is registered under ('' for none). */
type Mount = [FastifyPluginAsyncZod<ApiContext>, string];

async function mount(app: FastifyInstance, context: ApiContext, mounts: Mount[]): Promise<void> {
  // An empty prefix is none: it also drops the prefix of the module the list is mounted in.
  for (const [routes, prefix] of mounts) await app.register(routes, { ...context, prefix });
}

/**
 * The back office: one guard for every route under /api/admin but sign-in, checked on the request before its body is
 * read, so no caller without a live admin session learns anything (not even a validation message).
 */
const backOfficeRoutes: FastifyPluginAsyncZod<ApiContext> = async (backOffice, context) => {
  backOffice.addHook('onRequest', context.guards.requireAdmin);
  await mount(backOffice, context, [
    [staffRoutes, ''],
    [registryAdminRoutes, '/registry'],
    [adminCancellationRoutes, '/orders'],
    [adminOrdersRoutes, '/orders'],
    [adminInvoiceRoutes, '/orders'],
    [usersAdminRoutes, '/users'],
    [catalogueAdminRoutes, '/services'],
    [adminTaskRoutes, '/tasks'],
    [adminBookingsRoutes, '/bookings'],
    [logicRulesRoutes, '/logic'],
    [complianceAdminRoutes, '/compliance'],
    [adminAnalyticsRoutes, '/analytics'],
  ]);
};

/** Every route module under /api with its prefix, in the order they are registered (the API reference lists them so). */
const apiRoutes: Mount[] = [
  [systemRoutes, ''],
  [authRoutes, '/auth'],
  [usersRoutes, '/users'],
  [accountDeletionRoutes, '/users/me/deletion'],
  [deletionRequestRoutes, '/deletion-requests'],
  [adminRoutes, '/admin'],
  [backOfficeRoutes, '/admin'],
  [companiesRoutes, '/companies'],
  [companyComplianceRoutes, '/companies'],
  [companyMembersRoutes, '/companies'],
  [invitationsRoutes, '/invitations'],
  [remindersRoutes, '/reminders'],
  [companyNotificationRoutes, '/companies'],
  [calendarRoutes, '/calendar'],
  [complianceRoutes, '/compliance'],
  [complianceChatRoutes, '/compliance'],
  [chatRoutes, '/chat'],
  [registryRoutes, '/mca'],
  [ordersRoutes, '/orders'],
  [invoiceRoutes, '/orders'],
  [orderTaskRoutes, '/orders'],
  [tasksRoutes, '/tasks'],
  [taskDocumentRoutes, '/orders'],
  [documentsRoutes, '/documents'],
  [orderCancellationRoutes, '/orders'],
  [bookingsRoutes, '/bookings'],
  [dashboardRoutes, '/dashboard'],
  [analyticsRoutes, '/analytics'],
  [incorporationRoutes, '/incorporation'],
  [catalogueRoutes, '/services'],
  [cartRoutes, '/cart'],
  [checkoutRoutes, '/checkout'],
  [companyRecommendationRoutes, '/companies'],
  [companyCartRoutes, '/companies'],
  [companyApiKeyRoutes, '/companies'],
  [companyWebhookRoutes, '/companies'],
  [companyExportRoutes, '/companies'],
  [accountExportRoutes, '/users'],
  [exportDownloadRoutes, '/exports'],
  [companyDeletionRoutes, '/companies'],
  [paymentRoutes, '/payment'],
  [webhookRoutes, '/webhooks'],
];

/** Every route module under /api, each with its prefix; the back office behind one guard. */
export async function registerApiRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  const { sandboxGateway } = context.services;
  await app.register(
    async (api) => {
      await mount(api, context, apiRoutes);
      if (sandboxGateway) await api.register(sandboxGatewayRoutes, { ...context, prefix: '/sandbox' });
    },
    { prefix: '/api' },
  );
}
