import { z } from 'zod';

/** The closed list of error codes every API error carries, with the HTTP status each maps to. */
export const errorStatusByCode = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CODE: 401,
  /** The login code took too many wrong tries and no longer works, even when right: a new one must be sent. */
  CODE_USED_UP: 401,
  EMAIL_NOT_VERIFIED: 403,
  /** Staff disabled the account: no sign-in until they enable it again. */
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A link that existed but can no longer be used (expired, revoked, already used). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  /** An upload whose contents are not an accepted type, or not the type its name says. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  PROVIDER_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatusByCode;

export const errorCodeSchema = z.enum(Object.keys(errorStatusByCode) as [ErrorCode, ...ErrorCode[]]);

/** The one body shape of every error answer. */
export const errorBodySchema = z.object({
  detail: z.string(),
  code: errorCodeSchema,
  request_id: z.string().optional(),
  /** On a CONFLICT: the id of the existing resource the request collides with, so the client can link to it. */
  existing_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
