import { hash } from '@node-rs/argon2';
import type { CreateStaffAccountBody, StaffAccount } from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit/audit.service';
import { adminRepository, type AdminRow } from './admin.repository';

const toStaffAccount = (row: AdminRow & { lastSeenAt: Date | null }): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  disabled: row.disabledAt !== null,
  created_at: row.createdAt.toISOString(),
  last_seen_at: row.lastSeenAt?.toISOString() ?? null,
});

/** Staff accounts managed from the back office: list, create, disable and enable again. Every write is audited. */
export function createStaffAccountsService({ db, clock, audit }: { db: Db; clock: Clock; audit: AuditService }) {
  const target = (row: AdminRow) => ({ type: 'admin', id: row.id, label: row.email });

  const list = async (): Promise<StaffAccount[]> => (await adminRepository.listWithLastSeen(db)).map(toStaffAccount);

  return {
    list,

    async create(actor: Actor, body: CreateStaffAccountBody): Promise<StaffAccount> {
      const passwordHash = await hash(body.password);
      return db.transaction(async (tx) => {
        const row = await adminRepository.insertIfAbsent(tx, { email: body.email.toLowerCase(), name: body.name, passwordHash });
        if (!row) throw new AppError('CONFLICT', 'A staff account with this email already exists.');
        await audit.record(tx, actor, {
          companyId: null,
          action: 'admin.created',
          target: target(row),
          changes: [{ field: 'name', before: null, after: row.name }],
        });
        return toStaffAccount({ ...row, lastSeenAt: null });
      });
    },

    /**
     * Disabling ends the account's sessions at once (its next request answers 401). Nobody disables themselves, and
     * the last enabled account stays enabled: the back office must never lock everyone out.
     */
    async setDisabled(actor: Actor, id: string, disabled: boolean): Promise<StaffAccount> {
      if (!isUuid(id)) throw AppError.notFound('Staff account');
      if (disabled && id === actor.id) throw new AppError('CONFLICT', 'You cannot disable your own account.');
      await db.transaction(async (tx) => {
        const enabled = await adminRepository.lockEnabled(tx);
        const current = await adminRepository.findById(tx, id);
        if (!current) throw AppError.notFound('Staff account');
        if (disabled === (current.disabledAt !== null)) return;
        if (disabled && enabled.length <= 1) throw new AppError('CONFLICT', 'The last enabled staff account cannot be disabled.');
        const row = (await adminRepository.setDisabledAt(tx, id, disabled ? clock() : null))!;
        if (disabled) await adminRepository.deleteSessionsOf(tx, id);
        await audit.record(tx, actor, {
          companyId: null,
          action: disabled ? 'admin.disabled' : 'admin.enabled',
          target: target(row),
          changes: [{ field: 'status', before: disabled ? 'enabled' : 'disabled', after: disabled ? 'disabled' : 'enabled' }],
        });
      });
      return (await list()).find((account) => account.id === id)!;
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
