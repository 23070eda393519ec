import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The embedded company directory (public MCA master data), searched by trigram similarity on the name. */
export const registryCompanies = pgTable(
  'registry_companies',
  {
    /** CIN for companies, LLPIN for LLPs. */
    entityId: text('entity_id').primaryKey(),
    companyName: text('company_name').notNull(),
    companyStatus: text('company_status'),
    companyClass: text('company_class'),
    companyCategory: text('company_category'),
    entityType: text('entity_type', { enum: ['Private Limited', 'OPC', 'LLP'] }),
    registeredState: text('registered_state'),
    dateOfIncorporation: date('date_of_incorporation'),
    paidUpCapital: doublePrecision('paid_up_capital'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('registry_companies_name_trgm_idx').using('gin', sql`${table.companyName} gin_trgm_ops`)],
);
