import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiKeyScopes, companyRoles, permissionsOfScopes, type CompanyRole } from '@charter/shared';
import * as matrix from '../../../test/access-matrix';
import { bearer, testAppWithStaff } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { tablesDigest } from '../../../test/db-helpers';
import { json, uniqueEmail } from '../../../test/test-app';
import { addDays } from '../../lib/clock';
import { sha256 } from '../../lib/secrets';
import { createUsersService } from '../users/users.service';
import { membersRepository } from './members.repository';

/**
 * The access matrix, generated from the route table: every route under /api/companies/:id declares the permission
 * its service checks; each is called by an owner, a member, a viewer, a stranger, staff and nobody, and answers
 * what the role table in packages/shared says. Where the call is refused, the database is unchanged.
 */
const { t, db, staffHeaders } = await testAppWithStaff('companies');
const cast = await matrix.cast(t.app, staffHeaders);
const { owner } = cast;

const ownerActor = { type: 'user' as const, id: owner.id, name: 'Olivia Owner', email: owner.email, requestId: null };
/** A company of the owner's, with the member and the viewer in its team. */
async function companyWithTeam(name?: string): Promise<string> {
  const { id } = await createdCompany(t.app, owner.token, name === undefined ? {} : { name });
  await matrix.joinTeam(db, id, cast);
  return id;
}
const companyId = await companyWithTeam();
// A key with every scope: it passes where its scopes open the route's permission, and is refused (403) elsewhere.
const everyScopeKey = (await t.app.services.apiKeys.create(ownerActor, companyId, { name: 'Every scope', scopes: [...apiKeyScopes] }))
  .secret;
