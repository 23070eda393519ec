import type { FileStorage } from '../adapters/storage/file-storage';
import type { JobSender } from '../jobs/job-queue';
import type { CompanyAccess } from '../modules/companies/company-access';
import { createDataExportService } from '../modules/data-export/data-export.service';
import { createExportLinks } from '../modules/data-export/export-link';
import type { Mailer } from '../modules/mail/mail.service';
import type { Wiring } from './wiring';

/** Founders' exports of a company or their account (issue 34 §1). */
export function composeDataExport(
  { config, database, clock, log }: Wiring,
  {
    access,
    mailer,
    jobs,
    storage,
    secret,
  }: {
    access: CompanyAccess;
    mailer: Mailer;
    jobs: JobSender;
    storage: FileStorage;
    /** The install's secret (the mail key). */ secret: Buffer;
  },
) {
  const dataExports = createDataExportService({
    db: database.db,
    clock,
    access,
    jobs,
    mailer,
    storage,
    links: createExportLinks(secret),
    appUrl: config.appUrl,
    log,
  });
  return { dataExports };
}
