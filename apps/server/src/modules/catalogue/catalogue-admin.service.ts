import { randomUUID } from 'node:crypto';
import {
  formatMoney,
  serviceCurrencyByCountry,
  type AdminService,
  type AdminServiceDeleteResult,
  type AdminServiceList,
  type AdminServiceListQuery,
  type adminServiceBodySchema,
} from '@charter/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { changesBetween, type AuditService } from '../audit/audit.service';
import type { CartService } from '../cart/cart.service';
import type { OrdersService } from '../orders/orders.service';
import { catalogueRepository, type NewServiceRow, type ServiceRow } from './catalogue.repository';
import { catalogueSeed } from './catalogue-seed';
import { toService, type CatalogueService } from './catalogue.service';

type ServiceBody = z.output<typeof adminServiceBodySchema>;

interface Deps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  catalogue: Pick<CatalogueService, 'invalidate'>;
  cart: Pick<CartService, 'withdrawService'>;
  orders: Pick<OrdersService, 'orderCountsByService'>;
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;

/** What the audit log keeps of a service, as staff would read it. */
const auditedFields = [
  'name',
  'description',
  'country',
  'category',
  'currency',
  'status',
  'professional_fees',
  'govt_agency_fees',
  'govt_agency_fees_max',
  'govt_fee_basis',
  'tax_percentage',
  'platform_fee_percentage',
  'processing_time',
  'cost_note',
  'dependencies',
] as const;

function auditSnapshot(row: ServiceRow): Record<string, unknown> {
  return {
    name: row.name,
    description: row.description,
    country: row.country,
    category: row.category,
    currency: row.currency,
    status: row.status,
    professional_fees: formatMoney(row.professionalFeesMinor, row.currency),
    govt_agency_fees: formatMoney(row.govtFeesMinor, row.currency),
    govt_agency_fees_max: row.govtFeesMaxMinor === null ? null : formatMoney(row.govtFeesMaxMinor, row.currency),
    govt_fee_basis: row.govtFeeBasis,
    tax_percentage: `${row.taxBasisPoints / 100} %`,
    platform_fee_percentage: `${row.platformFeeBasisPoints / 100} %`,
    processing_time: row.processingTime,
    cost_note: row.costNote,
    dependencies: row.dependencies,
  };
}

const targetOf = (row: ServiceRow) => ({ type: 'service', id: row.id, label: row.name });

