import { describe, expect, it } from 'vitest';
import {
  adminServiceBodyFromForm,
  adminServiceBodySchema,
  adminServiceFormSchema,
  adminServiceToForm,
  emptyAdminServiceForm,
  type AdminService,
} from './admin-services';

const filled = {
  ...emptyAdminServiceForm,
  name: 'Startup India Recognition',
  description: 'DPIIT recognition application with the pitch deck.',
  professional_fees: '4999.50',
  processing_time: '10–15 working days',
  dependencies: 'Certificate of incorporation\n\n  Pitch deck  \n',
};

const messages = (values: unknown) => {
  const result = adminServiceFormSchema.safeParse(values);
  // The first message of each field, as the form shows it.
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the admin service form', () => {
  it('starts at India, Tax, INR, active (spec §9)', () => {
    expect(emptyAdminServiceForm).toMatchObject({ country: 'India', category: 'Tax', currency: 'INR', status: 'active' });
  });

  it('turns major units and percentages into the body’s minor units and basis points, which the server accepts', () => {
    const body = adminServiceBodyFromForm(adminServiceFormSchema.parse(filled));
    expect(body).toMatchObject({
      professional_fees_minor: 499_950,
      govt_agency_fees_minor: 0,
      govt_agency_fees_max_minor: null,
      tax_basis_points: 1800,
      platform_fee_basis_points: 200,
      cost_note: null,
      dependencies: ['Certificate of incorporation', 'Pitch deck'],
    });
    expect(adminServiceBodySchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [{ professional_fees: '' }, 'professional_fees', 'Enter the professional fee'],
    [{ professional_fees: '-5' }, 'professional_fees', 'Enter an amount like 4999 or 4999.50'],
    [{ professional_fees: '10.005' }, 'professional_fees', 'Enter an amount like 4999 or 4999.50'],
    [{ professional_fees: '1000000.01' }, 'professional_fees', 'At most ₹10,00,000'],
    [{ tax_percentage: '101' }, 'tax_percentage', 'At most 100 %'],
    [{ country: 'UK' }, 'currency', 'UK services are priced in GBP'],
    [
      { country: 'US', currency: 'USD', govt_agency_fees: '50', govt_agency_fees_max: '10' },
      'govt_agency_fees_max',
      'The highest government fee cannot be less than the government fee',
    ],
    [{ name: ' ab ' }, 'name', 'Name must be at least 3 characters'],
    [{ dependencies: Array.from({ length: 11 }, (_, index) => `Document ${index}`).join('\n') }, 'dependencies', 'At most 10 documents'],
  ])('refuses %o under %s', (overrides, field, message) => {
    expect(messages({ ...filled, ...overrides })[field]).toBe(message);
  });

  it('shows a stored service in the form as it was typed', () => {
    const service = {
      name: 'X Service',
      description: 'A description long enough.',
      country: 'UK',
      category: 'Banking',
      currency: 'GBP',
      status: 'inactive',
      professional_fees_minor: 10_050,
      govt_agency_fees_minor: 0,
      govt_agency_fees_max_minor: 2_000,
      govt_fee_basis: 'None',
      tax_basis_points: 2000,
      platform_fee_basis_points: 250,
      processing_time: '1 day',
      cost_note: null,
      dependencies: ['A', 'B'],
    } as unknown as AdminService;
    expect(adminServiceToForm(service)).toMatchObject({
      professional_fees: '100.50',
      govt_agency_fees: '0',
      govt_agency_fees_max: '20',
      tax_percentage: '20',
      platform_fee_percentage: '2.50',
      cost_note: '',
      dependencies: 'A\nB',
      status: 'inactive',
    });
  });
});
