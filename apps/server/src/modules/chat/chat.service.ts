import type { ToolSet } from 'ai';
import type { ComplianceRule } from '@charter/compliance';
import {
  ADVISOR_MAX_SUGGESTED_SERVICES,
  type ChatBody,
  type ChatFeedbackBody,
  type ChatReply,
  type ComplianceChatBody,
  type ComplianceChatReply,
} from '@charter/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CompanyAccess } from '../companies/company-access';
import type { ComplianceService } from '../compliance/compliance.service';
import { answerAdvisor, type AdvisorFacts } from './advisor-answer';
import { buildKnowledgeIndex, countryOf, type Country, type KnowledgeIndex } from './chat-index';
import { defaultChatBudget, type ChatBudget } from './chat-limits';
import { chatRepository, type ChatKind, type ChatThreadRow } from './chat.repository';
import { answerGeneral, contextCountry, toServiceCards, withoutUrls, type Answer } from './general-answer';
import { knowledgeArticles } from './knowledge/articles';
import { ModelUnavailableError, type ChatModel } from './model/chat-model';
import { knowledgeTools, obligationTools, resolveTool, ToolFindings } from './model/chat-tools';
import { advisorInstructions, fallbackNote, generalInstructions } from './model/instructions';

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  compliance: ComplianceService;
  catalogue: CatalogueService;
  budget?: ChatBudget | undefined;
  /** The language model (LLM_BASE_URL); absent, both assistants answer offline from the knowledge base. */
  model?: ChatModel | undefined;
  /** Told when the model gave no answer and the offline one was sent instead. */
  onModelFailure?: ((error: ModelUnavailableError) => void) | undefined;
}

/** Who asks the open assistant: an address, and the signed-in user when there is one. */
export interface ChatCaller {
  ip: string;
  userId: string | null;
}

/** Receives the answer as it is written (the streaming routes); the final reply may still differ (a fallback). */
export type OnDelta = (text: string) => void;

