import { afterAll, describe, expect, it } from 'vitest';
import { catalogue as rules } from '@charter/compliance';
import { formatMajor, formatMoney, type ChatReply, type ComplianceChatReply, type ComplianceList } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { defaultChatBudget } from './chat-limits';
import { createTestApp, json } from '../../../test/test-app';
import { dailyCost } from './advisor-answer';
import { advisorCases, generalCases } from './assistant-eval-set';

// The offline assistants against their evaluation set, through the real routes and the real engine: at least 90 % of
// the facts present, and no answer stating a date or a daily fee the engine contradicts. `npm run eval:assistant`.
const t = await createTestApp({}, { chatBudget: { ...defaultChatBudget, generalPerIp: 1000, advisorPerUser: 1000 } });
afterAll(() => t.close());

const turnover = 3_000_000;
const founder = await signedInUser(t.app, 'Eval Founder');
const companyId = (await createdCompany(t.app, founder.token, { incorporation_date: '2023-04-10', turnover })).id;
const plan = json<ComplianceList>(
  await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/compliance`, headers: bearer(founder.token) }),
);

interface Outcome {
  question: string;
  missing: string[];
  total: number;
  contradictions: string[];
}

/** Dates and per-day fees an advisor answer states that the engine does not: each is a contradiction. */
function contradictionsOf(answer: string): string[] {
  const engineDates = new Set([plan.as_of, ...plan.requirements.map((requirement) => requirement.due_date)]);
  const found: string[] = [];
  for (const [date] of answer.matchAll(/\b\d{4}-\d{2}-\d{2}\b/g)) if (!engineDates.has(date)) found.push(`date ${date}`);
  // "**AOC-4 financial statements** …: … it costs ₹100 for each day of delay": the fee must be that rule's daily fee.
  for (const line of answer.split('\n')) {
    const fee = /\*\*(.+?)\*\*.*?costs (\S+) for each day/.exec(line);
    if (!fee) continue;
    const ruleFees = rules
      .filter((rule) => rule.name === fee[1])
      .map((rule) => dailyCost(rule.late_fee, turnover))
      .flatMap((cost) => (cost ? [formatMoney(cost.amount_minor, cost.currency)] : []));
    if (!ruleFees.includes(fee[2]!)) found.push(`fee ${fee[2]} for ${fee[1]}`);
  }
  return found;
}

const outcomes: Outcome[] = [];
let sessions = 0;

describe('assistant evaluation', () => {
  it('answers the evaluation set with at least 90 % of the facts and no contradiction of the engine', async () => {
    for (const item of generalCases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: {
          message: item.question,
          session_id: `eval-general-${(sessions += 1)}`,
          business_context: item.countries ? { countries: item.countries } : null,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = json<ChatReply>(response).message;
      outcomes.push({
        question: item.question,
        total: item.facts.length,
        missing: item.facts.filter((fact) => !answer.includes(fact)),
        contradictions: [],
      });
    }
    const context = { plan, turnover, money: (major: number) => formatMajor(major, 'INR') };
    for (const item of advisorCases) {
      const facts = item.facts(context);
      expect(facts.length, item.question).toBeGreaterThan(0);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/compliance/chat',
        headers: bearer(founder.token),
        payload: { message: item.question, session_id: `eval-advisor-${(sessions += 1)}`, company_id: companyId },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = json<ComplianceChatReply>(response).message;
      outcomes.push({
        question: `[advisor] ${item.question}`,
        total: facts.length,
        missing: facts.filter((fact) => !answer.includes(fact)),
        contradictions: contradictionsOf(answer),
      });
    }

    const total = outcomes.reduce((sum, outcome) => sum + outcome.total, 0);
    const present = total - outcomes.reduce((sum, outcome) => sum + outcome.missing.length, 0);
    const score = present / total;
    const report = [
      `Assistant evaluation: ${outcomes.length} questions, ${present}/${total} facts present (${(score * 100).toFixed(1)} %)`,
      ...outcomes
        .filter((outcome) => outcome.missing.length > 0)
        .map((outcome) => `  missing in "${outcome.question}": ${outcome.missing.join(' | ')}`),
      ...outcomes
        .filter((outcome) => outcome.contradictions.length > 0)
        .map((outcome) => `  contradicts the engine in "${outcome.question}": ${outcome.contradictions.join(' | ')}`),
    ].join('\n');
    console.log(report);

    expect(outcomes.length).toBeGreaterThanOrEqual(40);
    expect(outcomes.flatMap((outcome) => outcome.contradictions)).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
