import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import { compiledResponseSerializer } from './http/response-serializer';
import { registerApiDocs } from './http/api-docs';
import type { HttpContext } from './http/context';
import type { AppServices } from './composition/app-services';
import { composeBackOffice } from './composition/back-office';
import { composeCompanies } from './composition/companies';
import { composeDataExport } from './composition/data-export';
import { composeIdentity } from './composition/identity';
import { composeInsight } from './composition/insight';
import { composeIntegrations } from './composition/integrations';
import { composeMail } from './composition/mail';
import { composeOrders } from './composition/orders';
import { registerApiRoutes } from './composition/routes';
import { composeShop } from './composition/shop';
import type { AppDependencies, Wiring } from './composition/wiring';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handler';
import { createGuards } from './http/guards';
import { assertSameOrigin, sessionTokenFrom } from './http/request-auth';
import { collectRouteTable } from './http/route-permissions';
import { registerSecurity, securityHeadersByAnswer } from './http/security';
import { registerWebApp } from './http/web-app';
import { registerCompression } from './http/compression';
import { sweepSpool } from './http/multipart';
import { systemClock } from './lib/clock';
import { createDataDeletionService } from './modules/data-deletion/data-deletion.service';
import { createReadiness } from './lib/readiness';
import { createRedisClients } from './adapters/redis/redis-clients';
import { startJobs, type Jobs } from './composition/jobs';
import { createJobQueue } from './jobs/job-queue';
import { createReconciliation } from './composition/reconciliation';
import { prometheusRoutes } from './modules/analytics/analytics.routes';
import { registerApiKeyRequests } from './modules/api-keys/api-key-requests';

export type { AppDependencies };

const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

