import { describe, expect, it } from 'vitest';
import type { Service } from '@charter/shared';
import { localRecommendations } from './local-recommendations';

const service = (id: string, name: string, category: Service['category'], country: Service['country'] = 'India'): Service => ({
  id,
  name,
  description: '',
  country,
  category,
  price: 100,
  currency: 'INR',
  processing_time: '',
  cost_range: '',
  status: 'active',
  professional_fees: 100,
  govt_agency_fees: 0,
  govt_fee_basis: '',
  tax_percentage: 0,
  platform_fee_percentage: 0,
  tax: 0,
  platform_fee: 0,
  dependencies: [],
  fulfils: [],
});

const catalogue = [
  service('fssai', 'FSSAI State Licence', 'Corporate'),
  service('iec', 'Importer-Exporter Code (IEC)', 'Corporate'),
  service('gst', 'GST Registration', 'Tax'),
  service('roc', 'ROC Annual Filing', 'Corporate'),
  service('us-ein', 'EIN Registration', 'Tax', 'US'),
];

describe('localRecommendations (spec §9 fallback)', () => {
  it('scores licences for food businesses, export services for exporters, tax registrations; keeps only positive scores', () => {
    const list = localRecommendations(catalogue, {
      country: 'India',
      industry: 'Food & Beverage',
      is_food_business: true,
      is_exporter: true,
    });
    expect(list.map((item) => [item.id, item.score])).toEqual([
      ['fssai', 10],
      ['iec', 10],
      ['gst', 5],
    ]);
    expect(list[0]!.reason).toBe('Because a food business needs its FSSAI licence');
  });

  it('stays in the company’s country and offers nothing it cannot justify', () => {
    expect(
      localRecommendations(catalogue, { country: 'India', industry: 'Technology', is_food_business: false, is_exporter: false }).map(
        (item) => item.id,
      ),
    ).toEqual(['gst']);
    expect(
      localRecommendations(catalogue, { country: 'USA', industry: null, is_food_business: null, is_exporter: null }).map((item) => item.id),
    ).toEqual(['us-ein']);
  });
});
