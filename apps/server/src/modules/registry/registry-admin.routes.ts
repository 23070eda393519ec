import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGISTRY_IMPORT_MAX_BYTES, registryDirectoryStatsSchema, registryImportResultSchema } from '@charter/shared';
import { AppError } from '../../http/app-error';
import type { RouteContext } from '../../http/context';
import type { RegistryService } from './registry.service';
import { actorOf } from '../../http/guards';
import { errorResponses, routeGroup } from '../../http/route-schema';

/** Back office: the embedded company directory. Every route here requires an admin session. */
export const registryAdminRoutes: FastifyPluginAsyncZod<RouteContext<{ registry: RegistryService }>> = async (app, { services }) => {
  const route = routeGroup(['admin'], errorResponses(401));
  // The upload is the CSV itself, not JSON; only this plugin accepts text/csv.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: REGISTRY_IMPORT_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.get('/directory', route({ response: { 200: registryDirectoryStatsSchema } }), async () => services.registry.directoryStats());

  app.post(
    '/import',
    {
      bodyLimit: REGISTRY_IMPORT_MAX_BYTES,
      // JSON would parse and then fail the schema with a cryptic message; name what is expected instead.
      preValidation: async (request) => {
        if (!/^text\/csv\b/i.test(request.headers['content-type'] ?? '')) {
          throw new AppError('VALIDATION_FAILED', 'Send the CSV file itself as the body, with Content-Type: text/csv.');
        }
      },
      ...route({
        description: `The MCA Company Master Data CSV as the request body (Content-Type: text/csv, at most ${REGISTRY_IMPORT_MAX_BYTES / 1024 / 1024} MB), parsed and upserted exactly as \`npm run registry:import\` does.`,
        consumes: ['text/csv'],
        body: z.string(),
        response: { 200: registryImportResultSchema },
        errors: errorResponses(400, 401, 413),
      }),
    },
    async (request) => services.registry.importDirectory(actorOf(request), request.body),
  );
};
