import { CART_EMPTY, type CheckoutBody, type CheckoutResponse, type Service } from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CompanyAccess } from '../companies/company-access';
import type { FormationTask } from '../orders/formation-tasks';
import type { OrdersService } from '../orders/orders.service';
import type { InvoicesService } from '../orders/invoices.service';
import type { PaymentsService } from '../orders/payments.service';
import { cartRepository } from './cart.repository';

interface Deps {
  db: Db;
  access: CompanyAccess;
  catalogue: CatalogueService;
  orders: OrdersService;
  payments: PaymentsService;
  invoices: Pick<InvoicesService, 'saveBilling'>;
  appUrl: string;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/**
 * The cart becomes an order and a payment (spec §7 POST /checkout/create). The amount is the catalogue's, never the
 * request's. The cart row is locked while the order is made and remembers it, so a second checkout of the same cart
 * (another tab, a double click, twenty at once) pays that order rather than opening another; the payments module
 * then opens one checkout per attempt. Paying empties the cart (fulfilment calls `release`).
 */
export function createCheckoutService({ db, access, catalogue, orders, payments, invoices, appUrl }: Deps) {
  const appOrigin = new URL(appUrl).origin;

  return {
    async create(actor: Actor, body: CheckoutBody): Promise<CheckoutResponse> {
      if (actor.type !== 'user') throw new AppError('FORBIDDEN', 'Orders are placed by founders, not from the back office.');
      if (originOf(body.origin_url) !== appOrigin) {
        throw new AppError('VALIDATION_FAILED', `origin_url: must be this app's address (${appOrigin})`);
      }
      const { company } = await access.company(actor, body.company_id, 'orders:pay');
      // The catalogue is read before the transaction: it may query the database, which must not wait on this transaction.
      const [peek] = await cartRepository.itemsOf(db, company.id);
      if (!peek) throw new AppError('VALIDATION_FAILED', CART_EMPTY);
      const priced = await catalogue.priced(peek.serviceId);
      if (!priced) throw new AppError('CONFLICT', 'This service is no longer offered: clear the cart and choose another.');
      const { service, fees } = priced;
      const priceMinor = fees.total_minor;
      const order = await db.transaction(async (tx) => {
        const [item] = await cartRepository.itemsOf(tx, company.id, { forUpdate: true });
        if (!item) throw new AppError('VALIDATION_FAILED', CART_EMPTY);
        if (item.serviceId !== service.id)
          throw new AppError('CONFLICT', 'The cart changed while you were checking out: review it and pay again.');
        const earlier = item.orderId ? await orders.findForCheckout(tx, item.orderId) : undefined;
        // Paid a moment ago and not yet fulfilled (which empties the cart): never a second order for the same cart.
        if (earlier && (earlier.paymentStatus === 'paid' || earlier.paymentStatus === 'flagged')) {
          throw AppError.conflict(`Order ${earlier.orderNumber} for this cart is already paid.`, earlier.id);
        }
        // The order already opened for this cart is paid again, as long as it is for what the cart holds at today's price.
        if (earlier && earlier.totalMinor === priceMinor && earlier.currency === service.currency) {
          await invoices.saveBilling(tx, earlier.id, body.billing);
          return earlier;
        }
        const created = await orders.create(tx, actor, {
          kind: 'service',
          userId: actor.id,
          companyId: company.id,
          currency: service.currency,
          totalMinor: priceMinor,
          idempotencyKey: null,
          item: {
            serviceName: service.name,
            name: service.name,
            priceMinor,
            feeBreakdownMinor: {
              professional_fee: fees.professional_minor,
              govt_agency_fees: fees.government_minor,
              tax: fees.tax_minor,
              platform_fee: fees.platform_fee_minor,
            },
            // The category names the service's SAC on its invoice.
            details: { service_id: service.id, country: service.country, category: service.category, tasks: serviceTasks(service) },
          },
        });
        await cartRepository.linkOrder(tx, item.id, created.id);
        await invoices.saveBilling(tx, created.id, body.billing);
        return created;
      });
      const started = await payments.start(order, { customerEmail: actor.email, description: `${order.orderNumber}: ${company.name}` });
      return 'stripe_url' in started ? { ...started, stripe_checkout_url: started.stripe_url } : started;
    },

    /** In the fulfilment of a paid order: the cart it came from is empty again. */
    async release(tx: Db, orderId: string): Promise<void> {
      await cartRepository.removeForOrder(tx, orderId);
    },
  };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** What the founder and Charter's team do for a service: one task per document it needs, then the filing itself. */
function serviceTasks(service: Service): FormationTask[] {
  return [
    ...service.dependencies.map((dependency) => ({
      title: `Share: ${dependency}`,
      description: `Upload it to this task, or tell us in a comment if you do not have it yet.`,
      category: service.category === 'Tax' ? 'Tax' : 'Compliance',
      priority: 'high' as const,
      dueInDays: 3,
      weight: 1,
      spends: [],
      // Only the founder has their documents: sharing them is theirs to do.
      performer: 'founder' as const,
    })),
    {
      title: service.name,
      description: `Our team prepares and files it (${service.processing_time}); the acknowledgement is attached here when done.`,
      category: service.category === 'Tax' ? 'Tax' : 'Compliance',
      priority: 'medium' as const,
      dueInDays: null,
      // The filing is most of the work, and pays the government fees.
      weight: 3,
      spends: ['govt_agency_fees'],
      performer: 'charter' as const,
    },
  ];
}
