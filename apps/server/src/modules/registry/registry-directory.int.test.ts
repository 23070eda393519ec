import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_IMPORT_MAX_BYTES } from '@charter/shared';
import { bearer, signedInUser, signInStaff } from '../../../test/auth-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

let t: TestApp;
let founder: { token: string };
let adminHeaders: Record<string, string>;
const admin = { email: 'ops@charter.test', password: 'correct horse battery' };
const sampleCsv = readFileSync(new URL('../../../test/fixtures/mca-master-sample.csv', import.meta.url), 'utf8');

beforeAll(async () => {
  // A fresh start: nothing imported into the directory.
  t = await createTestApp({ admin });
  founder = await signedInUser(t.app);
  adminHeaders = await signInStaff(t.app, admin);
});
afterAll(() => t.close());

const directory = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/mca/directory', headers });
const india = async () =>
  json<{ countries: { country: string }[] }>(await directory(bearer(founder.token))).countries.find((entry) => entry.country === 'India');
const upload = (body: string, headers: Record<string, string> = adminHeaders, contentType = 'text/csv') =>
  t.app.inject({ method: 'POST', url: '/api/admin/registry/import', headers: { ...headers, 'content-type': contentType }, payload: body });
const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/mca/search-company?company_name=${encodeURIComponent(query)}`, headers: bearer(founder.token) });

describe('a fresh server: the directory says it is empty', () => {
  it('GET /api/mca/directory reports India unavailable with 0 records, and the UK unavailable without a key', async () => {
    const response = await directory(bearer(founder.token));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      countries: [
        { country: 'India', available: false, source: 'directory', record_count: 0, last_imported_at: null },
        { country: 'UK', available: false, source: null, record_count: null, last_imported_at: null },
      ],
    });
  });

  it('answers 401 without a session and for an admin session (it is a founder call)', async () => {
    for (const headers of [{}, adminHeaders] as Record<string, string>[]) {
      const response = await directory(headers);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('a UK search without Companies House configured is 503 PROVIDER_UNAVAILABLE, not an empty result', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/mca/search-company?company_name=acme&country=UK',
      headers: bearer(founder.token),
    });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', detail: expect.stringContaining('enter the details manually') });
  });
});

describe('POST /api/admin/registry/import', () => {
  it('refuses a founder session and a missing token with 401, and imports nothing', async () => {
    for (const headers of [bearer(founder.token), { 'x-admin-token': founder.token }, {}] as Record<string, string>[]) {
      const response = await upload(sampleCsv, headers);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ detail: 'Admin authentication required', code: 'UNAUTHENTICATED' });
    }
    expect(await india()).toMatchObject({ available: false, record_count: 0 });
  });

  it('answers 400 naming the problem for a file it cannot read', async () => {
    const missing = await upload('NAME,STATE\nA,B\n');
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining('CORPORATE_IDENTIFICATION_NUMBER') });
    const empty = await upload('\n');
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'The file is empty.' });
  });

  it('answers 400 for a body that is not text/csv, saying what to send', async () => {
    const response = await upload(JSON.stringify({ csv: sampleCsv }), undefined, 'application/json');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining('text/csv') });
    expect((await upload(sampleCsv, undefined, 'text/plain')).statusCode).toBe(400);
    expect(await india()).toMatchObject({ record_count: 0 });
  });

  it(`answers 413 above ${REGISTRY_IMPORT_MAX_BYTES / 1024 / 1024} MB`, async () => {
    const header = sampleCsv.split('\n')[0]!;
    const row = 'U74999MH2019PTC123456,SAMPLE SPICE TRADERS PRIVATE LIMITED,Active,Private\n';
    const big = `${header}\n${row.repeat(Math.ceil(REGISTRY_IMPORT_MAX_BYTES / row.length) + 1)}`;
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await india()).toMatchObject({ record_count: 0 });
  });

  it('imports the sample like the CLI, reports the skipped line, records who did it; then a founder finds a company', async () => {
    const response = await upload(sampleCsv);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ imported: 4, skipped: 1, first_skipped: { line: 6, reason: 'no id or name' }, record_count: 4 });

    const events = await t.database.db.execute(
      sql`select company_id, actor_type, actor_name, action, target_label, changes from audit_events where action = 'registry.imported'`,
    );
    expect((events as { rows: unknown[] }).rows).toEqual([
      {
        company_id: null,
        actor_type: 'staff',
        actor_name: expect.stringContaining('(Charter staff)'),
        action: 'registry.imported',
        target_label: 'MCA master data',
        changes: [
          { field: 'imported', before: null, after: '4' },
          { field: 'skipped', before: null, after: '1' },
        ],
      },
    ]);

    expect(await india()).toMatchObject({ available: true, source: 'directory', record_count: 4, last_imported_at: expect.any(String) });
    expect(json<{ companies: { cin: string }[] }>(await search('sample spice')).companies[0]).toMatchObject({
      cin: 'U74999MH2019PTC123456',
    });

    // Importing the same file again updates in place.
    expect(json(await upload(sampleCsv))).toMatchObject({ imported: 4, record_count: 4 });
  });
});

describe('GET /api/admin/registry/directory', () => {
  it('tells the back office what the directory holds and that India searches it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/registry/directory', headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ searched: true, record_count: expect.any(Number) });
  });

  it('refuses a founder session with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/registry/directory', headers: bearer(founder.token) });
    expect(response.statusCode).toBe(401);
  });
});
