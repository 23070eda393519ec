import {
  DELETION_GRACE_DAYS,
  type DeletionRequest,
  type DeletionStatus,
  type RequestDeletionBody,
  type RetainedRecord,
} from '@charter/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { deletionCancelledMail, deletionCompletedMail, deletionScheduledMail } from '../../adapters/mail/templates';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { JobSender } from '../../jobs/job-queue';
import { queues } from '../../jobs/queues';
import type { Actor } from '../../lib/actor';
import { addDays, type Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { AuditEntry, AuditService } from '../audit/audit.service';
import type { CompanyAccess } from '../companies/company-access';
import type { Mailer } from '../mail/mail.service';
import { dataDeletionRepository as repository, type DeletionRequestRow } from './data-deletion.repository';
import { accountStorageKeys, companyStorageKeys, eraseAccountRows, eraseCompanyRows } from './erasure.repository';
import { keptInvoiceFields, removedInvoiceFields, retentionRules } from './retention';

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  audit: AuditService;
  mailer: Mailer;
  jobs: JobSender;
  storage: FileStorage;
  appUrl: string;
  /** The auth service's: ends the user's sessions, codes and exchanges in the given transaction. */
  revokeSignIns: (executor: Db, userId: string) => Promise<void>;
  /** After commit: every process drops the user's cached sessions and these API keys (Redis, when shared). */
  forgetSessions: (userId: string) => Promise<void>;
  forgetApiKeys: (tokenHashes: string[]) => Promise<void>;
  log: FastifyBaseLogger;
}

