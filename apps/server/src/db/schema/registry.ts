import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { belongsTo, createdAt, id, timestamptz } from './columns';

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
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
  },
  (table) => [index('registry_companies_name_trgm_idx').using('gin', sql`${table.companyName} gin_trgm_ops`)],
);

/** A founder's consent to fetch a company's public record from the registry (who, when, which id, why). */
export const registryConsents = pgTable(
  'registry_consents',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    /** CIN or LLPIN. */
    entityId: text('entity_id').notNull(),
    consentText: text('consent_text').notNull(),
    reason: text('reason').notNull(),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [index('registry_consents_user_entity_idx').on(table.userId, table.entityId, table.createdAt)],
);
