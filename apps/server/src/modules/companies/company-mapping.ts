import type { Company, CompanyRole, NewCompany, UpdateCompanyBody } from '@charter/shared';
import type { CompanyProfile } from '@charter/compliance';
import type { CompanyInsert, CompanyRow } from './companies.repository';

/** API field names (snake_case, spec §3) to columns; only keys present in the body are set. */
export function toColumns(body: NewCompany | UpdateCompanyBody): Partial<CompanyInsert> {
  const b = body as Partial<NewCompany>;
  const columns: Partial<CompanyInsert> = {
    name: b.name,
    country: b.country,
    state: b.state,
    entityType: b.entity_type,
    isFormation: b.is_formation,
    registrationNumber: b.registration_number,
    industry: b.industry,
    turnover: b.turnover,
    numEmployees: b.num_employees,
    businessModel: b.business_model,
    isExporter: b.is_exporter,
    isFoodBusiness: b.is_food_business,
    hasManufacturing: b.has_manufacturing,
    hasInternationalClients: b.has_international_clients,
    wantsStartupCredits: b.wants_startup_credits,
    incorporationDate: b.incorporation_date,
    hasDeposits: b.has_deposits,
    businessLocations: b.business_locations,
    foreignOwned: b.foreign_owned,
    memberCount: b.member_count,
    fiscalYearEnd: b.fiscal_year_end,
    gstFiling: b.gst_filing,
    paidUpCapital: b.paid_up_capital,
    agmDate: b.agm_date,
    vatRegistered: b.vat_registered,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** `role` is the caller's role in the company (null for staff). */
export function toCompany(row: CompanyRow, role: CompanyRole | null): Company {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    state: row.state,
    entity_type: row.entityType,
    status: row.status,
    is_formation: row.isFormation,
    registration_number: row.registrationNumber,
    industry: row.industry,
    turnover: row.turnover,
    num_employees: row.numEmployees,
    business_model: row.businessModel,
    is_exporter: row.isExporter,
    is_food_business: row.isFoodBusiness,
    has_manufacturing: row.hasManufacturing,
    has_international_clients: row.hasInternationalClients,
    wants_startup_credits: row.wantsStartupCredits,
    incorporation_date: row.incorporationDate,
    has_deposits: row.hasDeposits,
    business_locations: row.businessLocations,
    foreign_owned: row.foreignOwned,
    member_count: row.memberCount,
    fiscal_year_end: row.fiscalYearEnd,
    gst_filing: row.gstFiling,
    paid_up_capital: row.paidUpCapital,
    agm_date: row.agmDate,
    vat_registered: row.vatRegistered,
    registry_fields: row.registryFields,
    role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
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
  };
}
