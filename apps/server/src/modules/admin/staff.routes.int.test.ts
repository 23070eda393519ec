import { afterAll, describe, expect, it } from 'vitest';
import type { StaffAccount, StaffAuditResponse } from '@charter/shared';
import { signInStaff } from '../../../test/auth-helpers';
import { createTestApp, json } from '../../../test/test-app';

const lead = { email: 'lead@charter.test', password: 'lead-password-123' };
const t = await createTestApp({ admin: lead });
afterAll(() => t.close());

const headers = await signInStaff(t.app, lead);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers, payload });

describe('staff accounts', () => {
  it('creates an account that can sign in, lists it with its last use, and audits the creation', async () => {
    const created = await call('POST', '/api/admin/admins', { email: 'Nia@Charter.test', name: 'Nia Patel', password: 'nia-password-1' });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ email: 'nia@charter.test', name: 'Nia Patel', disabled: false, last_seen_at: null });
    expect(JSON.stringify(json(created))).not.toContain('password');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nia@charter.test', password: 'nia-password-1' },
    });
    expect(signIn.statusCode).toBe(200);

    const { accounts } = json<{ accounts: StaffAccount[] }>(await call('GET', '/api/admin/admins'));
    expect(accounts.map((account) => account.email)).toEqual(['lead@charter.test', 'nia@charter.test']);
    expect(accounts.find((account) => account.email === 'nia@charter.test')!.last_seen_at).not.toBeNull();

    const audit = json<StaffAuditResponse>(await call('GET', '/api/admin/audit?action=admin.created'));
    expect(audit.events[0]).toMatchObject({
      action: 'admin.created',
      actor: { type: 'staff', name: 'Administrator (Charter staff)' },
      target: { type: 'admin', label: 'nia@charter.test' },
      company: null,
    });
    expect(audit.events[0]!.request_id).toBeTruthy();
  });

  it('refuses a duplicate email (409), a short password and a bad email (400)', async () => {
    const duplicate = await call('POST', '/api/admin/admins', { email: 'LEAD@charter.test', name: 'Again', password: 'another-pass-1' });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate)).toEqual({ detail: 'A staff account with this email already exists.', code: 'CONFLICT' });
    for (const payload of [
      { email: 'short@charter.test', name: 'Short', password: 'short' },
      { email: 'not-an-email', name: 'Bad', password: 'long-enough-1' },
      { email: 'noname@charter.test', name: '   ', password: 'long-enough-1' },
    ]) {
      const response = await call('POST', '/api/admin/admins', payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('never disables the caller or the last enabled account; unknown ids are 404', async () => {
    const { accounts } = json<{ accounts: StaffAccount[] }>(await call('GET', '/api/admin/admins'));
    const self = accounts.find((account) => account.email === lead.email)!;
    const own = await call('PUT', `/api/admin/admins/${self.id}/status`, { disabled: true });
    expect(own.statusCode).toBe(409);
    expect(json(own)).toEqual({ detail: 'You cannot disable your own account.', code: 'CONFLICT' });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await call('PUT', `/api/admin/admins/${id}/status`, { disabled: true });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await call('PUT', `/api/admin/admins/${self.id}/status`, { disabled: 'yes' })).statusCode).toBe(400);
  });

  it('disables and enables an account, each audited once with its before and after', async () => {
    const { accounts } = json<{ accounts: StaffAccount[] }>(await call('GET', '/api/admin/admins'));
    const nia = accounts.find((account) => account.email === 'nia@charter.test')!;
    expect(json(await call('PUT', `/api/admin/admins/${nia.id}/status`, { disabled: true }))).toMatchObject({ disabled: true });
    // Saying it again changes nothing and writes nothing.
    expect(json(await call('PUT', `/api/admin/admins/${nia.id}/status`, { disabled: true }))).toMatchObject({ disabled: true });
    expect(json(await call('PUT', `/api/admin/admins/${nia.id}/status`, { disabled: false }))).toMatchObject({ disabled: false });

    const audit = json<StaffAuditResponse>(await call('GET', '/api/admin/audit'));
    const statusEvents = audit.events.filter((event) => event.action === 'admin.disabled' || event.action === 'admin.enabled');
    expect(statusEvents.map((event) => [event.action, event.changes[0]])).toEqual([
      ['admin.enabled', { field: 'status', before: 'disabled', after: 'enabled' }],
      ['admin.disabled', { field: 'status', before: 'enabled', after: 'disabled' }],
    ]);
  });

  it('pages the audit log without skips or repeats, and refuses a bad cursor or action', async () => {
    for (let index = 0; index < 5; index += 1) {
      await call('POST', '/api/admin/admins', { email: `pager${index}@charter.test`, name: `Pager ${index}`, password: 'pager-pass-12' });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: StaffAuditResponse = json(await call('GET', `/api/admin/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`));
      expect(page.events.length).toBeLessThanOrEqual(2);
      seen.push(...page.events.map((event) => event.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(8);

    expect((await call('GET', '/api/admin/audit?cursor=garbage')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?action=made.up')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?limit=1000')).statusCode).toBe(400);
  });
});
