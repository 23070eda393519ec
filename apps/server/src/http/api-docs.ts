import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the Zod route schemas, at /api/openapi.json, with a reference page at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Charter API',
        version: '1.0.0',
        description: 'Business formation and compliance platform.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          adminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(apiReference, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json' },
    hooks: {
      // The reference page boots with an inline script; its CSP is relaxed for these routes only (runs after helmet's hook).
      preHandler: (_request, reply, done) => {
        reply.header(
          'content-security-policy',
          "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'",
        );
        done();
      },
    },
  });
}
