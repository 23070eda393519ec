// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useChatExchange } from './use-chat-exchange';
import type { ChatMessage } from './use-stored-thread';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

type Body = { message: string };

/** A streamed call the test answers: it writes the pieces it is given, then waits for `finish` to resolve or fail. */
function useScriptedExchange(script: { pieces: string[]; finish: Promise<void> }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const thread = { sessionId: 's1', messages, update: (change: (m: ChatMessage[]) => ChatMessage[]) => setMessages(change) };
  const call = useMutation({
    mutationFn: async ({ body, onDelta }: { body: Body; onDelta: (text: string) => void }) => {
      for (const piece of script.pieces) onDelta(piece);
      await script.finish;
      return { text: `answer to ${body.message}` };
    },
  });
  const exchange = useChatExchange({
    thread,
    call,
    bodyOf: (text) => ({ message: text }),
    replyMessage: (reply) => ({ role: 'assistant', content: reply.text, services: [], timestamp: 't' }),
    onFailure: (question, error) => thread.update((all) => [...all.filter((m) => m !== question), { ...question, content: error.message }]),
  });
  return { exchange, messages };
}

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

describe('useChatExchange', () => {
  it('adds the question at once, streams the draft, then adds the whole reply and clears the draft', async () => {
    const finish = deferred();
    const { result } = renderHook(() => useScriptedExchange({ pieces: ['Hel', 'lo'], finish: finish.promise }), { wrapper });
    act(() => result.current.exchange.send('hi'));
    expect(result.current.messages).toMatchObject([{ role: 'user', content: 'hi' }]);
    await waitFor(() => expect(result.current.exchange.draft).toBe('Hello'));
    expect(result.current.exchange.pending).toBe(true);
    await act(async () => finish.resolve());
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    expect(result.current.messages[1]).toMatchObject({ role: 'assistant', content: 'answer to hi' });
    expect(result.current.exchange.draft).toBe('');
    expect(result.current.exchange.pending).toBe(false);
  });

  it("hands a failure to the assistant's own rule, with the question it asked", async () => {
    const finish = deferred();
    const { result } = renderHook(() => useScriptedExchange({ pieces: ['x'], finish: finish.promise }), { wrapper });
    act(() => result.current.exchange.send('hi'));
    await act(async () => finish.reject(new Error('refused')));
    await waitFor(() => expect(result.current.messages[0]?.content).toBe('refused'));
    expect(result.current.messages).toHaveLength(1);
    expect(result.current.exchange.draft).toBe('');
  });
});
