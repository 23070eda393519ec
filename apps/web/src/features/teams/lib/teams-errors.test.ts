import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@charter/shared';
import { ApiError } from '@/lib/api-client';
import { CONNECTION_FAILED, SESSION_ENDED, TOO_MANY_ATTEMPTS, teamsErrorMessage } from './teams-errors';

const fallback = 'That did not work.';
const failure = (status: number, code: ErrorCode | undefined, detail?: string) => new ApiError(status, detail, code);

describe('teamsErrorMessage', () => {
  it.each([
    ['the last owner (CONFLICT)', failure(409, 'CONFLICT', 'A company needs at least one owner.'), 'A company needs at least one owner.'],
    [
      'another account (FORBIDDEN)',
      failure(403, 'FORBIDDEN', 'Sent to a@x.in, signed in as b@x.in.'),
      'Sent to a@x.in, signed in as b@x.in.',
    ],
    ['a spent link (GONE)', failure(410, 'GONE', 'This invitation has expired.'), 'This invitation has expired.'],
    ['an unknown link (NOT_FOUND)', failure(404, 'NOT_FOUND', 'This invitation link is not valid.'), 'This invitation link is not valid.'],
    ['a mail that failed (PROVIDER_UNAVAILABLE)', failure(503, 'PROVIDER_UNAVAILABLE', 'Saved, not sent.'), 'Saved, not sent.'],
    ['no response at all', failure(0, undefined), CONNECTION_FAILED],
    ['an ended session', failure(401, 'UNAUTHENTICATED', 'Sign in'), SESSION_ENDED],
    ['rate limiting', failure(429, 'RATE_LIMITED', 'Slow down'), TOO_MANY_ATTEMPTS],
    ['a server fault, whose detail is not for users', failure(500, 'INTERNAL', 'Internal error'), fallback],
    ['a known code without a detail', failure(409, 'CONFLICT'), fallback],
    ['something that is not an API error', new Error('boom'), fallback],
  ])('%s', (_case, error, expected) => {
    expect(teamsErrorMessage(error, fallback)).toBe(expected);
  });
});
