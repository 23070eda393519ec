import { errorBodySchema, type CompanyPermission, type errorStatusByCode } from '@charter/shared';
import type { FastifySchema } from 'fastify';
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
  /** Success answers by status, e.g. `{ 201: orderSchema }`. */
  response: Record<number, unknown>;
  errors?: Partial<ErrorResponses<ErrorStatus>>;
}

type RouteOptionsOf<Spec extends RouteSpec, GroupErrors> = {
  config?: { companyPermission: CompanyPermission };
  schema: Omit<Spec, 'permission' | 'response' | 'errors'> & {
    tags: string[];
    response: Spec['response'] & (Spec['errors'] extends object ? Spec['errors'] : GroupErrors);
  };
};

/**
 * Route options for one group of routes that share tags and error answers, so a route names only what is its own:
 * `route({ permission: 'orders:read', params: orderParamsSchema, response: { 200: orderSchema } })`.
 * The schemas keep their types, so handlers still infer request.params, body and query.
 */
export function routeGroup<GroupErrors extends Partial<ErrorResponses<ErrorStatus>> = object>(
  tags: string[],
  errors: GroupErrors = {} as GroupErrors,
) {
  return <Spec extends RouteSpec>(spec: Spec): RouteOptionsOf<Spec, GroupErrors> => {
    const { permission, response, errors: own, ...schema } = spec;
    return {
      ...(permission ? requires(permission) : {}),
      schema: { tags, ...schema, response: { ...response, ...(own ?? errors) } },
    } as RouteOptionsOf<Spec, GroupErrors>;
  };
}
