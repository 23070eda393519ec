import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

/** The sample MCA master data the server tests use too. */
export const sampleCsvPath = new URL('../../apps/server/test/fixtures/mca-master-sample.csv', import.meta.url).pathname;

/**
 * Fills the company directory the way staff do, through the back-office import route (signed in with the demo
 * admin the embedded server seeds). Importing the same file twice changes nothing, so any journey may call it.
 */
export async function importSampleDirectory(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/admin/login', { data: { email: 'admin@charter.local', password: 'charter-demo-admin' } });
  expect(login.ok()).toBe(true);
  const { admin_token: token } = (await login.json()) as { admin_token: string };
  const response = await request.post('/api/admin/registry/import', {
    headers: { 'content-type': 'text/csv', 'x-admin-token': token },
    data: readFileSync(sampleCsvPath, 'utf8'),
  });
  expect(response.status()).toBe(200);
}
