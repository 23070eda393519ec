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
import type { HttpContext } from '../http/context';
import type { AppServices } from './app-services';

/** Every route module under /api, each with its prefix; the back office behind one guard. */
export async function registerApiRoutes(app: FastifyInstance, context: HttpContext & { services: AppServices }): Promise<void> {
  const { sandboxGateway } = context.services;
  await app.register(
    async (api) => {
      await api.register(systemRoutes, context);
      await api.register(authRoutes, { ...context, prefix: '/auth' });
      await api.register(usersRoutes, { ...context, prefix: '/users' });
      await api.register(accountDeletionRoutes, { ...context, prefix: '/users/me/deletion' });
      await api.register(deletionRequestRoutes, { ...context, prefix: '/deletion-requests' });
      await api.register(adminRoutes, { ...context, prefix: '/admin' });
      // The back office: one guard for every route under /api/admin but sign-in, checked on the request before its
      // body is read, so no caller without a live admin session learns anything (not even a validation message).
      await api.register(
        async (backOffice) => {
          backOffice.addHook('onRequest', context.guards.requireAdmin);
          await backOffice.register(staffRoutes, context);
          await backOffice.register(registryAdminRoutes, { ...context, prefix: '/registry' });
          await backOffice.register(adminCancellationRoutes, { ...context, prefix: '/orders' });
          await backOffice.register(adminOrdersRoutes, { ...context, prefix: '/orders' });
          await backOffice.register(adminInvoiceRoutes, { ...context, prefix: '/orders' });
          await backOffice.register(usersAdminRoutes, { ...context, prefix: '/users' });
          await backOffice.register(catalogueAdminRoutes, { ...context, prefix: '/services' });
          await backOffice.register(adminTaskRoutes, { ...context, prefix: '/tasks' });
          await backOffice.register(adminBookingsRoutes, { ...context, prefix: '/bookings' });
          await backOffice.register(logicRulesRoutes, { ...context, prefix: '/logic' });
          await backOffice.register(complianceAdminRoutes, { ...context, prefix: '/compliance' });
          await backOffice.register(adminAnalyticsRoutes, { ...context, prefix: '/analytics' });
        },
        { prefix: '/admin' },
      );
      await api.register(companiesRoutes, { ...context, prefix: '/companies' });
      await api.register(companyComplianceRoutes, { ...context, prefix: '/companies' });
      await api.register(companyMembersRoutes, { ...context, prefix: '/companies' });
      await api.register(invitationsRoutes, { ...context, prefix: '/invitations' });
      await api.register(remindersRoutes, { ...context, prefix: '/reminders' });
      await api.register(companyNotificationRoutes, { ...context, prefix: '/companies' });
      await api.register(calendarRoutes, { ...context, prefix: '/calendar' });
      await api.register(complianceRoutes, { ...context, prefix: '/compliance' });
      await api.register(complianceChatRoutes, { ...context, prefix: '/compliance' });
      await api.register(chatRoutes, { ...context, prefix: '/chat' });
      await api.register(registryRoutes, { ...context, prefix: '/mca' });
      await api.register(ordersRoutes, { ...context, prefix: '/orders' });
      await api.register(invoiceRoutes, { ...context, prefix: '/orders' });
      await api.register(orderTaskRoutes, { ...context, prefix: '/orders' });
      await api.register(tasksRoutes, { ...context, prefix: '/tasks' });
      await api.register(taskDocumentRoutes, { ...context, prefix: '/orders' });
      await api.register(documentsRoutes, { ...context, prefix: '/documents' });
      await api.register(orderCancellationRoutes, { ...context, prefix: '/orders' });
      await api.register(bookingsRoutes, { ...context, prefix: '/bookings' });
      await api.register(dashboardRoutes, { ...context, prefix: '/dashboard' });
      await api.register(analyticsRoutes, { ...context, prefix: '/analytics' });
      await api.register(incorporationRoutes, { ...context, prefix: '/incorporation' });
      await api.register(catalogueRoutes, { ...context, prefix: '/services' });
      await api.register(cartRoutes, { ...context, prefix: '/cart' });
      await api.register(checkoutRoutes, { ...context, prefix: '/checkout' });
      await api.register(companyRecommendationRoutes, { ...context, prefix: '/companies' });
      await api.register(companyCartRoutes, { ...context, prefix: '/companies' });
      await api.register(companyApiKeyRoutes, { ...context, prefix: '/companies' });
      await api.register(companyWebhookRoutes, { ...context, prefix: '/companies' });
      await api.register(companyExportRoutes, { ...context, prefix: '/companies' });
      await api.register(accountExportRoutes, { ...context, prefix: '/users' });
      await api.register(exportDownloadRoutes, { ...context, prefix: '/exports' });
      await api.register(companyDeletionRoutes, { ...context, prefix: '/companies' });
      await api.register(paymentRoutes, { ...context, prefix: '/payment' });
      await api.register(webhookRoutes, { ...context, prefix: '/webhooks' });
      if (sandboxGateway) await api.register(sandboxGatewayRoutes, { ...context, prefix: '/sandbox' });
    },
    { prefix: '/api' },
  );
}
