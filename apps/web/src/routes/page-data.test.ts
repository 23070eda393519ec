import { describe, expect, it } from 'vitest';
import { loaderArgs as args, recordingServerContext as recordingContext } from '@/features/companies/lib/loader-test-context';
import { loader as complianceLoader } from './compliance/compliance-data';
import { loader as dashboardLoader } from './dashboard/dashboard-data';

describe('the server-rendered pages’ loaders', () => {
  it('lists what each page reads: the dashboard its one call; compliance four, "as of" the date in its URL', async () => {
    const dashboard = recordingContext();
    await Promise.resolve(dashboardLoader(args('/dashboard', dashboard.context))).catch(() => undefined);
    expect(dashboard.asked).toEqual(['/dashboard?company_id=c-1']);

    const compliance = recordingContext();
    await Promise.resolve(complianceLoader(args('/compliance?status=overdue&as_of=2027-03-31', compliance.context))).catch(() => undefined);
    expect(compliance.asked).toEqual([
      '/companies/c-1/compliance?as_of=2027-03-31',
      '/companies/c-1/compliance/health?as_of=2027-03-31',
      '/cart?company_id=c-1',
      '/companies/c-1/notifications',
    ]);
  });
});
