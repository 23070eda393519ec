import type { ActivityResponse, AuditAction, AuditChange, AuditEvent, StaffAuditQuery, StaffAuditResponse } from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { CompanyAccess } from '../companies/company-access';
import { auditRepository, type AuditEventRow } from './audit.repository';

export interface AuditEntry {
  companyId: string | null;
  action: AuditAction;
  target: { type: string; id: string | null; label: string | null };
  changes?: AuditChange[];
}

/** The field-by-field difference of two snapshots, values rendered as short strings. */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): AuditChange[] {
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: render(before[field]), after: render(after[field]) }));
}

function render(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The activity cursor: the last event's time and id, opaque to the client. */
function encodeCursor(row: AuditEventRow): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) throw new AppError('VALIDATION_FAILED', 'cursor: is not a valid cursor');
  return { createdAt, id };
}

function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    action: row.action as AuditAction,
    actor: { type: row.actorType, id: row.actorId, name: row.actorName },
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    changes: row.changes,
    request_id: row.requestId,
    created_at: row.createdAt.toISOString(),
  };
}

function actorName(actor: Actor | null): string {
  if (!actor) return 'Charter';
  if (actor.type === 'staff') return `${actor.name} (Charter staff)`;
  return actor.apiKey ? `API key “${actor.apiKey.name}” (${actor.name})` : actor.name;
}

export function createAuditService({
  db,
  clock,
  access,
  onRecorded,
}: {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  /** Told of each event in its transaction (outgoing webhooks turn some into deliveries committed with the change). */
  onRecorded?: (executor: Db, entry: AuditEntry) => Promise<void>;
}) {
  return {
    /** Written with the change it describes: pass the change's transaction. */
    async record(executor: Db, actor: Actor | null, entry: AuditEntry): Promise<void> {
      await auditRepository.insert(executor, {
        companyId: entry.companyId,
        actorType: actor?.type ?? 'system',
        actorId: actor?.id ?? null,
        actorName: actorName(actor),
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        targetLabel: entry.target.label,
        changes: entry.changes ?? [],
        requestId: actor?.requestId ?? null,
        createdAt: clock(),
      });
      await onRecorded?.(executor, entry);
    },

    /** A company's activity, newest first, a page at a time. */
    async listForCompany(
      actor: Actor,
      companyId: string,
      query: { cursor?: string | undefined; limit: number },
    ): Promise<ActivityResponse> {
      await access.company(actor, companyId, 'activity:read');
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await auditRepository.listByCompanyId(db, companyId, query.limit + 1, after);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { events: page.map(toAuditEvent), next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null };
    },

    /** The back office's Audit tab: what staff did, newest first. Callers are behind the admin guard. */
    async listStaffActions(query: StaffAuditQuery): Promise<StaffAuditResponse> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await auditRepository.listByStaff(db, { limit: query.limit + 1, after, action: query.action });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        events: page.map((row) => ({
          ...toAuditEvent(row),
          company: row.companyId && row.companyName ? { id: row.companyId, name: row.companyName } : null,
        })),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
