import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@charter/shared';
import { describeEvent } from './describe-event';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: 'e1',
  action: 'company.created',
  actor: { type: 'user', id: 'u1', name: 'Asha Rao' },
  target: { type: 'company', id: 'c1', label: 'Spice Traders' },
  changes: [],
  request_id: null,
  created_at: '2026-11-22T10:00:00Z',
  ...overrides,
});

describe('describeEvent', () => {
  it.each([
    [event({}), 'Asha Rao added Spice Traders'],
    [
      event({ action: 'company.updated', changes: [{ field: 'num_employees', before: '12', after: '25' }] }),
      'Asha Rao changed Employees from 12 to 25',
    ],
    [
      event({ action: 'company.updated', changes: [{ field: 'has_deposits', before: null, after: 'true' }] }),
      'Asha Rao changed Deposits from not set to yes',
    ],
    [
      event({
        action: 'requirement.status_changed',
        target: { type: 'requirement', id: 'r1', label: 'GSTR-3B due 2026-12-20' },
        changes: [{ field: 'status', before: 'pending', after: 'completed' }],
      }),
      'Asha Rao marked GSTR-3B due 20 Dec 2026 as completed',
    ],
    [
      event({
        action: 'requirement.status_changed',
        target: { type: 'requirement', id: 'r1', label: 'ROC annual return due 2026-11-29' },
        changes: [{ field: 'status', before: 'completed', after: 'pending' }],
      }),
      'Asha Rao reopened ROC annual return due 29 Nov 2026',
    ],
    [
      event({
        action: 'requirement.status_changed',
        target: { type: 'requirement', id: 'r2', label: 'Appointment of the first auditor' },
        changes: [{ field: 'status', before: 'pending', after: 'in_progress' }],
      }),
      'Asha Rao marked Appointment of the first auditor as in progress',
    ],
    [
      event({
        action: 'requirement.status_changed',
        target: { type: 'requirement', id: 'r3', label: 'INC-20A declaration due 2019-09-28' },
        changes: [
          { field: 'status', before: 'completed', after: 'pending' },
          { field: 'past_filing', before: 'assumed', after: 'not_filed' },
        ],
      }),
      'Asha Rao said INC-20A declaration due 28 Sept 2019 was not filed yet',
    ],
    [
      event({
        action: 'requirements.status_changed',
        target: { type: 'requirement', id: null, label: '3 requirements' },
        changes: [{ field: 'status', before: null, after: 'completed' }],
      }),
      'Asha Rao marked 3 requirements as completed',
    ],
    [
      event({ action: 'invitation.revoked', target: { type: 'invitation', id: 'i1', label: 'ca@firm.in' } }),
      'Asha Rao revoked the invitation to ca@firm.in',
    ],
    [
      event({
        action: 'member.removed',
        target: { type: 'member', id: 'u2', label: 'Ravi Kumar <ravi@example.com>' },
        changes: [{ field: 'role', before: 'member', after: null }],
      }),
      'Asha Rao removed Ravi Kumar',
    ],
    [
      event({
        action: 'invitation.created',
        target: { type: 'invitation', id: 'i1', label: 'ca@firm.in' },
        changes: [{ field: 'role', before: null, after: 'viewer' }],
      }),
      'Asha Rao invited ca@firm.in as viewer',
    ],
    [
      event({
        action: 'invitation.accepted',
        actor: { type: 'user', id: 'u2', name: 'Ravi Kumar' },
        target: { type: 'member', id: 'u2', label: 'Ravi Kumar <ravi@example.com>' },
        changes: [{ field: 'role', before: null, after: 'member' }],
      }),
      'Ravi Kumar joined as member',
    ],
    [
      event({
        action: 'member.role_changed',
        target: { type: 'member', id: 'u2', label: 'Ravi Kumar <ravi@example.com>' },
        changes: [{ field: 'role', before: 'member', after: 'owner' }],
      }),
      'Asha Rao changed Ravi Kumar’s role from member to owner',
    ],
    [
      event({ action: 'member.left', target: { type: 'member', id: 'u2', label: 'Ravi Kumar <ravi@example.com>' } }),
      'Ravi Kumar left the company',
    ],
    [
      event({
        action: 'task.assigned',
        actor: { type: 'staff', id: 's1', name: 'Demo Admin (Charter staff)' },
        target: { type: 'task', id: 't1', label: 'Share: PAN of the business' },
        changes: [{ field: 'assignee', before: null, after: 'Priya Agent' }],
      }),
      'Demo Admin (Charter staff) assigned the task Share: PAN of the business to Priya Agent',
    ],
    [
      event({
        action: 'task.assigned',
        actor: { type: 'staff', id: 's1', name: 'Demo Admin (Charter staff)' },
        target: { type: 'task', id: 't1', label: 'Share: PAN of the business' },
        changes: [{ field: 'assignee', before: 'Priya Agent', after: null }],
      }),
      'Demo Admin (Charter staff) unassigned the task Share: PAN of the business',
    ],
    [event({ action: 'api_key.created', target: { type: 'api_key', id: 'k1', label: 'ERP' } }), 'Asha Rao created the API key ERP'],
    [
      event({
        action: 'api_key.used',
        actor: { type: 'user', id: 'u1', name: 'API key “ERP” (Asha Rao)' },
        target: { type: 'api_key', id: 'k1', label: 'ERP' },
        changes: [
          { field: 'route', before: null, after: 'GET /api/companies/:id/compliance' },
          { field: 'status', before: null, after: '200' },
        ],
      }),
      'API key “ERP” (Asha Rao) called GET /api/companies/:id/compliance (200)',
    ],
  ])('%#: %s', (input, summary) => {
    expect(describeEvent(input).summary).toBe(summary);
  });

  it('lists each field when several changed at once', () => {
    const described = describeEvent(
      event({
        action: 'company.updated',
        changes: [
          { field: 'turnover', before: '100', after: '200' },
          { field: 'gst_filing', before: null, after: 'monthly' },
        ],
      }),
    );
    expect(described).toEqual({
      summary: 'Asha Rao changed 2 company details',
      details: ['Turnover: 100 → 200', 'GST filing: not set → monthly'],
    });
  });
});

