import type { Recommendation, Service } from '@charter/shared';

/** Spec §9: the fallback keeps at most 4, scores above 0 only; Top Pick from 10. */
export const LOCAL_MAX = 4;
export const LOCAL_TOP_PICK = 10;

interface Profile {
  country: string;
  industry: string | null;
  is_food_business: boolean | null;
  is_exporter: boolean | null;
}

const countryOf: Record<string, Service['country']> = { India: 'India', USA: 'US', UK: 'UK' };

/**
 * When the recommendations call fails, the page scores the catalogue itself (spec §9): 10 for a food business and a
 * licence, 10 for an exporter and an export service, 5 for a tax registration.
 */
export function localRecommendations(services: readonly Service[], company: Profile): Recommendation[] {
  const food = company.is_food_business === true || /food/i.test(company.industry ?? '');
  const scored = services
    .filter((service) => service.country === countryOf[company.country])
    .map((service) => {
      const reasons: string[] = [];
      let score = 0;
      if (food && /licen[cs]e|fssai/i.test(service.name)) {
        score += 10;
        reasons.push('a food business needs its FSSAI licence');
      }
      if (company.is_exporter && /export|iec/i.test(service.name)) {
        score += 10;
        reasons.push('you export');
      }
      if (service.category === 'Tax' && /registration/i.test(service.name)) {
        score += 5;
        reasons.push('tax registration comes first');
      }
      return { service, score, reasons };
    })
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.service.name.localeCompare(b.service.name))
    .slice(0, LOCAL_MAX);
  return scored.map(({ service, score, reasons }) => ({
    id: service.id,
    name: service.name,
    country: service.country,
    reason: `Because ${reasons.join(' and ')}`,
    source: 'ai_analysis',
    score,
    price: service.price,
    platform_fee: service.platform_fee,
    platform_fee_percentage: service.platform_fee_percentage,
    currency: service.currency,
  }));
}
