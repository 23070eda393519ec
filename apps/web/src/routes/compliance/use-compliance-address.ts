import { useSearchParams } from 'react-router';
import type { StatusFilterValue } from '@/features/compliance/lib/compliance-view';
import { parseStatusFilter } from '@/features/compliance/lib/requirement-groups';
import { lookAheadDate } from './compliance-data';

/**
 * What the compliance page shows lives in its address, so a reload or a shared link keeps it: the status filter
 * (`?status=overdue`) and the date the list is shown "as of" (`?as_of=`, up to three years ahead; today when absent).
 */
export function useComplianceAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const setParam = (name: 'status' | 'as_of', value: string | undefined) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  return {
    lookAhead: lookAheadDate(searchParams),
    filter: parseStatusFilter(searchParams.get('status')),
    setAsOf: (next: string | undefined) => setParam('as_of', next),
    setFilter: (next: StatusFilterValue) => setParam('status', next === 'all' ? undefined : next),
  };
}
