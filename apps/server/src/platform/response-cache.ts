/**
 * The answers of the public reads that many people load (the blog, the forum's threads, the
 * collective dream, the bills), kept in each process's memory so a read is served without the
 * database: the same for every caller (those operations take no token), keyed by the URL.
 *
 * Invalidation, by tag (an operation's path segment: `blog`, `forum`, `we-dream`, `civic`):
 * - a successful write of that segment (`POST /blog`, `DELETE /forum/threads/3`…) drops the tag's
 *   answers once it has answered (platform/openapi.ts); a write that changes what every list shows
 *   (a username, an avatar) drops them all (`invalidatesAll` on the operation);
 * - what changes outside a request says so itself: the Dream Machine's nightly blend, the bills'
 *   refresh from the parliament service (`changed(tag)` from the service);
 * - every process hears it through the live bus (PostgreSQL NOTIFY with DATABASE_URL), and after the
 *   bus lost its connection (notices may be missed) every answer is dropped;
 * - a read that began before an invalidation is not kept (its answer may predate the write);
 * - and, as a floor under all of that, an answer is kept at most `RESPONSE_CACHE_TTL_MS`.
 *
 * Bounded: at most `maxBytes` of answers, the least recently stored dropped first.
 */
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { Clock } from './clock';
import type { LiveBus } from './live';

/** The live topic of the invalidations. */
export const RESPONSE_CACHE_TOPIC = 'response-cache';
/** The tag that means every tag. */
export const EVERY_TAG = '*';
/** The longest an answer is served from memory, invalidated or not. */
export const RESPONSE_CACHE_TTL_MS = 30_000;
/** The most bytes of answers a process keeps. */
export const RESPONSE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/** What the live bus carries: which tag changed, and in which process. */
interface Notice {
  tag: string;
  from: string;
}

function isNotice(value: unknown): value is Notice {
  return (
    typeof value === 'object' &&
    value !== null &&
    'tag' in value &&
    typeof value.tag === 'string' &&
    'from' in value &&
    typeof value.from === 'string'
  );
}

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  contentType: string;
  /** The body compressed once, for clients that accept it (answers of 1 KB or more). */
  br?: Buffer;
  gzip?: Buffer;
}

/** Answers smaller than this are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;

/** The answer as stored: its body in bytes, compressed both ways when it is large enough. */
export function cachedAnswer(body: string, etag: string, contentType: string): CachedAnswer {
  const bytes = Buffer.from(body);
  if (bytes.length < COMPRESS_FROM_BYTES) return { body: bytes, etag, contentType };
  return {
    body: bytes,
    etag,
    contentType,
    // Quality 5: most of brotli's gain at a fraction of its top setting's time.
    br: brotliCompressSync(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes),
  };
}

/** The encoding to send for an `Accept-Encoding` header: br, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

interface Entry extends CachedAnswer {
  tag: string;
  generation: number;
  storedAt: number;
  expiresAt: number;
  bytes: number;
}

const lifetimes = new WeakMap<FastifyReply, number>();

/**
 * For a cached read's handler: this answer may be kept at most `ms` (0: not at all) — e.g. the
 * bills until their copy is an hour old, and not a notice that the service is down.
 */
export function keepFor(reply: FastifyReply, ms: number): void {
  lifetimes.set(reply, Math.max(0, Math.min(ms, lifetimes.get(reply) ?? Infinity)));
}

/** How long the handler allowed its answer to be kept (undefined: the default). */
export function lifetimeOf(reply: FastifyReply): number | undefined {
  return lifetimes.get(reply);
}

/** Taken when a read begins: its answer is kept only if nothing of its tag changed meanwhile. */
export interface Stamp {
  tag: string;
  generation: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  /** Added to every tag's generation: moves when every answer is dropped. */
  private everything = 0;
  private bytes = 0;
  private readonly unsubscribe: (() => void)[];
  /** Tells this process's notices from the others'. */
  private readonly id = randomUUID();

  constructor(
    private readonly clock: Clock,
    private readonly bus: LiveBus,
    private readonly options: {
      ttlMs?: number;
      maxBytes?: number;
      onError?: (e: unknown) => void;
    } = {},
  ) {
    this.unsubscribe = [
      bus.subscribe(RESPONSE_CACHE_TOPIC, (notice) => {
        // This process's own notices come back too: it has dropped those answers already.
        if (isNotice(notice) && notice.from !== this.id) this.drop(notice.tag);
      }),
      bus.onResync(() => this.drop(EVERY_TAG)),
    ];
  }

  /** The tag's generation now (compare with a stamp). */
  private generationOf(tag: string): number {
    return this.everything + (this.generations.get(tag) ?? 0);
  }

  /** Call when a read begins. */
  stamp(tag: string): Stamp {
    return { tag, generation: this.generationOf(tag) };
  }

  /** The kept answer for this URL, if it is still current. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.clock().getTime();
    if (
      entry.generation !== this.generationOf(entry.tag) ||
      now < entry.storedAt ||
      now >= entry.expiresAt
    ) {
      this.remove(key, entry);
      return undefined;
    }
    return entry;
  }

  /**
   * Keeps a read's answer, unless its tag changed since the read began; at most `lifetimeMs`
   * (and never longer than the cache's own limit).
   */
  set(key: string, stamp: Stamp, answer: CachedAnswer, lifetimeMs = Infinity): void {
    if (stamp.generation !== this.generationOf(stamp.tag)) return;
    const lifetime = Math.min(lifetimeMs, this.options.ttlMs ?? RESPONSE_CACHE_TTL_MS);
    if (!(lifetime > 0)) return;
    const bytes =
      answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + key.length;
    const maxBytes = this.options.maxBytes ?? RESPONSE_CACHE_MAX_BYTES;
    if (bytes > maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const now = this.clock().getTime();
    this.entries.set(key, {
      ...answer,
      tag: stamp.tag,
      generation: stamp.generation,
      storedAt: now,
      expiresAt: now + lifetime,
      bytes,
    });
    this.bytes += bytes;
    for (const [oldKey, oldest] of this.entries) {
      if (this.bytes <= maxBytes) break;
      this.remove(oldKey, oldest);
    }
  }

  /**
   * What the tag's answers show has changed (after the commit): dropped here at once, and in
   * every other process when the notice arrives. A notice that cannot be sent (the database is
   * away) is reported; the other processes' copies then live out their time limit.
   */
  async changed(tag: string): Promise<void> {
    this.drop(tag);
    try {
      await this.bus.publish(RESPONSE_CACHE_TOPIC, { tag, from: this.id });
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** How many answers are kept (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }

  close(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
    this.drop(EVERY_TAG);
  }

  private drop(tag: string): void {
    if (tag === EVERY_TAG) {
      this.everything += 1;
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.remove(key, entry);
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
