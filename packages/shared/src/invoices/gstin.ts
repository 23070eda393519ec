import type { IndiaState } from '../formation/india-stamp-duty';

/**
 * GST state codes (the first two digits of a GSTIN), as the GST Network lists them. Andhra Pradesh is 37 since the
 * 2014 bifurcation (28 was the undivided state); Dadra and Nagar Haveli and Daman and Diu merged in 2020 under 26 (25
 * was Daman and Diu); Ladakh is 38.
 */
export const gstStateCodes: Record<IndiaState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const stateByCode = new Map(Object.entries(gstStateCodes).map(([state, code]) => [code, state as IndiaState]));
/** Codes still valid on older registrations: 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014). */
stateByCode.set('25', 'Dadra and Nagar Haveli and Daman and Diu');
stateByCode.set('28', 'Andhra Pradesh');

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN's 15 characters: state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the registration's
 * number under that PAN in the state (1-9, then A-Z), Z (reserved), and a check character.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN check character over its first 14 characters (GSTN's mod-36 scheme, a Luhn variant): each character's
 * value in 0-9A-Z is multiplied by 1 and 2 alternately from the left, each product's base-36 digits are added
 * (product div 36 + product mod 36), and the check is (36 - sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = ALPHABET.indexOf(first14[index] ?? '');
    if (value < 0) throw new Error(`Not a GSTIN character: ${first14[index]}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'state' | 'checksum';

/** Why a GSTIN (already upper-cased and trimmed) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!stateByCode.has(gstin.slice(0, 2))) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'checksum';
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === null;

export const gstinMessages: Record<GstinProblem, string> = {
  format: 'GSTIN must be 15 characters: a 2-digit state code, a PAN, an entity digit, Z and a check character (e.g. 27AAPFU0939F1ZV).',
  state: 'GSTIN must start with a valid Indian state code.',
  checksum: 'This GSTIN’s check character does not match: please check it for a typo.',
};

/** The state a GSTIN is registered in (its first two digits). */
export const stateOfGstin = (gstin: string): IndiaState | undefined => stateByCode.get(gstin.slice(0, 2));
