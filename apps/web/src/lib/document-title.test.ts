import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it.each([
    [[], 'Charter'],
    [['Dashboard'], 'Dashboard · Charter'],
    [['Compliance', 'Acme Foods Private Limited'], 'Compliance · Acme Foods Private Limited · Charter'],
    [['Compliance', undefined], 'Compliance · Charter'],
    [['Members', null, 'Acme'], 'Members · Acme · Charter'],
    [['  Details ', ''], 'Details · Charter'],
  ] as const)('%o → %s', (parts, title) => expect(documentTitle(...parts)).toBe(title));
});
