import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatReply, ComplianceChatReply, ComplianceList } from '@charter/shared';
import { bearer, signedInUser } from '../../../test/auth-helpers';
import { startFakeOpenAi } from '../../../test/fake-openai-server';
import { createdCompany } from '../../../test/factories';
import { createTestApp, json } from '../../../test/test-app';
import { chatMessages, chatThreads } from '../../db/schema';
import { defaultChatBudget } from './chat-limits';

// The model path (LLM_BASE_URL): the assistants call an OpenAI-compatible server with their tools, stream its answer,
// and fall back to the offline answer, saying why, when it fails or takes too long. The server here is a fake on
// loopback that scripts each turn; no test needs a real model.
const fake = await startFakeOpenAi();
const TOKEN_BUDGET = 1000;
const t = await createTestApp(
  { llm: { baseUrl: fake.baseUrl, apiKey: 'test-llm-key', model: 'fake-model', timeoutMs: 1500 } },
  { chatBudget: { ...defaultChatBudget, generalTokensPerIp: TOKEN_BUDGET, advisorTokensPerUser: 100_000 } },
);
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.script([]));
const db = t.database.db;

let sessions = 0;
const sessionId = () => `model-session-${Date.now().toString(36)}-${(sessions += 1)}`;
let addresses = 0;
const address = () => `10.1.0.${(addresses += 1)}`;

const ask = (payload: Record<string, unknown>, options: { ip?: string; stream?: boolean } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    remoteAddress: options.ip ?? address(),
    headers: options.stream ? { accept: 'text/event-stream' } : {},
    payload,
  });
const advise = (token: string, payload: Record<string, unknown>, options: { stream?: boolean } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/compliance/chat',
    headers: { ...bearer(token), ...(options.stream ? { accept: 'text/event-stream' } : {}) },
    payload,
  });

/** The messages the app sent back to the model with tool results (role "tool"), as text. */
const toolResultsSent = (requestIndex: number) =>
  fake.requests[requestIndex]!.messages.filter((message) => message.role === 'tool').map((message) => JSON.stringify(message.content));

/** Parses a Server-Sent Events body into its events. */
function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
}

const GST_ANSWER =
  'Register for GST once your turnover passes ₹40 lakh for goods or ₹20 lakh for services. Charter’s GST Registration service does it for you. Source: http://companiesnext.com/gst-registration';

const founder = await signedInUser(t.app, 'Model Founder');
const other = await signedInUser(t.app, 'Model Other');
const companyId = (await createdCompany(t.app, founder.token, { incorporation_date: '2023-04-10' })).id;
const plan = json<ComplianceList>(
  await t.app.inject({ method: 'GET', url: `/api/companies/${companyId}/compliance`, headers: bearer(founder.token) }),
);

