import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { keepAnswer } from './kept-answers';

type RouteSchema = $ZodType | { properties: $ZodType };

const zodOf = (schema: RouteSchema): $ZodType => (schema instanceof $ZodType ? schema : schema.properties);

/**
 * Answers are written by Fastify's own compiled serialiser (fast-json-stringify) from the JSON Schema of the route's
 * Zod contract, instead of a Zod parse of every answer followed by JSON.stringify: it writes only the contract's
 * fields (as the Zod parse did by stripping the rest) and fails on a missing required one. A contract JSON Schema
 * cannot express (a transform) keeps the Zod serialiser. With `checkContract` (tests) every answer written is also
 * checked against its Zod contract (a type the compiled serialiser would coerce fails) and compared with what the
 * Zod serialiser would have written.
 */
export function compiledResponseSerializer({ checkContract }: { checkContract: boolean }): FastifySerializerCompiler<RouteSchema> {
  return (route) => {
    const contract = zodOf(route.schema);
    let stringify: (data: unknown) => string;
    try {
      stringify = fastJson(z.toJSONSchema(contract as z.ZodType, { io: 'output', unrepresentable: 'throw' }) as AnySchema);
    } catch {
      return zodSerializerCompiler(route);
    }
    const write = writeFrozenOnce(stringify);
    if (!checkContract) return write;
    return (data) => {
      const checked = z.safeEncode(contract as z.ZodType, data);
      if (!checked.success) throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
      const json = stringify(data);
      // The compiled serialiser writes exactly what the Zod contract would have: same fields, same values.
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(checked.data))))
        throw new Error(`${route.method} ${route.url}: the compiled answer ${json} differs from the contract's`);
      // What production sends: a kept answer's bytes (kept-answers.ts), so the tests go the same way.
      return write(data);
    };
  };
}

/**
 * An answer a service keeps and serves again (the compliance plan, the dashboard, the catalogue) is frozen: it is
 * written once per route, as UTF-8 bytes, and those bytes sent after that, compressed as each client accepts
 * (kept-answers.ts).
 * Anything else is written each time.
 *
 * Bytes, not the text: such an answer holds “quotes” and dashes, so V8 keeps its text as UTF-16, and Node encoded all of
 * it to UTF-8 again for every request (twice: for Content-Length, then in the socket write). Fastify sends a Buffer a
 * serialiser returns as it is (reply.js, onSendEnd); its type says string only.
 */
function writeFrozenOnce(stringify: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, Buffer>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return stringify(data);
    let bytes = written.get(data);
    if (bytes === undefined) {
      bytes = keepAnswer(stringify(data));
      written.set(data, bytes);
    }
    return bytes as unknown as string;
  };
}
