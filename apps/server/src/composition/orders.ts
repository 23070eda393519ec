import type { PaymentProviderName } from '@charter/shared';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import { createRazorpayProvider } from '../adapters/payments/razorpay-provider';
import { createSandboxGateway } from '../adapters/payments/sandbox-provider';
import { createStripeProvider } from '../adapters/payments/stripe-provider';
import { createFileStorage } from '../adapters/storage/create-file-storage';
import type { JobSender } from '../jobs/job-queue';
import type { AdminService } from '../modules/admin/admin.service';
import type { AuditService } from '../modules/audit/audit.service';
import { createBookingsService } from '../modules/bookings/bookings.service';
import type { CompaniesService } from '../modules/companies/companies.service';
import type { CompanyAccess } from '../modules/companies/company-access';
import type { MembersService } from '../modules/companies/members.service';
import type { ComplianceService } from '../modules/compliance/compliance.service';
import { createIncorporationService } from '../modules/incorporation/incorporation.service';
import type { Mailer } from '../modules/mail/mail.service';
import { createAdminOrdersService } from '../modules/orders/admin-orders.service';
import { createCancellationsService } from '../modules/orders/cancellations.service';
import { createDocumentsService } from '../modules/orders/documents.service';
import { createInvoicesService } from '../modules/orders/invoices.service';
import { createOrdersService } from '../modules/orders/orders.service';
import { createPaymentsService, type PaymentsService } from '../modules/orders/payments.service';
import { createTaskReviewService } from '../modules/orders/task-review.service';
import { createTasksService } from '../modules/orders/tasks.service';
import { sandboxSigningSecret } from '../modules/system/install-secrets';
import type { UsersService } from '../modules/users/users.service';
import type { Wiring } from './wiring';

/** Orders from payment to delivery: payments and their providers, invoices, tasks and their documents, bookings. */
export async function composeOrders(
  { config, deps, database, clock, log }: Wiring,
  {
    jobs,
    mailer,
    users,
    access,
    audit,
    compliance,
    companies,
    members,
    admin,
  }: {
    jobs: JobSender;
    mailer: Mailer;
    users: UsersService;
    access: CompanyAccess;
    audit: AuditService;
    compliance: ComplianceService;
    companies: CompaniesService;
    members: MembersService;
    admin: AdminService;
  },
) {
  const db = database.db;
  const { appUrl } = config;
  const contacts = (executor: typeof db, companyId: string) => members.contacts(executor, companyId);
  const orders = createOrdersService({
    db,
    clock,
    access,
    audit,
    mailer,
    users,
    complianceHealth: (actor, companyId) => compliance.health(actor, companyId),
    appUrl,
  });
  const tasks = createTasksService({ db, clock, orders, access, audit, mailer, contacts, appUrl });
  // Task documents' bytes: local disk under DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set.
  const storage = deps.storage ?? (await createFileStorage(config.storage));
  const documents = createDocumentsService({
    db,
    clock,
    orders,
    audit,
    mailer,
    contacts,
    storage,
    maxBytes: config.uploads.maxBytes,
    appUrl,
    onOrphan: (key, error) => log.error({ err: error, key }, 'an uploaded file could not be removed after its write failed'),
  });
  const invoices = createInvoicesService({ db, clock, config: config.invoicing, orders });
  const cancellations = createCancellationsService({ db, clock, orders, audit, mailer, appUrl });
  const taskReview = createTaskReviewService({
    db,
    orders,
    tasks,
    documents,
    audit,
    staff: { list: () => admin.staffMembers(), find: (id, executor) => admin.staffMember(id, executor) },
  });
  const bookings = createBookingsService({
    db,
    clock,
    audit,
    mailer,
    appUrl,
    hours: config.consultationHours,
    founderZoneOf: async (userId) => (await users.findById(userId))?.timeZone ?? null,
    staffZoneOf: (adminId) => admin.timeZoneOf(adminId),
  });

  const { payments: paymentsConfig } = config;
  // The sandbox signs what it says like a real provider; the app verifies it through the same path.
  const sandboxGateway = paymentsConfig.sandbox.enabled
    ? createSandboxGateway({
        db,
        clock,
        // Configured, or this install's own, generated once and kept in the database for every process of the install.
        secret: paymentsConfig.sandbox.secret ?? (await sandboxSigningSecret(db)),
        appUrl,
        // The sandbox waits for its event to be applied (its job then finds it settled), as its pages and tests
        // expect the order to have moved when the sandbox answers; a real provider's webhook only waits for the record.
        deliverWebhook: async (rawBody, headers) => {
          const { eventId } = await payments.ingestWebhook('sandbox', rawBody, headers);
          if (eventId) await payments.applyRecorded(eventId);
        },
      })
    : undefined;
  const paymentProviders: Partial<Record<PaymentProviderName, PaymentProvider>> = {
    sandbox: sandboxGateway?.provider,
    razorpay: paymentsConfig.razorpay ? createRazorpayProvider(paymentsConfig.razorpay) : undefined,
    stripe: paymentsConfig.stripe ? createStripeProvider(paymentsConfig.stripe) : undefined,
    ...deps.paymentProviders,
  };
  const payments: PaymentsService = createPaymentsService({
    db,
    clock,
    access,
    audit,
    providers: paymentProviders,
    // INR → Razorpay, others → Stripe, when configured; otherwise the sandbox (absent in production: 503).
    route: (currency) => {
      const preferred = currency === 'INR' ? 'razorpay' : 'stripe';
      if (paymentProviders[preferred]) return preferred;
      return paymentProviders.sandbox ? 'sandbox' : undefined;
    },
    appUrl,
    jobs,
    // The embedded database has one connection: a job would wait for the same connection as the request, behind the
    // other jobs, so there the request applies the event itself, as before issue 32 (queued, the bench measured 9 → 4
    // events/s on PGlite at a load of 8–12; one pair, then 2 and 2 at 16).
    applyWebhooksInRequest: database.kind === 'pglite',
    // The invoice takes its number in the transaction that marks the order paid, or nothing commits.
    onPaidInTransaction: async (tx, order, paidAt) => {
      await invoices.issueInvoice(tx, order, paidAt);
    },
  });
  const adminOrders = createAdminOrdersService({
    db,
    clock,
    audit,
    mailer,
    payments,
    companies,
    appUrl,
    creditNote: (tx, order, amounts, at) => invoices.issueCreditNote(tx, order, amounts, at),
  });
  const incorporation = createIncorporationService({ db, companies, orders, payments, invoices });
  return {
    orders,
    tasks,
    storage,
    documents,
    invoices,
    cancellations,
    taskReview,
    bookings,
    sandboxGateway,
    payments,
    adminOrders,
    incorporation,
  };
}
