// The rules of the common fields as plain values, with no Zod: the sign-in screen checks its fields with them (see
// auth/sign-in-rules.ts) and the schemas in fields.ts are built from them.

/** Spec §5: non-space text, an at sign, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;
/** What an over-long field is told: its name and its limit ("Company name must be at most 200 characters"). */
export const maxLengthMessage = (field: string, max: number): string => `${field} must be at most ${max} characters`;
/** A company's name, as registries allow it (MCA and Companies House names are far shorter). */
export const COMPANY_NAME_MAX_LENGTH = 200;
export const COMPANY_NAME_TOO_LONG = maxLengthMessage('Company name', COMPANY_NAME_MAX_LENGTH);
/** What a text with a NUL character is told (see textSchema). */
export const NUL_MESSAGE = 'must not contain a NUL character';
/**
 * Control characters (C0 with tab, CR and LF; DEL; C1) and the Unicode line and paragraph separators. A name or a
 * title is written into calendar feeds, mail subjects and page titles, where a line break starts a new field.
 */
export const CONTROL_CHARACTER_PATTERN = /[\p{Cc}\u2028\u2029]/u;
/** What a single-line field with one of them is told (see lineSchema). */
export const SINGLE_LINE_MESSAGE = 'must be one line, without line breaks, tabs or other control characters';
/** Whether a single-line field may take the text; what surrounds it is trimmed, so only what is inside counts. */
export const isSingleLine = (value: string): boolean => !CONTROL_CHARACTER_PATTERN.test(value.trim());
