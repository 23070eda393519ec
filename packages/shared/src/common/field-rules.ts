// The rules of the common fields as plain values, with no Zod: the sign-in screen checks its fields with them (see
// auth/sign-in-rules.ts) and the schemas in fields.ts are built from them.

/** Spec §5: non-space text, an at sign, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;
/** What a text with a NUL character is told (see textSchema). */
export const NUL_MESSAGE = 'must not contain a NUL character';
