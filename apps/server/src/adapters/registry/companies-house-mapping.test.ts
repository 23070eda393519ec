import { describe, expect, it } from 'vitest';
import { acmeWidgetsData } from '../../../test/companies-house-fixtures';
import { toCompanyData, toSearchResult, ukEntityTypeOf, ukJurisdictionOf } from './companies-house-mapping';

describe('Companies House type → entity type', () => {
  it.each([
    ['ltd', 'Ltd'],
    ['private-limited-shares-section-30-exemption', 'Ltd'],
    ['plc', null],
    ['llp', null],
    ['private-unlimited', null],
    ['private-limited-guarant-nsc', null],
    [undefined, null],
  ])('%s → %s', (type, expected) => {
    expect(ukEntityTypeOf(type)).toBe(expected);
  });
});

describe('registered office → our UK jurisdiction', () => {
  it.each([
    [['england-wales'], 'England and Wales'],
    [['england'], 'England and Wales'],
    [['wales'], 'England and Wales'],
    [['scotland'], 'Scotland'],
    [['northern-ireland'], 'Northern Ireland'],
    [[undefined, 'England'], 'England and Wales'],
    [[undefined, 'Northern Ireland'], 'Northern Ireland'],
    [[undefined, 'England and Wales'], 'England and Wales'],
    [['united-kingdom', 'United Kingdom', 'Greater London'], null],
    [['european-union'], null],
    [[undefined, undefined], null],
  ])('%j → %s', (candidates, expected) => {
    expect(ukJurisdictionOf(...candidates)).toBe(expected);
  });
});

describe('answers mapped to our contract', () => {
  it('a search item', () => {
    expect(
      toSearchResult({
        company_number: 'SC123456',
        title: 'HIGHLAND WIDGETS LTD',
        company_type: 'ltd',
        company_status: 'active',
        date_of_creation: '2018-05-01',
        address: { country: 'Scotland', region: 'Midlothian' },
      }),
    ).toEqual({
      company_name: 'HIGHLAND WIDGETS LTD',
      cin: null,
      llpin: null,
      company_number: 'SC123456',
      company_type: 'Private limited company',
      entity_type: 'Ltd',
      state: 'Scotland',
      status: 'Active',
    });
  });

  it('a public company keeps its type label and has no entity type', () => {
    expect(toSearchResult({ company_number: '00000006', title: 'BIG PLC', company_type: 'plc' })).toMatchObject({
      company_type: 'Public limited company',
      entity_type: null,
      state: null,
      status: null,
    });
  });

  it('a company profile', () => {
    expect(
      toCompanyData({
        company_name: 'ACME WIDGETS LIMITED',
        company_number: '01234567',
        type: 'ltd',
        company_status: 'voluntary-arrangement',
        date_of_creation: '2015-03-09',
        jurisdiction: 'england-wales',
        registered_office_address: { country: 'United Kingdom', region: 'Greater London' },
      }),
    ).toEqual({ ...acmeWidgetsData, status: 'Voluntary arrangement' });
  });

  it('a profile without a creation date or jurisdiction leaves them unknown', () => {
    expect(toCompanyData({ company_name: 'OLD CO', company_number: '00000001', type: 'llp' })).toMatchObject({
      entity_type: null,
      company_category: 'Limited liability partnership',
      registered_state: null,
      date_of_incorporation: null,
    });
  });
});
