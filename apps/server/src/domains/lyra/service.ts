import { createHash } from 'node:crypto';
import type { components } from '@wegrow/api/schema';
import {
  LYRA_ANONYMOUS_USER_ID,
  LYRA_CHAT_LOG_SIZE,
  LYRA_DETAILS,
  LYRA_DREAMS_SHOWN,
  LYRA_FACTS_MAX,
  LYRA_HISTORY_SIZE,
  isRandomVisitorId,
  lyraFactsIn,
  type LyraFactText,
} from '@wegrow/contract/lyra';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound, unprocessable } from '../../platform/errors';
import {
  aiFailureAnswer,
  AiProviderError,
  type AiProvider,
  generate,
  lyraChatPrompt,
} from '../../platform/ai';
import { DEFAULT_DREAMS, DEFAULT_SOUL } from './defaults';
import {
  lyraChat,
  type LyraChatRow,
  lyraDreams,
  lyraFacts,
  type LyraFactRow,
  lyraSoul,
} from './schema';

export type LyraChatEntry = components['schemas']['LyraChatEntry'];
export type LyraFact = components['schemas']['LyraFact'];
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

function toFact(row: LyraFactRow): LyraFact {
  return { id: row.id, kind: row.kind, text: row.text, created_at: row.createdAt.toISOString() };
}

/** A word of `text`, whole, in any case ("Sam" in "Hello sam!", not in "Samuel"). */
function hasWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * Whether an exchange tells or repeats a fact: its message states it (`lyraFactsIn`), or the
 * message or reply holds it (a name: any of its words; else its whole text, in any case).
 */
function tellsOf(exchange: { message: string; reply: string }, fact: LyraFactText): boolean {
  const same = (text: string) => text.toLowerCase() === fact.text.toLowerCase();
  if (lyraFactsIn(exchange.message).some((told) => told.kind === fact.kind && same(told.text)))
    return true;
  const both = `${exchange.message}\n${exchange.reply}`;
  if (fact.kind === 'name')
    return fact.text.split(/\s+/).some((word) => word.length > 1 && hasWord(both, word));
  return both.toLowerCase().includes(fact.text.toLowerCase());
}

/** Who owns a log and its facts: `user:<id>` (and the user's id) or `visitor:<sha-256>`. */
interface Owner {
  key: string;
  userId: number | null;
}

/** The owner key of a member's log and facts. */
const memberKey = (userId: number) => `user:${String(userId)}`;

