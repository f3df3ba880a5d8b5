import { createHash } from 'node:crypto';
import type { components } from '@wegrow/api/schema';
import {
  LYRA_ANONYMOUS_USER_ID,
  LYRA_CHAT_LOG_SIZE,
  LYRA_DETAILS,
  LYRA_DREAMS_SHOWN,
  LYRA_HISTORY_SIZE,
  isRandomVisitorId,
} from '@wegrow/contract/lyra';
import { desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { unprocessable } from '../../platform/errors';
import {
  aiFailureAnswer,
  AiProviderError,
  type AiProvider,
  generate,
  lyraChatPrompt,
} from '../../platform/ai';
import { DEFAULT_DREAMS, DEFAULT_SOUL } from './defaults';
import { lyraChat, type LyraChatRow, lyraDreams, lyraSoul } from './schema';

export type LyraChatEntry = components['schemas']['LyraChatEntry'];
export type LyraSoul = components['schemas']['LyraSoul'];
type LyraChatRequest = components['schemas']['LyraChatRequest'];

/** Who is talking: a signed-in user, a visitor with their random id, or nobody known. */
export interface Speaker {
  user: AuthUser | null;
  /** The `X-Lyra-Visitor` header, when sent (ignored with a token). */
  visitorId: string | undefined;
}

const SOUL_ID = 1;

function toEntry(row: LyraChatRow): LyraChatEntry {
  return {
    user_id: row.speaker,
    message: row.message,
    reply: row.reply,
    timestamp: row.createdAt.toISOString(),
    source: row.source,
  };
}

/**
 * Lyra: her soul and dreams (kept in the database, the defaults written on first use), and her
 * replies, written by the AI provider with her soul as the system prompt and the caller's recent
 * exchanges as the conversation. Each caller's log is their own: a signed-in user's, or a visitor's
 * named by their random id (stored only as its SHA-256); a caller with neither keeps nothing.
 */
export class LyraService {
  private seeded: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ai: AiProvider,
  ) {}

  async soul(): Promise<LyraSoul> {
    await this.ensureDefaults();
    const [row] = await this.db.select().from(lyraSoul).where(eq(lyraSoul.id, SOUL_ID));
    const soul = row ?? { ...DEFAULT_SOUL };
    return { tone: soul.tone, style: soul.style, beliefs: soul.beliefs, memory: soul.memory };
  }

  /** Her dreams, newest first. */
  async dreams(): Promise<string[]> {
    await this.ensureDefaults();
    const rows = await this.db
      .select({ text: lyraDreams.text })
      .from(lyraDreams)
      .orderBy(desc(lyraDreams.createdAt), desc(lyraDreams.id))
      .limit(LYRA_DREAMS_SHOWN);
    return rows.map((row) => row.text);
  }

  /** The caller's own log, newest first; empty for a caller who is neither signed in nor a visitor. */
  async chatLog(speaker: Speaker): Promise<LyraChatEntry[]> {
    const owner = this.ownerOf(speaker);
    if (!owner) return [];
    return (await this.recent(owner, LYRA_CHAT_LOG_SIZE)).map(toEntry);
  }

  /** Lyra's reply; kept in the caller's log when they consent and can be told apart. */
  async talk(speaker: Speaker, input: LyraChatRequest): Promise<LyraChatEntry> {
    const owner = this.ownerOf(speaker);
    const message = input.message.trim();
    const history = owner ? (await this.recent(owner, LYRA_HISTORY_SIZE)).reverse() : [];
    let completion;
    try {
      completion = await generate(this.ai, lyraChatPrompt, {
        soul: await this.soul(),
        history: history.map(({ message: said, reply }) => ({ message: said, reply })),
        message,
      });
    } catch (error) {
      if (error instanceof AiProviderError) throw aiFailureAnswer(error);
      throw error;
    }
    const entry: LyraChatEntry = {
      user_id: speaker.user ? String(speaker.user.id) : LYRA_ANONYMOUS_USER_ID,
      message,
      reply: completion.text,
      timestamp: this.clock().toISOString(),
      source: completion.source,
    };
    if (owner && input.userConsent === true)
      await this.db.insert(lyraChat).values({
        owner,
        speaker: entry.user_id,
        message,
        reply: entry.reply,
        source: entry.source,
        createdAt: new Date(entry.timestamp),
      });
    return entry;
  }

  /** The log a caller owns; a visitor id that is not random is refused (422). */
  private ownerOf({ user, visitorId }: Speaker): string | null {
    if (user) return `user:${user.id}`;
    if (visitorId === undefined) return null;
    if (!isRandomVisitorId(visitorId)) throw unprocessable(LYRA_DETAILS.visitorIdInvalid);
    return `visitor:${createHash('sha256').update(visitorId).digest('hex')}`;
  }

  private recent(owner: string, limit: number): Promise<LyraChatRow[]> {
    return this.db
      .select()
      .from(lyraChat)
      .where(eq(lyraChat.owner, owner))
      .orderBy(desc(lyraChat.createdAt), desc(lyraChat.id))
      .limit(limit);
  }

  /** Writes the default soul and dreams the first time (in any process: the soul's row decides). */
  private ensureDefaults(): Promise<void> {
    this.seeded ??= this.db
      .transaction(async (tx) => {
        const created = await tx
          .insert(lyraSoul)
          .values({ id: SOUL_ID, ...DEFAULT_SOUL })
          .onConflictDoNothing()
          .returning({ id: lyraSoul.id });
        if (created.length === 0) return;
        const start = this.clock().getTime() - DEFAULT_DREAMS.length * 86_400_000;
        await tx.insert(lyraDreams).values(
          DEFAULT_DREAMS.map((text, index) => ({
            text,
            createdAt: new Date(start + index * 86_400_000),
          })),
        );
      })
      .catch((error: unknown) => {
        this.seeded = null;
        throw error;
      });
    return this.seeded;
  }
}
