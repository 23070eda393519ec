import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser, signInStaff } from '../../test/auth-helpers';
import { unpaidOrder } from '../../test/orders-helpers';
import { createTestApp, json } from '../../test/test-app';

/**
 * Requests generated from the app's own OpenAPI document, for every route: missing fields, nulls, wrong types, huge
 * numbers, oversized and multi-line strings, and odd ids in the path — each signed in as the route needs (a founder, or staff
 * under /api/admin). Whatever is sent, the answer is never a 5xx, and every 4xx is `{ detail, code }`. A route added
 * later is covered without touching this file.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const staff = { email: 'fuzz@charter.test', password: 'fuzz-password-123' };
const t = await createTestApp({ admin: staff });
afterAll(() => t.close());

const founder = await signedInUser(t.app, 'Farah Founder');
const staffHeaders = await signInStaff(t.app, staff);
const { order, company } = await unpaidOrder(t.app, t.database.db, founder);
const serviceId = json<{ services: { id: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/services' })).services[0]!.id;

/** Ids that exist, by path: so a request gets past "not found" to the route's own checks. Every other id is unknown. */
const realIds: [RegExp, Record<string, string>][] = [
  [/^\/api\/companies\/\{id\}/, { id: company.id }],
  [/^\/api\/(admin\/)?orders\/\{orderId\}/, { orderId: order.id }],
  [/^\/api\/admin\/users\/\{userId\}/, { userId: founder.id }],
  [/^\/api\/admin\/services\/\{id\}/, { id: serviceId }],
  [/^\/api\/admin\/compliance\/\{id\}/, { id: 'IN-LAB-01' }],
];

const unknownId = randomUUID();
const odd = ['not-a-uuid', unknownId, '0', 'x'.repeat(90), "1' OR '1'='1", 'a\u0000b'];
const oversized = 'x'.repeat(20_000);
const multiLine = 'Ics X\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:INJECTED';