/** The stored columns a body sets (the currency is the country's: the contract has already refused any other). */
function columnsOf(body: ServiceBody): Omit<NewServiceRow, 'id' | 'fulfils'> {
  return {
    name: body.name,
    description: body.description,
    country: body.country,
    category: body.category,
    currency: serviceCurrencyByCountry[body.country],
    status: body.status,
    professionalFeesMinor: body.professional_fees_minor,
    govtFeesMinor: body.govt_agency_fees_minor,
    govtFeesMaxMinor: body.govt_agency_fees_max_minor,
    govtFeeBasis: body.govt_fee_basis,
    taxBasisPoints: body.tax_basis_points,
    platformFeeBasisPoints: body.platform_fee_basis_points,
    processingTime: body.processing_time,
    costNote: body.cost_note,
    dependencies: body.dependencies,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The back office's catalogue (issue 12 §2 Services): staff create, edit, delete and restore services. A service that
 * orders name is archived instead of deleted (hidden from /products and recommendations, kept for those orders), and
 * so is one of the seeded catalogue: the seed at start adds only the ids missing from the table, so the archived row
 * is what keeps a restart from bringing it back (and an edited row is never overwritten). Taking a service out of the
 * catalogue takes it out of every cart too. Each change is audited in its own transaction and refreshes this
 * process's cached catalogue at once.
 */
export function createCatalogueAdminService({ db, clock, audit, catalogue, cart, orders }: Deps) {
  const seededIds = new Set(catalogueSeed.map((service) => service.id));

  function view(row: ServiceRow, orderCount: number): AdminService {
    return {
      ...toService(row),
      professional_fees_minor: row.professionalFeesMinor,
      govt_agency_fees_minor: row.govtFeesMinor,
      govt_agency_fees_max_minor: row.govtFeesMaxMinor,
      tax_basis_points: row.taxBasisPoints,
      platform_fee_basis_points: row.platformFeeBasisPoints,
      cost_note: row.costNote,
      order_count: orderCount,
      seeded: seededIds.has(row.id),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function orderCount(executor: Db, id: string): Promise<number> {
    return (await orders.orderCountsByService(executor, [id])).get(id) ?? 0;
  }

  return {
    /** GET /api/admin/services: every service, archived and inactive ones included, filtered. */
    async list(query: AdminServiceListQuery): Promise<AdminServiceList> {
      const [rows, counts] = await Promise.all([catalogueRepository.list(db, query), orders.orderCountsByService(db)]);
      return { services: rows.map((row) => view(row, counts.get(row.id) ?? 0)) };
    },

    /** POST /api/admin/services: 201 with the new service (it is on /products at once when active). */
    async create(actor: Actor, body: ServiceBody): Promise<AdminService> {
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const created = await catalogueRepository.insert(tx, {
          id: randomUUID(),
          ...columnsOf(body),
          fulfils: [],
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, actor, {
          companyId: null,
          action: 'service.created',
          target: targetOf(created),
          changes: changesBetween({}, auditSnapshot(created), auditedFields),
        });
        return created;
      });
      catalogue.invalidate();
      return view(row, 0);
    },

    /** PUT /api/admin/services/{id}: the whole service as staff set it; 409 for an archived one (restore it first). */
    async update(actor: Actor, id: string, body: ServiceBody): Promise<AdminService> {
      const { row, orders: count } = await db.transaction(async (tx) => {
        const before = await catalogueRepository.findById(tx, id, { forUpdate: true });
        if (!before) throw AppError.notFound('Service');
        if (before.status === 'archived') throw new AppError('CONFLICT', `${before.name} is archived: restore it before editing it.`);
        const after = await catalogueRepository.update(tx, id, { ...columnsOf(body), updatedAt: clock() });
        const changes = changesBetween(auditSnapshot(before), auditSnapshot(after), auditedFields);
        if (changes.length > 0) {
          await audit.record(tx, actor, { companyId: null, action: 'service.updated', target: targetOf(after), changes });
        }
        // Made inactive: founders can no longer buy it, so it leaves their carts.
        if (after.status !== 'active') await cart.withdrawService(tx, actor, after);
        return { row: after, orders: await orderCount(tx, id) };
      });
      catalogue.invalidate();
      return view(row, count);
    },

    /**
     * DELETE /api/admin/services/{id}: deleted when nothing needs it; archived when orders name it or Charter seeds it.
     * Either way it leaves every cart first (that waits for a checkout holding a cart's lock, whose order is then
     * counted here).
     */
    async remove(actor: Actor, id: string): Promise<AdminServiceDeleteResult> {
      const result = await db.transaction(async (tx): Promise<AdminServiceDeleteResult> => {
        const row = await catalogueRepository.findById(tx, id, { forUpdate: true });
        if (!row) throw AppError.notFound('Service');
        await cart.withdrawService(tx, actor, row);
        const count = await orderCount(tx, id);
        const seeded = seededIds.has(id);
        if (count === 0 && !seeded) {
          await catalogueRepository.deleteById(tx, id);
          await audit.record(tx, actor, {
            companyId: null,
            action: 'service.deleted',
            target: targetOf(row),
            changes: changesBetween(auditSnapshot(row), {}, auditedFields),
          });
          return { outcome: 'deleted', reason: null, message: `${row.name} deleted.`, service: null };
        }
        const reason = count > 0 ? 'has_orders' : 'seeded';
        const why =
          reason === 'has_orders'
            ? `${plural(count, 'order')} ${count === 1 ? 'names' : 'name'} it, so it is kept for ${count === 1 ? 'that order' : 'them'}`
            : 'it is part of the catalogue Charter seeds, so it is kept archived and a restart does not bring it back';
        const message = `${row.name} was archived, not deleted: ${why}. It is hidden from the catalogue.`;
        if (row.status === 'archived') return { outcome: 'archived', reason, message, service: view(row, count) };
        const archived = await catalogueRepository.update(tx, id, { status: 'archived', updatedAt: clock() });
        await audit.record(tx, actor, {
          companyId: null,
          action: 'service.archived',
          target: targetOf(archived),
          changes: [
            { field: 'status', before: row.status, after: 'archived' },
            { field: 'reason', before: null, after: reason === 'has_orders' ? `Named by ${plural(count, 'order')}` : 'Seeded catalogue' },
          ],
        });
        return { outcome: 'archived', reason, message, service: view(archived, count) };
      });
      catalogue.invalidate();
      return result;
    },

    /** POST /api/admin/services/{id}/restore: an archived service back in the catalogue (409 when it is not archived). */
    async restore(actor: Actor, id: string): Promise<AdminService> {
      const { row, orders: count } = await db.transaction(async (tx) => {
        const before = await catalogueRepository.findById(tx, id, { forUpdate: true });
        if (!before) throw AppError.notFound('Service');
        if (before.status !== 'archived') throw new AppError('CONFLICT', `${before.name} is not archived.`);
        const after = await catalogueRepository.update(tx, id, { status: 'active', updatedAt: clock() });
        await audit.record(tx, actor, {
          companyId: null,
          action: 'service.restored',
          target: targetOf(after),
          changes: [{ field: 'status', before: 'archived', after: 'active' }],
        });
        return { row: after, orders: await orderCount(tx, id) };
      });
      catalogue.invalidate();
      return view(row, count);
    },
  };
}
