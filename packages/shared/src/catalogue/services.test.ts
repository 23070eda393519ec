import { describe, expect, it } from 'vitest';
import { serviceFees } from './services';

describe('serviceFees', () => {
  it('adds tax and the platform fee as percentages of the professional fee only, government fees at cost', () => {
    // ₹1,499 professional, ₹500 government, GST 18 %, platform 2 %.
    expect(
      serviceFees({ professional_minor: 149_900, government_minor: 50_000, tax_basis_points: 1800, platform_fee_basis_points: 200 }),
    ).toEqual({
      professional_minor: 149_900,
      government_minor: 50_000,
      tax_minor: 26_982,
      platform_fee_minor: 2_998,
      total_minor: 229_880,
    });
  });

  it('rounds each part to the minor unit, so the parts always sum to the total', () => {
    const fees = serviceFees({
      professional_minor: 9_999,
      government_minor: 5_000,
      tax_basis_points: 2000,
      platform_fee_basis_points: 200,
    });
    expect(fees.tax_minor).toBe(2_000);
    expect(fees.platform_fee_minor).toBe(200);
    expect(fees.total_minor).toBe(fees.professional_minor + fees.government_minor + fees.tax_minor + fees.platform_fee_minor);
  });

  it('charges no tax where the rate is zero', () => {
    expect(
      serviceFees({ professional_minor: 19_900, government_minor: 0, tax_basis_points: 0, platform_fee_basis_points: 200 }).total_minor,
    ).toBe(20_298);
  });
});
