import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorDetail, apiErrorMessage } from './api-error-message';

describe('apiErrorDetail', () => {
  it("gives the server's detail whatever the code", () => {
    expect(apiErrorDetail(new ApiError(409, 'Already booked', 'CONFLICT'), 'Failed')).toBe('Already booked');
    expect(apiErrorDetail(new ApiError(500, 'Registry down', 'INTERNAL'), 'Failed')).toBe('Registry down');
  });

  it('falls back without a detail, or for an error that is not a call', () => {
    expect(apiErrorDetail(new ApiError(0, undefined, undefined), 'Failed')).toBe('Failed');
    expect(apiErrorDetail(new ApiError(400, '', 'VALIDATION_FAILED'), 'Failed')).toBe('Failed');
    expect(apiErrorDetail(new Error('boom'), 'Failed')).toBe('Failed');
    expect(apiErrorDetail(null, 'Failed')).toBe('Failed');
  });
});

describe('apiErrorMessage', () => {
  it('gives the detail only for the codes the user can act on', () => {
    expect(apiErrorMessage(new ApiError(400, 'Bad scope', 'VALIDATION_FAILED'), 'Failed')).toBe('Bad scope');
    expect(apiErrorMessage(new ApiError(409, 'Already there', 'CONFLICT'), 'Failed')).toBe('Failed');
  });
});
