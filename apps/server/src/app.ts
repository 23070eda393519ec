import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGoogleOAuth, type GoogleOAuth } from './adapters/google/google-oauth';
import type { MailTransport } from './adapters/mail/mail-transport';
import { createOutboxTransport, type OutboxTransport } from './adapters/mail/outbox-transport';
import { createSmtpTransport } from './adapters/mail/smtp-transport';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import { compiledResponseSerializer } from './http/response-serializer';
import { registerApiDocs } from './http/api-docs';
import type { AppContext } from './http/context';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handler';
import { createGuards } from './http/guards';
import { assertSameOrigin, sessionTokenFrom } from './http/request-auth';
import { collectRouteTable } from './http/route-permissions';
import { appSecurityHeaders, registerSecurity } from './http/security';
import { registerWebApp } from './http/web-app';
import { registerCompression } from './http/compression';
import { systemClock, type Clock } from './lib/clock';
import { SessionCache } from './lib/session-cache';
import { createReadiness } from './lib/readiness';
import { createRedisClients } from './adapters/redis/redis-clients';
import { shareSessionCache } from './adapters/redis/redis-session-invalidation';
import { adminRoutes } from './modules/admin/admin.routes';
import { staffRoutes } from './modules/admin/staff.routes';
import { createAdminPasswordResetService } from './modules/admin/admin-password-reset.service';
import { createAdminService } from './modules/admin/admin.service';
import { createStaffAccountsService } from './modules/admin/staff-accounts.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { createCompanyAccess } from './modules/companies/company-access';
import { companyMembersRoutes, companyNotificationRoutes, invitationsRoutes } from './modules/companies/members.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { createCalendarService } from './modules/calendar/calendar.service';
import { createMembersService } from './modules/companies/members.service';
import { createAuditService } from './modules/audit/audit.service';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { createRemindersService } from './modules/reminders/reminders.service';
import { createCompaniesService, type CompaniesService } from './modules/companies/companies.service';
import { companyComplianceRoutes, complianceRoutes } from './modules/compliance/compliance.routes';
import { createComplianceService } from './modules/compliance/compliance.service';
import { complianceAdminRoutes } from './modules/compliance/compliance-admin.routes';
import { createComplianceAdminService } from './modules/compliance/compliance-admin.service';
import { createEmbeddedRegistryProvider } from './modules/registry/embedded-registry-provider';
import { registryRoutes } from './modules/registry/registry.routes';
import { registryAdminRoutes } from './modules/registry/registry-admin.routes';
import { createRegistryService } from './modules/registry/registry.service';
import { createHttpRegistryProvider } from './adapters/registry/http-registry-provider';
import { createCompaniesHouseProvider } from './adapters/registry/companies-house-provider';
import type { RegistryProvider } from './adapters/registry/registry-provider';
import type { ComplianceRule } from '@charter/compliance';
import { createUsersService } from './modules/users/users.service';
import { createUsersAdminService } from './modules/users/users-admin.service';
import { usersAdminRoutes } from './modules/users/users-admin.routes';
import { createOrderReportsService } from './modules/orders/order-reports.service';
import { startJobs, type Jobs } from './jobs/jobs';
import type { PaymentProviderName } from '@charter/shared';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { createRazorpayProvider } from './adapters/payments/razorpay-provider';
import { createSandboxGateway } from './adapters/payments/sandbox-provider';
import { createStripeProvider } from './adapters/payments/stripe-provider';
import { createOrdersService } from './modules/orders/orders.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { orderTaskRoutes, tasksRoutes } from './modules/orders/tasks.routes';
import { createTasksService } from './modules/orders/tasks.service';
import { documentsRoutes, taskDocumentRoutes } from './modules/orders/documents.routes';
import { createDocumentsService } from './modules/orders/documents.service';
import { adminCancellationRoutes, orderCancellationRoutes } from './modules/orders/cancellations.routes';
import { createCancellationsService } from './modules/orders/cancellations.service';
import { adminTaskRoutes } from './modules/orders/task-review.routes';
import { createTaskReviewService } from './modules/orders/task-review.service';
import { adminOrdersRoutes } from './modules/orders/admin-orders.routes';
import { createAdminOrdersService } from './modules/orders/admin-orders.service';
import { createInvoicesService } from './modules/orders/invoices.service';
import { adminInvoiceRoutes, invoiceRoutes } from './modules/orders/invoices.routes';
import { createFileStorage } from './adapters/storage/create-file-storage';
import type { FileStorage } from './adapters/storage/file-storage';
import { adminBookingsRoutes, bookingsRoutes } from './modules/bookings/bookings.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createBookingsService } from './modules/bookings/bookings.service';
import { paymentRoutes, webhookRoutes } from './modules/orders/payments.routes';
import { createPaymentsService, type PaymentsService } from './modules/orders/payments.service';
import { sandboxGatewayRoutes } from './modules/orders/sandbox-gateway.routes';
import { createIncorporationService } from './modules/incorporation/incorporation.service';
import { incorporationRoutes } from './modules/incorporation/incorporation.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue-admin.routes';
import { createCatalogueAdminService } from './modules/catalogue/catalogue-admin.service';
import { cartRoutes, companyCartRoutes } from './modules/cart/cart.routes';
import { createCartService } from './modules/cart/cart.service';
import { checkoutRoutes } from './modules/cart/checkout.routes';
import { companyRecommendationRoutes } from './modules/recommendations/recommendations.routes';
import { createRecommendationsService } from './modules/recommendations/recommendations.service';
import { logicRulesRoutes } from './modules/recommendations/logic-rules.routes';
import { createLogicRulesService } from './modules/recommendations/logic-rules.service';
import { createCheckoutService } from './modules/cart/checkout.service';
import { createMailer } from './modules/mail/mail.service';
import { mailSealingKey } from './modules/mail/mail-key';
import { sandboxSigningSecret } from './modules/system/install-secrets';
import { createSealedBox } from './lib/sealed-box';
import { adminAnalyticsRoutes, analyticsRoutes, prometheusRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createRequestMetrics } from './modules/analytics/request-metrics';
import { chatRoutes, complianceChatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { createChatModel } from './modules/chat/model/chat-model';
import type { ChatBudget } from './modules/chat/chat-limits';
import { createApiKeysService, type ApiKeyPrincipal } from './modules/api-keys/api-keys.service';
import { registerApiKeyRequests } from './modules/api-keys/api-key-requests';
import { companyApiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { createWebhooksOutService } from './modules/webhooks-out/webhooks-out.service';
import { companyWebhookRoutes } from './modules/webhooks-out/webhooks-out.routes';

export interface AppDependencies {
  database: Database;
  /** Replaces the Google adapter (tests stub the token exchange here). */
  google?: GoogleOAuth;
  mail?: MailTransport;
  clock?: Clock;
  /** Replaces India's registry provider. */
  registry?: RegistryProvider;
  /** Replaces the UK's (Companies House) provider. */
  registryUk?: RegistryProvider;
  /** Replaces a payment provider (tests point Stripe at a local fake). */
  paymentProviders?: Partial<Record<PaymentProviderName, PaymentProvider>>;
  /** Replaces the built-in statutory catalogue (tests of re-planning when the rules change). */
  complianceRules?: readonly ComplianceRule[];
  /** How long the service catalogue is kept in memory (tests set 0: every read goes to the database). */
  catalogueMaxAgeMs?: number;
  /** Replaces the configured file storage (DATA_DIR/uploads or S3_BUCKET). */
  storage?: FileStorage;
  /** How long peers' purchases are kept for the recommendations (tests that buy and then ask set 0). */
  recommendationPeersMaxAgeMs?: number;
  /** Replaces the assistants' question budgets (tests exhaust a small one). */
  chatBudget?: ChatBudget;
}

const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

const defaultWebDist = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The composition root: wires adapters, services and routes. Plugins go in a fixed order: external, app, routes. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const headers = appSecurityHeaders(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-admin-token"]'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // A hop count trusts that many proxies nearest the server (proxy-addr's rule); false trusts none.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler(headers),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledResponseSerializer({ checkContract: config.nodeEnv === 'test' }));

  // What several API processes share (REDIS_URL): the rate limit's counters and the session cache's forgets.
  const redis = config.redisUrl
    ? createRedisClients(config.redisUrl, (error) =>
        app.log.warn({ err: error }, 'Redis unreachable: rate limits and session caching are off'),
      )
    : undefined;

  // External plugins
  await app.register(cookie);
  await registerSecurity(app, config, headers, redis?.command);
  await registerCompression(app);
  await registerApiDocs(app);

  // App wiring
  const { database } = deps;
  const clock = deps.clock ?? systemClock;
  // Stored mail is sealed with the mail key (MAIL_ENCRYPTION_KEY, or the install's generated one).
  const mailBox = createSealedBox(await mailSealingKey(config, database));
  // Where the outbox worker delivers: SMTP, or the embedded dev mailbox (/dev/mailbox) when none is configured.
  const outbox: OutboxTransport | undefined = deps.mail || config.smtpUrl ? undefined : createOutboxTransport(database.db, mailBox);
  const mail = deps.mail ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : outbox!);
  const mailer = createMailer({
    db: database.db,
    transport: mail,
    clock,
    maxAttempts: config.mailRetry.limit + 1,
    box: mailBox,
    // A mail's invoice or credit note is drawn from the frozen document when it is sent (invoices is wired below).
    renderAttachment: (ref) => invoices.mailAttachment(ref),
  });
  const google =
    deps.google ??
    (config.google
      ? createGoogleOAuth(config.google.clientId, config.google.clientSecret, `${config.appUrl}/api/auth/google/callback`)
      : undefined);
  const sessionCache = new SessionCache();
  if (redis) shareSessionCache(sessionCache, redis, (error) => app.log.warn({ err: error }, 'a session forget was not published'));
  const users = createUsersService(database.db, (userId) => sessionCache.forgetUser(userId));
  const auth = createAuthService({ db: database.db, mailer, config, clock, sessionCache, users });
  // The one access check every company-scoped service calls first, and the audit log they write to.
  const access = createCompanyAccess(database.db);
  const audit = createAuditService({ db: database.db, clock, access, onRecorded: (tx, entry) => webhooksOut.onAudit(tx, entry) });
  const catalogue = createCatalogueService({ db: database.db, maxAgeMs: deps.catalogueMaxAgeMs });
  // Companies and compliance refer to each other only through the planner hook, resolved lazily.
  const compliance = createComplianceService({
    db: database.db,
    clock,
    access,
    audit,
    companies: () => companies,
    rules: deps.complianceRules,
    products: () => catalogue.productsForRules(),
  });
  const companies: CompaniesService = createCompaniesService({
    db: database.db,
    clock,
    access,
    audit,
    registry: () => registry,
    onProfileChanged: compliance.onProfileChanged,
    completePastFilings: compliance.completePastFilings,
  });
  const complianceAdmin = createComplianceAdminService({ db: database.db, clock, audit, compliance, companies: () => companies });
  const cart = createCartService({ db: database.db, access, audit, catalogue });
  const members = createMembersService({ db: database.db, access, audit, mailer, clock, appUrl: config.appUrl, users });
  const calendar = createCalendarService({ members, companies, compliance, appUrl: config.appUrl });
  const reminders = createRemindersService({
    db: database.db,
    clock,
    compliance,
    mailer,
    appUrl: config.appUrl,
  });
  const registry = createRegistryService({
    db: database.db,
    audit,
    providers: {
      India:
        deps.registry ??
        (config.registryApi
          ? createHttpRegistryProvider(config.registryApi.url, config.registryApi.apiKey)
          : createEmbeddedRegistryProvider(database.db)),
      UK:
        deps.registryUk ??
        (config.companiesHouse ? createCompaniesHouseProvider(config.companiesHouse.url, config.companiesHouse.apiKey) : undefined),
    },
  });
  const orderReports = createOrderReportsService({ db: database.db });
  const usersAdmin = createUsersAdminService({
    db: database.db,
    clock,
    audit,
    revokeSignIns: (executor, userId) => auth.revokeSignIns(executor, userId),
    forgetCachedSessions: (userId) => auth.forgetCachedSessions(userId),
    companiesOf: (userId) => companies.membershipsOf(userId),
    ordersOf: (userId) => orderReports.placedBy(userId),
  });
  const admin = createAdminService({
    db: database.db,
    config,
    clock,
    users,
    statisticsSources: {
      orders: () => orderReports.counts(),
      revenue: () => orderReports.revenue(),
      services: async () => (await catalogue.list()).list.services.length,
      complianceRules: async () => compliance.ruleCount(),
      ordersPerDay: (since) => orderReports.placedPerDay(since),
      signupsPerDay: (since) => usersAdmin.signupsPerDay(since),
      companiesPerCountry: () => companies.liveCountsByCountry(),
    },
  });
  const orders = createOrdersService({
    db: database.db,
    clock,
    access,
    audit,
    mailer,
    users,
    complianceHealth: (actor, companyId) => compliance.health(actor, companyId),
    appUrl: config.appUrl,
    onFulfilled: (tx, orderId) => checkout.release(tx, orderId),
  });
  const tasks = createTasksService({
    db: database.db,
    clock,
    orders,
    access,
    audit,
    mailer,
    contacts: (executor, companyId) => members.contacts(executor, companyId),
    appUrl: config.appUrl,
  });
  // Task documents' bytes: local disk under DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set.
  const storage = deps.storage ?? (await createFileStorage(config.storage));
  const documents = createDocumentsService({
    db: database.db,
    clock,
    orders,
    audit,
    mailer,
    contacts: (executor, companyId) => members.contacts(executor, companyId),
    storage,
    maxBytes: config.uploads.maxBytes,
    appUrl: config.appUrl,
    onOrphan: (key, error) => app.log.error({ err: error, key }, 'an uploaded file could not be removed after its write failed'),
  });
  const invoices = createInvoicesService({ db: database.db, clock, config: config.invoicing, orders });
  const cancellations = createCancellationsService({ db: database.db, clock, orders, audit, mailer, appUrl: config.appUrl });
  const taskReview = createTaskReviewService({
    db: database.db,
    orders,
    tasks,
    documents,
    audit,
    staff: { list: () => admin.staffMembers(), find: (id, executor) => admin.staffMember(id, executor) },
  });
  const bookings = createBookingsService({
    db: database.db,
    clock,
    audit,
    mailer,
    appUrl: config.appUrl,
    hours: config.consultationHours,
  });
  const { payments: paymentsConfig } = config;
  // The sandbox signs what it says like a real provider; the app verifies it through the same path.
  const sandboxGateway = paymentsConfig.sandbox.enabled
    ? createSandboxGateway({
        db: database.db,
        clock,
        // Configured, or this install's own, generated once and kept in the database for every process of the install.
        secret: paymentsConfig.sandbox.secret ?? (await sandboxSigningSecret(database.db)),
        appUrl: config.appUrl,
        deliverWebhook: async (rawBody, headers) => {
          await payments.ingestWebhook('sandbox', rawBody, headers);
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
    db: database.db,
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
    appUrl: config.appUrl,
    onPaid: (orderId, eventId) => orders.onPaid(orderId, eventId),
    onPaidInTransaction: async (tx, order, paidAt) => {
      await invoices.issueInvoice(tx, order, paidAt);
    },
  });
  const adminOrders = createAdminOrdersService({
    db: database.db,
    clock,
    audit,
    mailer,
    payments,
    companies,
    appUrl: config.appUrl,
    creditNote: (tx, order, amounts, at) => invoices.issueCreditNote(tx, order, amounts, at),
  });
  const incorporation = createIncorporationService({ db: database.db, companies, orders, payments, invoices });
  const recommendations = createRecommendationsService({
    db: database.db,
    clock,
    access,
    catalogue,
    compliance,
    cart,
    orders,
    peersMaxAgeMs: deps.recommendationPeersMaxAgeMs,
  });
  const logicRules = createLogicRulesService({ db: database.db, clock, audit, access, catalogue, companies });
  const dashboard = createDashboardService({ access, cart, orders, tasks, compliance, recommendations });
  const catalogueAdmin = createCatalogueAdminService({ db: database.db, clock, audit, catalogue, cart, orders });
  const checkout = createCheckoutService({ db: database.db, access, catalogue, orders, payments, invoices, appUrl: config.appUrl });
  const staffAccounts = createStaffAccountsService({ db: database.db, clock, audit });
  const adminPasswordReset = createAdminPasswordResetService({ db: database.db, config, clock, mailer });
  const chat = createChatService({
    db: database.db,
    clock,
    access,
    compliance,
    catalogue,
    budget: deps.chatBudget,
    model: config.llm ? createChatModel(config.llm) : undefined,
    onModelFailure: (error) =>
      app.log.warn({ err: error.cause ?? error, reason: error.reason }, 'the assistant answered offline: the model gave no answer'),
  });
  // API keys: cached like sessions, and forgotten on every process the same way when revoked.
  const apiKeyCache = new SessionCache<ApiKeyPrincipal>();
  if (redis) shareSessionCache(apiKeyCache, redis, (error) => app.log.warn({ err: error }, 'an API key forget was not published'));
  const apiKeys = createApiKeysService({ db: database.db, clock, access, audit, cache: apiKeyCache });
  const guards = createGuards(auth, admin, apiKeys);
  const webhooksOut = createWebhooksOutService({
    db: database.db,
    clock,
    access,
    mailer,
    members,
    box: mailBox,
    policy: { production: config.webhooksOut.publicTargetsOnly },
    appUrl: config.appUrl,
  });
  const requestMetrics = createRequestMetrics({ defaultMetrics: Boolean(config.metricsToken) });
  const analytics = createAnalyticsService({
    db: database.db,
    clock,
    requestMetrics,
    startedAt: clock(),
    access,
    catalogue,
    compliance,
    orders,
    tasks,
    orderReports,
  });
  let jobs: Jobs | undefined;
  const readiness = createReadiness({
    database: () => database.ping(),
    redis: redis ? () => redis.ping() : undefined,
    queue: async () => {
      if (!jobs) throw new Error('the job queue has not started');
      await jobs.ping();
    },
  });
  const context: AppContext = {
    config,
    database,
    readiness,
    mail,
    outbox,
    google,
    guards,
    requestMetrics,
    services: {
      auth,
      users,
      usersAdmin,
      admin,
      staffAccounts,
      adminPasswordReset,
      access,
      audit,
      companies,
      members,
      compliance,
      complianceAdmin,
      registry,
      reminders,
      mailer,
      calendar,
      orders,
      invoices,
      orderReports,
      tasks,
      documents,
      cancellations,
      taskReview,
      adminOrders,
      bookings,
      dashboard,
      payments,
      sandboxGateway,
      incorporation,
      catalogue,
      catalogueAdmin,
      cart,
      checkout,
      recommendations,
      logicRules,
      analytics,
      chat,
      apiKeys,
      webhooksOut,
    },
  };

  // The services, for jobs and scripts that act without an HTTP request (and for tests that drive them directly).
  app.decorate('services', context.services);
  app.decorate('readiness', readiness);
  app.decorateRequest('user', null);
  app.decorateRequest('admin', null);
  installErrorHandling(app);
  collectRouteTable(app);
  registerApiKeyRequests(app, apiKeys);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    try {
      if (request.url.startsWith('/api/')) assertSameOrigin(request, config.appUrl);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  // Draining (SIGTERM): each answer closes its connection, so no kept-alive connection outlives the request in flight
  // (Node closes only the connections idle when the server closes) and clients reconnect to another instance.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Every answer's latency by route pattern (not the raw URL) and status class: a map lookup and a few increments.
  app.addHook('onResponse', (request, reply, done) => {
    requestMetrics.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });
  // Seed what the product needs to run (the first admin), then start the job queues on the same database.
  app.addHook('onReady', async () => {
    await admin.ensureBootstrapAdmin();
    await catalogue.seed();
    await recommendations.seed();
    jobs = await startJobs({
      database,
      mailer,
      reminders,
      orders,
      payments,
      complianceAdmin,
      webhooksOut,
      webhookRetryDelaySeconds: config.webhooksOut.retryDelaySeconds,
      log: app.log,
      runWorkers: config.runWorkers,
      schedules: config.jobSchedules,
      mailRetry: config.mailRetry,
    });
    const started = jobs;
    requestMetrics.connect({
      queues: () => started.queueStats(),
      mails: async () => Object.entries(await mailer.counts()).map(([status, count]) => ({ status, count })),
      payments: () => orderReports.paymentCounts(),
      ordersByStage: () => orderReports.countsByStage(),
    });
    await analytics.startHeartbeat((error) => app.log.error({ err: error }, 'the heartbeat could not be recorded'));
  });
  app.addHook('onClose', async () => {
    analytics.stopHeartbeat();
    requestMetrics.connect(undefined);
    await storage.close?.();
    await jobs?.stop();
    await mail.close();
    await redis?.close();
  });

  // Routes
  await app.register(
    async (api) => {
      await api.register(systemRoutes, context);
      await api.register(authRoutes, { ...context, prefix: '/auth' });
      await api.register(usersRoutes, { ...context, prefix: '/users' });
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
      await api.register(paymentRoutes, { ...context, prefix: '/payment' });
      await api.register(webhookRoutes, { ...context, prefix: '/webhooks' });
      if (sandboxGateway) await api.register(sandboxGatewayRoutes, { ...context, prefix: '/sandbox' });
    },
    { prefix: '/api' },
  );
  await app.register(prometheusRoutes, context);
  // `/` sends a signed-in visitor to the dashboard before any HTML (spec route map).
  await registerWebApp(app, config.webDistDir ?? defaultWebDist(), async (request) => {
    const token = sessionTokenFrom(request);
    return Boolean(token && (await auth.userForSessionToken(token)));
  });

  return app;
}
