import type { components } from '@wegrow/api/schema';
import { BILLS_CACHE_MS, CIVIC_DETAILS } from '@wegrow/contract/civic';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { SafeFetchError } from '../../platform/safe-fetch';
import { billsCache, type BillsCacheRow } from './schema';
import type { Bill } from './source';

/** The answer of `listParliamentBills` (contract schema `BillList`). */
export type BillList = components['schemas']['BillList'];

/** Where the bills come from (`BillSource`; the tests pass their own). */
export interface BillFetcher {
  fetchBills(): Promise<Bill[]>;
}

const CACHE_KEY = 'current';

/**
 * We Choose's bills: served from the database copy while it is younger than an hour, else
 * fetched again from the parliament service and stored. When the service cannot be reached the
 * last copy is served, marked stale; with no copy, an empty list. Either way with a `detail`,
 * never a 5xx. In one process, concurrent requests share one fetch.
 */
export class CivicService {
  private refreshing: Promise<BillList> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly source: BillFetcher,
    private readonly log: FastifyBaseLogger,
    /** Called after fresh bills are stored (the cached answers are then out of date). */
    private readonly onRefreshed: () => Promise<void> = async () => undefined,
  ) {}

  /** The service's clock, in milliseconds. */
  now(): number {
    return this.clock().getTime();
  }

  async bills(): Promise<BillList> {
    const cached = await this.cached();
    if (cached && this.clock().getTime() - cached.fetchedAt.getTime() < BILLS_CACHE_MS)
      return { objects: cached.bills, fetched_at: cached.fetchedAt.toISOString(), stale: false };
    this.refreshing ??= this.refresh(cached).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(cached: BillsCacheRow | null): Promise<BillList> {
    let bills: Bill[];
    try {
      bills = await this.source.fetchBills();
    } catch (error) {
      const why =
        error instanceof SafeFetchError
          ? { reason: error.reason, status: error.status, why: error.message }
          : { err: error };
      this.log.warn(why, 'the parliament bill service could not be reached');
      return cached
        ? {
            objects: cached.bills,
            fetched_at: cached.fetchedAt.toISOString(),
            stale: true,
            detail: CIVIC_DETAILS.sourceDown,
          }
        : { objects: [], fetched_at: null, stale: false, detail: CIVIC_DETAILS.noBills };
    }
    const fetchedAt = this.clock();
    await this.db
      .insert(billsCache)
      .values({ key: CACHE_KEY, bills, fetchedAt })
      .onConflictDoUpdate({ target: billsCache.key, set: { bills, fetchedAt } });
    await this.onRefreshed();
    return { objects: bills, fetched_at: fetchedAt.toISOString(), stale: false };
  }

  private async cached(): Promise<BillsCacheRow | null> {
    const [row] = await this.db.select().from(billsCache).where(eq(billsCache.key, CACHE_KEY));
    return row ?? null;
  }
}
