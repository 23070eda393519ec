import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDailyStatisticsQuerySchema,
  adminDailyStatisticsSchema,
  adminCountryListSchema,
  adminSchema,
  adminStatisticsSchema,
  createStaffAccountBodySchema,
  staffAccountListSchema,
  staffAccountSchema,
  staffAccountStatusBodySchema,
  staffAuditQuerySchema,
  staffAuditResponseSchema,
  timeZoneAnswerSchema,
  timeZoneBodySchema,
} from '@charter/shared';
import type { RouteContext } from '../../http/context';
import type { AdminService } from './admin.service';
import type { AuditService } from '../audit/audit.service';
import type { StaffAccountsService } from './staff-accounts.service';
import { AppError } from '../../http/app-error';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** /api/admin behind the back-office guard: who is signed in, the statistics, staff accounts and the staff audit log. */
export const staffRoutes: FastifyPluginAsyncZod<
  RouteContext<{ admin: AdminService; audit: AuditService; staffAccounts: StaffAccountsService }>
> = async (app, { services }) => {
  const route = routeGroup(['admin'], errorResponses(401));

  app.get('/me', route({ response: { 200: adminSchema } }), async (request) => {
    if (!request.admin) throw new AppError('UNAUTHENTICATED', 'Admin authentication required');
    return request.admin;
  });

  app.put(
    '/me/time-zone',
    route({
      description: 'The zone the signed-in staff member reads bookings in (an IANA name Intl knows).',
      body: timeZoneBodySchema,
      response: { 200: timeZoneAnswerSchema },
      errors: errorResponses(400, 401),
    }),
    async (request) => services.admin.setTimeZone(actorOf(request).id, request.body.time_zone),
  );

  app.get('/statistics', route({ response: { 200: adminStatisticsSchema } }), async () => services.admin.statistics());

  app.get(
    '/statistics/daily',
    route({
      description: 'Orders placed and users signed up per UTC day over the last `days` days (today included), zero-filled.',
      querystring: adminDailyStatisticsQuerySchema,
      response: { 200: adminDailyStatisticsSchema },
      errors: errorResponses(400, 401),
    }),
    async (request) => services.admin.dailyStatistics(request.query.days),
  );

  app.get(
    '/countries',
    route({
      description:
        'Countries companies are registered in today (with their currency, entity types and live companies), then those coming soon.',
      response: { 200: adminCountryListSchema },
    }),
    async () => services.admin.countries(),
  );

  // Staff accounts: list, create, disable and enable (never deleted: the audit log names them).
  app.get('/admins', route({ response: { 200: staffAccountListSchema } }), async () => ({
    accounts: await services.staffAccounts.list(),
  }));

  app.post(
    '/admins',
    route({ body: createStaffAccountBodySchema, response: { 201: staffAccountSchema }, errors: errorResponses(400, 401, 409) }),
    async (request, reply) => reply.code(201).send(await services.staffAccounts.create(actorOf(request), request.body)),
  );

  app.put(
    '/admins/:adminId/status',
    route({
      params: z.object({ adminId: z.string() }),
      body: staffAccountStatusBodySchema,
      response: { 200: staffAccountSchema },
      errors: errorResponses(400, 401, 404, 409),
    }),
    async (request) => services.staffAccounts.setDisabled(actorOf(request), request.params.adminId, request.body.disabled),
  );

  // The Audit tab: every action taken by staff.
  app.get(
    '/audit',
    route({ querystring: staffAuditQuerySchema, response: { 200: staffAuditResponseSchema }, errors: errorResponses(400, 401) }),
    async (request) => services.audit.listStaffActions(request.query),
  );
};
