import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, date, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { currencies, taxDocumentKinds } from '@charter/shared';
import { orders } from './orders';
import { createdAt, id } from './columns';

/**
 * The last number given in each series (a prefix: CH invoices, CN credit notes…) and financial year. A row, not a
 * sequence: it is incremented with UPDATE … RETURNING in the transaction that issues the document, so a rollback takes
 * the number back (a sequence would skip it) and concurrent issuers queue on the row's lock (no gap, no duplicate:
 * rule 46(b) CGST Rules 2017 wants one consecutive series per financial year).
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

/**
 * An invoice or a credit note, written once when it is issued with everything it says (`content`: the supplier, the
 * customer, the lines and taxes as they were), so a later change of configuration, name or price never changes it.
 * An order is never deleted while it has one (the law keeps invoices for six years: CGST Act 2017, section 36).
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    /** The supplier's calendar day it was issued on (India: in IST). */
    issuedOn: date('issued_on').notNull(),
    /** The invoice a credit note reduces (rule 53(1A)(g)). */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    currency: text('currency', { enum: currencies }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tax_documents_number_idx').on(table.number),
    uniqueIndex('tax_documents_series_seq_idx').on(table.series, table.financialYear, table.sequence),
    // One invoice per order; a paid order's refund has at most one credit note (the refund is once per order).
    uniqueIndex('tax_documents_order_kind_idx').on(table.orderId, table.kind),
    index('tax_documents_invoice_idx')
      .on(table.invoiceId)
      .where(sql`${table.invoiceId} is not null`),
  ],
);

/** What the founder typed at checkout for the invoice (optional): kept with the order until it is paid. */
export const orderBilling = pgTable('order_billing', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  name: text('name'),
  address: text('address'),
  state: text('state'),
  gstin: text('gstin'),
  createdAt: createdAt(),
});
