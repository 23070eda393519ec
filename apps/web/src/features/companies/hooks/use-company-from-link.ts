import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { selectCompany } from './use-selected-company';

/**
 * Links from mails name the company they are about (`/compliance?company=<id>`): select it, then drop the parameter so
 * the address bar stays clean. An id the user cannot see falls back to their first company, as any stale selection does.
 */
export function useCompanyFromLink(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const companyId = searchParams.get('company');
  useEffect(() => {
    if (!companyId) return;
    selectCompany(companyId);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('company');
        return next;
      },
      { replace: true },
    );
  }, [companyId, setSearchParams]);
}
