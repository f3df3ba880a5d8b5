/**
 * A fake OpenAI-compatible server on loopback, for tests that need a real HTTP provider: it
 * answers `POST /v1/chat/completions` as OpenAI, Ollama or vLLM would, records every request, and
 * can be told to answer differently (an error status, garbage, silence, a dropped connection).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
}

/** How the next request is answered. */
export type FakeAnswer =
  /** A completion; sent after `delayMs`, or once `until` settles (the test says when). */
  | { text: string; model?: string; delayMs?: number; until?: Promise<unknown> }
  | { status: number; body?: string; headers?: Record<string, string> }
  | { raw: string }
  | 'hang'
  | 'drop';

export interface FakeOpenAi {
  /** `http://127.0.0.1:<port>/v1`, the value of AI_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  /**
   * Resolves once `count` requests in all have arrived (an event, not a guess at how long they
   * take); rejects after `timeoutMs` saying how many came.
   */
  received(count: number, timeoutMs?: number): Promise<void>;
  /** Answers for the next requests, in order; afterwards, `fallback`. */
  queue(...answers: FakeAnswer[]): void;
  /** The answer when the queue is empty (default: a completion saying "A fake reflection."). */
  fallback: FakeAnswer;
  /** Forgets the recorded requests and queued answers and restores the default fallback. */
  reset(): void;
  close(): Promise<void>;
}

export function chatCompletion(text: string, model = 'fake-model'): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_767_225_600,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body);
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const pending: FakeAnswer[] = [];
  const sockets = new Set<Socket>();
  /** Who waits for a number of requests (`received`). */
  const waiters = new Set<() => void>();
  const fake: FakeOpenAi = {
    baseUrl: '',
    requests: [],
    received: (count, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (fake.requests.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `the fake provider got ${fake.requests.length} requests in ${timeoutMs} ms, not ${count}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    queue: (...answers) => {
      pending.push(...answers);
    },
    fallback: { text: 'A fake reflection.' },
    reset: () => {
      pending.length = 0;
      fake.requests.length = 0;
      fake.fallback = { text: 'A fake reflection.' };
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      fake.requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      });
      for (const waiter of [...waiters]) waiter();
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        send(res, 404, JSON.stringify({ error: { message: 'not found' } }), {});
        return;
      }
      const answer = pending.shift() ?? fake.fallback;
      if (answer === 'hang') return;
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      if ('raw' in answer) send(res, 200, answer.raw, {});
      else if ('text' in answer) {
        const body = chatCompletion(answer.text, answer.model);
        if (answer.until) {
          const answerNow = () => send(res, 200, body, {});
          void answer.until.then(answerNow, answerNow);
        } else if (answer.delayMs) setTimeout(() => send(res, 200, body, {}), answer.delayMs);
        else send(res, 200, body, {});
      } else
        send(
          res,
          answer.status,
          answer.body ?? JSON.stringify({ error: { message: 'fake failure' } }),
          answer.headers ?? {},
        );
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
