import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../test/auth-helpers';
import { createdCompany } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A built web app as the build leaves it: each text asset with its .br and .gz twins. */
function distWithTwins(): { dir: string; script: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'charter-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('charter '.repeat(400))});`;
  const files = {
    'index.html': `<!doctype html><title>landing</title>${'<p>founders</p>'.repeat(100)}`,
    'app.html': '<!doctype html><title>spa</title>',
    'shells/login.html': '<!doctype html><title>spa</title><link rel="modulepreload" href="/assets/login-9f8e.js">',
    'assets/app-1a2b3c.js': script,
  };
  mkdirSync(path.join(dir, 'shells'));
  writeFileSync(path.join(dir, 'shells.json'), JSON.stringify({ '/login': 'shells/login.html', '/signup': 'shells/login.html' }));
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), body);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  }
  return { dir, script };
}

let t: TestApp;
let script: string;
beforeAll(async () => {
  const dist = distWithTwins();
  script = dist.script;
  t = await createTestApp({ webDistDir: dist.dir });
});
afterAll(() => t.close());

describe('compressed delivery of the web app', () => {
  it('sends the brotli twin for br, the gzip twin for gzip, and the file itself otherwise, with Vary and the cache headers', async () => {
    const url = '/assets/app-1a2b3c.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a route with its own shell gets it (query string or not); any other route gets the plain shell', async () => {
    for (const url of ['/login', '/signup', '/login?email=a%40b.co']) {
      const shell = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(shell.statusCode).toBe(200);
      expect(shell.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(shell.rawPayload).toString()).toContain('/assets/login-9f8e.js');
    }
    const other = await t.app.inject({ method: 'GET', url: '/orders' });
    expect(other.body).toBe('<!doctype html><title>spa</title>');
  });

  it('the landing page and the SPA fallback are sent compressed too, still not cached', async () => {
    const landing = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toContain('landing');
    const shell = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip', accept: 'text/html' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});

describe('compressed API answers', () => {
  it('compresses a JSON answer of 1 KB or more and leaves small ones alone', async () => {
    const founder = await signedInUser(t.app, 'Compression Check');
    const { id } = await createdCompany(t.app, founder.token);
    const big = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${id}/compliance`,
      headers: { ...bearer(founder.token), 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { requirements: unknown[] };
    expect(json.requirements.length).toBeGreaterThan(10);
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('HSTS', () => {
  it('is sent for a year when APP_URL is https, and not otherwise', async () => {
    const secure = await createTestApp({ appUrl: 'https://charter.example' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });
});
