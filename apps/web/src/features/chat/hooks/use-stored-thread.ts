import { useEffect, useState } from 'react';
import { z } from 'zod';
import { chatServiceCardSchema } from '@charter/shared';
import { readSessionStorage, writeSessionStorage } from '@/lib/storage-keys';

const storedMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  services: z.array(chatServiceCardSchema),
  timestamp: z.string(),
  /** The reply's index in the server's thread (what feedback names); absent on the user's own messages. */
  index: z.number().int().optional(),
  rated: z.boolean().optional(),
  failed: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof storedMessageSchema>;

const storedThreadSchema = z.object({ owner: z.string(), sessionId: z.string(), messages: z.array(storedMessageSchema) });
type StoredThread = z.infer<typeof storedThreadSchema>;

/** Spec §7: the session id is generated on the client from time plus a random part. */
const newSessionId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function load(key: string, owner: string): StoredThread {
  try {
    const parsed = storedThreadSchema.safeParse(JSON.parse(readSessionStorage(key) ?? 'null'));
    if (parsed.success && parsed.data.owner === owner) return parsed.data;
  } catch {
    // A damaged entry starts a new conversation.
  }
  return { owner, sessionId: newSessionId(), messages: [] };
}

/**
 * A conversation that survives a reload: kept in this tab's sessionStorage under the owner's id (a user, a user and a
 * company, or "visitor"), so another account or company in the same tab starts its own. Logout clears the keys.
 */
export function useStoredThread(key: string, owner: string) {
  const [thread, setThread] = useState<StoredThread>(() => load(key, owner));
  const current = thread.owner === owner ? thread : load(key, owner);
  if (current !== thread) setThread(current);

  useEffect(() => {
    writeSessionStorage(key, JSON.stringify(thread));
  }, [key, thread]);

  const update = (change: (messages: ChatMessage[]) => ChatMessage[]) =>
    setThread((previous) => ({ ...previous, messages: change(previous.messages) }));
  return { sessionId: current.sessionId, messages: current.messages, update };
}
