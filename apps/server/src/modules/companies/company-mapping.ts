import type { Company, CompanyRole, NewCompany, UpdateCompanyBody } from '@charter/shared';
import type { CompanyProfile } from '@charter/compliance';
import type { CompanyInsert, CompanyRow } from './companies.repository';

/** Fields the API shows that are not stored facts of the company (ids, times, the caller's role, the derived status). */
type DerivedField = 'id' | 'status' | 'role' | 'created_at' | 'updated_at';
type StoredField = Exclude<keyof Company, DerivedField>;

/**
 * Each API field (snake_case, spec §3) and its column, written once. `satisfies` makes a field added to the contract
 * and forgotten here a compile error, and `toCompany` below checks that each column's type is the field's type.
 */
const columnOf = {
  name: 'name',
  country: 'country',
  state: 'state',
  entity_type: 'entityType',
  is_formation: 'isFormation',
  registration_number: 'registrationNumber',
  industry: 'industry',
  turnover: 'turnover',
  num_employees: 'numEmployees',
  business_model: 'businessModel',
  is_exporter: 'isExporter',
  is_food_business: 'isFoodBusiness',
  has_manufacturing: 'hasManufacturing',
  has_international_clients: 'hasInternationalClients',
  wants_startup_credits: 'wantsStartupCredits',
  incorporation_date: 'incorporationDate',
  has_deposits: 'hasDeposits',
  business_locations: 'businessLocations',
  foreign_owned: 'foreignOwned',
  member_count: 'memberCount',
  fiscal_year_end: 'fiscalYearEnd',
  gst_filing: 'gstFiling',
  paid_up_capital: 'paidUpCapital',
  agm_date: 'agmDate',
  vat_registered: 'vatRegistered',
  small_company: 'smallCompany',
  registry_fields: 'registryFields',
  past_filings: 'pastFilings',
} as const satisfies Record<StoredField, keyof CompanyRow>;

type StoredFields = { [K in StoredField]: CompanyRow[(typeof columnOf)[K]] };

const isStoredField = (field: string): field is StoredField => Object.hasOwn(columnOf, field);

/** A body's fields to columns; only keys present in the body are set. */
export function toColumns(body: NewCompany | UpdateCompanyBody): Partial<CompanyInsert> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([field, value]) => value !== undefined && isStoredField(field))
      .map(([field, value]) => [columnOf[field as StoredField], value]),
  );
}

/** `role` is the caller's role in the company (null for staff). */
export function toCompany(row: CompanyRow, role: CompanyRole | null): Company {
  const stored = Object.fromEntries(Object.entries(columnOf).map(([field, column]) => [field, row[column]])) as StoredFields;
  return {
    id: row.id,
    status: row.status,
    ...stored,
    role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  } satisfies Company;
}

/** The engine's view of a company. Unknown facts stay null so conditional rules are never guessed. */
export function toProfile(company: Company | NewCompany): CompanyProfile {
  return {
    country: company.country,
    entity_type: company.entity_type,
    state: company.state,
    incorporation_date: company.incorporation_date,
    status: 'status' in company ? company.status : company.is_formation ? 'forming' : 'existing',
    industry: company.industry,
    turnover: company.turnover,
    num_employees: company.num_employees,
    business_model: company.business_model,
    is_exporter: company.is_exporter,
    is_food_business: company.is_food_business,
    has_manufacturing: company.has_manufacturing,
    has_international_clients: company.has_international_clients,
    has_deposits: company.has_deposits,
    business_locations: company.business_locations,
    foreign_owned: company.foreign_owned,
    member_count: company.member_count,
    fiscal_year_end: company.fiscal_year_end,
    gst_filing: company.gst_filing,
    paid_up_capital: company.paid_up_capital,
    agm_date: company.agm_date,
    vat_registered: company.vat_registered,
    wants_startup_credits: company.wants_startup_credits ?? false,
    small_company: company.small_company ?? null,
  };
}
