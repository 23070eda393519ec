/** Acme Widgets Limited (01234567), an active private company, as Charter answers it from Companies House's profile. */
export const acmeWidgetsData = {
  company_name: 'ACME WIDGETS LIMITED',
  cin: null,
  llpin: null,
  company_number: '01234567',
  company_class: 'ltd',
  company_category: 'Private limited company',
  entity_type: 'Ltd',
  registered_state: 'England and Wales',
  date_of_incorporation: '2015-03-09',
  paid_up_capital: null,
  status: 'Active',
};