/** How many earlier messages of the thread the model sees. */
const HISTORY_MESSAGES = 10;

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService({ db, clock, access, compliance, catalogue, budget = defaultChatBudget, model, onModelFailure }: Deps) {
  let cached: { key: string; rules: readonly ComplianceRule[]; index: KnowledgeIndex } | undefined;

  /** The retrieval index, rebuilt when the service catalogue or the rule set changes. */
  async function knowledge(): Promise<{ index: KnowledgeIndex; rules: readonly ComplianceRule[] }> {
    const [{ list }, effective] = await Promise.all([catalogue.list(), compliance.ruleSet.current()]);
    if (!cached || cached.key !== list.version || cached.rules !== effective.rules) {
      cached = {
        key: list.version,
        rules: effective.rules,
        index: buildKnowledgeIndex({ articles: knowledgeArticles, rules: effective.rules, services: list.services }),
      };
    }
    return cached;
  }

  /** Questions per window always; with a model, its tokens too. Over either → 429 before any model is called. */
  async function assertWithinBudget(
    kind: ChatKind,
    by: { ip: string } | { userId: string },
    limits: { questions: number; tokens: number },
  ): Promise<void> {
    const windowMs = budget.windowMinutes * 60_000;
    const now = clock().getTime();
    const used = await chatRepository.questionsSince(db, kind, by, new Date(now - windowMs));
    if (used.count < limits.questions && (!model || used.tokens < limits.tokens)) return;
    const freeAt = (used.oldest?.getTime() ?? now) + windowMs;
    throw AppError.rateLimited('You have asked a lot of questions in a short time. Please wait and try again.', (freeAt - now) / 1000);
  }

  /** The session's thread for this caller; someone else's thread is not found (it is not theirs to read or extend). */
  async function threadFor(kind: ChatKind, sessionId: string, owner: { userId: string | null; companyId: string | null }) {
    const thread = await chatRepository.findOrCreateThread(db, { kind, sessionId, ...owner });
    if (!ownedBy(thread, owner)) throw AppError.notFound('Conversation');
    return thread;
  }

  /**
   * The answer: the model's, grounded in what its tools returned, when a model is configured and answers in time;
   * otherwise the offline answer (after a line saying why, when the model failed). Streams either through onDelta.
   */
  async function compose(
    threadId: string,
    question: string,
    offline: Answer,
    prompt: (findings: ToolFindings, hadUrl: boolean) => { system: string; tools: ToolSet },
    onDelta: OnDelta | undefined,
  ): Promise<Answer & { tokens: number | null }> {
    if (!model) {
      onDelta?.(offline.message);
      return { ...offline, tokens: null };
    }
    const { text, hadUrl } = withoutUrls(question);
    const history = (await chatRepository.messages(db, threadId))
      .slice(-HISTORY_MESSAGES)
      // Links the founder wrote earlier stay out of the model's sight too.
      .map((message) => ({ role: message.role, content: message.role === 'user' ? withoutUrls(message.content).text : message.content }));
    const findings = new ToolFindings();
    try {
      const answer = await model.answer({
        ...prompt(findings, hadUrl),
        history,
        question: text || '(The message was only a link, which was removed.)',
        onDelta,
      });
      // A date or an amount no tool returned is not Charter's: the offline answer is sent instead, saying why.
      const unsupported = findings.unsupported(answer.text, text);
      if (unsupported.length > 0) {
        const message = `The AI model’s answer stated ${unsupported.slice(0, 3).join(', ')}, which Charter’s data does not hold, so this answer comes from Charter’s own sourced notes.\n\n${offline.message}`;
        onDelta?.(`\n\n${message}`);
        return { ...offline, message, tokens: answer.tokens };
      }
      return {
        message: answer.text,
        sources: findings.sources,
        // Cards for the services the model looked up; else those the question itself points to.
        services: findings.services.length > 0 ? findings.services : offline.services,
        tokens: answer.tokens,
      };
    } catch (error) {
      if (!(error instanceof ModelUnavailableError)) throw error;
      onModelFailure?.(error);
      const message = `${fallbackNote(error.reason)}\n\n${offline.message}`;
      onDelta?.(`\n\n${message}`);
      return { ...offline, message, tokens: null };
    }
  }

  return {
    /** POST /api/chat: the open assistant, answering from the knowledge base and the catalogues. */
    async ask(caller: ChatCaller, body: ChatBody, onDelta?: OnDelta): Promise<ChatReply> {
      await assertWithinBudget('general', { ip: caller.ip }, { questions: budget.generalPerIp, tokens: budget.generalTokensPerIp });
      const thread = await threadFor('general', body.session_id, { userId: caller.userId, companyId: null });
      const { index } = await knowledge();
      const countries = body.business_context?.countries;
      const country: Country | undefined = countryOf(body.message) ?? contextCountry(countries);
      const offline = answerGeneral(index, body.message, { countries, today: clock().toISOString().slice(0, 10) });
      const answer = await compose(
        thread.id,
        body.message,
        offline,
        (findings, hadUrl) => ({
          system: generalInstructions({ country, hadUrl }),
          tools: {
            ...resolveTool(index, findings, { country, today: clock().toISOString().slice(0, 10) }),
            ...knowledgeTools(index, findings, country),
          },
        }),
        onDelta,
      );
      const services = toServiceCards(answer.services.slice(0, 3));
      const now = clock();
      const [, position] = await db.transaction((tx) =>
        chatRepository.append(tx, thread.id, [
          { role: 'user', content: body.message, ip: caller.ip, userId: caller.userId, tokens: answer.tokens, createdAt: now },
          { role: 'assistant', content: answer.message, services, sources: answer.sources, createdAt: now },
        ]),
      );
      return {
        message: answer.message,
        services,
        sources: answer.sources,
        timestamp: now.toISOString(),
        session_id: body.session_id,
        message_index: position!,
      };
    },

    /** POST /api/compliance/chat: the advisor, answering from one company's obligations (access checked first). */
    async advise(actor: Actor, ip: string, body: ComplianceChatBody, onDelta?: OnDelta): Promise<ComplianceChatReply> {
      const { company } = await access.company(actor, body.company_id, 'compliance:read');
      const list = await compliance.list(actor, company.id);
      await assertWithinBudget('advisor', { userId: actor.id }, { questions: budget.advisorPerUser, tokens: budget.advisorTokensPerUser });
      const thread = await threadFor('advisor', body.session_id, { userId: actor.id, companyId: list.company_id });
      const { index, rules } = await knowledge();
      const facts: AdvisorFacts = {
        company,
        today: list.as_of,
        requirements: list.requirements,
        rules: new Map(rules.map((rule) => [rule.id, rule])),
      };
      const offline = answerAdvisor(index, body.message, facts);
      const answer = await compose(
        thread.id,
        body.message,
        offline,
        (findings, hadUrl) => ({
          system: advisorInstructions(facts, { hadUrl }),
          tools: {
            ...resolveTool(index, findings, { country: company.country, today: facts.today, facts }),
            ...knowledgeTools(index, findings, company.country),
            ...obligationTools(facts, findings, index),
          },
        }),
        onDelta,
      );
      const suggested = answer.services.slice(0, ADVISOR_MAX_SUGGESTED_SERVICES).map((service) => ({
        id: service.id,
        name: service.name,
        description: service.description,
        price: service.price,
        currency: service.currency,
        platform_fee: service.platform_fee,
        platform_fee_percentage: service.platform_fee_percentage,
      }));
      const now = clock();
      const [, position] = await db.transaction((tx) =>
        chatRepository.append(tx, thread.id, [
          { role: 'user', content: body.message, ip, userId: actor.id, tokens: answer.tokens, createdAt: now },
          { role: 'assistant', content: answer.message, services: suggested, sources: answer.sources, createdAt: now },
        ]),
      );
      return {
        message: answer.message,
        suggested_services: suggested,
        sources: answer.sources,
        timestamp: now.toISOString(),
        session_id: body.session_id,
        message_index: position!,
      };
    },

    /**
     * POST /api/chat/feedback: a rating stored on the assistant's reply, once. With company_id it rates the advisor's
     * reply in that company's thread (the signed-in founder's own); without, the open assistant's.
     */
    async feedback(caller: ChatCaller, body: ChatFeedbackBody): Promise<{ message: string }> {
      const kind: ChatKind = body.company_id ? 'advisor' : 'general';
      if (kind === 'advisor' && !caller.userId) throw AppError.unauthenticated();
      const thread = await chatRepository.findThread(db, kind, body.session_id);
      const owner = { userId: caller.userId, companyId: body.company_id ?? null };
      if (!thread || !ownedBy(thread, owner)) throw AppError.notFound('Conversation');
      const message = await chatRepository.findMessage(db, thread.id, body.message_index);
      if (!message || message.role !== 'assistant') throw AppError.notFound('Message');
      if (!(await chatRepository.rateOnce(db, message.id, body.rating, clock()))) {
        throw new AppError('CONFLICT', 'Feedback was already given for this message');
      }
      return { message: body.rating === 'helpful' ? 'Thanks for your feedback!' : "We'll work on improving!" };
    },
  };
}

/**
 * A thread started signed in belongs to that user (and the advisor's to that company too); an anonymous thread of
 * the open assistant belongs to whoever holds its session id.
 */
function ownedBy(thread: ChatThreadRow, owner: { userId: string | null; companyId: string | null }): boolean {
  if (thread.kind === 'advisor') return thread.userId === owner.userId && thread.companyId === owner.companyId;
  return thread.userId === null || thread.userId === owner.userId;
}
