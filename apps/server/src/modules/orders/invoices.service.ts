import { documentNumber, financialYearOf, type BillingDetails, type TaxDocument, type TaxDocumentList } from '@charter/shared';
import type { MailAttachment, MailAttachmentRef } from '../../adapters/mail/mail-transport';
import type { InvoicingConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { DocumentFile } from './documents.service';
import { renderTaxDocument } from './invoice-pdf';
import {
  dayIn,
  invoiceLinesFor,
  jurisdictionOf,
  jurisdictionZone,
  partiesFor,
  sacFor,
  seriesPrefix,
  taxLines,
  totalsOf,
  type ChargeLine,
  type TaxDocumentContent,
} from './invoice-lines';
import { invoicesRepository, type TaxDocumentRow } from './invoices.repository';
import { ordersRepository, type OrderRow } from './orders.repository';
import type { OrdersService } from './orders.service';

interface Deps {
  db: Db;
  clock: Clock;
  config: InvoicingConfig;
  orders: Pick<OrdersService, 'visibleOrder'>;
}

const titles = { india: 'Tax invoice', usa: 'Invoice', uk: 'Invoice' } as const;

const AT_COST_NOTE = 'Government filing fees were paid to the authority on the customer’s behalf and are passed on at cost.';
const PURE_AGENT_NOTE =
  'Government and third-party fees were paid on the customer’s behalf as a pure agent and are recovered at cost: they are not part of the value of Charter’s supply (CGST Rules 2017, rule 33).';

/** What the money rules leave a credit note to decide: how much of the refund is government fees returned unspent. */
export interface CreditNoteAmounts {
  refundMinor: number;
  /** The refund's part that is fees paid as pure agent but not spent (the rest reduces Charter's taxable fee). */
  reimbursementsMinor: number;
}

/**
 * Invoices and credit notes (issue 27 §4). An invoice is issued in the transaction that marks its order paid, and a
 * credit note in the one that records its refund: each takes the next number of its series for the financial year
 * from a counter row (see invoicesRepository.nextNumber), and its content is frozen then. PDFs are drawn from it.
 */
export function createInvoicesService({ db, clock, config, orders }: Deps) {
  async function partiesOf(tx: Db, orderId: string) {
    const row = await invoicesRepository.partiesOf(tx, orderId);
    const billing: BillingDetails | null = row?.hasBilling
      ? {
          name: row.billingName ?? undefined,
          address: row.billingAddress ?? undefined,
          state: (row.billingState ?? undefined) as BillingDetails['state'],
          gstin: row.billingGstin ?? undefined,
        }
      : null;
    return {
      userName: row?.userName ?? null,
      userEmail: row?.userEmail ?? null,
      companyName: row?.companyName ?? null,
      companyCountry: row?.companyCountry ?? null,
      companyState: row?.companyState ?? null,
      billing,
    };
  }

  async function allocate(tx: Db, jurisdiction: TaxDocumentContent['jurisdiction'], kind: TaxDocumentRow['kind'], at: Date) {
    const issuedOn = dayIn(jurisdictionZone[jurisdiction], at);
    const financialYear = financialYearOf(issuedOn);
    const series = seriesPrefix[jurisdiction][kind];
    const sequence = await invoicesRepository.nextNumber(tx, series, financialYear);
    return { issuedOn, financialYear, series, sequence, number: documentNumber(series, financialYear, sequence) };
  }

  function toView(row: TaxDocumentRow, base: string, invoices: Map<string, TaxDocumentRow>): TaxDocument {
    const content = row.content as unknown as TaxDocumentContent;
    return {
      id: row.id,
      kind: row.kind,
      title: content.title,
      number: row.number,
      issued_on: row.issuedOn,
      invoice_number: row.invoiceId ? (invoices.get(row.invoiceId)?.number ?? null) : null,
      total_minor: row.totalMinor,
      currency: row.currency,
      download_url: `${base}/${row.id}/pdf`,
    };
  }

  async function listOf(orderId: string, base: string): Promise<TaxDocumentList> {
    const rows = await invoicesRepository.forOrder(db, orderId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { documents: rows.map((row) => toView(row, base, byId)) };
  }

  /** The PDF, drawn from the document's frozen content: the same file on the order page and in the mail. */
  async function fileOf(row: TaxDocumentRow): Promise<DocumentFile & { body: Buffer }> {
    const body = await renderTaxDocument(row.content as unknown as TaxDocumentContent);
    return { filename: taxDocumentFilename(row), contentType: 'application/pdf', body, size: body.length };
  }

  async function pdfOf(orderId: string, documentId: string): Promise<DocumentFile> {
    const row = isUuid(documentId) ? await invoicesRepository.find(db, orderId, documentId) : undefined;
    if (!row) throw AppError.notFound('Document');
    return fileOf(row);
  }

  async function findOrder(orderId: string): Promise<OrderRow> {
    const order = isUuid(orderId) ? await ordersRepository.findById(db, orderId) : undefined;
    if (!order) throw AppError.notFound('Order');
    return order;
  }

  return {
    /**
     * The order's invoice, issued in the caller's transaction (the one that marks it paid), once: a second call
     * answers the invoice already issued.
     */
    async issueInvoice(tx: Db, order: OrderRow, at: Date = clock()): Promise<TaxDocumentRow> {
      const existing = await invoicesRepository.ofKind(tx, order.id, 'invoice');
      if (existing) return existing;
      const items = await ordersRepository.itemsFor(tx, [order.id]);
      const jurisdiction = jurisdictionOf(order.currency);
      const parties = partiesFor(jurisdiction, config, await partiesOf(tx, order.id));
      const { lines: charges, reconciled } = invoiceLinesFor(order, items);
      const lines = taxLines(charges, sacFor(order.kind, items[0]?.details ?? null), parties.taxMode);
      const totals = totalsOf(lines);
      const numbering = await allocate(tx, jurisdiction, 'invoice', at);
      const notes = [
        ...(totals.reimbursementsMinor > 0 ? [jurisdiction === 'india' ? PURE_AGENT_NOTE : AT_COST_NOTE] : []),
        ...(parties.taxMode === 'cgst_sgst' || parties.taxMode === 'igst'
          ? [
              'Charter’s fees are priced with GST included: the taxable value is the fee × 100/118, rounded to the paisa, and GST is the rest, so the total is exactly what was paid.',
            ]
          : parties.taxMode === 'none'
            ? ['No sales tax or VAT is charged on this invoice.']
            : []),
        ...(reconciled ? [] : ['The order’s fee lines did not add up to its price, so it is invoiced as one service at the price paid.']),
        `Paid in full. Issued electronically by ${parties.supplier.legalName}.`,
      ];
      const content: TaxDocumentContent = {
        version: 1,
        kind: 'invoice',
        title: titles[jurisdiction],
        number: numbering.number,
        issuedOn: numbering.issuedOn,
        orderNumber: order.orderNumber,
        currency: order.currency,
        jurisdiction,
        demoSupplier: parties.demo,
        supplier: parties.supplier,
        customer: parties.customer,
        placeOfSupply: parties.placeOfSupply,
        taxMode: parties.taxMode,
        lines,
        totals,
        reference: null,
        notes,
      };
      return invoicesRepository.insert(tx, {
        orderId: order.id,
        kind: 'invoice',
        series: numbering.series,
        financialYear: numbering.financialYear,
        sequence: numbering.sequence,
        number: numbering.number,
        issuedOn: numbering.issuedOn,
        currency: order.currency,
        totalMinor: totals.totalMinor,
        content: content as unknown as Record<string, unknown>,
        createdAt: at,
      });
    },

    /**
     * A credit note for a refund (rule 53), in the transaction that records it: the refund's unspent government fees
     * come back as reimbursements, the rest reduces Charter's fee with its GST, split as on the invoice. An order
     * paid before invoices existed has none to reference, so it gets none.
     */
    async issueCreditNote(tx: Db, order: OrderRow, amounts: CreditNoteAmounts, at: Date = clock()): Promise<TaxDocumentRow | undefined> {
      if (amounts.refundMinor <= 0) return undefined;
      const invoice = await invoicesRepository.ofKind(tx, order.id, 'invoice');
      if (!invoice) return undefined;
      const existing = await invoicesRepository.ofKind(tx, order.id, 'credit_note');
      if (existing) return existing;
      const original = invoice.content as unknown as TaxDocumentContent;
      const invoicedServices = original.totals.totalMinor - original.totals.reimbursementsMinor;
      const refund = Math.min(amounts.refundMinor, original.totals.totalMinor);
      let reimbursements = Math.min(Math.max(0, amounts.reimbursementsMinor), refund, original.totals.reimbursementsMinor);
      // Never more of Charter's fee than was invoiced: what is beyond it can only be fees returned.
      reimbursements = Math.max(reimbursements, refund - invoicedServices);
      const service = original.lines.find((line) => line.kind === 'service');
      const charges: ChargeLine[] = [
        ...(refund - reimbursements > 0
          ? [
              {
                key: 'service',
                description: `Reduction of ${service?.description ?? 'Charter’s fee'} (order cancelled)`,
                kind: 'service' as const,
                grossMinor: refund - reimbursements,
              },
            ]
          : []),
        ...(reimbursements > 0
          ? [
              {
                key: 'reimbursement',
                description: 'Government fees not spent, returned',
                kind: 'reimbursement' as const,
                grossMinor: reimbursements,
              },
            ]
          : []),
      ];
      const lines = taxLines(charges, service?.sac ?? sacFor(order.kind, null), original.taxMode);
      const totals = totalsOf(lines);
      const numbering = await allocate(tx, original.jurisdiction, 'credit_note', at);
      const content: TaxDocumentContent = {
        ...original,
        kind: 'credit_note',
        title: 'Credit note',
        number: numbering.number,
        issuedOn: numbering.issuedOn,
        lines,
        totals,
        reference: { number: invoice.number, issuedOn: invoice.issuedOn },
        notes: [
          `Issued for the refund of ${refund === original.totals.totalMinor ? 'the whole' : 'part'} of invoice ${invoice.number} on the order’s cancellation${original.jurisdiction === 'india' ? ' (CGST Act 2017, section 34; CGST Rules 2017, rule 53)' : ''}.`,
          ...(reimbursements > 0 ? [original.jurisdiction === 'india' ? PURE_AGENT_NOTE : AT_COST_NOTE] : []),
          `Issued electronically by ${original.supplier.legalName}.`,
        ],
      };
      return invoicesRepository.insert(tx, {
        orderId: order.id,
        kind: 'credit_note',
        series: numbering.series,
        financialYear: numbering.financialYear,
        sequence: numbering.sequence,
        number: numbering.number,
        issuedOn: numbering.issuedOn,
        invoiceId: invoice.id,
        currency: order.currency,
        totalMinor: totals.totalMinor,
        content: content as unknown as Record<string, unknown>,
        createdAt: at,
      });
    },

    /** Keeps what was typed for the invoice at checkout with the order (replaced by a later checkout of the same order). */
    async saveBilling(tx: Db, orderId: string, billing: BillingDetails | undefined): Promise<void> {
      if (!billing || Object.values(billing).every((value) => value === undefined || value === '')) return;
      await invoicesRepository.saveBilling(tx, {
        orderId,
        name: billing.name || null,
        address: billing.address || null,
        state: billing.state ?? null,
        gstin: billing.gstin ?? null,
      });
    },

    /** GET /api/orders/{orderId}/invoices: a member's (or staff's) view; anyone else gets 404. */
    async list(actor: Actor, orderId: string): Promise<TaxDocumentList> {
      const { order } = await orders.visibleOrder(actor, orderId);
      return listOf(order.id, `/api/orders/${order.id}/invoices`);
    },

    async pdf(actor: Actor, orderId: string, documentId: string): Promise<DocumentFile> {
      const { order } = await orders.visibleOrder(actor, orderId);
      return pdfOf(order.id, documentId);
    },

    /**
     * The file a mail's attachment refers to (the receipt carries the invoice, the refund mail the credit note),
     * rendered when the mail is sent. A missing document throws, so the delivery is retried and then fails, never sent
     * without it.
     */
    async mailAttachment(ref: MailAttachmentRef): Promise<MailAttachment> {
      const row = isUuid(ref.id) ? await invoicesRepository.findById(db, ref.id) : undefined;
      if (!row) throw new Error(`tax document ${ref.id} not found for a mail attachment`);
      const file = await fileOf(row);
      return { filename: file.filename, contentType: file.contentType, content: file.body };
    },

    /** The back office's view of any order's documents (the routes' guard admits staff only). */
    async adminList(orderId: string): Promise<TaxDocumentList> {
      const order = await findOrder(orderId);
      return listOf(order.id, `/api/admin/orders/${order.id}/invoices`);
    },

    async adminPdf(orderId: string, documentId: string): Promise<DocumentFile> {
      const order = await findOrder(orderId);
      return pdfOf(order.id, documentId);
    },
  };
}

/** `invoice-CH-26-27-000123.pdf`, `credit-note-CN-26-27-000004.pdf`: the number with its slashes made file-safe. */
export function taxDocumentFilename(document: Pick<TaxDocumentRow, 'kind' | 'number'>): string {
  const prefix = document.kind === 'credit_note' ? 'credit-note' : 'invoice';
  return `${prefix}-${document.number.replaceAll('/', '-')}.pdf`;
}

/** How a mail refers to the document it carries (the receipt its invoice, the refund mail its credit note). */
export type InvoicesService = ReturnType<typeof createInvoicesService>;
