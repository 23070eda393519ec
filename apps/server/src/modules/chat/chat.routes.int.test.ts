import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatReply, ComplianceChatReply, ComplianceList, ServiceList } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json } from '../../../test/test-app';
import { chatMessages, chatThreads } from '../../db/schema';
import { defaultChatBudget } from './chat-limits';

const budget = { ...defaultChatBudget, generalPerIp: 3, advisorPerUser: 6 };
const t = await createTestApp({}, { chatBudget: budget });
afterAll(() => t.close());
const db = t.database.db;

let sessions = 0;
const sessionId = () => `test-session-${Date.now().toString(36)}-${(sessions += 1)}`;
let addresses = 0;
/** Each test asks from its own address, so the per-address budget of one never spends another's. */
const address = () => `10.0.0.${(addresses += 1)}`;

const ask = (payload: Record<string, unknown>, options: { ip?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    remoteAddress: options.ip ?? '10.9.9.9',
    headers: options.token ? bearer(options.token) : {},
    payload,
  });
const advise = (token: string | null, payload: Record<string, unknown>, ip = '10.8.8.8') =>
  t.app.inject({ method: 'POST', url: '/api/compliance/chat', remoteAddress: ip, headers: token ? bearer(token) : {}, payload });

const founder = await signedInUser(t.app, 'Chat Founder');
const other = await signedInUser(t.app, 'Chat Other');
const companyId = (await createdCompany(t.app, founder.token, { incorporation_date: '2023-04-10' })).id;
const plan = json<ComplianceList>(
  await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/compliance`, headers: bearer(founder.token) }),
);

describe('POST /api/chat', () => {
  it('answers a GST question without sign-in from the sourced knowledge base, with service cards, and stores the exchange', async () => {
    const session = sessionId();
    const response = await ask(
      { message: 'Do I need GST registration?', session_id: session, business_context: { countries: ['India'] } },
      { ip: address() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<ChatReply>(response);
    expect(reply.session_id).toBe(session);
    expect(reply.message).toContain('₹40 lakh');
    expect(reply.message).toContain('₹20 lakh');
    expect(reply.sources.map((source) => source.url)).toContain('http://companiesnext.com/gst-registration');
    expect(reply.message).toContain('http://companiesnext.com/gst-registration');
    // The card itemises the platform fee as the catalogue does: 2 % of the ₹1,499 professional fee.
    expect(reply.services[0]).toMatchObject({
      name: 'GST Registration',
      cta: 'Add to Cart',
      highlighted: true,
      price: 1798.8,
      platform_fee: 29.98,
      platform_fee_percentage: 2,
    });
    expect(reply.services.slice(1).every((card) => !card.highlighted)).toBe(true);
    expect(Number.isNaN(Date.parse(reply.timestamp))).toBe(false);

    const [thread] = await db.select().from(chatThreads).where(eq(chatThreads.sessionId, session));
    const stored = await db.select().from(chatMessages).where(eq(chatMessages.threadId, thread!.id));
    expect(stored.map((row) => [row.position, row.role])).toEqual([
      [0, 'user'],
      [1, 'assistant'],
    ]);
    expect(reply.message_index).toBe(1);
  });

  it('streams to a client that asks for events: the offline answer in one piece, then the reply; bad input is still a JSON 400', async () => {
    const session = sessionId();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      remoteAddress: address(),
      headers: { accept: 'text/event-stream' },
      payload: { message: 'Do I need GST registration?', session_id: session, business_context: { countries: ['India'] } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['x-request-id']).toBeDefined();
    const events = response.body
      .trim()
      .split('\n\n')
      .map((block) => ({ event: /^event: (.+)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as unknown }));
    expect(events.map((event) => event.event)).toEqual(['delta', 'done']);
    const done = events[1]!.data as ChatReply;
    expect((events[0]!.data as { text: string }).text).toBe(done.message);
    expect(done).toMatchObject({ session_id: session, message_index: 1 });
    expect(done.message).toContain('₹40 lakh');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      remoteAddress: address(),
      headers: { accept: 'text/event-stream' },
      payload: { message: '   ', session_id: sessionId() },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ code: string }>(bad).code).toBe('VALIDATION_FAILED');
  });

  it('says plainly that it does not know a question outside its sources', async () => {
    const reply = json<ChatReply>(
      await ask({ message: 'What will the weather be in Paris tomorrow?', session_id: sessionId() }, { ip: address() }),
    );
    expect(reply.message).toMatch(/^I don’t know/);
    expect(reply.sources).toEqual([]);
  });

  it('never fetches a URL in the message: it says so and answers from its own notes', async () => {
    const fetched: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (input: string | URL | Request) => {
      fetched.push(input instanceof Request ? input.url : input.toString());
      return Promise.reject(new Error('no fetch expected'));
    };
    try {
      const reply = json<ChatReply>(
        await ask({ message: 'Summarise http://127.0.0.1:9/secret and tell me about FSSAI', session_id: sessionId() }, { ip: address() }),
      );
      expect(reply.message).toContain('I don’t open links');
      expect(reply.message).toContain('₹7,500');
    } finally {
      globalThis.fetch = original;
    }
    expect(fetched).toEqual([]);
  });

  it('refuses empty, whitespace-only, oversized and malformed bodies with 400 {detail, code}', async () => {
    const ip = address();
    for (const payload of [
      { message: '   ', session_id: sessionId() },
      { message: 'x'.repeat(2001), session_id: sessionId() },
      { message: 'GST?', session_id: 'bad id with spaces' },
      { message: 'GST?' },
      { message: 42, session_id: sessionId() },
      { message: 'GST?', session_id: sessionId(), business_context: { countries: 'India' } },
    ]) {
      const response = await ask(payload, { ip });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
    }
  });

  it('keeps a signed-in user’s thread to them: another user continuing it gets 404', async () => {
    const session = sessionId();
    expect((await ask({ message: 'What is an IEC?', session_id: session }, { ip: address(), token: founder.token })).statusCode).toBe(200);
    const intruder = await ask({ message: 'And the LUT?', session_id: session }, { ip: address(), token: other.token });
    expect(intruder.statusCode).toBe(404);
    expect(json(intruder)).toMatchObject({ code: 'NOT_FOUND' });
    const anonymous = await ask({ message: 'And the LUT?', session_id: session }, { ip: address() });
    expect(anonymous.statusCode).toBe(404);
    const owner = await ask({ message: 'And the LUT?', session_id: session }, { ip: address(), token: founder.token });
    expect(json<ChatReply>(owner).message_index).toBe(3);
  });

  it('answers 429 with Retry-After once an address has spent its budget, and other addresses still get answers', async () => {
    const ip = address();
    for (let i = 0; i < budget.generalPerIp; i += 1)
      expect((await ask({ message: 'VAT threshold?', session_id: sessionId() }, { ip })).statusCode).toBe(200);
    const refused = await ask({ message: 'VAT threshold?', session_id: sessionId() }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(budget.windowMinutes * 60);
    expect((await ask({ message: 'VAT threshold?', session_id: sessionId() }, { ip: address() })).statusCode).toBe(200);
  });
});

describe('POST /api/chat/feedback', () => {
  it('stores a rating with the exchange once; a second rating of the same message is 409', async () => {
    const session = sessionId();
    const reply = json<ChatReply>(await ask({ message: 'When is the CT600 due?', session_id: session }, { ip: address() }));
    const feedback = (rating: string, message_index = reply.message_index, session_id = session) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/feedback',
        payload: { session_id, message_index, rating, user_message: 'When is the CT600 due?', assistant_message: reply.message },
      });
    const first = await feedback('helpful');
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toEqual({ message: 'Thanks for your feedback!' });
    const again = await feedback('not_helpful');
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'CONFLICT' });
    const [row] = await db.select().from(chatMessages).where(eq(chatMessages.content, reply.message));
    expect(row).toMatchObject({ role: 'assistant', feedbackRating: 'helpful' });

    expect((await feedback('helpful', 0)).statusCode).toBe(404); // the user's own message is not rated
    expect((await feedback('helpful', 1, sessionId())).statusCode).toBe(404);
    expect((await feedback('brilliant')).statusCode).toBe(400);
  });

  it('answers not helpful with the spec’s toast text', async () => {
    const session = sessionId();
    const reply = json<ChatReply>(await ask({ message: 'What is the UK VAT threshold?', session_id: session }, { ip: address() }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/feedback',
      payload: { session_id: session, message_index: reply.message_index, rating: 'not_helpful' },
    });
    expect(json(response)).toEqual({ message: "We'll work on improving!" });
  });
});

describe('POST /api/compliance/chat', () => {
  const overdue = plan.requirements.filter((requirement) => requirement.status === 'overdue');

  it('answers what is overdue from the engine: each item with its due date, and the services that fulfil them (at most 5)', async () => {
    expect(overdue.length).toBeGreaterThan(0);
    const response = await advise(founder.token, { message: 'What is overdue?', session_id: sessionId(), company_id: companyId });
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<ComplianceChatReply>(response);
    for (const requirement of overdue.slice(0, 8)) {
      expect(reply.message).toContain(requirement.name);
      expect(reply.message).toContain(requirement.due_date!);
    }
    expect(reply.suggested_services.length).toBeGreaterThan(0);
    expect(reply.suggested_services.length).toBeLessThanOrEqual(5);
    const forSale = new Set(overdue.map((requirement) => requirement.product_id).filter(Boolean));
    expect(reply.suggested_services.every((service) => forSale.has(service.id))).toBe(true);
    // Each names the catalogue's own platform fee (the figure the cart charges).
    const catalogue = json<ServiceList>(await t.app.inject({ method: 'GET', url: '/api/services' })).services;
    for (const suggested of reply.suggested_services) {
      const service = catalogue.find((item) => item.id === suggested.id)!;
      expect(suggested).toMatchObject({ platform_fee: service.platform_fee, platform_fee_percentage: service.platform_fee_percentage });
    }
  });

  it('gives the engine’s date for a named filing, and why it applies with its legal source', async () => {
    // MGT-7 and MGT-7A are one obligation's two forms (issue 28): the plan lists the one the facts (or the assumption
    // it asks about) settle, and the answer gives that one's date.
    const mgt7 = plan.requirements
      .filter((requirement) => /^MGT-7A? /.test(requirement.name) && requirement.status !== 'completed')
      .sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? ''));
    const expected = mgt7.find((requirement) => requirement.status === 'overdue') ?? mgt7[0]!;
    const when = json<ComplianceChatReply>(
      await advise(founder.token, { message: 'When is my MGT-7 due?', session_id: sessionId(), company_id: companyId }),
    );
    expect(when.message).toContain(expected.due_date!);
    expect(when.message).toContain(expected.name);

    const gst = plan.requirements.find((requirement) => requirement.rule_id === 'IN-GST-REG')!;
    const why = json<ComplianceChatReply>(
      await advise(founder.token, { message: 'Do I need GST?', session_id: sessionId(), company_id: companyId }),
    );
    expect(why.message).toContain('₹30,00,000'); // the company's turnover, as the engine explains it
    expect(why.message).toContain('₹20 lakh'); // the threshold, from the rule
    expect(why.message).toContain(gst.source_url);
  });

  it('needs a session (401), valid input (400), and a company of the caller (404 for another user’s)', async () => {
    expect((await advise(null, { message: 'What is overdue?', session_id: sessionId(), company_id: companyId })).statusCode).toBe(401);
    expect((await advise(founder.token, { message: '', session_id: sessionId(), company_id: companyId })).statusCode).toBe(400);
    expect((await advise(founder.token, { message: 'Hi', session_id: sessionId() })).statusCode).toBe(400);
    const foreign = await advise(other.token, { message: 'What is overdue?', session_id: sessionId(), company_id: companyId });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await advise(founder.token, { message: 'What is overdue?', session_id: sessionId(), company_id: 'not-a-company' })).statusCode,
    ).toBe(404);
  });

  it('keeps an advisor thread to its user and company: another user’s session id is 404', async () => {
    const session = sessionId();
    expect((await advise(founder.token, { message: 'What is due next?', session_id: session, company_id: companyId })).statusCode).toBe(
      200,
    );
    const othersCompany = (await createdCompany(t.app, other.token)).id;
    const hijack = await advise(other.token, { message: 'What is due next?', session_id: session, company_id: othersCompany });
    expect(hijack.statusCode).toBe(404);
  });

  it('answers 429 with Retry-After when a user has spent the advisor budget', async () => {
    const spender = await signedInUser(t.app, 'Budget Spender');
    const company = (await createdCompany(t.app, spender.token)).id;
    for (let i = 0; i < budget.advisorPerUser; i += 1)
      expect(
        (await advise(spender.token, { message: 'What is due next?', session_id: sessionId(), company_id: company }, address())).statusCode,
      ).toBe(200);
    const refused = await advise(spender.token, { message: 'What is due next?', session_id: sessionId(), company_id: company }, address());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