/** "5 December 2026": the day the erasure runs, as mails and screens say it (UTC, the job's clock). */
export const longDate = (at: Date) => at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function toRequest(row: DeletionRequestRow): DeletionRequest {
  return {
    id: row.id,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    requested_at: row.requestedAt.toISOString(),
    erase_after: row.eraseAfter.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

type TaxDocuments = Awaited<ReturnType<typeof repository.taxDocumentsOf>>;

const isOpen = (row: DeletionRequestRow | undefined): row is DeletionRequestRow => Boolean(row && !row.cancelledAt && !row.completedAt);

/** The audit line's actor: an id and a role, never a name or an address (the line outlives them). */
const pseudonymous = (id: string, role: string, requestId: string | null): Actor => ({
  type: 'user',
  id,
  name: role,
  email: '',
  requestId,
});

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Issue 34 §2, deletion that means it: an account (anyone, their own) or a company (its owners) asks to be deleted; the
 * erasure runs after 7 days unless cancelled. At once: an account's sessions end (every process), the API keys it made
 * and those of companies going with it are revoked, their webhooks stop. Then personal data is erased; the invoices
 * and payments the law keeps stay, stripped (erasure.ts), until retention.ts's date.
 */
export function createDataDeletionService({
  db,
  clock,
  access,
  audit,
  mailer,
  jobs,
  storage,
  appUrl,
  revokeSignIns,
  forgetSessions,
  forgetApiKeys,
  log,
}: Deps) {
  const accountUrl = `${appUrl}/settings#delete-account`;
  const companyUrl = (companyId: string) => `${appUrl}/companies/${companyId}/settings?tab=details#delete-company`;

  function retainedOf(documents: TaxDocuments): RetainedRecord[] {
    return documents.map((document) => {
      const rule = retentionRules[document.jurisdiction];
      return {
        kind: document.kind,
        number: document.number,
        issued_on: document.issued_on,
        jurisdiction: document.jurisdiction,
        kept_until: rule.keptUntil(document.issued_on),
        basis: rule.basis,
      };
    });
  }

  /** What an account's and a company's deletion status both say: the open request, when erasure would come, what is kept. */
  function requestPartOf(request: DeletionRequestRow | undefined, documents: TaxDocuments) {
    return {
      request: request ? toRequest(request) : null,
      erase_after: (isOpen(request) ? request.eraseAfter : addDays(clock(), DELETION_GRACE_DAYS)).toISOString(),
      retained: retainedOf(documents),
      kept_fields: [...keptInvoiceFields],
      removed_fields: [...removedInvoiceFields],
    };
  }

  /** The account's companies split three ways: deleted with it, in its way, or simply left. */
  async function accountCompanies(executor: Db, userId: string) {
    const memberships = await repository.membershipsOf(executor, userId);
    return {
      deletedWith: memberships.filter((m) => m.members === 1).map((m) => ({ id: m.company_id, name: m.name })),
      blockers: memberships
        .filter((m) => m.members > 1 && m.role === 'owner' && m.owners === 1)
        .map((m) => ({
          company_id: m.company_id,
          company_name: m.name,
          reason: `You are the last owner of ${m.name}, which has other members. Make another member an owner, or delete the company, first.`,
        })),
    };
  }

  async function accountStatus(userId: string): Promise<DeletionStatus> {
    const request = await repository.latestFor(db, 'user', userId);
    const { deletedWith, blockers } = await accountCompanies(db, userId);
    const documents = await repository.taxDocumentsOf(db, { companyIds: deletedWith.map((c) => c.id), userId });
    return {
      ...requestPartOf(request, documents),
      companies_deleted_with_account: deletedWith,
      blockers,
      can_request: blockers.length === 0 && !isOpen(request),
      cannot_request_reason: isOpen(request) ? 'Your account is already scheduled for deletion.' : (blockers[0]?.reason ?? null),
    };
  }

  async function companyStatus(actor: Actor, companyId: string): Promise<DeletionStatus> {
    const { role } = await access.company(actor, companyId, 'company:read');
    const request = await repository.latestFor(db, 'company', companyId);
    const documents = await repository.taxDocumentsOf(db, { companyIds: [companyId] });
    const owner = role === 'owner' && !actor.apiKey;
    return {
      ...requestPartOf(request, documents),
      companies_deleted_with_account: [],
      blockers: [],
      can_request: owner && !isOpen(request),
      cannot_request_reason: !owner
        ? 'Only the company’s owners can delete it.'
        : isOpen(request)
          ? 'This company is already scheduled for deletion.'
          : null,
    };
  }

  /** Sends the erase job in the request's transaction, to start when the grace period ends. */
  async function scheduleErase(tx: Db, row: DeletionRequestRow): Promise<void> {
    const seconds = Math.max(0, Math.ceil((row.eraseAfter.getTime() - clock().getTime()) / 1000));
    await jobs.send(tx, queues.deletionErase, { requestId: row.id }, { startAfter: seconds, singletonKey: `erase:${row.id}` });
  }

  /**
   * The erasure's database part, once: under the request's lock, skipped when it was cancelled or already done (a
   * retried job), then recorded and completed in the same transaction. Answers the revoked API key hashes.
   */
  async function eraseOnce(
    row: DeletionRequestRow,
    subject: { type: 'user' | 'company'; action: AuditEntry['action'] },
    erase: (tx: Db, now: Date) => Promise<string[]>,
  ): Promise<string[]> {
    return db.transaction(async (tx) => {
      const locked = await repository.lockById(tx, row.id);
      if (!isOpen(locked)) return [];
      const now = clock();
      const tokens = await erase(tx, now);
      await audit.record(tx, null, {
        companyId: null,
        action: subject.action,
        target: { type: subject.type, id: row.subjectId, label: null },
      });
      await repository.complete(tx, row.id, now);
      return tokens;
    });
  }

  async function eraseAccount(row: DeletionRequestRow): Promise<void> {
    const user = await repository.findUser(db, row.subjectId);
    const { deletedWith } = await accountCompanies(db, row.subjectId);
    const keys = [...(await accountStorageKeys(db, row.subjectId))];
    for (const company of deletedWith) keys.push(...(await companyStorageKeys(db, company.id)));
    const documents = await repository.taxDocumentsOf(db, { companyIds: deletedWith.map((c) => c.id), userId: row.subjectId });
    // Files first: a failure leaves the rows for the retry, never rows pointing at nothing kept on purpose.
    for (const key of keys) await storage.delete(key);
    const revoked = await eraseOnce(row, { type: 'user', action: 'account.deleted' }, async (tx, now) => {
      const tokens = await repository.revokeKeys(tx, { userId: row.subjectId, companyIds: deletedWith.map((c) => c.id) }, now);
      if (user) {
        await revokeSignIns(tx, user.id);
        // A company the account is still the last owner of, with members who joined during the grace period: it goes
        // to its longest-standing member rather than be left without an owner.
        await repository.promoteHeirs(tx, user.id);
        for (const company of deletedWith) {
          await eraseCompanyRows(tx, company.id);
          await audit.record(tx, null, {
            companyId: null,
            action: 'company.deleted',
            target: { type: 'company', id: company.id, label: null },
          });
        }
        await eraseAccountRows(tx, { id: user.id, email: user.email, name: user.name });
        const keptUntil = retainedOf(documents)
          .map((record) => record.kept_until)
          .sort()
          .at(-1);
        await mailer.enqueue(deletionCompletedMail(user.email, { subject: 'Your Charter account', keptUntil: keptUntil ?? null }), {
          key: `deletion-completed:${row.id}`,
          executor: tx,
        });
      }
      return tokens;
    });
    await forgetSessions(row.subjectId);
    await forgetApiKeys(revoked);
  }

  async function eraseCompany(row: DeletionRequestRow): Promise<void> {
    const keys = await companyStorageKeys(db, row.subjectId);
    for (const key of keys) await storage.delete(key);
    const revoked = await eraseOnce(row, { type: 'company', action: 'company.deleted' }, async (tx, now) => {
      const owners = await repository.ownersOf(tx, row.subjectId);
      const company = await repository.findCompany(tx, row.subjectId);
      const tokens = await repository.revokeKeys(tx, { companyIds: [row.subjectId] }, now);
      if (company) {
        await eraseCompanyRows(tx, row.subjectId);
        for (const owner of owners) {
          await mailer.enqueue(deletionCompletedMail(owner.email, { subject: company.name, keptUntil: null }), {
            key: `company-deleted:${row.id}:${owner.user_id}`,
            executor: tx,
          });
        }
      }
      return tokens;
    });
    await forgetApiKeys(revoked);
  }

  return {
    accountStatus,
    companyStatus,

    /** POST /api/users/me/deletion: the typed email confirms; the last owner of a shared company is stopped (409). */
    async requestAccount(actor: Actor, body: RequestDeletionBody): Promise<DeletionStatus> {
      if (actor.apiKey) throw new AppError('FORBIDDEN', 'An API key cannot delete an account.');
      if (!sameText(body.confirm, actor.email)) throw new AppError('VALIDATION_FAILED', 'confirm: type your email address to confirm');
      const revoked = await db.transaction(async (tx) => {
        const { deletedWith, blockers } = await accountCompanies(tx, actor.id);
        if (blockers[0]) throw new AppError('CONFLICT', blockers[0].reason);
        const now = clock();
        const eraseAfter = addDays(now, DELETION_GRACE_DAYS);
        const row = await repository.insertOpen(tx, {
          subjectType: 'user',
          subjectId: actor.id,
          requestedBy: actor.id,
          requestedAt: now,
          eraseAfter,
        });
        if (!row) throw new AppError('CONFLICT', 'Your account is already scheduled for deletion.');
        await scheduleErase(tx, row);
        const companyIds = deletedWith.map((c) => c.id);
        const tokens = await repository.revokeKeys(tx, { userId: actor.id, companyIds }, now);
        await repository.disableWebhooks(tx, companyIds, now);
        await revokeSignIns(tx, actor.id);
        await audit.record(tx, pseudonymous(actor.id, 'Account holder', actor.requestId), {
          companyId: null,
          action: 'account.deletion_requested',
          target: { type: 'user', id: actor.id, label: null },
          changes: [{ field: 'erase_after', before: null, after: eraseAfter.toISOString() }],
        });
        await mailer.enqueue(
          deletionScheduledMail(actor.email, actor.name, {
            subject: 'Your Charter account',
            date: longDate(eraseAfter),
            cancelUrl: accountUrl,
          }),
          { key: `deletion-scheduled:${row.id}`, executor: tx },
        );
        return tokens;
      });
      await forgetSessions(actor.id);
      await forgetApiKeys(revoked);
      return accountStatus(actor.id);
    },

    /** POST /api/companies/:id/deletion: an owner, typing the company's name; every other owner is told. */
    async requestCompany(actor: Actor, companyId: string, body: RequestDeletionBody): Promise<DeletionStatus> {
      if (actor.type !== 'user' || actor.apiKey) throw new AppError('FORBIDDEN', 'Companies are deleted by their owners, signed in.');
      const revoked = await db.transaction(async (tx) => {
        const { company } = await access.company(actor, companyId, 'company:archive', tx);
        if (!sameText(body.confirm, company.name)) throw new AppError('VALIDATION_FAILED', 'confirm: type the company’s name to confirm');
        const now = clock();
        const eraseAfter = addDays(now, DELETION_GRACE_DAYS);
        const row = await repository.insertOpen(tx, {
          subjectType: 'company',
          subjectId: companyId,
          requestedBy: actor.id,
          requestedAt: now,
          eraseAfter,
        });
        if (!row) throw new AppError('CONFLICT', 'This company is already scheduled for deletion.');
        await scheduleErase(tx, row);
        const tokens = await repository.revokeKeys(tx, { companyIds: [companyId] }, now);
        await repository.disableWebhooks(tx, [companyId], now);
        await audit.record(tx, pseudonymous(actor.id, 'Owner', actor.requestId), {
          companyId,
          action: 'company.deletion_requested',
          target: { type: 'company', id: companyId, label: null },
          changes: [{ field: 'erase_after', before: null, after: eraseAfter.toISOString() }],
        });
        for (const owner of await repository.ownersOf(tx, companyId)) {
          await mailer.enqueue(
            deletionScheduledMail(owner.email, owner.name, {
              subject: company.name,
              date: longDate(eraseAfter),
              cancelUrl: companyUrl(companyId),
              requestedByOther: owner.user_id !== actor.id,
            }),
            { key: `deletion-scheduled:${row.id}:${owner.user_id}`, executor: tx },
          );
        }
        return tokens;
      });
      await forgetApiKeys(revoked);
      return companyStatus(actor, companyId);
    },

    /**
     * DELETE /api/deletion-requests/:id: the account's own request (its holder), or a company's (any owner). Anyone
     * else's answers 404. Revoked API keys stay revoked; webhooks turned off for the deletion come back.
     */
    async cancel(actor: Actor, requestId: string): Promise<DeletionStatus> {
      if (actor.apiKey) throw new AppError('FORBIDDEN', 'An API key cannot cancel a deletion.');
      const found = isUuid(requestId) ? await repository.findById(db, requestId) : undefined;
      if (!found) throw AppError.notFound('Deletion request');
      let companyName = '';
      if (found.subjectType === 'user') {
        if (found.subjectId !== actor.id) throw AppError.notFound('Deletion request');
      } else {
        // A non-member gets 404 from the access check; a member who is not an owner, 403.
        const { company } = await access.company(actor, found.subjectId, 'company:archive');
        companyName = company.name;
      }
      await db.transaction(async (tx) => {
        const row = await repository.cancel(tx, found.id, actor.id, clock());
        if (!row) throw new AppError('CONFLICT', 'This deletion is no longer scheduled: it was cancelled or has been carried out.');
        if (row.subjectType === 'user') {
          await audit.record(tx, pseudonymous(actor.id, 'Account holder', actor.requestId), {
            companyId: null,
            action: 'account.deletion_cancelled',
            target: { type: 'user', id: actor.id, label: null },
          });
          const { deletedWith } = await accountCompanies(tx, actor.id);
          await repository.restoreWebhooks(
            tx,
            deletedWith.map((c) => c.id),
          );
          await mailer.enqueue(deletionCancelledMail(actor.email, actor.name, { subject: 'Your Charter account' }), {
            key: `deletion-cancelled:${row.id}`,
            executor: tx,
          });
        } else {
          await audit.record(tx, pseudonymous(actor.id, 'Owner', actor.requestId), {
            companyId: row.subjectId,
            action: 'company.deletion_cancelled',
            target: { type: 'company', id: row.subjectId, label: null },
          });
          await repository.restoreWebhooks(tx, [row.subjectId]);
          for (const owner of await repository.ownersOf(tx, row.subjectId)) {
            await mailer.enqueue(deletionCancelledMail(owner.email, owner.name, { subject: companyName }), {
              key: `deletion-cancelled:${row.id}:${owner.user_id}`,
              executor: tx,
            });
          }
        }
      });
      return found.subjectType === 'user' ? accountStatus(actor.id) : companyStatus(actor, found.subjectId);
    },

    /** The erase job: does nothing for a cancelled, completed or not yet due request (the job may run early or twice). */
    async erase(requestId: string): Promise<'erased' | 'skipped'> {
      const row = await repository.findById(db, requestId);
      if (!isOpen(row) || row.eraseAfter.getTime() > clock().getTime()) return 'skipped';
      if (row.subjectType === 'user') await eraseAccount(row);
      else await eraseCompany(row);
      log.info({ requestId, subject: row.subjectType }, 'deletion carried out');
      return 'erased';
    },

    /** The reconciliation's part: due requests no erase job carries get one now; settled completion mail is forgotten. */
    async requeueDue(): Promise<number> {
      const due = await repository.dueWithoutJob(db, clock());
      for (const requestId of due) {
        await jobs.send(db, queues.deletionErase, { requestId }, { singletonKey: `reconcile:${requestId}` });
      }
      await repository.forgetSettledCompletionMail(db);
      return due.length;
    },

    /** Also run on its own by tests: once the last mail is sent, its log row goes. */
    forgetSettledCompletionMail: () => repository.forgetSettledCompletionMail(db),
  };
}

export type DataDeletionService = ReturnType<typeof createDataDeletionService>;
