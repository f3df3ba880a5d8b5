/**
 * One registration per domain. A domain (`src/domains/<name>/index.ts`) is one `defineDomain` call:
 * its name, its Drizzle tables and a `create(deps)` that builds its service and its operations from
 * the platform's parts. `src/domains/index.ts` lists the domains; the app creates them in turn
 * (`createDomains`), routes their operations and exposes their services by name.
 *
 * A domain reaches another only through the other's service, asked for with `deps.serviceOf(otherDomain)`
 * (created first when needed; a cycle is an error).
 *
 * A domain with background work also returns its job handlers (`jobs: [handleJob(type, …)]`) and
 * scheduled kinds (`schedules`); it enqueues through `deps.jobs` and writes texts with `deps.ai`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from './ai';
import type { AccessTokens } from './auth';
import type { AltchaCaptcha } from './captcha';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db';
import type { JobQueue, RegisteredJob, ScheduledJob } from './jobs';
import type { LiveBus } from './live';
import type { ResponseCache } from './response-cache';
import type { Mailer } from './mail';
import type { Operations } from './operations';
import type { Passwords } from './passwords';
import type { RateLimiter } from './rate-limit';

/** A domain's Drizzle tables, as its `schema.ts` exports them (`import * as tables from './schema'`). */
export type Tables = Readonly<Record<string, unknown>>;

/** The platform's parts a domain builds on. */
export interface PlatformDeps {
  db: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  mailer: Mailer;
  passwords: Passwords;
  tokens: AccessTokens;
  captcha: AltchaCaptcha;
  /** The AI provider: the configured OpenAI-compatible one, else the built-in local engine. */
  ai: AiProvider;
  /** The background job queue (its worker runs in the server process unless JOBS_WORKER=false). */
  jobs: JobQueue;
  /** Live notices to every server process (PostgreSQL LISTEN/NOTIFY, or in-process on PGlite). */
  live: LiveBus;
  /** The cached public reads' answers: a change made outside a request drops its domain's. */
  responses: ResponseCache;
  /**
   * A key for one purpose (`'community-calendar'`…), derived from the server secret with
   * HMAC-SHA256; the secret itself never reaches a domain.
   */
  deriveKey(purpose: string): Buffer;
}

export interface DomainDeps extends PlatformDeps {
  /** The service of another domain of the list (e.g. `deps.serviceOf(inbox).notify(…)`). */
  serviceOf<S>(domain: Domain<string, S>): S;
}

/**
 * What `create` builds: the service other domains and the app use, the routed operations, and the
 * domain's job handlers and scheduled kinds, if any.
 */
export interface DomainParts<S> {
  service: S;
  operations: Operations;
  jobs?: readonly RegisteredJob[];
  schedules?: readonly ScheduledJob[];
}

export interface Domain<Name extends string = string, S = unknown, T extends Tables = Tables> {
  /** Unique; the service is `app.services[name]`. */
  readonly name: Name;
  readonly tables: T;
  create(deps: DomainDeps): DomainParts<S>;
}

/** Declares a domain (`src/domains/<name>/index.ts` exports the one call). */
export function defineDomain<const Name extends string, S, T extends Tables>(
  domain: Domain<Name, S, T>,
): Domain<Name, S, T> {
  return domain;
}

type AnyDomain = Domain<string, unknown, Tables>;
type ServiceOf<D> = D extends Domain<string, infer S, Tables> ? S : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** The services of a list of domains, by name. */
export type DomainServices<L extends readonly AnyDomain[]> = {
  [D in L[number] as D['name']]: ServiceOf<D>;
};

/** Every table of a list of domains, in one object (the Drizzle schema). */
export type DomainTables<L extends readonly AnyDomain[]> = UnionToIntersection<L[number]['tables']>;

/** Every table of the domains in one object; a table name exported twice is an error. */
export function tablesOf<const L extends readonly AnyDomain[]>(domains: L): DomainTables<L> {
  const all: Record<string, unknown> = {};
  for (const domain of domains)
    for (const [key, table] of Object.entries(domain.tables)) {
      if (key in all) throw new Error(`Two domains export a table named "${key}".`);
      all[key] = table;
    }
  // Built above from each domain's tables, so it is their intersection.
  return all as DomainTables<L>;
}

/**
 * Creates every domain of the list (in order, except that `serviceOf` creates a dependency first) and
 * gathers their services by name and their operations.
 */
export function createDomains<const L extends readonly AnyDomain[]>(
  domains: L,
  platform: PlatformDeps,
): {
  services: DomainServices<L>;
  operations: Operations[];
  jobs: RegisteredJob[];
  schedules: ScheduledJob[];
} {
  const listed = new Set<AnyDomain>(domains);
  const names = new Set<string>();
  for (const domain of domains) {
    if (names.has(domain.name)) throw new Error(`Two domains are named "${domain.name}".`);
    names.add(domain.name);
  }
  const created = new Map<AnyDomain, DomainParts<unknown>>();
  const creating: string[] = [];

  const create = (domain: AnyDomain): DomainParts<unknown> => {
    const done = created.get(domain);
    if (done) return done;
    if (creating.includes(domain.name))
      throw new Error(`Domains depend on each other: ${[...creating, domain.name].join(' → ')}.`);
    creating.push(domain.name);
    const parts = domain.create({
      ...platform,
      serviceOf<S>(other: Domain<string, S>): S {
        if (!listed.has(other))
          throw new Error(
            `${domain.name} uses ${other.name}, which is not in src/domains/index.ts.`,
          );
        // `other` is a Domain<string, S>, so what it created holds an S.
        return create(other).service as S;
      },
    });
    creating.pop();
    created.set(domain, parts);
    return parts;
  };

  const services: Record<string, unknown> = {};
  const operations: Operations[] = [];
  const jobs: RegisteredJob[] = [];
  const schedules: ScheduledJob[] = [];
  for (const domain of domains) {
    const parts = create(domain);
    services[domain.name] = parts.service;
    operations.push(parts.operations);
    jobs.push(...(parts.jobs ?? []));
    schedules.push(...(parts.schedules ?? []));
  }
  // Filled above with each domain's service under its name.
  return { services: services as DomainServices<L>, operations, jobs, schedules };
}