describe('money facts', () => {
  it('reads in the company currency, with Indian grouping for rupees', () => {
    const updated = event({ action: 'company.updated', changes: [{ field: 'turnover', before: '2500000', after: '3000000' }] });
    expect(describeEvent(updated, 'INR').summary).toBe('Asha Rao changed Turnover from ₹25,00,000 to ₹30,00,000');
    expect(describeEvent(updated).summary).toBe('Asha Rao changed Turnover from 2500000 to 3000000');
  });
});

describe('compliance rule changes reaching the company', () => {
  const staff = { type: 'staff' as const, id: 'a1', name: 'Ops (Charter staff)' };
  const rule = (label: string) => ({ type: 'compliance_rule', id: 'custom:r1', label });

  it.each([
    [
      event({
        action: 'compliance.obligation_added',
        actor: staff,
        target: rule('Form X'),
        changes: [{ field: 'due_date', before: null, after: '2027-06-30' }],
      }),
      'Form X added, due 30 Jun 2027',
    ],
    [
      event({
        action: 'compliance.obligation_removed',
        actor: staff,
        target: rule('Form Y'),
        changes: [{ field: 'reason', before: null, after: 'deactivated' }],
      }),
      'Form Y no longer applies',
    ],
    [
      event({
        action: 'compliance.obligation_changed',
        actor: staff,
        target: rule('Form Z'),
        changes: [{ field: 'name', before: 'Form Y', after: 'Form Z' }],
      }),
      'Form Y is now called Form Z',
    ],
    [
      event({
        action: 'compliance.obligation_changed',
        actor: staff,
        target: rule('Form Z'),
        changes: [{ field: 'impact_level', before: 'medium', after: 'critical' }],
      }),
      'Impact of Form Z raised from medium to critical',
    ],
  ])('%#: %s', (input, summary) => {
    expect(describeEvent(input).summary).toBe(summary);
  });

  it('says why an obligation went and that completed filings stay; lists several changes', () => {
    const removed = describeEvent(
      event({
        action: 'compliance.obligation_removed',
        target: rule('Form Y'),
        changes: [{ field: 'reason', before: null, after: 'deleted' }],
      }),
    );
    expect(removed.details[0]).toMatch(/completed stay in your history/);
    const changed = describeEvent(
      event({
        action: 'compliance.obligation_changed',
        target: rule('Form Z'),
        changes: [
          { field: 'name', before: 'Form Y', after: 'Form Z' },
          { field: 'due_date', before: '2027-06-30', after: '2027-07-31' },
        ],
      }),
    );
    expect(changed).toEqual({
      summary: 'Form Z was updated',
      details: ['Form Y is now called Form Z', 'Form Z is now due 31 Jul 2027 (was 30 Jun 2027)'],
    });
  });
});
