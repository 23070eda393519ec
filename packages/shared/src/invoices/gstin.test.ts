import { describe, expect, it } from 'vitest';
import { billingDetailsSchema, gstinSchema } from './invoices';
import { gstinCheckCharacter, gstinProblem, gstStateCodes, isValidGstin, stateOfGstin } from './gstin';

// Published GSTINs (GST portal search examples and registered businesses) whose check characters the scheme must give.
const published = ['27AAPFU0939F1ZV', '33AAACH7409R1Z8', '24AAACC1206D1ZM'];

describe('GSTIN check character (mod 36)', () => {
  it.each(published)('accepts %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('refuses every other check character for the same 14 characters', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const gstin of published) {
      const wrong = [...alphabet].filter((c) => c !== gstin[14]).map((c) => gstin.slice(0, 14) + c);
      expect(wrong.every((candidate) => gstinProblem(candidate) === 'checksum')).toBe(true);
    }
  });

  it('catches a single changed character and a swap of two neighbours', () => {
    const base = '27AAPFU0939F1ZV';
    expect(gstinProblem('27AAPFU0939F2ZV')).toBe('checksum'); // entity digit 1 → 2
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe('checksum'); // 39 → 93
    expect(gstinProblem('72AAPFU0939F1ZV')).not.toBeNull();
    expect(isValidGstin(base)).toBe(true);
  });

  it.each([
    ['27AAPFU0939F1Z', 'format'], // 14 characters
    ['27aapfu0939f1zv', 'format'], // lower case (the schema upper-cases first)
    ['27AAPFU0939F1XV', 'format'], // 14th must be Z
    ['27AAPFU0939F0ZV', 'format'], // entity code 0 is not issued
    ['2AAAPFU0939F1ZV', 'format'],
    ['99AAPFU0939F1ZV', 'state'],
    ['00AAPFU0939F1ZV', 'state'],
  ])('%s is a %s problem', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('names the state of registration, including the older codes', () => {
    expect(stateOfGstin('27AAPFU0939F1ZV')).toBe('Maharashtra');
    expect(stateOfGstin('33AAACH7409R1Z8')).toBe('Tamil Nadu');
    expect(stateOfGstin('28AAPFU0939F1ZV')).toBe('Andhra Pradesh');
    expect(new Set(Object.values(gstStateCodes)).size).toBe(Object.keys(gstStateCodes).length);
  });
});

describe('billing details', () => {
  it('upper-cases and trims a GSTIN before checking it', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.safeParse('27AAPFU0939F1ZW').error?.issues[0]?.message).toMatch(/check character/);
  });

  it('are all optional', () => {
    expect(billingDetailsSchema.parse({})).toEqual({});
  });

  it('refuse a state that is not the GSTIN’s', () => {
    const result = billingDetailsSchema.safeParse({ gstin: '27AAPFU0939F1ZV', state: 'Karnataka' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['state'], message: expect.stringMatching(/Maharashtra/) });
    expect(billingDetailsSchema.safeParse({ gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' }).success).toBe(true);
  });

  it('refuse a multi-line name and an overlong address', () => {
    expect(billingDetailsSchema.safeParse({ name: 'A\nB' }).success).toBe(false);
    expect(billingDetailsSchema.safeParse({ address: 'x'.repeat(501) }).success).toBe(false);
  });
});
