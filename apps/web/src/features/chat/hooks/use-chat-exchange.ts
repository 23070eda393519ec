import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatMessage, useStoredThread } from './use-stored-thread';

/** A streamed assistant call (the general assistant's, the advisor's): its body, and where the answer's pieces go. */
type StreamedCall<Body, Reply> = UseMutationResult<Reply, Error, { body: Body; onDelta: (text: string) => void }>;

interface ChatExchangeOptions<Body, Reply> {
  thread: ReturnType<typeof useStoredThread>;
  call: StreamedCall<Body, Reply>;
  bodyOf: (text: string) => Body;
  /** The whole reply as the thread keeps it. */
  replyMessage: (reply: Reply) => ChatMessage;
  /** What a failed call does to the thread and tells the user; each assistant has its own rule (spec §8). */
  onFailure: (question: ChatMessage, error: Error) => void;
}

/** A conversation as its panel shows it: the thread, the reply being written while `pending`, and how to ask. */
export interface ChatExchange {
  messages: readonly ChatMessage[];
  draft: string;
  pending: boolean;
  send: (text: string) => void;
}

/**
 * One question and its streamed answer: the question joins the thread at once, the answer shows in `draft` as the
 * server writes it, and joins the thread whole when it arrives.
 */
export function useChatExchange<Body, Reply>({
  thread,
  call,
  bodyOf,
  replyMessage,
  onFailure,
}: ChatExchangeOptions<Body, Reply>): ChatExchange {
  const [draft, setDraft] = useState('');

  const send = (text: string) => {
    const question: ChatMessage = { role: 'user', content: text, services: [], timestamp: new Date().toISOString() };
    thread.update((messages) => [...messages, question]);
    setDraft('');
    call.mutate(
      { body: bodyOf(text), onDelta: (piece) => setDraft((written) => written + piece) },
      {
        onSettled: () => setDraft(''),
        onSuccess: (reply) => thread.update((messages) => [...messages, replyMessage(reply)]),
        onError: (error) => onFailure(question, error),
      },
    );
  };

  return { messages: thread.messages, draft, pending: call.isPending, send };
}
