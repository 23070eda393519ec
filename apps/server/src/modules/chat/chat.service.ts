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
import { answerAdvisor } from './advisor-answer';
import { buildKnowledgeIndex, type KnowledgeIndex } from './chat-index';
import { defaultChatBudget, type ChatBudget } from './chat-limits';
import { chatRepository, type ChatKind, type ChatThreadRow } from './chat.repository';
import { answerGeneral, toServiceCards } from './general-answer';
import { knowledgeArticles } from './knowledge/articles';

interface Deps {
  db: Db;
  clock: Clock;
  access: CompanyAccess;
  compliance: ComplianceService;
  catalogue: CatalogueService;
  budget?: ChatBudget | undefined;
}

/** Who asks the open assistant: an address, and the signed-in user when there is one. */
export interface ChatCaller {
  ip: string;
  userId: string | null;
}

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService({ db, clock, access, compliance, catalogue, budget = defaultChatBudget }: Deps) {
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

  async function assertWithinBudget(kind: ChatKind, by: { ip: string } | { userId: string }, limit: number): Promise<void> {
    const windowMs = budget.windowMinutes * 60_000;
    const now = clock().getTime();
    const used = await chatRepository.questionsSince(db, kind, by, new Date(now - windowMs));
    if (used.count < limit) return;
    const freeAt = (used.oldest?.getTime() ?? now) + windowMs;
    throw AppError.rateLimited('You have asked a lot of questions in a short time. Please wait and try again.', (freeAt - now) / 1000);
  }

  /** The session's thread for this caller; someone else's thread is not found (it is not theirs to read or extend). */
  async function threadFor(kind: ChatKind, sessionId: string, owner: { userId: string | null; companyId: string | null }) {
    const thread = await chatRepository.findOrCreateThread(db, { kind, sessionId, ...owner });
    if (!ownedBy(thread, owner)) throw AppError.notFound('Conversation');
    return thread;
  }

  return {
    /** POST /api/chat: the open assistant, answering from the knowledge base and the catalogues. */
    async ask(caller: ChatCaller, body: ChatBody): Promise<ChatReply> {
      await assertWithinBudget('general', { ip: caller.ip }, budget.generalPerIp);
      const thread = await threadFor('general', body.session_id, { userId: caller.userId, companyId: null });
      const { index } = await knowledge();
      const answer = answerGeneral(index, body.message, { countries: body.business_context?.countries });
      const services = toServiceCards(answer.services);
      const now = clock();
      const [, position] = await db.transaction((tx) =>
        chatRepository.append(tx, thread.id, [
          { role: 'user', content: body.message, ip: caller.ip, userId: caller.userId, createdAt: now },
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
    async advise(actor: Actor, ip: string, body: ComplianceChatBody): Promise<ComplianceChatReply> {
      const { company } = await access.company(actor, body.company_id, 'compliance:read');
      const list = await compliance.list(actor, company.id);
      await assertWithinBudget('advisor', { userId: actor.id }, budget.advisorPerUser);
      const thread = await threadFor('advisor', body.session_id, { userId: actor.id, companyId: list.company_id });
      const { index, rules } = await knowledge();
      const answer = answerAdvisor(index, body.message, {
        company,
        today: list.as_of,
        requirements: list.requirements,
        rules: new Map(rules.map((rule) => [rule.id, rule])),
      });
      const suggested = answer.services.slice(0, ADVISOR_MAX_SUGGESTED_SERVICES).map((service) => ({
        id: service.id,
        name: service.name,
        description: service.description,
        price: service.price,
        currency: service.currency,
      }));
      const now = clock();
      const [, position] = await db.transaction((tx) =>
        chatRepository.append(tx, thread.id, [
          { role: 'user', content: body.message, ip, userId: actor.id, createdAt: now },
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

    /** POST /api/chat/feedback: a rating stored on the assistant's reply, once. */
    async feedback(caller: ChatCaller, body: ChatFeedbackBody): Promise<{ message: string }> {
      const thread = await chatRepository.findThread(db, 'general', body.session_id);
      if (!thread || !ownedBy(thread, { userId: caller.userId, companyId: null })) throw AppError.notFound('Conversation');
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
