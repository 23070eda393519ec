import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { apiSecurityHeaders, documentSecurityHeaders, recordedHeaders, securityHeadersByAnswer } from './security';

/** What helmet itself leaves on a response (X-Powered-By set first, as Express would, to see it removed). */
function helmetOn(options: HelmetOptions): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'test');
  helmet(options)(request, response, () => {});
  return response.getHeaders();
}

function replayed(options: HelmetOptions): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'test');
  const { set, removed } = recordedHeaders(options);
  for (const [name, value] of Object.entries(set)) response.setHeader(name, value);
  for (const name of removed) response.removeHeader(name);
  return response.getHeaders();
}

const config = (overrides: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...overrides });

describe('security headers recorded once from helmet', () => {
  it.each([
    ['helmet’s defaults', {}],
    [
      'a CSP like the app’s, over https',
      {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], objectSrc: ["'none'"], upgradeInsecureRequests: [] },
        },
        crossOriginResourcePolicy: { policy: 'same-origin' as const },
        strictTransportSecurity: true,
      },
    ],
    ['no HSTS (http)', { strictTransportSecurity: false }],
    ['the JSON answers’ (https)', apiSecurityHeaders(config({ APP_URL: 'https://charter.example' }))],
    ['the documents’ (https)', documentSecurityHeaders(config({ APP_URL: 'https://charter.example' }))],
  ])('are the headers helmet sets itself: %s', (_name, options) => {
    const expected = helmetOn(options);
    expect(Object.keys(expected).length).toBeGreaterThan(3);
    expect(replayed(options)).toEqual(expected);
  });
});

describe('the headers of each kind of answer', () => {
  it('gives a JSON answer the REST set (OWASP) and a page or an asset the document set', () => {
    const headersFor = securityHeadersByAnswer(config({ APP_URL: 'https://charter.example' }));
    expect(headersFor('/api/auth/me').set).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const url of ['/dashboard', '/assets/index.js', '/api/docs', '/api/docs/static/index.html']) {
      const { set } = headersFor(url);
      expect(set['content-security-policy'], url).toContain("script-src 'self'");
      expect(set['referrer-policy'], url).toBe('no-referrer');
      expect(set['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends no HSTS over http, and removes nothing (Fastify sets no X-Powered-By)', () => {
    const headersFor = securityHeadersByAnswer(config({ APP_URL: 'http://localhost:3000' }));
    for (const url of ['/api/auth/me', '/dashboard']) {
      expect(headersFor(url).set['strict-transport-security']).toBeUndefined();
      expect(headersFor(url).removed).toEqual([]);
    }
  });
});
