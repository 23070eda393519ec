import { cartQuery } from '@/features/cart/api/use-cart';
import { complianceQueries } from '@/features/compliance/api/use-compliance';
import { reminderQueries } from '@/features/reminders/api/queries';
import { companyPageLoader } from '@/features/companies/lib/company-page-loader';

/** The date in the page's URL the list is shown "as of" (`?as_of=YYYY-MM-DD`); otherwise today. */
export function lookAheadDate(search: URLSearchParams): string | undefined {
  const asOf = search.get('as_of');
  return asOf && /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : undefined;
}

/**
 * The compliance page reads the requirement list and the health score (today, or as of the date in its URL), the cart
 * (a requirement already in it says so) and my reminder settings (the calendar panel).
 */
export const loader = companyPageLoader((companyId, search) => {
  const asOf = lookAheadDate(search);
  return [
    complianceQueries.list(companyId, asOf),
    complianceQueries.health(companyId, asOf),
    cartQuery(companyId),
    reminderQueries.settings(companyId),
  ];
});
