import { describe, expect, it } from 'vitest';
import { ApiContractError, ApiError } from '@/lib/api-client';
import {
  authMessages,
  codeVerificationMessage,
  emailVerificationMessage,
  formatWait,
  googleErrorMessage,
  isCodeUsedUp,
  loginCodeRequestMessage,
  resetPasswordMessage,
  retryAfterSeconds,
  signupErrorMessage,
} from './auth-messages';

const offline = new ApiError(0, undefined, undefined);
const withDetail = (status: number, detail?: string) => new ApiError(status, detail, undefined);

describe('loginCodeRequestMessage', () => {
  it.each([
    ['no response', offline, '❌ Connection failed. Please check your internet connection or try again later.'],
    ['403', withDetail(403, 'server words'), '⚠️ Please verify your email first! Check your inbox for the verification link.'],
    [
      '403 ACCOUNT_DISABLED',
      new ApiError(403, 'This account has been disabled. Please contact support.', 'ACCOUNT_DISABLED'),
      'This account has been disabled. Please contact support.',
    ],
    ['404', withDetail(404, 'server words'), '❌ No account found with this email. Please sign up first.'],
    [
      '429 with detail',
      withDetail(429, 'Please wait 12 seconds before requesting another code.'),
      'Please wait 12 seconds before requesting another code.',
    ],
    ['500 without detail', withDetail(500), '❌ Failed to send login code. Please try again.'],
    ['a non-API error', new TypeError('boom'), '❌ Failed to send login code. Please try again.'],
  ])('%s', (_case, error, expected) => {
    expect(loginCodeRequestMessage(error)).toBe(expected);
  });
});

describe('codeVerificationMessage', () => {
  it.each([
    ['401', withDetail(401, 'anything'), 'Invalid or expired code. Please try again.'],
    [
      '401 CODE_USED_UP',
      new ApiError(401, 'This code is used up after too many wrong tries. Please send a new code.', 'CODE_USED_UP'),
      'This code is used up after too many wrong tries. Please send a new code.',
    ],
    ['401 CODE_USED_UP without detail', new ApiError(401, undefined, 'CODE_USED_UP'), authMessages.codeUsedUp],
    ['400 with detail', withDetail(400, 'Bad code format'), 'Bad code format'],
    ['500 without detail', withDetail(500), 'Verification failed. Please try again.'],
    ['no response', offline, authMessages.connectionFailed],
  ])('%s', (_case, error, expected) => {
    expect(codeVerificationMessage(error)).toBe(expected);
  });
});

describe('isCodeUsedUp', () => {
  it('switches on the code, not on the status the two 401s share', () => {
    expect(isCodeUsedUp(new ApiError(401, 'x', 'CODE_USED_UP'))).toBe(true);
    expect(isCodeUsedUp(new ApiError(401, 'x', 'INVALID_CODE'))).toBe(false);
    expect(isCodeUsedUp(offline)).toBe(false);
    expect(isCodeUsedUp(new Error('CODE_USED_UP'))).toBe(false);
  });
});

describe('formatWait', () => {
  it.each([
    [1, '1s'],
    [57, '57s'],
    [89, '89s'],
    [90, '2 min'],
    [3445, '58 min'],
    [3600, '60 min'],
  ])('%i seconds reads %s', (seconds, expected) => {
    expect(formatWait(seconds)).toBe(expected);
  });
});

describe('signupErrorMessage', () => {
  it.each([
    ['no response', offline, authMessages.connectionFailed],
    [
      'already registered',
      withDetail(409, 'This email is already registered. Please login instead.'),
      '⚠️ This email is already registered. Please login instead.',
    ],
    ['other detail', withDetail(400, 'Please enter a valid email address.'), 'Please enter a valid email address.'],
    ['no detail', withDetail(500), 'Signup failed. Please try again.'],
  ])('%s', (_case, error, expected) => {
    expect(signupErrorMessage(error)).toBe(expected);
  });
});

describe('emailVerificationMessage', () => {
  it.each([
    ['no response', offline, 'Network error occurred'],
    ['server detail', withDetail(400, 'Token expired'), 'Token expired'],
    ['no detail', withDetail(400), 'Verification failed. The link may be invalid or expired.'],
    ['malformed answer', new ApiContractError('/auth/verify-email', []), 'Invalid response from server'],
  ])('%s', (_case, error, expected) => {
    expect(emailVerificationMessage(error)).toBe(expected);
  });
});

describe('resetPasswordMessage', () => {
  it('prefers the server detail, else the fallback', () => {
    expect(resetPasswordMessage(withDetail(400, 'Link expired'))).toBe('Link expired');
    expect(resetPasswordMessage(withDetail(500))).toBe('Failed to reset password. Please try again.');
  });
});

describe('googleErrorMessage', () => {
  it('explains each callback reason and has a fallback', () => {
    expect(googleErrorMessage('google_not_configured')).toMatch(/not configured/);
    expect(googleErrorMessage('google_email_unverified')).toMatch(/not verified/);
    expect(googleErrorMessage('account_disabled')).toBe('This account has been disabled. Please contact support.');
    expect(googleErrorMessage('google_failed')).toMatch(/failed/);
    expect(googleErrorMessage('something_else')).toBe('Sign-in failed. Please try again.');
  });
});

describe('retryAfterSeconds', () => {
  it('is undefined unless the error is a 429', () => {
    expect(retryAfterSeconds(withDetail(400, 'Please wait 5 seconds'), 30)).toBeUndefined();
    expect(retryAfterSeconds(new Error('x'), 30)).toBeUndefined();
  });
  it("reads the wait from the server's Retry-After, else falls back", () => {
    expect(retryAfterSeconds(new ApiError(429, 'Please wait 27 seconds.', 'RATE_LIMITED', 27), 30)).toBe(27);
    expect(retryAfterSeconds(new ApiError(429, 'Wait.', 'RATE_LIMITED', 0.4), 30)).toBe(1);
    expect(retryAfterSeconds(withDetail(429, 'Too many login codes requested. Please try again later.'), 30)).toBe(30);
  });
});
