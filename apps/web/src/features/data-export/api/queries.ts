import { queryOptions } from '@tanstack/react-query';
import type { dataExportListSchema, DataExportList } from '@charter/shared';
import { companyQueries } from '@/features/companies/api/queries';
import { type Answer, apiRequest } from '@/lib/api-client';

/** Whose exports: one company's (any member who can read it), or the signed-in account's. */
export type ExportSubject = { scope: 'company'; companyId: string } | { scope: 'account' };

export const exportsPath = (subject: ExportSubject) =>
  subject.scope === 'company' ? `/companies/${encodeURIComponent(subject.companyId)}/exports` : '/users/me/exports';

/** While an export is queued or running, its progress is asked for every second. */
const POLL_MS = 1000;
const inProgress = (list: DataExportList | undefined) => list?.exports[0]?.status === 'queued' || list?.exports[0]?.status === 'running';

/** The data export feature's queries: a company's exports under the company's scope, the account's under the account. */
export const dataExportQueries = {
  /** GET …/exports: this account's latest exports of the subject, newest first; polled while the newest is being built. */
  list: (subject: ExportSubject) =>
    queryOptions({
      queryKey:
        subject.scope === 'company'
          ? ([...companyQueries.scope(subject.companyId), 'exports'] as const)
          : (['users', 'me', 'exports'] as const),
      queryFn: () => apiRequest<Answer<typeof dataExportListSchema>>(exportsPath(subject)),
      refetchInterval: (query) => (inProgress(query.state.data) ? POLL_MS : false),
    }),
};
