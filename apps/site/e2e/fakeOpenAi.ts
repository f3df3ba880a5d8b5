/**
 * A fake OpenAI-compatible server on loopback for the end-to-end tests: it answers
 * `POST /v1/chat/completions` as OpenAI, Ollama or vLLM would, and records each request. A
 * minimal copy of the server's own test helper (apps/server/test/helpers/fake-openai.ts), which
 * the site may not import (the site talks to the server over HTTP only).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
}

export interface FakeOpenAi {
  /** `http://127.0.0.1:<port>/v1`, the value of AI_BASE_URL. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** What the next completions say, in order; afterwards `fallback`. */
  queue(...texts: string[]): void;
  fallback: string;
  close(): Promise<void>;
}

function completion(text: string): string {
  return JSON.stringify({
    id: 'chatcmpl-e2e',
    object: 'chat.completion',
    created: 1_767_225_600,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const pending: string[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion(pending.shift() ?? fake.fallback));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeOpenAi = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    queue: (...texts) => void pending.push(...texts),
    fallback: 'A fake answer.',
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
