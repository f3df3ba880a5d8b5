import { WE_DREAM_DETAILS, WE_DREAM_MESSAGES, DREAM_WINDOW_DAYS } from '@wegrow/contract/we-dream';
import { asc, desc, eq, gte } from 'drizzle-orm';
import {
  aiFailureAnswer,
  AiProviderError,
  type AiProvider,
  dreamCollectiveMantraPrompt,
  dreamMantraPrompt,
  dreamSummaryPrompt,
  type DreamText,
  generate,
  LocalEngine,
} from '../../platform/ai';
import { verbatimRun, withoutMarkup } from '../../platform/ai/verbatim';
import type { AuthUser } from '../../platform/auth';
import { holdsRole } from '../../platform/roles';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { forbidden, unprocessable } from '../../platform/errors';
import { dailyAtUtc } from '../../platform/jobs';
import { collectiveDreams, type CollectiveDreamRow, dreams } from './schema';
import {
  type CollectiveDream,
  type DreamEntry,
  type ManifestResponse,
  toCollectiveDream,
  toDreamEntry,
} from './views';

const DAY_MS = 24 * 3_600_000;

/** The nightly run: every day at 00:00 UTC. */
export const NIGHTLY_SCHEDULE = dailyAtUtc(0, 0);

/**
 * A nightly job runs within this time of its midnight when a server process was up then (the
 * worker's poll, two retries). Later, the midnight was missed: the run at start decides instead.
 */
export const ON_TIME_MS = 15 * 60_000;

/** At start, the Dream Machine runs when its last run is older than this. */
export const STALE_AFTER_MS = DAY_MS;

/**
 * A provider's public summary that repeats this many consecutive words of any dream quotes it: the
 * local engine's summary (which never does) is stored instead.
 */
export const QUOTED_RUN_WORDS = 6;

/** A blend reads at most this many dreams: the most recently saved (a model's prompt is finite). */
export const MAX_BLENDED_DREAMS = 100;

/**
 * Who asked for a blend: the nightly job, the check at a process's start (the last run was more
 * than 24 hours old), or an operator (the admin operation or the CLI).
 */
export type BlendTrigger = 'nightly' | 'start' | 'operator';

/** What an automatic run did. */
export type NightlyOutcome = 'blended' | 'skipped';

export interface DreamsSettings {
  /** OPERATOR_EMAILS, lower case: who may run the Dream Machine now. */
  operatorEmails: readonly string[];
}

export interface DreamsLog {
  info(details: object, message: string): void;
}

/**
 * We Dream and the Dream Machine: each user's one active dream, mantras written by the AI provider
 * while the client waits, and the blends of the dreams saved or changed in the last 7 days.
 */
export class DreamsService {
  /** When this process started (the slot of its start job). */
  readonly startedAt: Date;

