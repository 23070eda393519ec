import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledResponseSerializer } from './response-serializer';

const contract = z.object({ title: z.string(), items: z.array(z.object({ name: z.string() })) });
const serializerFor = (checkContract: boolean) =>
  compiledResponseSerializer({ checkContract })({ schema: contract, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string | Buffer;

describe('the compiled response serializer', () => {
  it('writes an answer each time as text, with only the contract’s fields', () => {
    const write = serializerFor(false);
    const answer = { title: '“Annual return” — due', items: [{ name: 'MGT-7', extra: true }] };
    expect(write(answer)).toBe('{"title":"“Annual return” — due","items":[{"name":"MGT-7"}]}');
    answer.title = 'changed';
    expect(write(answer)).toBe('{"title":"changed","items":[{"name":"MGT-7"}]}');
  });

  it('writes a frozen (kept) answer once, as its UTF-8 bytes, and sends the same bytes after that', () => {
    const write = serializerFor(false);
    const kept = Object.freeze({ title: '“Annual return” — due', items: Object.freeze([Object.freeze({ name: 'MGT-7' })]) });
    const first = write(kept);
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(JSON.parse(first.toString('utf8'))).toEqual(kept);
    expect(write(kept)).toBe(first);
    // Another frozen answer is its own.
    expect(write(Object.freeze({ title: 'other', items: [] })).toString()).toBe('{"title":"other","items":[]}');
  });

  it('in tests, checks every answer against the contract, kept or not, and then sends what production sends', () => {
    const write = serializerFor(true);
    expect(() => write(Object.freeze({ title: 1, items: [] }))).toThrow();
    const kept = Object.freeze({ title: 'kept', items: [] });
    const bytes = write(kept);
    expect(Buffer.isBuffer(bytes) && bytes.toString()).toBe('{"title":"kept","items":[]}');
    expect(write(kept)).toBe(bytes);
    expect(write({ title: 'not kept', items: [] })).toBe('{"title":"not kept","items":[]}');
  });
});
