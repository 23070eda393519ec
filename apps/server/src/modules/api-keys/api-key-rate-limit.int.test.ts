import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedApiKey } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiKeyRateLimitMax: 3 });
});
afterAll(() => t.close());

it('counts requests per key: the fourth in a minute is 429, while another key and the owner’s session go on', async () => {
  const owner = await signedInUser(t.app, 'Olivia Owner');
  const companyId = (await createdCompany(t.app, owner.token)).id;
  const newKey = async (name: string) =>
    json<CreatedApiKey>(
      await t.app.inject({
        method: 'POST',
        url: `/api/companies/${companyId}/api-keys`,
        headers: bearer(owner.token),
        payload: { name, scopes: ['obligations:read'] },
      }),
    ).secret;
  const [first, second] = [await newKey('ERP'), await newKey('Dashboard')];
  const call = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/compliance/health`, headers: bearer(token) });

  for (let request = 0; request < 3; request += 1) expect((await call(first)).statusCode).toBe(200);
  const limited = await call(first);
  expect(limited.statusCode).toBe(429);
  expect(json(limited)).toMatchObject({ code: 'RATE_LIMITED' });
  expect((await call(second)).statusCode).toBe(200);
  // The session is counted by address, under the (large) limit of the test config.
  for (let request = 0; request < 5; request += 1) expect((await call(owner.token)).statusCode).toBe(200);
});
