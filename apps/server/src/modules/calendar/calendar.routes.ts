import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteContext } from '../../http/context';
import type { CalendarService } from './calendar.service';
import { AppError } from '../../http/app-error';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** GET /api/calendar/{secret}.ics: fetched by calendar apps, so the secret in the URL is the only credential. */
export const calendarRoutes: FastifyPluginAsyncZod<RouteContext<{ calendar: CalendarService }>> = async (app, { services }) => {
  const route = routeGroup(['calendar'], errorResponses(404));
  app.get(
    '/:feed',
    // The 200 answer is the iCalendar text itself (sent as is, not as a JSON string).
    route({ params: z.object({ feed: z.string().max(100) }), response: { 200: z.string().describe('text/calendar (RFC 5545)') } }),
    async (request, reply) => {
      const secret = request.params.feed.endsWith('.ics') ? request.params.feed.slice(0, -4) : '';
      if (!/^[\w-]{40,60}$/.test(secret))
        throw new AppError('NOT_FOUND', 'This calendar link is not valid any more. Make a new one on your compliance page.');
      const body = await services.calendar.feed(secret);
      return reply
        .serializer((payload: string) => payload)
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .header('content-disposition', 'inline; filename="charter-compliance.ics"')
        .send(body);
    },
  );
};
