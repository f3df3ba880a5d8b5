/**
 * The parliament bill service: openparliament.ca's public JSON API (`BILLS_SOURCE_URL`), read
 * through the guarded outbound fetch (platform/safe-fetch.ts). The list (`/bills/?format=json`,
 * `objects[]`: session, number, name, introduced, url) lacks the short title, the status and the
 * sponsor, so each bill's detail is read too (`short_title`, `status`, `sponsor_politician_url`),
 * and each sponsor's name from the politician's page. A detail or sponsor that fails leaves those
 * fields null; only a failing list fails the fetch. Everything is mapped to the contract's `Bill`.
 */
import type { components } from '@wegrow/api/schema';
import { isJsonObject } from '@wegrow/contract';
import { DEFAULT_TIMEOUT_MS, safeFetch } from '../../platform/safe-fetch';

/** A bill as the API shows it (contract schema `Bill`). */
export type Bill = components['schemas']['Bill'];

/** How many bills are listed (the newest of the service's list). */
export const BILLS_LISTED = 20;
/** The list's largest body; a detail's or a politician's. */
const LIST_MAX_BYTES = 2 * 1024 * 1024;
const DETAIL_MAX_BYTES = 512 * 1024;
/** One refresh, list and details together, ends within this time (details late by then are left out). */
export const REFRESH_BUDGET_MS = 15_000;
/** How the server names itself to the service. */
const USER_AGENT = 'Mozilla/5.0 (compatible; WeGrow bills)';
/** Details fetched at once. */
const CONCURRENCY = 4;

export interface BillSourceOptions {
  /** BILLS_SOURCE_URL, without a trailing slash. */
  baseUrl: string;
  /** IMPORT_ALLOWED_HOSTS: the only hosts allowed past the address checks. */
  allowedHosts: ReadonlySet<string>;
  /** Per-fetch time limit (default 10 s; never beyond what is left of `REFRESH_BUDGET_MS`). */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

/** A text field, or the English of a bilingual `{en, fr}` one; null when empty or absent. */
function textOf(value: unknown): string | null {
  const text = isJsonObject(value) ? value['en'] : value;
  if (typeof text !== 'string') return null;
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed.slice(0, 1000);
}

const SESSION = /^\d{1,3}-\d{1,2}$/;
const NUMBER = /^[A-Z]-\d{1,4}[A-Z]?$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The full bill's address: LEGISinfo for a well-formed session and number, else openparliament.ca. */
export function billUrl(session: string, number: string, path: unknown): string {
  if (SESSION.test(session) && NUMBER.test(number))
    return `https://www.parl.ca/legisinfo/en/bill/${session}/${number.toLowerCase()}`;
  if (typeof path === 'string' && /^\/bills\/[\w/-]+$/.test(path))
    return `https://openparliament.ca${path}`;
  return 'https://openparliament.ca/bills/';
}

/** One entry of the list as a bill, without what only the detail has; null when unusable. */
export function billFromListItem(item: unknown): { bill: Bill; detailPath: string | null } | null {
  if (!isJsonObject(item)) return null;
  const session = textOf(item['session']);
  const number = textOf(item['number']);
  if (!session || !number) return null;
  const introduced = textOf(item['introduced']);
  const path = item['url'];
  return {
    bill: {
      short_title: null,
      title: textOf(item['name']),
      number,
      sponsor: { name: null },
      status: null,
      session,
      introduced: introduced && DAY.test(introduced) ? introduced : null,
      url: billUrl(session, number, path),
    },
    detailPath: typeof path === 'string' && path.startsWith('/') ? path : null,
  };
}

/** What the detail adds: the short title, the status, the sponsor's page. */
export function detailFields(detail: unknown): {
  shortTitle: string | null;
  status: string | null;
  sponsorPath: string | null;
} {
  if (!isJsonObject(detail)) return { shortTitle: null, status: null, sponsorPath: null };
  const sponsor = detail['sponsor_politician_url'];
  return {
    shortTitle: textOf(detail['short_title']),
    status: textOf(detail['status']) ?? textOf(detail['status_code']),
    sponsorPath: typeof sponsor === 'string' && sponsor.startsWith('/') ? sponsor : null,
  };
}

/** Runs `work` over `items`, at most `limit` at once, keeping their order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export class BillSource {
  constructor(private readonly options: BillSourceOptions) {}

  /** The current bills, mapped; throws (a `SafeFetchError` or a `SyntaxError`) when the list fails. */
  async fetchBills(): Promise<Bill[]> {
    const deadline = Date.now() + REFRESH_BUDGET_MS;
    const list = await this.json(
      `/bills/?format=json&limit=${BILLS_LISTED}`,
      LIST_MAX_BYTES,
      deadline,
    );
    const objects = isJsonObject(list) ? list['objects'] : undefined;
    if (!Array.isArray(objects)) throw new SyntaxError('The bill list has no objects.');
    const entries = objects
      .slice(0, BILLS_LISTED)
      .map(billFromListItem)
      .filter((entry) => entry !== null);

    const sponsors = new Map<string, Promise<string | null>>();
    const sponsorName = (path: string) => {
      let name = sponsors.get(path);
      if (!name) {
        name = this.optionalJson(path, deadline).then((page) =>
          isJsonObject(page) ? textOf(page['name']) : null,
        );
        sponsors.set(path, name);
      }
      return name;
    };

    return mapLimited(entries, CONCURRENCY, async ({ bill, detailPath }) => {
      if (!detailPath) return bill;
      const { shortTitle, status, sponsorPath } = detailFields(
        await this.optionalJson(detailPath, deadline),
      );
      return {
        ...bill,
        short_title: shortTitle,
        status,
        sponsor: { name: sponsorPath ? await sponsorName(sponsorPath) : null },
      };
    });
  }

  /** A detail or a politician: null when it cannot be had (the bill keeps its list fields). */
  private async optionalJson(path: string, deadline: number): Promise<unknown> {
    try {
      return await this.json(
        `${path}${path.includes('?') ? '&' : '?'}format=json`,
        DETAIL_MAX_BYTES,
        deadline,
      );
    } catch {
      return null;
    }
  }

  private async json(path: string, maxBytes: number, deadline: number): Promise<unknown> {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error('The time for fetching the bills is up.');
    const page = await safeFetch(`${this.options.baseUrl}${path}`, {
      accept: ['application/json'],
      maxBytes,
      timeoutMs: Math.min(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS, left),
      allowedHosts: this.options.allowedHosts,
      userAgent: USER_AGENT,
    });
    return JSON.parse(page.body.toString('utf8')) as Json;
  }
}
