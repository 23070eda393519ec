import { describe, expect, it } from 'vitest';
import { lockedSentence, matchRegistryState } from './registry-search';

describe('the banner names exactly what the registry record locked', () => {
  it.each([
    [{ name: true, state: true, entity_type: true }, 'India', 'Name, state and entity type are locked to the registry record.'],
    [
      { name: true, state: false, entity_type: true },
      'India',
      'Name and entity type are locked to the registry record. Choose the state below.',
    ],
    [
      { name: true, state: false, entity_type: true },
      'UK',
      'Name and entity type are locked to the registry record. Choose the jurisdiction below.',
    ],
    [{ name: true, state: true, entity_type: true }, 'UK', 'Name, jurisdiction and entity type are locked to the registry record.'],
    [{ name: true, state: false, entity_type: false }, 'India', 'Name is locked to the registry record. Choose the state below.'],
  ] as const)('%j in %s', (locked, country, sentence) => {
    expect(lockedSentence({ ...locked, source: 'X' }, country)).toBe(sentence);
  });
});

describe('registry states matched to the country’s list', () => {
  it.each([
    ['India', 'Dadra And Nagar Haveli And Daman And Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['India', ' maharashtra ', 'Maharashtra'],
    ['India', 'Scotland', undefined],
    ['UK', 'Scotland', 'Scotland'],
    ['UK', 'England and Wales', 'England and Wales'],
    ['UK', 'Greater London', undefined],
    ['UK', null, undefined],
  ] as const)('%s: %s → %s', (country, state, expected) => {
    expect(matchRegistryState(country, state)).toBe(expected);
  });
});
