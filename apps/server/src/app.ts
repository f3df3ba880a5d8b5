import { join } from 'node:path';
import { contractDocument, operationById } from '@wegrow/contract';
import { PLATFORM_DETAILS, unsupportedMediaTypeDetail } from '@wegrow/contract/details';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { type Domains, domains } from './domains';
import { aiEngine, type AiProvider, createAiProvider } from './platform/ai';
import { AccessTokens } from './platform/auth';
import { AltchaCaptcha } from './platform/captcha';
import { type Clock, systemClock } from './platform/clock';
import { type Config, trustProxyOption } from './platform/config';
import {
  type Database,
  isDatabaseUnavailable,
  oneProcessAtATime,
  openDatabase,
} from './platform/db';
import { createDomains, type DomainServices } from './platform/domain';
import type { EmbeddedPostgresLoader } from './platform/embedded-postgres';
import { HttpError } from './platform/errors';
import { healthOperations } from './platform/health';
import { JobRunner } from './platform/jobs';
import { createLiveBus, type LiveBus } from './platform/live';
import { devMailboxTransport, Mailer, type MailTransport, smtpTransport } from './platform/mail';
import { unheldRoles } from './platform/roles';
import { registerOpenApi } from './platform/openapi';
import { Passwords } from './platform/passwords';
import { createRateLimiter, type RateLimiter } from './platform/rate-limit';
import { ResponseCache } from './platform/response-cache';
import { deriveKey, resolveJwtSecret } from './platform/secrets';
import {
  DOCS_CSP,
  registerSecurityHeaders,
  siteCspDirectives,
  withExtraSources,
} from './platform/security-headers';
import { blogPageHead } from './domains/blog/page-head';
import { loadSite, registerSite } from './platform/site';
import { TokenVersions } from './platform/token-versions';
import { type AppSchema, schema } from './schema';
import { seedDemoData } from './seed';

export interface BuildAppOptions {
  config: Config;
  /** The time source of every service (tests pass a fake clock). */
  clock?: Clock;
  /** Where mail goes (default: SMTP_URL, else the dev mailbox in DATA_DIR/mail). */
  mailTransport?: MailTransport;
  /** Pino options or false (default: `{ level: config.logLevel }`). */
  logger?: FastifyServerOptions['logger'];
  /** The AI provider (default: from the configuration, see `createAiProvider`). */
  ai?: AiProvider;
  /** Loads the embedded PostgreSQL (default: the npm package; tests inject one that fails). */
  loadEmbeddedPostgres?: EmbeddedPostgresLoader;
  /**
   * An open database (of `config.database`) to use instead of opening one; its caller keeps it
   * open after the app closes. The tests reuse one per worker across their files: opening PGlite
   * from the template for each file cost about a second of CPU.
   */
  database?: Database<AppSchema>;
  /** Password hashing (default: argon2id at `PASSWORD_COST`; the tests pass a cheaper one). */
  passwords?: Passwords;
}

/** The platform's parts, exposed on the instance for the seed, scripts and tests. */
export interface PlatformServices {
  config: Config;
  clock: Clock;
  database: Database<AppSchema>;
  captcha: AltchaCaptcha;
  mailer: Mailer;
  limiter: RateLimiter;
  tokens: AccessTokens;
  ai: AiProvider;
  /** The job queue and, unless JOBS_WORKER=false, its worker in this process. */
  jobs: JobRunner;
  /** Live notices between the server processes (chat streams). */
  live: LiveBus;
  /** The cached public reads' answers (platform/response-cache.ts). */
  responses: ResponseCache;
  /** operationIds that answer 501 because their domain is not built yet. */
  unimplemented: string[];
}

/** The platform's parts and each domain's service by its name (`services.inbox`, `services.auth`…). */
export type AppServices = PlatformServices & DomainServices<Domains>;

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Largest JSON body accepted anywhere (routes may allow more, e.g. the avatar upload). */
export const BODY_LIMIT = 1024 * 1024;
/** A request must be complete within this time. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Secrets that travel in query strings (the reset link's token) never reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|refresh_token|access_token)=)[^&#]*/gi, '$1[redacted]');
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}

