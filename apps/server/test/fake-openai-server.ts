import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One scripted turn of the fake model: call tools, write text, fail, or take too long. */
export type ScriptedTurn =
  | { toolCalls: { name: string; arguments: Record<string, unknown> }[] }
  | { text: string; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { status: number }
  | { hangMs: number };

/** What the app sent: the chat completions request body. */
export interface RecordedRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content?: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { function: { name: string } }[];
  authorization: string | undefined;
}

/**
 * An OpenAI-compatible chat completions server on loopback that answers each request with the next scripted turn,
 * streamed as `chat.completion.chunk` SSE lines (the wire format of OpenAI, vLLM, Ollama, llama.cpp server).
 */
export async function startFakeOpenAi() {
  const requests: RecordedRequest[] = [];
  let script: ScriptedTurn[] = [];
  const sockets = new Set<Socket>();

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<RecordedRequest, 'authorization'>;
    requests.push({ ...body, authorization: req.headers.authorization });
    const turn = script.shift();
    if (!turn) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no scripted turn left' } }));
      return;
    }
    if ('status' in turn) {
      res.writeHead(turn.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    if ('hangMs' in turn) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.flushHeaders();
      setTimeout(() => res.destroyed || res.end(), turn.hangMs);
      return;
    }
    const id = `chatcmpl-${requests.length}`;
    const chunk = (delta: Record<string, unknown>, finish: string | null, usage?: Record<string, number>) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(usage ? { usage } : {}),
      })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    if ('toolCalls' in turn) {
      res.write(chunk({ role: 'assistant', content: null }, null));
      turn.toolCalls.forEach((call, index) =>
        res.write(
          chunk(
            {
              tool_calls: [
                {
                  index,
                  id: `call_${requests.length}_${index}`,
                  type: 'function',
                  function: { name: call.name, arguments: JSON.stringify(call.arguments) },
                },
              ],
            },
            null,
          ),
        ),
      );
      res.write(chunk({}, 'tool_calls', { prompt_tokens: 200, completion_tokens: 20, total_tokens: 220 }));
    } else {
      const usage = turn.usage ?? { prompt_tokens: 400, completion_tokens: 60 };
      res.write(chunk({ role: 'assistant', content: '' }, null));
      // A few pieces, as a real model streams words.
      const words = turn.text.split(/(?<= )/);
      const size = Math.max(1, Math.ceil(words.length / 3));
      for (let i = 0; i < words.length; i += size) res.write(chunk({ content: words.slice(i, i + size).join('') }, null));
      res.write(chunk({}, 'stop', { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens }));
    }
    res.end('data: [DONE]\n\n');
  };
  const server = createServer((req, res) => void answer(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The turns the next requests get, in order (replacing any left over). */
    script(turns: ScriptedTurn[]) {
      script = [...turns];
      requests.length = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close').catch(() => undefined);
    },
  };
}
