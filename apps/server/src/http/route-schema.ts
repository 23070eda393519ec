import { errorBodySchema, type CompanyPermission, type errorStatusByCode } from '@charter/shared';
import type { FastifySchema, RouteShorthandOptions } from 'fastify';
import { requires } from './route-permissions';

/** A status some error code maps to; every error answers with the one error body (see app-error.ts). */
type ErrorStatus = (typeof errorStatusByCode)[keyof typeof errorStatusByCode];

type ErrorResponses<S extends ErrorStatus> = { [K in S]: typeof errorBodySchema };

/** The error part of a route's response map: `errorResponses(400, 401, 404)`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as ErrorResponses<S>;
}

/** What one route declares: its success answers, and its errors when they differ from its group's. */
interface RouteSpec extends Omit<FastifySchema, 'response' | 'tags'> {
  /** The company permission its service checks first (route-permissions.ts). */
  permission?: CompanyPermission;
  /** The guard that reads the caller (guards.ts), for a group whose routes do not all share one hook. */
  preHandler?: RouteShorthandOptions['preHandler'];
  /** Success answers by status, e.g. `{ 201: orderSchema }`. */
  response: Record<number, unknown>;
  errors?: Partial<ErrorResponses<ErrorStatus>>;
}

/** What every route of a group shares unless it says otherwise: its permission, guard and path parameters. */
type GroupDefaults = Pick<RouteSpec, 'permission' | 'preHandler' | 'params'>;

type RouteOptionsOf<Spec extends RouteSpec, GroupErrors, Defaults> = {
  preHandler?: RouteShorthandOptions['preHandler'];
  config?: { companyPermission: CompanyPermission };
  /** The group's defaults, each but where the route sets its own. */
  schema: Omit<Defaults, 'permission' | 'preHandler' | keyof Spec> &
    Omit<Spec, 'permission' | 'preHandler' | 'response' | 'errors'> & {
      tags: string[];
      response: Spec['response'] & (Spec['errors'] extends object ? Spec['errors'] : GroupErrors);
    };
};

/**
 * Route options for one group of routes that share tags and error answers, and optionally a permission, guard and path
 * parameters, so a route names only what is its own: `route({ body: createOrderBodySchema, response: { 201: orderSchema } })`.
 * The schemas keep their types, so handlers still infer request.params, body and query.
 */
export function routeGroup<GroupErrors extends Partial<ErrorResponses<ErrorStatus>> = object, Defaults extends GroupDefaults = object>(
  tags: string[],
  errors: GroupErrors = {} as GroupErrors,
  defaults: Defaults = {} as Defaults,
) {
  return <Spec extends RouteSpec>(spec: Spec): RouteOptionsOf<Spec, GroupErrors, Defaults> => {
    const { permission, preHandler, response, errors: own, ...schema } = { ...defaults, ...spec };
    return {
      ...(preHandler ? { preHandler } : {}),
      ...(permission ? requires(permission) : {}),
      schema: { tags, ...schema, response: { ...response, ...(own ?? errors) } },
    } as RouteOptionsOf<Spec, GroupErrors, Defaults>;
  };
}
