import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, type ModelMessage, type ToolSet } from 'ai';
import type { LlmConfig } from '../../../config/env';

/** A question for the model, with the thread so far, the instructions and the tools it may call. */
export interface ModelRequest {
  system: string;
  history: readonly { role: 'user' | 'assistant'; content: string }[];
  question: string;
  tools: ToolSet;
  /** Each piece of the answer as the model writes it (streamed to the widget). */
  onDelta?: ((text: string) => void) | undefined;
}

export interface ModelAnswer {
  text: string;
  /** Prompt and completion tokens over every step (tool rounds included), as the server reported them. */
  tokens: number;
  toolCalls: number;
  toolErrors: number;
}

/** Why the model gave no answer; the assistant then answers offline and says which of these happened. */
export class ModelUnavailableError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed' | 'empty',
    options?: { cause?: unknown },
  ) {
    super(`The language model gave no answer (${reason})`, options);
  }
}

export type ChatModel = ReturnType<typeof createChatModel>;

/** Tool rounds the model may take before it must answer (search, list, search again, answer). */
const MAX_STEPS = 5;

/**
 * The assistants' language model: any OpenAI-compatible chat completions server, called through the Vercel AI SDK
 * with the assistant's tools, streamed, and cut off after the configured time.
 */
export function createChatModel(config: LlmConfig) {
  const provider = createOpenAICompatible({
    name: 'charter-llm',
    baseURL: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    includeUsage: true,
  });
  const model = provider.chatModel(config.model);

  return {
    name: config.model,
    async answer(request: ModelRequest): Promise<ModelAnswer> {
      const timeout = AbortSignal.timeout(config.timeoutMs);
      const messages: ModelMessage[] = [
        ...request.history.map((message) => ({ role: message.role, content: message.content })),
        { role: 'user', content: request.question },
      ];
      let text = '';
      let toolCalls = 0;
      let toolErrors = 0;
      try {
        const result = streamText({
          model,
          system: request.system,
          messages,
          tools: request.tools,
          stopWhen: stepCountIs(MAX_STEPS),
          abortSignal: timeout,
          // A retry would spend the founder's time budget on the same failure; the offline answer is the fallback.
          maxRetries: 0,
          temperature: 0.2,
          // Errors arrive as parts of the stream below; the SDK's default would also print them to the console.
          onError: () => undefined,
        });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            text += part.text;
            request.onDelta?.(part.text);
          } else if (part.type === 'tool-call') toolCalls += 1;
          else if (part.type === 'tool-error') toolErrors += 1;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') throw new ModelUnavailableError('timeout');
        }
        const usage = await result.totalUsage;
        if (!text.trim()) throw new ModelUnavailableError('empty');
        return {
          text: text.trim(),
          tokens: usage.totalTokens ?? (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0),
          toolCalls,
          toolErrors,
        };
      } catch (error) {
        if (error instanceof ModelUnavailableError) throw error;
        throw new ModelUnavailableError(timeout.aborted ? 'timeout' : 'failed', { cause: error });
      }
    },
  };
}