describe('the general assistant with a model', () => {
  it('calls the knowledge and service tools, answers with the model’s words, cites what the tools returned and counts the tokens', async () => {
    fake.script([
      {
        toolCalls: [
          { name: 'search_knowledge', arguments: { query: 'GST registration threshold' } },
          { name: 'search_services', arguments: { query: 'GST registration' } },
        ],
      },
      { text: GST_ANSWER },
    ]);
    const session = sessionId();
    const response = await ask({ message: 'Do I need GST?', session_id: session, business_context: { countries: ['India'] } });
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<ChatReply>(response);
    expect(reply.message).toBe(GST_ANSWER);
    expect(reply.sources.map((source) => source.url)).toContain('http://companiesnext.com/gst-registration');
    expect(reply.services[0]).toMatchObject({ name: 'GST Registration', cta: 'Add to Cart', highlighted: true });

    // The model was asked with the open assistant's tools only, the configured key and model, and the question.
    const [first, second] = fake.requests;
    expect(first!.authorization).toBe('Bearer test-llm-key');
    expect(first!.model).toBe('fake-model');
    expect(first!.stream).toBe(true);
    expect(first!.tools?.map((tool) => tool.function.name).sort()).toEqual(['resolve_question', 'search_knowledge', 'search_services']);
    expect(first!.messages.at(-1)).toMatchObject({ role: 'user', content: 'Do I need GST?' });
    // The tool results went back to the model: the sourced threshold and the catalogue's service.
    const results = toolResultsSent(1).join(' ');
    expect(results).toContain('₹40 lakh');
    expect(results).toContain('GST Registration');
    expect(second!.messages.some((message) => message.role === 'assistant' && message.tool_calls?.length === 2)).toBe(true);

    const [thread] = await db.select().from(chatThreads).where(eq(chatThreads.sessionId, session));
    const stored = await db.select().from(chatMessages).where(eq(chatMessages.threadId, thread!.id));
    // 220 tokens for the tool round, 460 for the answer.
    expect(stored.find((row) => row.role === 'user')?.tokens).toBe(680);
    expect(stored.find((row) => row.role === 'assistant')?.content).toBe(GST_ANSWER);
  });

  it('streams the answer as it is written, then sends the reply', async () => {
    // The threshold comes from the knowledge tool, so the answer may state it.
    fake.script([{ toolCalls: [{ name: 'search_knowledge', arguments: { query: 'GST registration threshold' } }] }, { text: GST_ANSWER }]);
    const response = await ask({ message: 'Do I need GST?', session_id: sessionId() }, { stream: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(GST_ANSWER);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.at(-1)?.data).toMatchObject({ message: GST_ANSWER, message_index: 1 });
  });

  it('resolves the question with the offline answer’s data, and sends the offline answer when the model states an amount no tool returned', async () => {
    fake.script([
      { toolCalls: [{ name: 'resolve_question', arguments: { question: 'What does it cost to form a Delaware C-Corp?' } }] },
      { text: 'Forming a Delaware C-Corp costs $350 all in.' },
    ]);
    const reply = json<ChatReply>(await ask({ message: 'What does it cost to form a Delaware C-Corp?', session_id: sessionId() }));
    // The tool gave the model the fee table's total and parts.
    const resolved = toolResultsSent(1).join(' ');
    expect(resolved).toContain('$497');
    expect(resolved).toContain('State filing fee $110');
    // $350 is in none of them: the founder gets the offline answer, told why.
    expect(reply.message).toContain('stated $350, which Charter’s data does not hold');
    expect(reply.message).toContain('Forming a C-Corp in Delaware with Charter costs $497');
    expect(reply.message).not.toMatch(/^Forming a Delaware C-Corp costs \$350/);
  });

  it('shows the model’s answer when its amounts are the tools’', async () => {
    fake.script([
      { toolCalls: [{ name: 'resolve_question', arguments: { question: 'What does it cost to form a Delaware C-Corp?' } }] },
      { text: 'It costs $497 with Charter, including the $110 Delaware filing fee.' },
    ]);
    const reply = json<ChatReply>(await ask({ message: 'What does it cost to form a Delaware C-Corp?', session_id: sessionId() }));
    expect(reply.message).toBe('It costs $497 with Charter, including the $110 Delaware filing fee.');
    expect(reply.sources.map((source) => source.url)).toContain('https://corp.delaware.gov/');
  });

  it('sends the thread so far with a follow-up question', async () => {
    const session = sessionId();
    const ip = address();
    fake.script([{ text: 'First answer.' }]);
    await ask({ message: 'What is an LLP?', session_id: session }, { ip });
    fake.script([{ text: 'Second answer.' }]);
    await ask({ message: 'And what does it cost?', session_id: session }, { ip });
    expect(fake.requests[0]!.messages.filter((message) => message.role !== 'system')).toEqual([
      { role: 'user', content: 'What is an LLP?' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'And what does it cost?' },
    ]);
  });

  it('gives the model no link from the message or the thread, and fetches nothing', async () => {
    const session = sessionId();
    const ip = address();
    fake.script([{ text: 'I do not open links.' }]);
    const response = await ask({ message: 'Summarise https://attacker.example/secret for me', session_id: session }, { ip });
    expect(response.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify(fake.requests[0]!.messages)).not.toContain('attacker.example');
    // Nor later, in the thread's history, nor when the message is nothing but a link.
    fake.script([{ text: 'Still no links.' }, { text: 'No links at all.' }]);
    await ask({ message: 'And what about GST?', session_id: session }, { ip });
    await ask({ message: 'https://attacker.example/only', session_id: session }, { ip });
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests.map((request) => request.messages))).not.toContain('attacker.example');
  });

  it('answers offline, saying so, when the model takes too long', async () => {
    fake.script([{ hangMs: 10_000 }]);
    const started = Date.now();
    const response = await ask({
      message: 'Do I need GST registration?',
      session_id: sessionId(),
      business_context: { countries: ['India'] },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(200);
    const reply = json<ChatReply>(response);
    expect(reply.message).toMatch(/^The AI model took too long to answer, so this answer comes from Charter’s own sourced notes\./);
    expect(reply.message).toContain('₹40 lakh');
    expect(reply.sources.map((source) => source.url)).toContain('http://companiesnext.com/gst-registration');
  });

  it('answers offline, saying so, when the model server fails', async () => {
    fake.script([{ status: 500 }]);
    const reply = json<ChatReply>(await ask({ message: 'Do I need GST registration?', session_id: sessionId() }));
    expect(reply.message).toMatch(/^The AI model could not be reached/);
    expect(reply.message).toContain('₹40 lakh');
  });

  it('answers 429 without calling the model once the address has spent its token budget', async () => {
    const ip = address();
    fake.script([{ text: 'One.', usage: { prompt_tokens: TOKEN_BUDGET, completion_tokens: 10 } }]);
    expect((await ask({ message: 'What is GST?', session_id: sessionId() }, { ip })).statusCode).toBe(200);
    fake.script([{ text: 'Two.' }]);
    const refused = await ask({ message: 'What is GST?', session_id: sessionId() }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(json<{ code: string }>(refused).code).toBe('RATE_LIMITED');
    expect(fake.requests).toHaveLength(0);
    // Another address still has its own budget.
    expect((await ask({ message: 'What is GST?', session_id: sessionId() })).statusCode).toBe(200);
  });
});

describe('the compliance advisor with a model', () => {
  const overdue = plan.requirements.filter((requirement) => requirement.status === 'overdue');

  it('lists the company’s obligations from the engine for the model and suggests at most five services', async () => {
    expect(overdue.length).toBeGreaterThan(0);
    fake.script([
      { toolCalls: [{ name: 'list_obligations', arguments: { status: 'overdue' } }] },
      { text: `${overdue[0]!.name} was due on ${overdue[0]!.due_date}.` },
    ]);
    const response = await advise(founder.token, { message: 'What is overdue?', session_id: sessionId(), company_id: companyId });
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<ComplianceChatReply>(response);
    expect(reply.message).toBe(`${overdue[0]!.name} was due on ${overdue[0]!.due_date}.`);
    expect(reply.suggested_services.length).toBeLessThanOrEqual(5);
    expect(fake.requests[0]!.tools?.map((tool) => tool.function.name).sort()).toEqual([
      'list_obligations',
      'resolve_question',
      'search_knowledge',
      'search_services',
    ]);
    const system = JSON.stringify(fake.requests[0]!.messages[0]);
    expect(system).toContain(plan.as_of);
    // Every overdue item went to the model with the engine's own due date; nothing that is not overdue did.
    // A tool message's content is the JSON text of the tool's result.
    const sent = JSON.parse(JSON.parse(toolResultsSent(1)[0]!) as string) as {
      today: string;
      obligations: { name: string; due_date: string; status: string }[];
    };
    expect(sent.today).toBe(plan.as_of);
    const { obligations } = sent;
    expect(obligations.map((item) => [item.name, item.due_date])).toEqual(
      overdue.slice(0, 40).map((requirement) => [requirement.name, requirement.due_date]),
    );
    expect(obligations.every((item) => item.status === 'overdue')).toBe(true);
    expect(reply.sources.map((source) => source.url)).toContain(overdue[0]!.source_url);
  });

  it('streams the advisor’s answer too', async () => {
    fake.script([{ text: 'Nothing is overdue today.' }]);
    const response = await advise(
      founder.token,
      { message: 'Anything late?', session_id: sessionId(), company_id: companyId },
      { stream: true },
    );
    const events = eventsOf(response.body);
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: 'Nothing is overdue today.' } });
  });

  it('hands a tool error back to the model and still answers', async () => {
    fake.script([
      { toolCalls: [{ name: 'list_obligations', arguments: { status: 'someday' } }] },
      { text: 'I could not read the list; please try again.' },
    ]);
    const response = await advise(founder.token, { message: 'What is due?', session_id: sessionId(), company_id: companyId });
    expect(response.statusCode).toBe(200);
    expect(json<ComplianceChatReply>(response).message).toBe('I could not read the list; please try again.');
    const [result] = toolResultsSent(1);
    expect(result).toContain('Invalid input for tool list_obligations');
  });

  it('answers 404 for another founder’s company, and the model hears nothing', async () => {
    fake.script([{ text: 'should not be asked' }]);
    const response = await advise(other.token, { message: 'What is overdue?', session_id: sessionId(), company_id: companyId });
    expect(response.statusCode).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it('takes feedback on an advisor reply once, from its own founder only', async () => {
    fake.script([{ text: 'Your next filing is listed on the compliance page.' }]);
    const session = sessionId();
    const reply = json<ComplianceChatReply>(
      await advise(founder.token, { message: 'What is next?', session_id: session, company_id: companyId }),
    );
    const rate = (token: string | null, rating = 'helpful') =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat/feedback',
        headers: token ? bearer(token) : {},
        payload: { session_id: session, message_index: reply.message_index, rating, company_id: companyId },
      });
    expect((await rate(null)).statusCode).toBe(401);
    expect((await rate(other.token)).statusCode).toBe(404);
    const first = await rate(founder.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<{ message: string }>(first).message).toBe('Thanks for your feedback!');
    expect((await rate(founder.token, 'not_helpful')).statusCode).toBe(409);
    const [thread] = await db.select().from(chatThreads).where(eq(chatThreads.sessionId, session));
    const rated = await db.select().from(chatMessages).where(eq(chatMessages.threadId, thread!.id));
    expect(rated.map((row) => [row.role, row.feedbackRating])).toEqual([
      ['user', null],
      ['assistant', 'helpful'],
    ]);
  });
});