/** Builds the WeGrow server: the API under /api (from openapi/openapi.yaml) and the built site beside it. */
export async function buildApp({
  config,
  clock = systemClock,
  mailTransport,
  logger = { level: config.logLevel },
  ai: aiOption,
  loadEmbeddedPostgres,
  database: openedDatabase,
  passwords = new Passwords(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { req: serializeRequest, ...logger.serializers } }
        : logger,
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: trustProxyOption(config.trustProxy),
    // While closing, a request that arrives on a connection already open (a proxy's kept-alive
    // connection) is answered as usual, with `Connection: close`, instead of Fastify's own 503
    // body: the proxy then opens its next connection to another replica, and no request fails
    // during a rolling restart. New connections are refused from the start of the close.
    return503OnClosing: false,
    // Errors the router raises before any route (a bad percent-encoding, a path segment over the
    // router's limit) leave as { detail } too, not as Fastify's own body.
    frameworkErrors: (error, _request, frameworkReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // Fastify types this reply with the default schema's generics; it is an ordinary reply.
      const reply = frameworkReply as unknown as FastifyReply;
      void reply
        .status(tooLong ? 414 : 400)
        .send({ detail: tooLong ? PLATFORM_DETAILS.pathTooLong : PLATFORM_DETAILS.badUrl });
    },
  });

  // The built site is read once, at start: its inline scripts' hashes go into the CSP.
  const site = loadSite(config.siteDir);
  // Before anything else, so that every answer carries the security headers.
  await registerSecurityHeaders(
    app,
    withExtraSources(siteCspDirectives(site?.inlineScriptHashes ?? []), config.cspExtra),
  );

  // Every error leaves as { detail } with its status; a stack trace never reaches the client.
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      void reply.status(error.statusCode).headers(error.headers).send({ detail: error.detail });
      return;
    }
    let status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    let detail = error.message;
    // A value that breaks the contract's schema: 422 with the sentence the formatter made.
    if (error.code === 'FST_ERR_VALIDATION') status = 422;
    else if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    )
      detail = PLATFORM_DETAILS.invalidJson;
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      detail =
        request.routeOptions.config.tooLargeDetail ??
        `The request body must be at most ${request.routeOptions.bodyLimit ?? BODY_LIMIT} bytes.`;
    else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const operationId = request.routeOptions.config.operationId;
      detail = unsupportedMediaTypeDetail(
        request.headers['content-type']?.split(';')[0]?.trim().toLowerCase(),
        operationId ? operationById(operationId).body.mediaTypes : [],
      );
    } else if (status >= 500 && isDatabaseUnavailable(error)) {
      // The database is away (restarting, unreachable): 503 with a sentence, and the pool
      // reconnects by itself once it is back.
      request.log.warn({ err: error }, 'database unavailable');
      void reply
        .status(503)
        .header('Retry-After', '5')
        .send({ detail: PLATFORM_DETAILS.databaseUnavailable });
      return;
    } else if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      detail = 'Internal server error';
    }
    void reply.status(status).send({ detail });
  });

  const database =
    openedDatabase ??
    (await openDatabase(config.database, schema, {
      log: (line) => app.log.warn(line),
      ...(loadEmbeddedPostgres ? { loadEmbeddedPostgres } : {}),
    }));
  // A database given by the caller stays the caller's to close (and was opened before).
  if (!openedDatabase) {
    if (database.origin === 'template')
      app.log.info('new embedded database created from the migrated template');
    else if (database.origin === 'initdb' && database.engine === 'embedded-postgres')
      app.log.info(`new embedded PostgreSQL database created in ${database.dir ?? ''}`);
    else if (database.origin === 'initdb')
      app.log.info(
        'new embedded database created with initdb (no template for these migrations: `pnpm --filter @wegrow/server run build` writes one)',
      );
    app.addHook('onClose', async () => {
      await database.close();
    });
  }

  try {
    const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
    const { db } = database;
    const tokens = new AccessTokens(secret, clock, new TokenVersions(db, clock));
    const limiter = createRateLimiter(database.kind, db, clock, (error) =>
      app.log.warn({ err: error }, 'the batched rate-limit counts could not be written yet'),
    );
    app.addHook('onClose', () => limiter.close());
    const mailer = new Mailer(
      mailTransport ??
        (config.smtpUrl
          ? smtpTransport(config.smtpUrl)
          : devMailboxTransport(join(config.dataDir, 'mail'), clock, app.log)),
      config.mailFrom,
      app.log,
    );
    app.addHook('onClose', () => mailer.flush());
    const captcha = new AltchaCaptcha(
      db,
      clock,
      secret,
      config.captchaDifficulty,
      config.captchaTtlMs,
    );
    const ai = aiOption ?? createAiProvider(config, app.log.child({ module: 'ai' }));
    const jobs = new JobRunner({
      db,
      clock,
      log: app.log.child({ module: 'jobs' }),
      pollMs: config.jobsPollMs,
    });
    const live = await createLiveBus(config.database, db, app.log.child({ module: 'live' }));
    // Before the server stops accepting: open streams end (their clients reconnect elsewhere),
    // or the server would wait for them forever.
    app.addHook('preClose', () => live.close());
    const responses = new ResponseCache(clock, live, {
      onError: (error) =>
        app.log.warn(
          { err: error },
          'the other processes could not be told to drop cached answers',
        ),
    });
    app.addHook('onClose', () => responses.close());
    const created = createDomains(domains, {
      db,
      clock,
      config,
      log: app.log,
      limiter,
      mailer,
      passwords,
      tokens,
      captcha,
      ai,
      jobs,
      live,
      responses,
      deriveKey: (purpose) => deriveKey(secret, purpose),
    });
    for (const job of created.jobs) jobs.register(job);
    // JOBS_SCHEDULES=false (the end-to-end servers): the kinds run when queued, never by the clock.
    if (config.jobsSchedules) for (const scheduled of created.schedules) jobs.schedule(scheduled);
    // onClose hooks run last-added first: the worker stops (waiting for the jobs under way) before
    // the mail is flushed and the database closes.
    app.addHook('onClose', () => jobs.stop());

    // Usernames chosen before look-alikes were compared (migration 0016), or stored under an
    // earlier rule of the skeleton (issue 41), get the current one.
    await created.services.account.fillUsernameSkeletons((userId) =>
      app.log.warn(
        { userId },
        'this username looks like an older one: both are kept, the older one holds the look-alike key',
      ),
    );

    if (
      config.seedDemoData &&
      (await oneProcessAtATime(database, () => seedDemoData(db, config, created.services, clock())))
    )
      app.log.info('demo data loaded (see apps/server/README.md for the demo accounts)');

    // Only a verified account holds a role: say which role addresses nobody holds yet.
    for (const { variable, address } of await unheldRoles(db, config))
      app.log.warn(
        { variable, address },
        `${variable}: no verified account has ${address}, so nobody holds this role until its owner signs up with it and opens the link mailed to it`,
      );

    const services: AppServices = {
      config,
      clock,
      database,
      captcha,
      mailer,
      limiter,
      tokens,
      ai,
      jobs,
      live,
      responses,
      unimplemented: [],
      ...created.services,
    };
    app.decorate('services', services);
    app.decorateRequest('user', null);

    await app.register(
      async (api) => {
        api.addHook('onRequest', async (request) => {
          // Health checks (a load balancer polls often, from one address) are not counted, and
          // so still answer when the counters' database is away.
          if (request.routeOptions.config.operationId === 'getHealth') return;
          await limiter.hit(`global:ip:${request.ip}`, config.rateLimits.global);
        });
        services.unimplemented = await registerOpenApi(api, {
          tokens,
          responses,
          operations: [healthOperations(database, aiEngine(ai)), ...created.operations],
        });
        api.setNotFoundHandler((request, reply) => {
          void reply
            .status(404)
            .send({ detail: `No API route for ${request.method} ${request.url}` });
        });
      },
      { prefix: '/api' },
    );

    // The contract, browsable at /api/docs (JSON at /api/docs/json).
    const document = contractDocument as unknown as StaticDocumentSpec['document'];
    await app.register(fastifySwagger, { mode: 'static', specification: { document } });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

    // The built site, its page fallback (200 or 404) and /robots.txt.
    await registerSite(app, site, (path) => blogPageHead(created.services.blog, path));

    await app.ready();
    if (config.jobsWorker) jobs.start();
    app.log.info(
      `AI texts by ${ai.name === 'local' ? 'the built-in local engine' : `the model ${ai.name} (AI_BASE_URL)`}; job worker ${config.jobsWorker ? 'on' : 'off (JOBS_WORKER=false)'}`,
    );
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
