import type { ComplianceHealth } from '../compliance/compliance';
import { countryCurrency, type CompanyCountry } from '../companies/countries';
import { formatMajor } from '../money/format-money';
import type { Insight } from './dashboard';

/**
 * The AI Insights card (spec §2), held to one rule: no figure is invented. Each value comes from the company's own
 * data with its basis named; where Charter has no data to stand on, the value is null and the basis says what is needed.
 */
export function dashboardInsights(
  company: { country: CompanyCountry; turnover: number | null },
  health: Pick<ComplianceHealth, 'score' | 'details'>,
): Insight[] {
  const currency = countryCurrency[company.country];
  return [
    company.turnover === null
      ? {
          key: 'revenue',
          label: 'Revenue',
          value: null,
          basis:
            'Add your annual turnover in Company settings → Details. A prediction also needs monthly revenue figures, which Charter does not collect yet.',
        }
      : {
          key: 'revenue',
          label: 'Revenue',
          value: `${formatMajor(company.turnover, currency)} a year`,
          basis:
            'The annual turnover you reported for this company. Not a prediction: that needs monthly revenue figures, which Charter does not collect yet.',
        },
    {
      key: 'funding',
      label: 'Funding potential',
      value: null,
      basis: 'Needs your funding history (rounds, amounts, investors) and revenue over time; Charter has neither yet.',
    },
    {
      key: 'investors',
      label: 'Investor matches',
      value: null,
      basis: 'Needs an investor directory to match against; Charter does not have one yet.',
    },
    {
      key: 'compliance',
      label: 'Compliance score',
      value: `${health.score}%`,
      basis: `From your obligations: ${health.details.completed_tasks} completed, ${health.details.pending_count} pending, ${health.details.overdue_count} overdue.`,
    },
  ];
}
