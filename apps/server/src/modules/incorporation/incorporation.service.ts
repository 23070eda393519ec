import {
  delawareFranchiseTaxMinor,
  formatMoney,
  SHARE_FACE_VALUE_RUPEES,
  quoteIndiaIncorporation,
  quoteUsaIncorporation,
  sameQuote,
  type IncorporationQuote,
  type IncorporationQuoteBody,
  type IndiaIncorporationBody,
  type UsaIncorporationBody,
} from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { CompaniesService } from '../companies/companies.service';
import type { OrdersService } from '../orders/orders.service';
import type { InvoicesService } from '../orders/invoices.service';
import type { PaymentStart, PaymentsService } from '../orders/payments.service';

interface Deps {
  db: Db;
  companies: CompaniesService;
  orders: OrdersService;
  payments: PaymentsService;
  invoices: Pick<InvoicesService, 'saveBilling'>;
}

export type CreateBody = (IndiaIncorporationBody & { country: 'India' }) | UsaIncorporationBody;

/** The formation wizards' server side: the quote the review step shows, and the order the Pay button creates. */
export function createIncorporationService({ db, companies, orders, payments, invoices }: Deps) {
  function quoteFor(body: IncorporationQuoteBody | CreateBody) {
    return body.country === 'USA' ? quoteUsaIncorporation(body) : quoteIndiaIncorporation(body);
  }

  return {
    quote(body: IncorporationQuoteBody): IncorporationQuote {
      const { fee_breakdown, total_amount, currency } = quoteFor(body);
      return { fee_breakdown, total_amount, currency };
    },

    /**
     * Fees recomputed here; a client total that differs is refused. In one transaction: the forming company (the caller
     * its owner), the order (payment pending) and the audit events; then the provider's checkout. A repeated call with
     * the same Idempotency-Key answers the first call's checkout and creates nothing new.
     */
    async create(actor: Actor, body: CreateBody, idempotencyKey: string | undefined): Promise<PaymentStart> {
      if (actor.type !== 'user') throw new AppError('FORBIDDEN', 'Companies are formed by founders, not from the back office.');
      const description = `${body.entity_type} incorporation (${body.country === 'USA' ? body.state : `${body.state}, India`})`;
      const payFor = { customerEmail: actor.email, description };

      const earlier = idempotencyKey ? await orders.findByIdempotencyKey(actor.id, idempotencyKey) : undefined;
      if (earlier) return payments.start(earlier, payFor);

      const quote = quoteFor(body);
      const shown = body.fee_breakdown as Record<string, number> | undefined;
      if ((body.total_amount !== undefined || shown !== undefined) && !sameQuote(shown, body.total_amount, quote)) {
        throw new AppError(
          'CONFLICT',
          `The fees have changed: the total is now ${formatMoney(quote.total_minor, quote.currency)}. Review the new total and pay again.`,
        );
      }
      const people = body.country === 'USA' ? body.members : body.directors;
      const order = await db.transaction(async (tx) => {
        // One founder's creates run one at a time, so a double click with the same key finds the first order.
        await companies.serializeCreates(tx, actor.id);
        const raced = idempotencyKey ? await orders.findByIdempotencyKey(actor.id, idempotencyKey, tx) : undefined;
        if (raced) return raced;
        const company = await companies.create(
          actor,
          {
            name: body.company_name,
            country: body.country,
            state: body.state,
            entity_type: body.entity_type,
            is_formation: true,
            industry: 'Other',
          } as Parameters<CompaniesService['create']>[1],
          tx,
        );
        const created = await orders.create(tx, actor, {
          kind: 'incorporation',
          userId: actor.id,
          companyId: company.id,
          currency: quote.currency,
          totalMinor: quote.total_minor,
          idempotencyKey: idempotencyKey ?? null,
          item: {
            serviceName: 'Company incorporation',
            name: `${body.entity_type} incorporation: ${body.company_name}`,
            priceMinor: quote.total_minor,
            feeBreakdownMinor: quote.lines_minor,
            details: {
              country: body.country,
              entity_type: body.entity_type,
              company_name: body.company_name,
              state: body.state,
              ...(body.country === 'India'
                ? {
                    authorized_capital: body.authorized_capital,
                    // What SPICe+ (FiLLiP) and the MoA are drafted from.
                    ...(body.nominee ? { nominee: body.nominee } : {}),
                    ...(body.subscribers ? { subscribers: body.subscribers, share_face_value: SHARE_FACE_VALUE_RUPEES } : {}),
                  }
                : {
                    registered_agent: body.registered_agent,
                    ...(body.entity_type === 'LLC'
                      ? { management: body.management }
                      : {
                          authorized_shares: body.authorized_shares,
                          par_value: body.par_value,
                          incorporator: body.incorporator,
                          annual_franchise_tax_minor:
                            body.state === 'Delaware' && body.authorized_shares !== undefined
                              ? delawareFranchiseTaxMinor(body.authorized_shares)
                              : undefined,
                        }),
                  }),
              people,
            },
          },
        });
        if (body.country === 'India') await invoices.saveBilling(tx, created.id, body.billing);
        return created;
      });
      return payments.start(order, payFor);
    },
  };
}

export type IncorporationService = ReturnType<typeof createIncorporationService>;
