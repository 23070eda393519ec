/** The access matrices' runner, imported as `matrix`: who calls, which routes, and one call checked. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { roleCan, staffPermissions, type CompanyPermission, type CompanyRole } from '@charter/shared';
import type { Db } from '../src/db/client';
import type { RouteEntry } from '../src/http/route-permissions';
import { membersRepository } from '../src/modules/companies/members.repository';
import { bearer, signedInUser, type SignedInUser } from './auth-helpers';
import { json } from './test-app';

/** One caller of an access matrix, and what the role table says it gets for a route's permission. */
export interface MatrixCaller {
  name: string;
  headers: Record<string, string>;
  expected: (permission: CompanyPermission) => 'ok' | 401 | 403 | 404;
}

/** Everyone an access matrix calls as: an owner, a member and a viewer (of the owner's companies), a stranger, staff. */
export async function cast(app: FastifyInstance, staffHeaders: Record<string, string>) {
  return {
    owner: await signedInUser(app, 'Olivia Owner'),
    member: await signedInUser(app, 'Manoj Member'),
    viewer: await signedInUser(app, 'Vera Viewer'),
    stranger: await signedInUser(app, 'Sam Stranger'),
    staffHeaders,
  };
}

/** Puts the cast's member and viewer in the company's team, in their roles. */
export async function joinTeam(db: Db, companyId: string, { member, viewer }: { member: SignedInUser; viewer: SignedInUser }) {
  await membersRepository.insertMember(db, { companyId, userId: member.id, role: 'member' });
  await membersRepository.insertMember(db, { companyId, userId: viewer.id, role: 'viewer' });
}

const byRole = (role: CompanyRole) => (permission: CompanyPermission) => (roleCan(role, permission) ? 'ok' : 403);

/**
 * The cast as callers, each expecting what packages/shared's role table says: the team by role, a stranger 404 (the
 * company is not theirs to know of), staff by the staff permissions, nobody 401.
 */
export function callersOf(people: Awaited<ReturnType<typeof cast>>): MatrixCaller[] {
  return [
    { name: 'owner', headers: bearer(people.owner.token), expected: byRole('owner') },
    { name: 'member', headers: bearer(people.member.token), expected: byRole('member') },
    { name: 'viewer', headers: bearer(people.viewer.token), expected: byRole('viewer') },
    { name: 'stranger', headers: bearer(people.stranger.token), expected: () => 404 },
    { name: 'staff', headers: people.staffHeaders, expected: (p) => (staffPermissions.includes(p) ? 'ok' : 403) },
    { name: 'nobody', headers: {}, expected: () => 401 },
  ];
}

/** A route a matrix covers, with its key `METHOD /url` (sample requests are named by it, `#variant` added for a second). */
export type MatrixRoute = RouteEntry & { key: string };

/** The app's routes whose url passes the test, each with its key. */
export const routesOf = (app: FastifyInstance, covers: (url: string) => boolean): MatrixRoute[] =>
  app.routeTable.filter((route) => covers(route.url)).map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

/** Every route declares the permission its service checks, and has a sample request; no sample names another route. */
export function expectCoverage(routes: MatrixRoute[], sampleNames: string[]): void {
  for (const route of routes) expect(route.permission, `${route.key} declares no companyPermission`).toBeDefined();
  expect([...new Set(sampleNames.map((name) => name.split('#')[0]))].sort()).toEqual(routes.map((route) => route.key).sort());
}

/** The matrix's cases: a test per route and caller, each given what the role table says that caller gets. */
export function describeCases(
  routes: MatrixRoute[],
  callers: MatrixCaller[],
  check: (route: MatrixRoute, caller: MatrixCaller, expected: MatrixCall['expected']) => Promise<void>,
): void {
  describe.each(routes)('$key', (route) => {
    it.each(callers)('$name', (caller) => check(route, caller, caller.expected(route.permission!)));
  });
}

/** One call of a matrix: a sample request made by one caller, and what it must answer. */
export interface MatrixCall {
  method: string;
  request: Omit<InjectOptions, 'method'>;
  headers: Record<string, string>;
  expected: 'ok' | 401 | 403 | 404;
  /** The status an allowed call answers. */
  success: number;
  /** What a refused call must leave as it was (rows, stored files); compared before and after. */
  fingerprint: () => Promise<unknown>;
  /** Names the sample in the message of a failed success check. */
  label?: string;
}

/**
 * Makes the call and checks it: allowed, it answers its success status; refused, it answers the expected status with
 * its error code and changes nothing. Returns the response for checks of the caller's own.
 */
export async function expectAnswer(app: FastifyInstance, call: MatrixCall): Promise<LightMyRequestResponse> {
  const before = call.expected === 'ok' ? undefined : await call.fingerprint();
  const response = await app.inject({
    ...call.request,
    method: call.method as InjectOptions['method'],
    headers: { ...(call.request.headers as Record<string, string> | undefined), ...call.headers },
  });
  if (call.expected === 'ok') {
    expect(response.statusCode, call.label ? `${call.label}: ${response.body}` : response.body).toBe(call.success);
    return response;
  }
  expect(response.statusCode, response.body).toBe(call.expected);
  expect(json(response)).toMatchObject({ code: { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[call.expected] });
  expect(await call.fingerprint()).toEqual(before);
  return response;
}
