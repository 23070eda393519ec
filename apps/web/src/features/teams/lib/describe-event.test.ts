import { describe, expect, it } from 'vitest';
import type { AuditChange, AuditEvent } from '@charter/shared';
import { describeEvent } from './describe-event';

const change = (field: string, before: string | null, after: string | null): AuditChange => ({ field, before, after });
const target = (type: string, id: string | null, label: string): AuditEvent['target'] => ({ type, id, label });
const ravi = target('member', 'u2', 'Ravi Kumar <ravi@example.com>');
const panTask = target('task', 't1', 'Share: PAN of the business');
const demoAdmin = { type: 'staff', id: 's1', name: 'Demo Admin (Charter staff)' } as const;

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: 'e1',
  action: 'company.created',
  actor: { type: 'user', id: 'u1', name: 'Asha Rao' },
  target: target('company', 'c1', 'Spice Traders'),
  changes: [],
  request_id: null,
  created_at: '2026-11-22T10:00:00Z',
  ...overrides,
});

describe('describeEvent', () => {
  it.each([
    [event({}), 'Asha Rao added Spice Traders'],
    [event({ action: 'company.updated', changes: [change('num_employees', '12', '25')] }), 'Asha Rao changed Employees from 12 to 25'],
    [
      event({ action: 'company.updated', changes: [change('has_deposits', null, 'true')] }),
      'Asha Rao changed Deposits from not set to yes',
    ],
    [
      event({
        action: 'requirement.status_changed',
        target: target('requirement', 'r1', 'GSTR-3B due 2026-12-20'),
        changes: [change('status', 'pending', 'completed')],
      }),
      'Asha Rao marked GSTR-3B due 20 Dec 2026 as completed',
    ],
    [
      event({
        action: 'requirement.status_changed',
        target: target('requirement', 'r1', 'ROC annual return due 2026-11-29'),
        changes: [change('status', 'completed', 'pending')],
      }),
      'Asha Rao reopened ROC annual return due 29 Nov 2026',
    ],
    [
      event({
        action: 'requirement.status_changed',
        target: target('requirement', 'r2', 'Appointment of the first auditor'),
        changes: [change('status', 'pending', 'in_progress')],
      }),
      'Asha Rao marked Appointment of the first auditor as in progress',
    ],
    [
      event({
        action: 'requirement.status_changed',
        target: target('requirement', 'r3', 'INC-20A declaration due 2019-09-28'),
        changes: [change('status', 'completed', 'pending'), change('past_filing', 'assumed', 'not_filed')],
      }),
      'Asha Rao said INC-20A declaration due 28 Sept 2019 was not filed yet',
    ],
    [
      event({
        action: 'requirements.status_changed',
        target: target('requirement', null, '3 requirements'),
        changes: [change('status', null, 'completed')],
      }),
      'Asha Rao marked 3 requirements as completed',
    ],
    [
      event({ action: 'invitation.revoked', target: target('invitation', 'i1', 'ca@firm.in') }),
      'Asha Rao revoked the invitation to ca@firm.in',
    ],
    [event({ action: 'member.removed', target: ravi, changes: [change('role', 'member', null)] }), 'Asha Rao removed Ravi Kumar'],
    [
      event({ action: 'invitation.created', target: target('invitation', 'i1', 'ca@firm.in'), changes: [change('role', null, 'viewer')] }),
      'Asha Rao invited ca@firm.in as viewer',
    ],
    [
      event({
        action: 'invitation.accepted',
        actor: { type: 'user', id: 'u2', name: 'Ravi Kumar' },
        target: ravi,
        changes: [change('role', null, 'member')],
      }),
      'Ravi Kumar joined as member',
    ],
    [
      event({ action: 'member.role_changed', target: ravi, changes: [change('role', 'member', 'owner')] }),
      'Asha Rao changed Ravi Kumar’s role from member to owner',
    ],
    [event({ action: 'member.left', target: ravi }), 'Ravi Kumar left the company'],
    [
      event({ action: 'task.assigned', actor: demoAdmin, target: panTask, changes: [change('assignee', null, 'Priya Agent')] }),
      'Demo Admin (Charter staff) assigned the task Share: PAN of the business to Priya Agent',
    ],
    [
      event({ action: 'task.assigned', actor: demoAdmin, target: panTask, changes: [change('assignee', 'Priya Agent', null)] }),
      'Demo Admin (Charter staff) unassigned the task Share: PAN of the business',
    ],
    [event({ action: 'api_key.created', target: target('api_key', 'k1', 'ERP') }), 'Asha Rao created the API key ERP'],
    [
      event({
        action: 'api_key.used',
        actor: { type: 'user', id: 'u1', name: 'API key “ERP” (Asha Rao)' },
        target: target('api_key', 'k1', 'ERP'),
        changes: [change('route', null, 'GET /api/companies/:id/compliance'), change('status', null, '200')],
      }),
      'API key “ERP” (Asha Rao) called GET /api/companies/:id/compliance (200)',
    ],
  ])('%#: %s', (input, summary) => {
    expect(describeEvent(input).summary).toBe(summary);
  });

  it('lists each field when several changed at once', () => {
    const described = describeEvent(
      event({ action: 'company.updated', changes: [change('turnover', '100', '200'), change('gst_filing', null, 'monthly')] }),
    );
    expect(described).toEqual({
      summary: 'Asha Rao changed 2 company details',
      details: ['Turnover: 100 → 200', 'GST filing: not set → monthly'],
    });
  });
});

