import { countryCurrency, ONE_PRODUCT_PER_ORDER, toMajor, type Cart, type CartItem, type Company } from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import { isUuid } from '../../lib/ids';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CompanyAccess } from '../companies/company-access';
import type { AuditService } from '../audit/audit.service';
import { cartRepository, type CartItemRow } from './cart.repository';

interface Deps {
  db: Db;
  access: CompanyAccess;
  audit: AuditService;
  catalogue: CatalogueService;
}

export type CartService = ReturnType<typeof createCartService>;

/**
 * A cart per company (spec §3), holding one product (spec §4): members who may pay fill and empty it, every member
 * sees it. What it costs is the catalogue's price when read, so a price change reaches the cart and checkout.
 */
export function createCartService({ db, access, audit, catalogue }: Deps) {
  async function view(companyId: string, rows: CartItemRow[], fallbackCurrency: Cart['currency']): Promise<Cart> {
    const items: CartItem[] = [];
    let totalMinor = 0;
    for (const row of rows) {
      const priced = await catalogue.priced(row.serviceId);
      // A service withdrawn since it was added cannot be bought: it leaves the cart rather than being charged.
      if (!priced) continue;
      const { service, fees } = priced;
      totalMinor += fees.total_minor * row.quantity;
      items.push({
        id: row.id,
        service_id: service.id,
        service_name: service.name,
        price: service.price,
        currency: service.currency,
        quantity: row.quantity,
        professional_fees: service.professional_fees,
        govt_agency_fees: service.govt_agency_fees,
        tax: service.tax,
        platform_fee: service.platform_fee,
      });
    }
    const currency = items[0]?.currency ?? fallbackCurrency;
    return { company_id: companyId, items, total_amount: toMajor(totalMinor, currency), currency };
  }

  return {
    /**
     * The cart from lines the caller read itself, for a company whose access check it made on the same read (the
     * dashboard's one read, dashboard.repository.ts): priced as `get` prices them.
     */
    ofRead(company: Pick<Company, 'id' | 'country'>, items: CartItemRow[]): Promise<Cart> {
      return view(company.id, items, countryCurrency[company.country]);
    },

    /** The company's cart; without a company, the caller's most recently filled cart (or an empty one). */
    async get(actor: Actor, companyId?: string): Promise<Cart> {
      if (companyId === undefined) {
        const latest = actor.type === 'user' ? await cartRepository.latestFilledFor(db, actor.id) : undefined;
        if (!latest) return { company_id: null, items: [], total_amount: 0, currency: 'INR' };
        companyId = latest;
      }
      if (actor.type === 'user') {
        // One read for the access check and the cart together (the bench's hottest call); the check is the same.
        const read = isUuid(companyId) ? cartRepository.companyCartFor(db, companyId, actor.id) : undefined;
        // Started before any await: a composite read (the dashboard) makes its access checks on this same read.
        if (read) access.offer(actor, companyId, read);
        const found = await read;
        const { company } = access.member(actor, found, 'orders:read');
        return view(company.id, found!.items, countryCurrency[company.country]);
      }
      const { company } = await access.company(actor, companyId, 'orders:read');
      return view(company.id, await cartRepository.itemsOf(db, company.id), countryCurrency[company.country]);
    },

    async add(actor: Actor, companyId: string, serviceId: string): Promise<Cart> {
      const { company } = await access.company(actor, companyId, 'orders:pay');
      const service = await catalogue.service(serviceId);
      if (!service) throw AppError.notFound('Service');
      const added = await db.transaction(async (tx) => {
        const inserted = await cartRepository.insertIfEmpty(tx, {
          companyId: company.id,
          serviceId: service.id,
          addedBy: actor.type === 'user' ? actor.id : null,
        });
        if (inserted) {
          await audit.record(tx, actor, {
            companyId: company.id,
            action: 'cart.item_added',
            target: { type: 'service', id: service.id, label: service.name },
          });
        }
        return inserted;
      });
      const items = await cartRepository.itemsOf(db, company.id);
      if (!added && !items.some((item) => item.serviceId === service.id)) {
        throw AppError.conflict(ONE_PRODUCT_PER_ORDER, items[0]!.id);
      }
      // Adding what is already there changes nothing and says so with the same cart.
      return view(company.id, items, countryCurrency[company.country]);
    },

    async remove(actor: Actor, companyId: string, itemId: string): Promise<Cart> {
      const { company } = await access.company(actor, companyId, 'orders:pay');
      const items = await cartRepository.itemsOf(db, company.id);
      const item = isUuid(itemId) ? items.find((row) => row.id === itemId) : undefined;
      if (!item) throw AppError.notFound('Cart item');
      const service = await catalogue.service(item.serviceId);
      await db.transaction(async (tx) => {
        await cartRepository.remove(tx, company.id, item.id);
        await audit.record(tx, actor, {
          companyId: company.id,
          action: 'cart.item_removed',
          target: { type: 'service', id: item.serviceId, label: service?.name ?? item.serviceId },
        });
      });
      return view(company.id, await cartRepository.itemsOf(db, company.id), countryCurrency[company.country]);
    },

    /**
     * In the transaction that takes a service out of the catalogue (deleted, archived, made inactive): it leaves every
     * cart holding it, and each company's activity says so. Otherwise the cart would look empty yet refuse another
     * service, and checkout would refuse the one it holds. Unpaid orders already made of it are left as they are.
     */
    async withdrawService(tx: Db, actor: Actor, service: { id: string; name: string }): Promise<number> {
      const removed = await cartRepository.removeForService(tx, service.id);
      for (const item of removed) {
        await audit.record(tx, actor, {
          companyId: item.companyId,
          action: 'cart.item_removed',
          target: { type: 'service', id: service.id, label: service.name },
          changes: [{ field: 'reason', before: null, after: 'The service is no longer offered' }],
        });
      }
      return removed.length;
    },

    async clear(actor: Actor, companyId: string): Promise<Cart> {
      const { company } = await access.company(actor, companyId, 'orders:pay');
      await db.transaction(async (tx) => {
        await cartRepository.clear(tx, company.id);
        await audit.record(tx, actor, { companyId: company.id, action: 'cart.cleared', target: { type: 'cart', id: null, label: null } });
      });
      return view(company.id, [], countryCurrency[company.country]);
    },
  };
}
