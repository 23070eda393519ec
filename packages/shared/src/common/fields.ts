import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGE, EMAIL_PATTERN, isSingleLine, NUL_MESSAGE, SINGLE_LINE_MESSAGE } from './field-rules';

/**
 * Every text a client sends is this: PostgreSQL cannot store a NUL character, so it is refused here as bad input
 * (400) instead of failing in the database as a 500. No person types one.
 */
export const textSchema = z.string().refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

/**
 * A name, a title, a label: one line. Refused with a 400 when it holds a line break or another control character
 * (see CONTROL_CHARACTER_PATTERN); the writers of calendar feeds and mail escape what older rows hold anyway.
 */
export const lineSchema = textSchema.refine(isSingleLine, SINGLE_LINE_MESSAGE);

export const emailSchema = textSchema
  .trim()
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE)
  .transform((value) => value.toLowerCase());

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** A calendar date as the API exchanges it: YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** When a stored row was made and last changed (ISO instants). */
export const timestampFields = { created_at: z.string(), updated_at: z.string() };

/** A 204 answer: no body. */
export const noContentSchema = z.null();

/** One count for each of `keys` (users by designation, …): the fields follow the list they count. */
export function countFields<const K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>;
}