  /** Writes the public summary when the provider's quotes a dream. */
  private readonly localEngine = new LocalEngine();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ai: AiProvider,
    private readonly settings: DreamsSettings,
    private readonly log: DreamsLog,
    /** Called after a blend is stored (the cached collective dream is then out of date). */
    private readonly onBlended: () => Promise<void> = async () => undefined,
  ) {
    this.startedAt = clock();
  }

  /** Whether the caller is an operator (a verified account with one of OPERATOR_EMAILS). */
  isOperator(user: AuthUser): boolean {
    return holdsRole(user, this.settings.operatorEmails);
  }

  /** The caller's active dream (`exists` false when none). */
  async mine(userId: number): Promise<DreamEntry> {
    const [row] = await this.db.select().from(dreams).where(eq(dreams.userId, userId));
    return toDreamEntry(row);
  }

  /** Creates or replaces the caller's dream; every save counts as a change for the blends. */
  async save(userId: number, input: DreamText): Promise<{ message: string }> {
    const vision = input.vision.trim();
    const mantra = input.mantra.trim();
    if (!vision) throw unprocessable(WE_DREAM_DETAILS.visionBlank);
    if (!mantra) throw unprocessable(WE_DREAM_DETAILS.mantraBlank);
    const now = this.clock();
    await this.db
      .insert(dreams)
      .values({ userId, vision, mantra, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: dreams.userId, set: { vision, mantra, updatedAt: now } });
    return { message: WE_DREAM_MESSAGES.saved };
  }

  /** Removes the caller's dream (harmless when there is none). */
  async clear(userId: number): Promise<{ message: string }> {
    await this.db.delete(dreams).where(eq(dreams.userId, userId));
    return { message: WE_DREAM_MESSAGES.cleared };
  }

  /** A mantra for a vision, from the AI provider; nothing is saved. 502/503 when the provider fails. */
  async manifest(text: string): Promise<ManifestResponse> {
    const vision = text.trim();
    if (!vision) throw unprocessable(WE_DREAM_DETAILS.visionBlank);
    try {
      const { text: mantra, source } = await generate(this.ai, dreamMantraPrompt, { text: vision });
      return { mantra, source };
    } catch (error) {
      if (error instanceof AiProviderError) throw aiFailureAnswer(error);
      throw error;
    }
  }

  /** The latest result (count 0 and no date before the first run). */
  async collective(): Promise<CollectiveDream> {
    return toCollectiveDream(await this.latest());
  }

  /** An operator's "run it now": 403 for anyone else, 502/503 when the provider fails. */
  async runNow(user: AuthUser): Promise<CollectiveDream> {
    if (!this.isOperator(user)) throw forbidden(WE_DREAM_DETAILS.onlyOperators);
    try {
      return await this.blend('operator');
    } catch (error) {
      if (error instanceof AiProviderError) throw aiFailureAnswer(error);
      throw error;
    }
  }

  /**
   * Blends the dreams saved or changed in the last 7 days (one per user, at most
   * `MAX_BLENDED_DREAMS`, the most recent) into a summary and a mantra, and stores the result. No
   * dream: count 0 and empty texts, without asking the provider. A nightly run stores its slot
   * once (a repeated job keeps the first result). Throws the provider's `AiProviderError`.
   */
  async blend(trigger: BlendTrigger, slot?: string): Promise<CollectiveDream> {
    const since = new Date(this.clock().getTime() - DREAM_WINDOW_DAYS * DAY_MS);
    const recent = await this.db
      .select({ vision: dreams.vision, mantra: dreams.mantra })
      .from(dreams)
      .where(gte(dreams.updatedAt, since))
      .orderBy(desc(dreams.updatedAt), asc(dreams.userId))
      .limit(MAX_BLENDED_DREAMS);
    // Oldest first: the order they are read in (stable for the same dreams).
    const blended = recent.reverse();
    const texts: { summary: string; mantra: string; source: string | null } = {
      summary: '',
      mantra: '',
      source: null,
    };
    if (blended.length > 0) {
      const summary = await this.publicSummary(blended);
      const mantra = await generate(this.ai, dreamCollectiveMantraPrompt, blended);
      Object.assign(texts, { summary: summary.text, mantra: mantra.text, source: summary.source });
    }
    const [row] = await this.db
      .insert(collectiveDreams)
      .values({
        ...texts,
        count: blended.length,
        trigger,
        slot: slot ?? null,
        createdAt: this.clock(),
      })
      .onConflictDoNothing({ target: collectiveDreams.slot })
      .returning();
    this.log.info({ trigger, slot, count: blended.length }, 'dream machine: blended');
    if (row) await this.onBlended();
    return toCollectiveDream(row ?? (await this.latest()));
  }

  /**
   * The nightly job of one slot (00:00 UTC): it blends when it runs on time, that is within
   * `ON_TIME_MS` of its midnight. A later run is one a process starting after a missed midnight
   * inserted: it does nothing, and the start job decides (`runAtStart`).
   */
  async runNightly(slot: string): Promise<NightlyOutcome> {
    const lateBy = this.clock().getTime() - Date.parse(slot);
    if (lateBy > ON_TIME_MS) {
      this.log.info({ slot }, 'dream machine: the night was missed; the start check decides');
      return 'skipped';
    }
    await this.blend('nightly', slot);
    return 'blended';
  }

  /**
   * The check at a process's start: blends when the last run is more than 24 hours old. Nothing
   * before the first run (the first blend happens at midnight, or when an operator runs it), and
   * nothing within `ON_TIME_MS` after midnight, when tonight's own job does the work.
   */
  async runAtStart(): Promise<NightlyOutcome> {
    const now = this.clock();
    if (now.getTime() - NIGHTLY_SCHEDULE.slotAt(now).getTime() <= ON_TIME_MS) return 'skipped';
    const latest = await this.latest();
    if (!latest || now.getTime() - latest.createdAt.getTime() <= STALE_AFTER_MS) return 'skipped';
    await this.blend('start');
    return 'blended';
  }

  /**
   * The summary shown to everyone: the provider's, without markup, unless it quotes a dream (a run
   * of `QUOTED_RUN_WORDS` words of a vision or a mantra); then the local engine's, which quotes none.
   */
  private async publicSummary(
    blended: readonly DreamText[],
  ): Promise<{ text: string; source: string }> {
    const summary = await generate(this.ai, dreamSummaryPrompt, blended);
    const text = withoutMarkup(summary.text);
    const sources = blended.flatMap(({ vision, mantra }) => [vision, mantra]);
    const quoted = verbatimRun(text, sources, QUOTED_RUN_WORDS);
    if (text !== '' && quoted === null) return { text, source: summary.source };
    this.log.info(
      { source: summary.source },
      'dream machine: the summary quoted a dream; the local summary is used',
    );
    return generate(this.localEngine, dreamSummaryPrompt, blended);
  }

  private async latest(): Promise<CollectiveDreamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(collectiveDreams)
      .orderBy(desc(collectiveDreams.createdAt), desc(collectiveDreams.id))
      .limit(1);
    return row;
  }
}
