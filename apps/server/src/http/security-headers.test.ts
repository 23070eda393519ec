import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { helmetMiddleware, recordedHeaders } from './security';

/** What helmet itself leaves on a response (X-Powered-By set first, as Express would, to see it removed). */
function helmetOn(options: Parameters<typeof helmetMiddleware>[0]): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'test');
  helmetMiddleware(options)(request, response, () => {});
  return response.getHeaders();
}

function replayed(options: Parameters<typeof helmetMiddleware>[0]): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'test');
  const { set, removed } = recordedHeaders(helmetMiddleware(options));
  for (const [name, value] of set) response.setHeader(name, value);
  for (const name of removed) response.removeHeader(name);
  return response.getHeaders();
}

describe('the JSON answers’ security headers, recorded once from helmet', () => {
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
  ])('are the headers helmet sets itself: %s', (_name, options) => {
    const expected = helmetOn(options);
    expect(Object.keys(expected).length).toBeGreaterThan(5);
    expect(expected['x-powered-by']).toBeUndefined();
    expect(replayed(options)).toEqual(expected);
  });
});
