import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

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
    if (!checkContract) return writeFrozenOnce(stringify);
    return (data) => {
      const checked = z.safeEncode(contract as z.ZodType, data);
      if (!checked.success) throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
      const json = stringify(data);
      // The compiled serialiser writes exactly what the Zod contract would have: same fields, same values.
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(checked.data))))
        throw new Error(`${route.method} ${route.url}: the compiled answer ${json} differs from the contract's`);
      return json;
    };
  };
}

/**
 * An answer a service keeps and serves again (the compliance plan cache) is frozen: it is written once per route and
 * the same text sent after that. Anything else is written each time. Not with `checkContract`, which checks each one.
 */
function writeFrozenOnce(stringify: (data: unknown) => string): (data: unknown) => string {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return stringify(data);
    let json = written.get(data);
    if (json === undefined) {
      json = stringify(data);
      written.set(data, json);
    }
    return json;
  };
}
