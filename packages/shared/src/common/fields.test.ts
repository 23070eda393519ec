import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createStaffAccountBodySchema } from '../admin/admin';
import { signupBodySchema } from '../auth/auth';
import { createBookingSchema } from '../bookings/bookings';
import { adminServiceBodySchema } from '../catalogue/admin-services';
import { logicRuleBodySchema } from '../catalogue/logic-rules';
import { archiveCompanyBodySchema, createCompanyBodySchema } from '../companies/company';
import { statutoryOverrideBodySchema } from '../compliance/rule-language';
import { indiaIncorporationBodySchema } from '../formation/incorporation';
import { adminOrderTaskBodySchema, adminOrderTimelineBodySchema } from '../orders/admin-orders';
import { updateProfileBodySchema } from '../users/user';
import { NUL_MESSAGE, SINGLE_LINE_MESSAGE } from './field-rules';
import { lineSchema, textSchema } from './fields';

// Names, titles and company names go into calendar feeds, mail subjects and page titles: one line each.
const singleLineFields: [string, z.ZodType][] = [
  ['company name', createCompanyBodySchema.in.shape.name],
  ['company state', createCompanyBodySchema.in.shape.state],
  ['company name to confirm an archive', archiveCompanyBodySchema.shape.confirm_name],
  ['sign-up name', signupBodySchema.shape.name],
  ['profile name', updateProfileBodySchema.shape.name],
  ['profile company name', updateProfileBodySchema.shape.company_name],
  ['staff name', createStaffAccountBodySchema.shape.name],
  ['service name', adminServiceBodySchema.shape.name],
  ['logic rule name', logicRuleBodySchema.shape.name],
  ['order timeline title', adminOrderTimelineBodySchema.shape.title],
  ['order task title', adminOrderTaskBodySchema.shape.title],
  ['compliance rule title', statutoryOverrideBodySchema.shape.title],
  ['incorporation company name', indiaIncorporationBodySchema.shape.company_name],
  ['booking contact name', createBookingSchema.shape.contact_name],
  ['booking service name', createBookingSchema.shape.service_name],
];

const controls = {
  'CR LF': 'Ics X\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:INJECTED',
  LF: 'Acme\nBcc: someone@example.com',
  CR: 'Acme\rLtd',
  tab: 'Acme\tLtd',
  'vertical tab': 'Acme\u000bLtd',
  escape: 'Acme\u001b[31mLtd',
  DEL: 'Acme\u007fLtd',
  'next line (C1)': 'Acme\u0085Ltd',
  'line separator': 'Acme\u2028Ltd',
  'paragraph separator': 'Acme\u2029Ltd',
};

const firstMessage = (schema: z.ZodType, value: string) => schema.safeParse(value).error?.issues[0]?.message;

describe('single-line fields', () => {
  describe.each(singleLineFields)('%s', (_label, schema) => {
    it.each(Object.entries(controls))('refuses a %s inside, saying why', (_name, value) => {
      expect(firstMessage(schema, value)).toBe(SINGLE_LINE_MESSAGE);
    });

    it('takes ordinary text, accents and symbols, and trims a pasted line break around it', () => {
      expect(schema.parse('Müller & Søn, Co. (Pvt) — “Ltd” 株式会社')).toBe('Müller & Søn, Co. (Pvt) — “Ltd” 株式会社');
      expect(schema.parse('\r\n Acme Widgets \n')).toBe('Acme Widgets');
    });
  });

  it('says NUL first when a text holds one', () => {
    expect(firstMessage(lineSchema, 'Acme\u0000Ltd')).toBe(NUL_MESSAGE);
  });

  it('leaves multi-line text to the fields that are meant to hold it', () => {
    expect(textSchema.parse('First line\nSecond line\ttabbed')).toBe('First line\nSecond line\ttabbed');
    expect(adminOrderTaskBodySchema.shape.description.parse('Step 1\nStep 2')).toBe('Step 1\nStep 2');
  });
});