const defaultWebDist = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The composition root: wires adapters, services and routes. Plugins go in a fixed order: external, app, routes. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const securityHeaders = securityHeadersByAnswer(config);
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
    frameworkErrors: frameworkErrorHandler(securityHeaders),
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
  await registerSecurity(app, config, securityHeaders, redis?.command);
  await registerCompression(app);
  await registerApiDocs(app);

  // App wiring: one composition per domain, in the order they depend on each other.
  const { database } = deps;
  const wiring: Wiring = { config, deps, database, clock: deps.clock ?? systemClock, log: app.log };
  // Made now, started with the app: services send their jobs inside their own transactions.
  const jobQueue = createJobQueue(database, { runWorkers: config.runWorkers, schedules: config.jobSchedules });
  const { mail, outbox, mailer, box, sealingKey } = await composeMail(wiring, {
    jobs: jobQueue,
    // A mail's invoice or credit note is drawn from the frozen document when it is sent (invoices is wired below).
    renderAttachment: (ref) => ordering.invoices.mailAttachment(ref),
  });
  const identity = composeIdentity(wiring, { mailer, redis });
  const companies = composeCompanies(wiring, {
    mailer,
    users: identity.users,
    jobs: jobQueue,
    redis,
    // An audit event a company's webhooks asked for becomes a delivery in its transaction (integrations is wired below).
    onAudit: (tx, entry) => integrations.webhooksOut.onAudit(tx, entry),
    // The daily reminder scan also emits the obligation due-soon and overdue webhooks.
    deadlineWebhooks: () => integrations.webhooksOut.emitDeadlines(),
  });
  const integrations = composeIntegrations(wiring, { ...companies, mailer, jobs: jobQueue, box, redis });
  const backOffice = composeBackOffice(wiring, { ...identity, ...companies, mailer });
  const ordering = await composeOrders(wiring, { ...identity, ...companies, admin: backOffice.admin, jobs: jobQueue, mailer });
  const shop = composeShop(wiring, { ...companies, ...ordering });
  const insight = composeInsight(wiring, { ...companies, ...ordering, orderReports: backOffice.orderReports });
  const exporting = composeDataExport(wiring, { ...companies, mailer, jobs: jobQueue, storage: ordering.storage, secret: sealingKey });
  const dataDeletion = createDataDeletionService({
    db: database.db,
    clock: wiring.clock,
    access: companies.access,
    audit: companies.audit,
    mailer,
    jobs: jobQueue,
    storage: ordering.storage,
    appUrl: config.appUrl,
    revokeSignIns: (tx, userId) => identity.auth.revokeSignIns(tx, userId),
    forgetSessions: (userId) => identity.auth.forgetCachedSessions(userId),
    forgetApiKeys: (tokenHashes) => integrations.apiKeys.forgetTokens(tokenHashes),
    log: app.log,
  });
  const reconciliation = createReconciliation({
    db: database.db,
    clock: wiring.clock,
    jobs: jobQueue,
    mailer,
    ...ordering,
    ...companies,
    ...integrations,
    ...exporting,
    dataDeletion,
  });
  const { storage, ...orderServices } = ordering;
  const { requestMetrics, ...insightServices } = insight;
  const { google, ...identityServices } = identity;
  const services: AppServices = {
    ...identityServices,
    ...companies,
    ...backOffice,
    ...orderServices,
    ...shop,
    ...insightServices,
    ...integrations,
    ...exporting,
    mailer,
    reconciliation,
    dataDeletion,
  };
  const guards = createGuards(identity.auth, backOffice.admin, integrations.apiKeys);
  let jobs: Jobs | undefined;
  const readiness = createReadiness({
    database: () => database.ping(),
    redis: redis ? () => redis.ping() : undefined,
    queue: async () => {
      if (!jobs) throw new Error('the job queue has not started');
      await jobs.ping();
    },
  });
  const context: HttpContext & { services: AppServices } = {
    config,
    database,
    readiness,
    mail,
    outbox,
    google,
    guards,
    requestMetrics,
    services,
  };

  // The services, for jobs and scripts that act without an HTTP request (and for tests that drive them directly).
  app.decorate('services', context.services);
  app.decorate('readiness', readiness);
  app.decorateRequest('user', null);
  app.decorateRequest('admin', null);
  installErrorHandling(app);
  collectRouteTable(app);
  registerApiKeyRequests(app, services.apiKeys);
  // A key's scope is checked before validation: a key that may not call a route never learns its body's shape.
  app.addHook('preValidation', guards.apiKeyBeforeValidation);
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
    const staleSpool = await sweepSpool(config.uploads.spoolDir);
    if (staleSpool > 0) app.log.info({ files: staleSpool }, 'removed upload spool files a stopped process left');
    await services.admin.ensureBootstrapAdmin();
    await services.catalogue.seed();
    await services.recommendations.seed();
    jobs = await startJobs({
      queue: jobQueue,
      mailer,
      reminders: services.reminders,
      // What follows payment, in one transaction: the order's work and receipt, and the cart it was bought from emptied.
      fulfil: (orderId) => services.orders.fulfil(orderId, { alsoInTransaction: (tx, id) => services.checkout.release(tx, id) }),
      payments: services.payments,
      complianceAdmin: services.complianceAdmin,
      webhooksOut: services.webhooksOut,
      dataExports: services.dataExports,
      dataDeletion,
      webhookRetryDelaySeconds: config.webhooksOut.retryDelaySeconds,
      reconciliation,
      log: app.log,
      runWorkers: config.runWorkers,
      schedules: config.jobSchedules,
      mailRetry: config.mailRetry,
    });
    const started = jobs;
    requestMetrics.connect({
      queues: () => started.queueStats(),
      mails: async () => Object.entries(await mailer.counts()).map(([status, count]) => ({ status, count })),
      payments: () => services.orderReports.paymentCounts(),
      ordersByStage: () => services.orderReports.countsByStage(),
    });
    await services.analytics.startHeartbeat((error) => app.log.error({ err: error }, 'the heartbeat could not be recorded'));
  });
  app.addHook('onClose', async () => {
    services.analytics.stopHeartbeat();
    requestMetrics.connect(undefined);
    await storage.close?.();
    await jobs?.stop();
    await mail.close();
    await redis?.close();
  });

  // Routes
  await registerApiRoutes(app, context);
  await app.register(prometheusRoutes, context);
  // `/` sends a signed-in visitor to the dashboard before any HTML (spec route map).
  await registerWebApp(app, config.webDistDir ?? defaultWebDist(), async (request) => {
    const token = sessionTokenFrom(request);
    return Boolean(token && (await services.auth.userForSessionToken(token)));
  });

  return app;
}