const keyPermissions = permissionsOfScopes(apiKeyScopes);
// An endpoint with one delivery in its log, for the log and redelivery routes.
const sampleEndpointId = (
  await t.app.services.webhooksOut.create(ownerActor, companyId, { url: 'https://hooks.example.com/log', events: ['order.paid'] })
).endpoint.id;
await t.app.services.webhooksOut.emit(db, companyId, 'order.paid', { object: { type: 'order', id: null, label: 'CH-1' } });
const sampleDeliveryId = (await t.app.services.webhooksOut.deliveries(ownerActor, companyId, sampleEndpointId)).deliveries[0]!.id;
const requirements = json<{ requirements: { id: string; recurrence: string; due_date: string | null }[] }>(
  await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/compliance`, headers: bearer(owner.token) }),
).requirements;
const requirementIds = requirements.map((requirement) => requirement.id);
// A one-time filing that fell due before the company was added (incorporated 2024): the one a past-filing answer is for.
const joinedOn = new Date().toISOString().slice(0, 10);
const pastFilingId = requirements.find(
  (requirement) => requirement.recurrence === 'one_time' && requirement.due_date !== null && requirement.due_date < joinedOn,
)!.id;

async function freshUser(role: CompanyRole): Promise<string> {
  const user = (await createUsersService(db).insertIfNew({ email: uniqueEmail('target'), name: 'Target Person' }))!;
  await membersRepository.insertMember(db, { companyId, userId: user.id, role });
  return user.id;
}

let counter = 0;
/** A request each route accepts from a caller allowed to make it; targets are made fresh so calls never interfere. */
const samples: Record<string, () => Promise<Omit<InjectOptions, 'method' | 'headers'>>> = {
  'GET /api/companies/:id': async () => ({ url: `/api/companies/${companyId}` }),
  'PATCH /api/companies/:id': async () => ({ url: `/api/companies/${companyId}`, payload: { num_employees: 20 + (counter += 1) } }),
  'GET /api/companies/:id/activity': async () => ({ url: `/api/companies/${companyId}/activity` }),
  'GET /api/companies/:id/compliance': async () => ({ url: `/api/companies/${companyId}/compliance` }),
  'GET /api/companies/:id/compliance/health': async () => ({ url: `/api/companies/${companyId}/compliance/health` }),
  'POST /api/companies/:id/compliance/what-if': async () => ({
    url: `/api/companies/${companyId}/compliance/what-if`,
    payload: { changes: { num_employees: 25 } },
  }),
  'PATCH /api/companies/:id/compliance': async () => ({
    url: `/api/companies/${companyId}/compliance`,
    payload: { ids: requirementIds.slice(0, 2), status: (counter += 1) % 2 ? 'completed' : 'pending' },
  }),
  'PATCH /api/companies/:id/compliance/:reqId': async () => ({
    url: `/api/companies/${companyId}/compliance/${requirementIds[2]}`,
    payload: { status: (counter += 1) % 2 ? 'in_progress' : 'pending' },
  }),
  'PUT /api/companies/:id/compliance/:reqId/past-filing': async () => ({
    url: `/api/companies/${companyId}/compliance/${pastFilingId}/past-filing`,
    payload: { answer: (counter += 1) % 2 ? 'filed' : 'not_filed' },
  }),
  'GET /api/companies/:id/members': async () => ({ url: `/api/companies/${companyId}/members` }),
  'POST /api/companies/:id/invitations': async () => ({
    url: `/api/companies/${companyId}/invitations`,
    payload: { email: uniqueEmail('invitee'), role: 'viewer' },
  }),
  'DELETE /api/companies/:id/invitations/:invitationId': async () => {
    const now = new Date();
    const invitation = await membersRepository.replaceOpenInvitation(
      db,
      { companyId, email: uniqueEmail('pending'), role: 'member', tokenHash: sha256(uniqueEmail()), expiresAt: addDays(now, 7) },
      now,
    );
    return { url: `/api/companies/${companyId}/invitations/${invitation.id}` };
  },
  'PATCH /api/companies/:id/members/:userId': async () => ({
    url: `/api/companies/${companyId}/members/${await freshUser('viewer')}`,
    payload: { role: 'member' },
  }),
  'DELETE /api/companies/:id/members/:userId': async () => ({ url: `/api/companies/${companyId}/members/${await freshUser('viewer')}` }),
  'GET /api/companies/:id/notifications': async () => ({ url: `/api/companies/${companyId}/notifications` }),
  'PATCH /api/companies/:id/notifications': async () => ({
    url: `/api/companies/${companyId}/notifications`,
    payload: { reminders_enabled: (counter += 1) % 2 === 0 },
  }),
  'PUT /api/companies/:id/past-filings': async () => ({
    url: `/api/companies/${companyId}/past-filings`,
    payload: { answer: (counter += 1) % 2 ? 'filed' : 'not_filed' },
  }),
  'POST /api/companies/:id/archive': async () => {
    // Archiving ends a company, so each call gets its own, with the same owner, member and viewer.
    const name = `Archivable ${(counter += 1)} Private Limited`;
    const id = await companyWithTeam(name);
    return { url: `/api/companies/${id}/archive`, payload: { confirm_name: name } };
  },
  'GET /api/companies/:id/deletion': async () => ({ url: `/api/companies/${companyId}/deletion` }),
  'POST /api/companies/:id/deletion': async () => {
    // Deleting ends a company (after 7 days), so each call gets its own, with the same owner, member and viewer.
    const name = `Deletable ${(counter += 1)} Private Limited`;
    const id = await companyWithTeam(name);
    return { url: `/api/companies/${id}/deletion`, payload: { confirm: name } };
  },
  'POST /api/companies/:id/calendar-feed': async () => ({ url: `/api/companies/${companyId}/calendar-feed` }),
  'DELETE /api/companies/:id/calendar-feed': async () => ({ url: `/api/companies/${companyId}/calendar-feed` }),
  'GET /api/companies/:id/cart': async () => ({ url: `/api/companies/${companyId}/cart` }),
  'GET /api/companies/:id/ai-recommendations': async () => ({ url: `/api/companies/${companyId}/ai-recommendations` }),
  'GET /api/companies/:id/api-keys': async () => ({ url: `/api/companies/${companyId}/api-keys` }),
  'POST /api/companies/:id/api-keys': async () => ({
    url: `/api/companies/${companyId}/api-keys`,
    payload: { name: `Key ${(counter += 1)}`, scopes: ['obligations:read'] },
  }),
  'GET /api/companies/:id/webhooks': async () => ({ url: `/api/companies/${companyId}/webhooks` }),
  'POST /api/companies/:id/webhooks': async () => ({
    url: `/api/companies/${companyId}/webhooks`,
    payload: { url: `https://hooks.example.com/${(counter += 1)}`, events: ['order.paid'] },
  }),
  'DELETE /api/companies/:id/webhooks/:endpointId': async () => {
    const made = await t.app.services.webhooksOut.create(ownerActor, companyId, {
      url: 'https://hooks.example.com/gone',
      events: ['order.paid'],
    });
    return { url: `/api/companies/${companyId}/webhooks/${made.endpoint.id}` };
  },
  'POST /api/companies/:id/webhooks/:endpointId/enable': async () => ({
    url: `/api/companies/${companyId}/webhooks/${sampleEndpointId}/enable`,
  }),
  'GET /api/companies/:id/webhooks/:endpointId/deliveries': async () => ({
    url: `/api/companies/${companyId}/webhooks/${sampleEndpointId}/deliveries`,
  }),
  'POST /api/companies/:id/webhooks/:endpointId/deliveries/:deliveryId/redeliver': async () => ({
    url: `/api/companies/${companyId}/webhooks/${sampleEndpointId}/deliveries/${sampleDeliveryId}/redeliver`,
  }),
  'DELETE /api/companies/:id/api-keys/:keyId': async () => {
    const made = await t.app.services.apiKeys.create(ownerActor, companyId, { name: 'To revoke', scopes: ['orders:read'] });
    return { url: `/api/companies/${companyId}/api-keys/${made.key.id}` };
  },
};

