import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailSchema } from '../common/fields';
import { loginCodeSchema, signupBodySchema } from './auth';
import { checkEmail, checkLoginCode, checkName, type Checked } from './sign-in-rules';

/** What a schema answers, in the checks' terms: the parsed value, or its first issue's message. */
function viaSchema(schema: z.ZodType<string, string>, input: string): Checked {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

const nameSchema = signupBodySchema.shape.name;

describe('the sign-in checks answer as the API schemas do', () => {
  it.each([
    'ada@example.com',
    '  Ada@Example.COM ',
    'ada@example',
    'ada example@x.io',
    '',
    '   ',
    '@example.com',
    'a@b.c',
    `${'a'.repeat(243)}@example.com`,
    `${'a'.repeat(242)}@example.com`,
    'ada\u0000@example.com',
  ])('email %j', (input) => {
    expect(checkEmail(input)).toEqual(viaSchema(emailSchema, input));
  });

  it.each([
    'Ada Lovelace',
    '  Ada  ',
    '',
    '   ',
    'a'.repeat(120),
    'a'.repeat(121),
    ` ${'a'.repeat(120)} `,
    'Ada\u0000',
    'Ada\nLovelace',
    'Ada\r\nX-Header: 1',
    '\tAda\n',
    'Ada\u2028Lovelace',
    'Ada\u0085',
  ])('name %j', (input) => {
    expect(checkName(input)).toEqual(viaSchema(nameSchema, input));
  });

  it.each(['123456', ' 123456 ', '12345', '1234567', '12a456', '', '١٢٣٤٥٦'])('login code %j', (input) => {
    expect(checkLoginCode(input)).toEqual(viaSchema(loginCodeSchema, input));
  });
});
