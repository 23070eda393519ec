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
        description: [
          'Business formation and compliance platform.',
          '',
          '## Calling the API with a key',
          '',
          'An owner creates a company API key in Company settings → API keys, choosing its scopes (the secret, `chk_…`, is shown once). ' +
            'Each route a scope opens says so below. With the scope `obligations:read`, the company’s obligations:',
          '',
          '```sh',
          'curl -H "Authorization: Bearer chk_…" https://charter.example/api/companies/{companyId}/compliance',
          '```',
        ].join('\n'),
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          adminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'chk_…',
            description:
              'A company API key: `Authorization: Bearer chk_…`. It reaches only its own company and only the routes its scopes ' +
              'open (each such route names them), never /api/admin; requests are limited per key and recorded in the company’s activity.',
          },
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
      // The reference page boots with an inline script; its CSP is relaxed for these routes only (runs after the security headers' hook).
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
