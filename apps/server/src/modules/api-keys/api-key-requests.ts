import { apiKeyScopeLabels, apiKeyScopePermissions, apiKeyScopes, type ApiKeyScope, type CompanyPermission } from '@charter/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { actorOf } from '../../http/guards';
import type { ApiKeysService } from './api-keys.service';

/** The scopes that open a permission, for the API reference. */
function scopesOpening(permission: CompanyPermission): ApiKeyScope[] {
  return apiKeyScopes.filter((scope) => apiKeyScopePermissions[scope].includes(permission));
}

/**
 * What API keys add to every route (register at the root, before the routes): the request's key slot; in the
 * OpenAPI document, the key scheme on each route a scope opens, with the scopes that do; and, with each answer to a
 * key, its last use and a line in the company's activity feed.
 */
export function registerApiKeyRequests(app: FastifyInstance, apiKeys: ApiKeysService): void {
  app.decorateRequest('apiKey', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const permission = route.config?.companyPermission;
    if (!permission || !route.schema) return;
    const scopes = scopesOpening(permission);
    if (scopes.length === 0) return;
    const note = `API keys: a key with the scope ${scopes.map((scope) => `\`${scope}\` (${apiKeyScopeLabels[scope]})`).join(' or ')} may call this route, for its own company.`;
    route.schema.description = route.schema.description ? `${route.schema.description}\n\n${note}` : note;
    (route.schema as { security?: unknown }).security = [{ bearer: [] }, { apiKey: [] }];
  });

  // Recorded before the answer leaves (onSend, not onResponse): a client that has its answer finds the call in the
  // activity feed, and a process that dies after answering has not lost the record.
  // A callback hook, not an async one: most answers carry no key and pass on without a promise of their own.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.apiKey) return done(null, payload);
    const actor = actorOf(request);
    apiKeys
      .recordUse(
        { ...actor, apiKey: request.apiKey },
        { ip: request.ip, route: `${request.method} ${request.routeOptions.url ?? request.url}`, status: reply.statusCode },
      )
      .catch((error: unknown) => request.log.error({ err: error }, 'an API key request could not be recorded'))
      .finally(() => done(null, payload));
  });
}
