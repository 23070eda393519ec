import { dashboardQuery } from '@/features/dashboard/api/use-dashboard';
import { companyPageLoader } from '@/features/companies/lib/company-page-loader';

/** The dashboard reads one answer: the whole page for the company shown (GET /api/dashboard). */
export const loader = companyPageLoader((companyId) => [dashboardQuery(companyId)]);
