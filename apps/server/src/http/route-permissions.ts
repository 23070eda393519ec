import type { CompanyPermission } from '@charter/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with the company permission it declares: the source the access matrix test is generated from. */
    routeTable: RouteEntry[];
  }
  interface FastifyContextConfig {
    /**
     * The permission a company-scoped route's service checks first. Declared on the route so the access matrix
     * test is generated from the route table, and a company route without one fails that test.
     */
    companyPermission?: CompanyPermission;
  }
}

/** Route options fragment: `{ ...requires('compliance:write'), schema: ... }`. */
export const requires = (permission: CompanyPermission) => ({ config: { companyPermission: permission } });

export interface RouteEntry {
  method: string;
  url: string;
  permission: CompanyPermission | undefined;
}

/** Collects the route table and names each route's permission in the API reference. Register before any route. */
export function collectRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    const permission = route.config?.companyPermission;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, permission });
    }
    if (permission && route.schema) {
      const note = `Requires the company permission \`${permission}\` (see the roles in the members API).`;
      route.schema.description = route.schema.description ? `${route.schema.description}\n\n${note}` : note;
    }
  });
}
