import { errorStatusByCode, type ErrorCode } from '@charter/shared';

/** The one error type services throw; the error handler turns it into `{ detail, code }`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly existingId: string | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    options: { cause?: unknown; headers?: Record<string, string>; existingId?: string } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = errorStatusByCode[code];
    this.headers = options.headers ?? {};
    this.existingId = options.existingId;
  }

  /** A write that collides with something that exists; the answer names it so the client can link to it. */
  static conflict(detail: string, existingId: string): AppError {
    return new AppError('CONFLICT', detail, { existingId });
  }

  static notFound(what = 'Resource'): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }

  static unauthenticated(detail = 'Not authenticated. Please login again.'): AppError {
    return new AppError('UNAUTHENTICATED', detail);
  }

  static rateLimited(detail: string, retryAfterSeconds: number): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError('RATE_LIMITED', detail, {
      headers: { 'retry-after': String(seconds) },
    });
  }
}
