export const APP_NAME = 'Charter';

/**
 * A tab title, most specific part first, ending with the product: ('Members', 'Acme Pvt Ltd') → "Members · Acme Pvt Ltd
 * · Charter". Missing parts (a company still loading) are left out rather than shown as blanks.
 */
export function documentTitle(...parts: ReadonlyArray<string | null | undefined>): string {
  return [...parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part)), APP_NAME].join(' · ');
}