// Exports: each caller allowed asks once (one open export per account and company).
samples['GET /api/companies/:id/exports'] = async () => ({ url: `/api/companies/${companyId}/exports` });
samples['POST /api/companies/:id/exports'] = async () => ({ url: `/api/companies/${companyId}/exports` });

const companyRoutes = matrix.routesOf(t.app, (url) => url.startsWith('/api/companies/:id'));

const callers: matrix.MatrixCaller[] = [
  ...matrix.callersOf(cast),
  { name: 'API key', headers: bearer(everyScopeKey), expected: (p) => (keyPermissions.includes(p) ? 'ok' : 403) },
];
const successStatus: Record<string, number> = { GET: 200, PATCH: 200, PUT: 200, POST: 201, DELETE: 204 };
/** Actions that create nothing answer 204; a what-if answers its result (200) and writes nothing. */
const successOverrides: Record<string, number> = {
  'POST /api/companies/:id/archive': 204,
  'POST /api/companies/:id/compliance/what-if': 200,
  'DELETE /api/companies/:id/api-keys/:keyId': 200,
  'POST /api/companies/:id/webhooks/:endpointId/deliveries/:deliveryId/redeliver': 202,
  'POST /api/companies/:id/exports': 202,
  'POST /api/companies/:id/webhooks/:endpointId/enable': 200,
};

/** A fingerprint of every table a company-scoped call could change. */
const databaseDigest = () =>
  tablesDigest(db, [
    'companies',
    'company_members',
    'company_invitations',
    'compliance_requirements',
    'audit_events',
    'users',
    'api_keys',
    // Who asked for what: an export's job moves its status and progress whenever it runs.
    '(select id, user_id, scope, company_id, created_at from data_exports)',
    // The endpoints as a caller sets them: the delivery worker marks failures (failing_since) whenever it runs.
    '(select id, company_id, url, events, sealed_secret from webhook_endpoints)',
  ]);

describe('the access matrix', () => {
  it('covers every company route: each declares a permission and has a sample request', () => {
    expect(companyRoutes.length).toBeGreaterThanOrEqual(12);
    matrix.expectCoverage(companyRoutes, Object.keys(samples));
    expect([...companyRoles]).toEqual(['owner', 'member', 'viewer']);
  });

  matrix.describeCases(companyRoutes, callers, async (route, caller, expected) => {
    const response = await matrix.expectAnswer(t.app, {
      method: route.method,
      request: await samples[route.key]!(),
      headers: caller.headers,
      expected,
      success: successOverrides[route.key] ?? successStatus[route.method]!,
      fingerprint: databaseDigest,
    });
    if (expected === 404) expect(json(response)).toEqual({ detail: 'Company not found', code: 'NOT_FOUND' });
  });
});
