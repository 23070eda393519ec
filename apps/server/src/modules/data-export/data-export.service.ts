import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  EXPORT_FORMAT,
  EXPORT_TTL_HOURS,
  exportDocumentSchema,
  type DataExport,
  type DataExportList,
  type ExportCompany,
  type ExportDocument,
} from '@charter/shared';
import { dataExportReadyMail } from '../../adapters/mail/templates';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { JobSender } from '../../jobs/job-queue';
import { queues } from '../../jobs/queues';
import type { Actor } from '../../lib/actor';
import { addMinutes, type Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { CompanyAccess } from '../companies/company-access';
import type { Mailer } from '../mail/mail.service';
import { renderTaxDocument } from '../orders/invoice-pdf';
import type { TaxDocumentContent } from '../orders/invoice-lines';
import { writeExportArchive } from './export-archive';
import { exportCsvs } from './export-csv';
import type { ExportLinks } from './export-link';
import { collectAccount, collectCompany, exporterOf, membershipsOf, type ExportFile } from './export-records.repository';
import { dataExportRepository, isOpenExportConflict, type DataExportRow } from './data-export.repository';
import { ZipNames } from './zip-names';

/** Progress is written at most this often (and at the end): a write per file would slow a 1,000-file export down. */
const PROGRESS_EVERY_MS = 500;

const README = `Charter export (${EXPORT_FORMAT})

export.json      every record, in the format described at docs/export.md of Charter's repository
obligations.csv  one row per compliance obligation
orders.csv       one row per order (amounts in minor units: paise, cents, pence)
payments.csv     one row per payment attempt
activity.csv     the activity log
companies/<name>/documents/<order number>/   the files uploaded to each order
companies/<name>/invoices/                   tax invoices and credit notes (PDF)
`;

export interface DataExportDeps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  jobs: JobSender;
  mailer: Mailer;
  storage: FileStorage;
  links: ExportLinks;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Exports of a company (any member who can read it) or of a whole account (issue 34 §1): asked for in a request, built
 * by a job that streams every record and file into one ZIP in file storage, mailed as a signed link that opens for the
 * same account for 24 hours, then deleted.
 */
export function createDataExportService({ db, clock, access, jobs, mailer, storage, links, appUrl, log }: DataExportDeps) {
  const toView = (row: DataExportRow, userId: string): DataExport => ({
    id: row.id,
    scope: row.scope,
    company_id: row.companyId,
    status: row.status,
    files_total: row.filesTotal,
    files_done: row.filesDone,
    size_bytes: row.sizeBytes,
    expires_at: row.expiresAt?.toISOString() ?? null,
    error: row.error,
    download_url:
      row.status === 'ready' && row.expiresAt && row.expiresAt > clock() && row.userId === userId ? downloadUrl(row, row.expiresAt) : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  });

  const downloadUrl = (row: DataExportRow, expiresAt: Date) =>
    `${appUrl}/api/exports/${row.id}/download?token=${links.sign(row.id, row.userId, expiresAt)}`;

  async function request(actor: Actor, companyId: string | null): Promise<DataExport> {
    if (actor.type !== 'user' || actor.apiKey) throw new AppError('FORBIDDEN', 'Only a signed-in account can export its data.');
    try {
      const row = await db.transaction(async (tx) => {
        if (await dataExportRepository.findOpen(tx, actor.id, companyId)) {
          throw new AppError('CONFLICT', 'An export of this is already being prepared: wait for it to finish.');
        }
        const inserted = await dataExportRepository.insert(tx, {
          userId: actor.id,
          scope: companyId ? 'company' : 'account',
          companyId,
          createdAt: clock(),
        });
        await jobs.send(tx, queues.dataExportBuild, { exportId: inserted.id });
        return inserted;
      });
      return toView(row, actor.id);
    } catch (error) {
      if (isOpenExportConflict(error))
        throw new AppError('CONFLICT', 'An export of this is already being prepared: wait for it to finish.');
      throw error;
    }
  }

  /** What the ZIP holds, collected from the database; the files are only named here, read later one by one. */
  async function collect(row: DataExportRow): Promise<{ document: ExportDocument; files: ExportFile[]; subject: string }> {
    const user = await exporterOf(db, row.userId);
    if (!user) throw new Error('The account is gone');
    const names = new ZipNames();
    const memberships = await membershipsOf(db, row.userId);
    const wanted = row.companyId ? memberships.filter((membership) => membership.companyId === row.companyId) : memberships;
    if (row.companyId && wanted.length === 0) throw new AppError('FORBIDDEN', 'You are no longer a member of this company.');
    const companies: ExportCompany[] = [];
    const files: ExportFile[] = [];
    for (const membership of wanted) {
      const collected = await collectCompany(db, membership.companyId, membership.role, names);
      companies.push(collected.record);
      files.push(...collected.files);
    }
    const account = row.scope === 'account' ? await collectAccount(db, row.userId, names) : undefined;
    if (account) files.push(...account.files);
    const document: ExportDocument = {
      format: EXPORT_FORMAT,
      exported_at: clock().toISOString(),
      scope: row.scope,
      exported_by: { id: user.id, name: user.name, email: user.email },
      account: account?.record ?? null,
      companies,
    };
    const subject = row.companyId ? (companies[0]?.company.name ?? 'your company') : 'your account';
    return { document: exportDocumentSchema.parse(document), files, subject };
  }

  const openFile = async (file: ExportFile): Promise<Readable> => {
    if (file.kind === 'upload') return (await storage.get(file.storageKey)).body;
    return Readable.from([await renderTaxDocument(file.row.content as unknown as TaxDocumentContent)]);
  };

  return {
    requestCompany: (actor: Actor, companyId: string) =>
      access.company(actor, companyId, 'company:export').then(() => request(actor, companyId)),

    requestAccount: (actor: Actor) => request(actor, null),

    async listCompany(actor: Actor, companyId: string): Promise<DataExportList> {
      await access.company(actor, companyId, 'company:export');
      return { exports: (await dataExportRepository.listFor(db, actor.id, companyId)).map((row) => toView(row, actor.id)) };
    },

    async listAccount(actor: Actor): Promise<DataExportList> {
      return { exports: (await dataExportRepository.listFor(db, actor.id, null)).map((row) => toView(row, actor.id)) };
    },

    /**
     * The ZIP, for the account that asked and a token signed for it: any other account, or a token not signed for this
     * export, finds nothing (404); an export whose 24 hours are over is gone (410).
     */
    async download(
      userId: string,
      exportId: string,
      token: string,
    ): Promise<{ filename: string; body: Readable; size: number | undefined }> {
      const row = isUuid(exportId) ? await dataExportRepository.find(db, exportId) : undefined;
      const signedUntil = row && row.userId === userId ? links.verify(token, row.id, userId) : undefined;
      if (!row || !signedUntil) throw AppError.notFound('Export');
      if (row.status === 'expired' || signedUntil <= clock() || (row.expiresAt && row.expiresAt <= clock())) {
        throw new AppError('GONE', 'This export link has expired (links work for 24 hours). Make a new export from settings.');
      }
      if (row.status !== 'ready' || !row.storageKey) throw AppError.notFound('Export');
      const stored = await storage.get(row.storageKey);
      const day = row.createdAt.toISOString().slice(0, 10);
      return { filename: `charter-export-${day}.zip`, body: stored.body, size: stored.size };
    },

    /** The job: collects, streams the ZIP into storage, marks it ready and mails the link, in one transaction. */
    async build(exportId: string): Promise<void> {
      const row = await dataExportRepository.start(db, exportId, clock());
      if (!row) return;
      try {
        const { document, files, subject } = await collect(row);
        await dataExportRepository.progress(db, row.id, { filesTotal: files.length, filesDone: 0 });
        let lastWrite = Date.now();
        let pending: Promise<void> = Promise.resolve();
        const key = `exports/${row.userId}/${randomUUID()}`;
        const { size } = await writeExportArchive(
          storage,
          key,
          { texts: { 'README.txt': README, 'export.json': JSON.stringify(document, null, 2), ...exportCsvs(document) }, files },
          {
            openFile,
            onFile: (done) => {
              if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
              lastWrite = Date.now();
              pending = pending.then(() => dataExportRepository.progress(db, row.id, { filesDone: done }));
            },
          },
        );
        await pending;
        const finishedAt = clock();
        const expiresAt = addMinutes(finishedAt, EXPORT_TTL_HOURS * 60);
        const user = await exporterOf(db, row.userId);
        await db.transaction(async (tx) => {
          await dataExportRepository.markReady(tx, row.id, {
            storageKey: key,
            sizeBytes: size,
            expiresAt,
            finishedAt,
            filesDone: files.length,
          });
          await jobs.send(tx, queues.dataExportExpire, { exportId: row.id }, { startAfter: EXPORT_TTL_HOURS * 3600 });
          if (user) {
            const mail = dataExportReadyMail(user.email, user.name, {
              subject,
              url: downloadUrl(row, expiresAt),
              expiresAt: `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
            });
            await mailer.enqueue(mail, { key: `data-export:${row.id}`, executor: tx });
          }
        });
      } catch (error) {
        log.error({ err: error, exportId }, 'data export failed');
        const reason =
          error instanceof AppError
            ? error.detail
            : 'Something went wrong while collecting the files. Try again; if it fails again, tell support.';
        await dataExportRepository.markFailed(db, row.id, reason, clock());
      }
    },

    /** The expiry job: the ZIP is deleted and the export shows as expired. */
    async expire(exportId: string): Promise<void> {
      const row = await dataExportRepository.expire(db, exportId, clock());
      if (row?.storageKey) await storage.delete(row.storageKey);
    },

    /** For the daily reconciliation: exports no job carries (to build, or to expire); queued again here. */
    async requeueUnqueued(before: Date): Promise<number> {
      const builds = await dataExportRepository.listUnqueued(db, before, 200);
      for (const exportId of builds) await jobs.send(db, queues.dataExportBuild, { exportId }, { singletonKey: `reconcile:${exportId}` });
      const expiries = await dataExportRepository.listOverdueExpiries(db, clock(), 200);
      for (const exportId of expiries)
        await jobs.send(db, queues.dataExportExpire, { exportId }, { singletonKey: `reconcile:${exportId}` });
      return builds.length + expiries.length;
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
