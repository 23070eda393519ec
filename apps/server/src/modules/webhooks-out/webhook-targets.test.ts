import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sendWebhook } from './webhook-sender';
import { signWebhook, verifyWebhook } from './webhook-signature';
import { checkAddress, checkUrl, TargetRefused } from './webhook-targets';

const production = { production: true };
const development = { production: false };

describe('checkAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00:ec2::254',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
  ])('refuses %s in production', (address) => {
    expect(() => checkAddress(address, production)).toThrow(TargetRefused);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public %s', (address) => {
    expect(() => checkAddress(address, production)).not.toThrow();
  });

  it('allows loopback outside production, but still not private ranges', () => {
    expect(() => checkAddress('127.0.0.1', development)).not.toThrow();
    expect(() => checkAddress('::1', development)).not.toThrow();
    expect(() => checkAddress('10.0.0.1', development)).toThrow(TargetRefused);
    expect(() => checkAddress('169.254.169.254', development)).toThrow(TargetRefused);
  });
});

describe('checkUrl', () => {
  it('needs https in production; http outside it', () => {
    expect(() => checkUrl(new URL('http://hooks.example.com/x'), production)).toThrow('Webhook URLs must use https');
    expect(() => checkUrl(new URL('https://hooks.example.com/x'), production)).not.toThrow();
    expect(() => checkUrl(new URL('http://127.0.0.1:9000/x'), development)).not.toThrow();
    expect(() => checkUrl(new URL('https://[::1]/x'), production)).toThrow(TargetRefused);
    expect(() => checkUrl(new URL('https://user:pass@hooks.example.com/x'), production)).toThrow(TargetRefused);
  });
});

describe('sendWebhook', () => {
  it('refuses, in production, a name that resolves to loopback, checked as the socket connects (nothing arrives)', async () => {
    let arrived = 0;
    const server = createServer((_request, response) => {
      arrived += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // https in production: "localhost" passes the URL check and is refused at the lookup.
      const refused = await sendWebhook(`https://localhost:${port}/hook`, {}, '{}', production);
      expect(refused).toEqual({ status: undefined, error: expect.stringMatching(/is not a public address/) });
      const delivered = await sendWebhook(`http://localhost:${port}/hook`, {}, '{}', development);
      expect(delivered).toEqual({ status: 200, error: undefined });
      expect(arrived).toBe(1);
    } finally {
      server.close();
    }
  });
});

describe('the signature', () => {
  it('verifies what was signed, and nothing changed or stale', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    const header = signWebhook('whsec_test', '{"a":1}', at);
    expect(header).toMatch(/^t=1795773600,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook('whsec_test', '{"a":1}', header, at)).toBe(true);
    expect(verifyWebhook('whsec_test', '{"a":2}', header, at)).toBe(false);
    expect(verifyWebhook('whsec_other', '{"a":1}', header, at)).toBe(false);
    expect(verifyWebhook('whsec_test', '{"a":1}', header, new Date(at.getTime() + 301_000))).toBe(false);
  });
});
