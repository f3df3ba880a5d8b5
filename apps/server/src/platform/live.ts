/**
 * Live notices between server processes: a small publish/subscribe bus for whatever must reach
 * every process at once (a chat message posted on one process, streamed to members connected to
 * another). A notice is a small JSON value on a topic (`community:3`); it says *that* something
 * changed, and the subscriber reads *what* from the database, so a lost notice costs only delay:
 * after a reconnection the bus tells its subscribers to catch up (`onResync`).
 *
 * - Embedded (PGlite): one process, an in-process emitter.
 * - PostgreSQL (DATABASE_URL): `pg_notify` on one channel, and one dedicated connection per process
 *   that LISTENs to it (reconnected with back-off when it is lost). Every process, the publisher
 *   included, receives each notice from PostgreSQL.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DatabaseConfig } from './config';
import type { Db } from './db';
import type { Json } from './schema';

/** The PostgreSQL channel every process listens to. */
export const LIVE_CHANNEL = 'wegrow_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; notices stay well below. */
export const MAX_NOTICE_BYTES = 7900;
/** The listening connection's `application_name` (to find it in `pg_stat_activity`). */
export const LISTENER_APPLICATION_NAME = 'wegrow-live';

export type Listener = (notice: Json) => void;

export interface LiveBus {
  readonly kind: 'memory' | 'postgres';
  /** Sends a notice to every subscriber of the topic, in every process. */
  publish(topic: string, notice: Json): Promise<void>;
  /** Receives the topic's notices until the returned function is called. */
  subscribe(topic: string, listener: Listener): () => void;
  /** Called after the bus was disconnected and is back: notices may have been missed meanwhile. */
  onResync(listener: () => void): () => void;
  /** Called first when the bus closes (before the server stops), e.g. to end open streams. */
  onClose(listener: () => void | Promise<void>): void;
  close(): Promise<void>;
}

interface Envelope {
  topic: string;
  notice: Json;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'topic' in value &&
    typeof value.topic === 'string' &&
    'notice' in value
  );
}

/** The subscribers of one process, by topic. */
class Subscriptions {
  private readonly byTopic = new Map<string, Set<Listener>>();
  private readonly resyncs = new Set<() => void>();
  private readonly closers: (() => void | Promise<void>)[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  add(topic: string, listener: Listener): () => void {
    let listeners = this.byTopic.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.byTopic.set(topic, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.byTopic.get(topic) === listeners) this.byTopic.delete(topic);
    };
  }

  deliver(topic: string, notice: Json): void {
    for (const listener of [...(this.byTopic.get(topic) ?? [])]) {
      try {
        listener(notice);
      } catch (error) {
        this.log.error({ err: error, topic }, 'live notice listener failed');
      }
    }
  }

  onResync(listener: () => void): () => void {
    this.resyncs.add(listener);
    return () => this.resyncs.delete(listener);
  }

  resync(): void {
    for (const listener of [...this.resyncs]) {
      try {
        listener();
      } catch (error) {
        this.log.error({ err: error }, 'live resync listener failed');
      }
    }
  }

  onClose(listener: () => void | Promise<void>): void {
    this.closers.push(listener);
  }

  async close(): Promise<void> {
    for (const closer of this.closers.splice(0)) await closer();
    this.byTopic.clear();
    this.resyncs.clear();
  }
}

function encode(topic: string, notice: Json): string {
  const payload = JSON.stringify({ topic, notice } satisfies Envelope);
  if (Buffer.byteLength(payload) > MAX_NOTICE_BYTES)
    throw new Error(`A live notice must be at most ${MAX_NOTICE_BYTES} bytes (topic ${topic}).`);
  return payload;
}

/** The embedded bus: one process, notices delivered in the next microtask (as a copy). */
export function memoryLiveBus(log: FastifyBaseLogger): LiveBus {
  const subscriptions = new Subscriptions(log);
  let closed = false;
  return {
    kind: 'memory',
    async publish(topic, notice) {
      const payload = encode(topic, notice);
      if (closed) return;
      queueMicrotask(() => {
        const parsed: unknown = JSON.parse(payload);
        if (isEnvelope(parsed)) subscriptions.deliver(parsed.topic, parsed.notice);
      });
    },
    subscribe: (topic, listener) => subscriptions.add(topic, listener),
    onResync: (listener) => subscriptions.onResync(listener),
    onClose: (listener) => subscriptions.onClose(listener),
    async close() {
      closed = true;
      await subscriptions.close();
    },
  };
}

export interface PostgresLiveOptions {
  /** The PostgreSQL URL (the listening connection's own). */
  url: string;
  /** Publishes through the application's pool. */
  db: Db;
  log: FastifyBaseLogger;
  /** First and longest wait before reconnecting (doubling in between). */
  reconnectMs?: { first: number; max: number };
}

/** The PostgreSQL bus: NOTIFY through the pool, LISTEN on a dedicated, self-healing connection. */
export class PostgresLiveBus implements LiveBus {
  readonly kind = 'postgres';
  private readonly subscriptions: Subscriptions;
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private delay: number;
  private connecting: Promise<void> | null = null;
  private everConnected = false;

  constructor(private readonly options: PostgresLiveOptions) {
    this.subscriptions = new Subscriptions(options.log);
    this.delay = options.reconnectMs?.first ?? 500;
  }

  /** Connects the listener; when that fails, keeps trying in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Whether the listening connection is up (for tests and health). */
  get listening(): boolean {
    return this.client !== null;
  }

  async publish(topic: string, notice: Json): Promise<void> {
    const payload = encode(topic, notice);
    await this.options.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }

  subscribe(topic: string, listener: Listener): () => void {
    return this.subscriptions.add(topic, listener);
  }

  onResync(listener: () => void): () => void {
    return this.subscriptions.onResync(listener);
  }

  onClose(listener: () => void | Promise<void>): void {
    this.subscriptions.onClose(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.subscriptions.close();
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.options.log.warn(
        { err: error },
        'the live notices connection to PostgreSQL was lost; reconnecting',
      );
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || message.payload === undefined) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(message.payload);
      } catch {
        return;
      }
      if (isEnvelope(parsed)) this.subscriptions.deliver(parsed.topic, parsed.notice);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.delay = this.options.reconnectMs?.first ?? 500;
    if (this.everConnected)
      this.options.log.info('the live notices connection to PostgreSQL is back');
    this.everConnected = true;
    // Whatever was published while no connection listened (an outage, or a failed first
    // connection) was missed: subscribers read the current state again.
    this.subscriptions.resync();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, this.options.reconnectMs?.max ?? 30_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, wait);
    this.retryTimer.unref();
  }
}

/** The bus for the configured database: PostgreSQL's LISTEN/NOTIFY, else in-process. */
export async function createLiveBus(
  database: DatabaseConfig,
  db: Db,
  log: FastifyBaseLogger,
): Promise<LiveBus> {
  if (database.kind !== 'postgres') return memoryLiveBus(log);
  const bus = new PostgresLiveBus({ url: database.url, db, log });
  await bus.start();
  return bus;
}