const typeOf = (schema: Schema): string | undefined => {
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  if (type) return type;
  const option = (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.find((item) => item.type !== 'null');
  return option ? typeOf(option) : undefined;
};
const pick = (schema: Schema): Schema => (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.find((item) => item.type !== 'null') ?? schema;

/** A plausible value for a schema: what a well-behaved client would send, so one field at a time can go wrong. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const chosen = pick(schema);
  if (chosen !== schema) return sample(chosen, depth + 1);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return unknownId;
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'date-time') return '2026-12-01T00:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'Sample text'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? [])
          .map((key) => [key, sample(schema.properties?.[key], depth + 1)] as const)
          .filter(([, v]) => v !== undefined),
      );
    default:
      return 'x';
  }
}

/** A value of the wrong type for a schema. */
function wrongType(schema: Schema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not a list';
    case 'object':
      return 'not an object';
    default:
      return { unexpected: ['shape'] };
  }
}

interface Case {
  label: string;
  options: InjectOptions;
}

/** The bounded set of requests for one operation. */
function casesFor(method: string, path: string, operation: Operation): Case[] {
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const headers = path.startsWith('/api/admin') ? staffHeaders : bearer(founder.token);
  const known = realIds.find(([pattern]) => pattern.test(path))?.[1] ?? {};
  const baseParams = Object.fromEntries(pathParams.map((parameter) => [parameter.name, known[parameter.name] ?? unknownId]));
  const url = (params: Record<string, string>, query?: Record<string, string | string[]>) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? unknownId));
    if (!query) return filled;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
    return `${filled}?${search.toString()}`;
  };
  const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
  const bodyShape = jsonBody ? pick(jsonBody) : undefined;
  const baseBody = jsonBody ? sample(jsonBody) : undefined;
  const request = (
    label: string,
    overrides: { params?: Record<string, string>; query?: Record<string, string | string[]>; payload?: unknown; noBody?: boolean },
  ): Case => ({
    label,
    options: {
      method: method.toUpperCase(),
      url: url(overrides.params ?? baseParams, overrides.query),
      headers,
      ...(overrides.noBody || !jsonBody
        ? {}
        : {
            payload: JSON.stringify(overrides.payload === undefined ? baseBody : overrides.payload),
            headers: { ...headers, 'content-type': 'application/json' },
          }),
    },
  });

  const cases: Case[] = [request('as sampled', {})];
  for (const parameter of pathParams) {
    for (const value of odd)
      cases.push(request(`path ${parameter.name}=${value.slice(0, 20)}`, { params: { ...baseParams, [parameter.name]: value } }));
  }
  for (const parameter of queryParams.slice(0, 6)) {
    const schema = parameter.schema ?? {};
    const wrong = typeOf(schema) === 'string' && !schema.enum ? oversized.slice(0, 5000) : 'not-valid';
    cases.push(request(`query ${parameter.name}=wrong`, { query: { [parameter.name]: wrong } }));
    cases.push(request(`query ${parameter.name} twice`, { query: { [parameter.name]: ['1', '2'] } }));
    cases.push(request(`query ${parameter.name} multi-line`, { query: { [parameter.name]: multiLine } }));
    cases.push(request(`query ${parameter.name} huge`, { query: { [parameter.name]: '1e20' } }));
  }
  if (jsonBody) {
    cases.push(request('no body', { noBody: true }));
    for (const payload of [null, [], {}, 'text', 42]) cases.push(request(`body ${JSON.stringify(payload)}`, { payload }));
    const fields = Object.entries(bodyShape?.properties ?? {}).slice(0, 12);
    const base = typeof baseBody === 'object' && baseBody !== null && !Array.isArray(baseBody) ? (baseBody as Record<string, unknown>) : {};
    for (const [name, schema] of fields) {
      const without = { ...base };
      delete without[name];
      cases.push(request(`body without ${name}`, { payload: without }));
      cases.push(request(`body ${name}=null`, { payload: { ...base, [name]: null } }));
      cases.push(request(`body ${name} wrong type`, { payload: { ...base, [name]: wrongType(schema) } }));
      if (typeOf(schema) === 'integer' || typeOf(schema) === 'number') {
        for (const value of [1e20, -1e20, 0.5]) cases.push(request(`body ${name}=${value}`, { payload: { ...base, [name]: value } }));
      }
      if (typeOf(schema) === 'string') {
        cases.push(request(`body ${name} oversized`, { payload: { ...base, [name]: oversized } }));
        cases.push(request(`body ${name} multi-line`, { payload: { ...base, [name]: multiLine } }));
      }
    }
  }
  return cases;
}

// Routes that end the session they are called with run last, so they do not sign the rest out.
const endsSession = (path: string) => /logout|sign-out/.test(path);

describe('requests generated from the OpenAPI document', () => {
  it('never answer 5xx, and every 4xx is { detail, code }', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
      .filter(({ method }) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .sort((a, b) => Number(endsSession(a.path)) - Number(endsSession(b.path)));
    expect(operations.length).toBeGreaterThan(100);

    const failures: string[] = [];
    let sent = 0;
    let succeeded = 0;
    for (const { path, method, operation } of operations) {
      for (const { label, options } of casesFor(method, path, operation)) {
        const response = await t.app.inject(options);
        sent += 1;
        if (response.statusCode < 300) succeeded += 1;
        const where = `${method.toUpperCase()} ${path} (${label}) -> ${response.statusCode}`;
        if (response.statusCode >= 500) failures.push(`${where}: ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          let body: unknown;
          try {
            body = JSON.parse(response.body);
          } catch {
            body = response.body;
          }
          const ok =
            typeof body === 'object' &&
            body !== null &&
            typeof (body as { detail?: unknown }).detail === 'string' &&
            typeof (body as { code?: unknown }).code === 'string';
          if (!ok) failures.push(`${where}: not { detail, code }: ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(operations.length * 3);
    // The sessions held and the sampled requests were good enough to be served: this was not 1,000 quick 401s.
    expect(succeeded).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });
});