/**
 * Lyra: her soul and dreams (kept in the database, the defaults written on first use), and her
 * replies, written by the AI provider with her soul as the system prompt and the caller's recent
 * exchanges as the conversation. Each caller's log is their own: a signed-in user's, or a visitor's
 * named by their random id (stored only as its SHA-256); a caller with neither keeps nothing.
 * What a caller's consented messages tell about them (a name, what they grow, a goal: the
 * contract's `lyraFactsIn`) she remembers, uses in her replies, and forgets when asked.
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
    return (await this.recent(owner.key, LYRA_CHAT_LOG_SIZE)).map(toEntry);
  }

  /** What she remembers of the caller, in the order she heard it; empty for nobody known. */
  async facts(speaker: Speaker): Promise<LyraFact[]> {
    const owner = this.ownerOf(speaker);
    if (!owner) return [];
    return (await this.factRows(owner.key)).map(toFact);
  }

  /**
   * Forgets one of the caller's facts; 404 when it is not theirs (or gone). The exchanges of their
   * log that tell or repeat it stay in the log but are never again sent as the conversation (a
   * configured model would otherwise read the forgotten name in the recent messages).
   */
  async forget(speaker: Speaker, factId: number): Promise<void> {
    const owner = this.ownerOf(speaker);
    if (!owner) throw notFound(LYRA_DETAILS.factNotFound);
    await this.db.transaction(async (tx) => {
      const [fact] = await tx
        .delete(lyraFacts)
        .where(and(eq(lyraFacts.id, factId), eq(lyraFacts.owner, owner.key)))
        .returning({ kind: lyraFacts.kind, text: lyraFacts.text });
      if (!fact) throw notFound(LYRA_DETAILS.factNotFound);
      const exchanges = await tx
        .select({ id: lyraChat.id, message: lyraChat.message, reply: lyraChat.reply })
        .from(lyraChat)
        .where(and(eq(lyraChat.owner, owner.key), eq(lyraChat.forgotten, false)))
        .orderBy(desc(lyraChat.createdAt), desc(lyraChat.id))
        .limit(LYRA_CHAT_LOG_SIZE);
      const told = exchanges.filter((exchange) => tellsOf(exchange, fact)).map(({ id }) => id);
      if (told.length > 0)
        await tx.update(lyraChat).set({ forgotten: true }).where(inArray(lyraChat.id, told));
    });
  }

  /** Deletes a leaving member's log (their facts go with their account's row). */
  async eraseMember(userId: number): Promise<void> {
    await this.db.delete(lyraChat).where(eq(lyraChat.owner, memberKey(userId)));
  }

  /** Lyra's reply; kept in the caller's log (and its facts remembered) when they consent and can be told apart. */
  async talk(speaker: Speaker, input: LyraChatRequest): Promise<LyraChatEntry> {
    const owner = this.ownerOf(speaker);
    const message = input.message.trim();
    const keep = owner !== null && input.userConsent === true;
    if (owner && keep) await this.remember(owner, lyraFactsIn(message));
    // The recent exchanges, less those that tell a fact the caller made her forget.
    const history = owner
      ? (await this.recent(owner.key, LYRA_HISTORY_SIZE)).filter((row) => !row.forgotten).reverse()
      : [];
    // Without consent she still hears this message's facts for this one reply, and keeps none.
    const known: LyraFactText[] = owner ? await this.factRows(owner.key) : [];
    const facts = keep ? known : [...known, ...lyraFactsIn(message)];
    let completion;
    try {
      completion = await generate(this.ai, lyraChatPrompt, {
        soul: await this.soul(),
        history: history.map(({ message: said, reply }) => ({ message: said, reply })),
        facts: facts.map(({ kind, text }) => ({ kind, text })),
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
    if (owner && keep)
      await this.db.insert(lyraChat).values({
        owner: owner.key,
        speaker: entry.user_id,
        message,
        reply: entry.reply,
        source: entry.source,
        createdAt: new Date(entry.timestamp),
      });
    return entry;
  }

  /** The log a caller owns; a visitor id that is not random is refused (422). */
  private ownerOf({ user, visitorId }: Speaker): Owner | null {
    if (user) return { key: memberKey(user.id), userId: user.id };
    if (visitorId === undefined) return null;
    if (!isRandomVisitorId(visitorId)) throw unprocessable(LYRA_DETAILS.visitorIdInvalid);
    return { key: `visitor:${createHash('sha256').update(visitorId).digest('hex')}`, userId: null };
  }

  private factRows(owner: string): Promise<LyraFactRow[]> {
    return this.db
      .select()
      .from(lyraFacts)
      .where(eq(lyraFacts.owner, owner))
      .orderBy(asc(lyraFacts.id))
      .limit(LYRA_FACTS_MAX);
  }

  /**
   * Keeps what a message told: a new name replaces the old one; what they grow and their goals
   * are added unless already known (any case), up to LYRA_FACTS_MAX in all.
   */
  private async remember(owner: Owner, heard: readonly LyraFactText[]): Promise<void> {
    if (heard.length === 0) return;
    const createdAt = this.clock();
    await this.db.transaction(async (tx) => {
      const known = await tx
        .select()
        .from(lyraFacts)
        .where(eq(lyraFacts.owner, owner.key))
        .orderBy(asc(lyraFacts.id));
      let count = known.length;
      for (const fact of heard) {
        if (fact.kind === 'name') {
          const names = known.filter((row) => row.kind === 'name');
          if (names.some((row) => row.text === fact.text)) continue;
          for (const row of names) await tx.delete(lyraFacts).where(eq(lyraFacts.id, row.id));
          count -= names.length;
        } else if (
          known.some(
            (row) => row.kind === fact.kind && row.text.toLowerCase() === fact.text.toLowerCase(),
          )
        )
          continue;
        if (count >= LYRA_FACTS_MAX) continue;
        const [row] = await tx
          .insert(lyraFacts)
          .values({ owner: owner.key, userId: owner.userId, ...fact, createdAt })
          .returning();
        if (row) known.push(row);
        count += 1;
      }
    });
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