describe('money facts', () => {
  it('reads in the company currency, with Indian grouping for rupees', () => {
    const updated = event({ action: 'company.updated', changes: [change('turnover', '2500000', '3000000')] });
    expect(describeEvent(updated, 'INR').summary).toBe('Asha Rao changed Turnover from ₹25,00,000 to ₹30,00,000');
    expect(describeEvent(updated).summary).toBe('Asha Rao changed Turnover from 2500000 to 3000000');
  });
});

describe('compliance rule changes reaching the company', () => {
  const staff = { type: 'staff' as const, id: 'a1', name: 'Ops (Charter staff)' };
  const rule = (label: string) => target('compliance_rule', 'custom:r1', label);

  it.each([
    [
      event({
        action: 'compliance.obligation_added',
        actor: staff,
        target: rule('Form X'),
        changes: [change('due_date', null, '2027-06-30')],
      }),
      'Form X added, due 30 Jun 2027',
    ],
    [
      event({
        action: 'compliance.obligation_removed',
        actor: staff,
        target: rule('Form Y'),
        changes: [change('reason', null, 'deactivated')],
      }),
      'Form Y no longer applies',
    ],
    [
      event({
        action: 'compliance.obligation_changed',
        actor: staff,
        target: rule('Form Z'),
        changes: [change('name', 'Form Y', 'Form Z')],
      }),
      'Form Y is now called Form Z',
    ],
    [
      event({
        action: 'compliance.obligation_changed',
        actor: staff,
        target: rule('Form Z'),
        changes: [change('impact_level', 'medium', 'critical')],
      }),
      'Impact of Form Z raised from medium to critical',
    ],
  ])('%#: %s', (input, summary) => {
    expect(describeEvent(input).summary).toBe(summary);
  });

  it('says why an obligation went and that completed filings stay; lists several changes', () => {
    const removed = describeEvent(
      event({ action: 'compliance.obligation_removed', target: rule('Form Y'), changes: [change('reason', null, 'deleted')] }),
    );
    expect(removed.details[0]).toMatch(/completed stay in your history/);
    const changed = describeEvent(
      event({
        action: 'compliance.obligation_changed',
        target: rule('Form Z'),
        changes: [change('name', 'Form Y', 'Form Z'), change('due_date', '2027-06-30', '2027-07-31')],
      }),
    );
    expect(changed).toEqual({
      summary: 'Form Z was updated',
      details: ['Form Y is now called Form Z', 'Form Z is now due 31 Jul 2027 (was 30 Jun 2027)'],
    });
  });
});
