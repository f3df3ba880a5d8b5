/**
 * The two implementations of the contract the conformance suite compares: the MSW fakes of
 * @wegrow/api (what stories, unit tests and the mock-mode site run on) and the real server
 * (`buildApp`, reached through `inject`). Both are driven through the same typed client, so a
 * scenario cannot tell them apart except by what they answer.
 */
import { createHash } from 'node:crypto';
import { createApiClient, type ApiClient } from '@wegrow/api';
import {
  blogOwner,
  db,
  forumAdmin,
  GARDENS_TOWN,
  gardensAdmin,
  handlers,
  operators,
  resetDb,
} from '@wegrow/api/mocks';
import { operations } from '@wegrow/contract';
import { getResponse } from 'msw';
import { createTestApp, type TestApp } from '../apps/server/test/helpers/app';
// The server's `app.services` is declared (`declare module 'fastify'`) in its app.ts, which the
// type-check by project references (`tsc -b`) reads as declarations only through this import.
import type {} from '../apps/server/src/app';

export const BASE_URL = 'http://localhost/api';

/**
 * The blog owner, the same account on both backends: the fakes' seed user, and on the server the
 * account its BLOG_OWNER_EMAIL names (made with these credentials the first time it is needed).
 */
export const BLOG_OWNER = {
  email: blogOwner.email,
  password: blogOwner.password,
  username: blogOwner.username,
} as const;

/** An account with a role, the same on both backends: a seed user of the fakes, made on the server. */
export interface RoleAccount {
  email: string;
  password: string;
  username: string | null;
}

/** An operator (may run the Dream Machine now): the fakes' first, the server's OPERATOR_EMAILS. */
export const OPERATOR: RoleAccount = operators[0];
/** The garden programme admin: the fakes' seed user, the server's GARDENS_ADMIN_EMAIL. */
export const GARDENS_ADMIN: RoleAccount = gardensAdmin;
/** The forum admin (deletes any talk or comment): the fakes' seed user, the server's FORUM_ADMIN_EMAIL. */
export const FORUM_ADMIN: RoleAccount = forumAdmin;

export interface Backend {
  readonly name: 'fake' | 'server';
  /** Answers one request, as the network would. */
  fetch(request: Request): Promise<Response>;
  /** The reset link's token the last password-reset request for `email` produced, if any. */
  lastResetToken(email: string): string | null;
  /** The newest verification link's token sent to `email` (waits for the mail in flight). */
  verificationToken(email: string): Promise<string | null>;
  /** The same, of the mail already sent (no waiting). */
  lastVerificationTokenNow(email: string): string | null;
  /**
   * The newest change-of-address link's token mailed to `email`: `confirm` to the new address,
   * `undo` to the old one (waits for the mail in flight).
   */
  changeLink(email: string, kind: 'confirm' | 'undo'): Promise<string | null>;
  /** Makes sure the blog owner's account (`BLOG_OWNER`) exists. */
  ensureBlogOwner(): Promise<void>;
  /** Makes sure an account with a role (`OPERATOR`, `GARDENS_ADMIN`, `FORUM_ADMIN`) exists. */
  ensureAccount(account: RoleAccount): Promise<void>;
  /** Back to an empty world between scenarios (the fakes: the seed; the server: users stay, each scenario makes its own). */
  reset(): Promise<void>;
  /** Which operations this backend answers for real (not 501). */
  implemented(): readonly string[] | 'all';
  close(): Promise<void>;
}

/** The fakes, called directly (`getResponse`), without patching the global fetch. */
export function fakeBackend(): Backend {
  return {
    name: 'fake',
    async fetch(request) {
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`No fake answers ${request.method} ${request.url}`);
      return response;
    },
    lastResetToken(email) {
      const user = db.users.find((row) => row.email === email);
      const reset = user && db.passwordResets.filter((row) => row.user_id === user.id).at(-1);
      return reset?.token ?? null;
    },
    async verificationToken(email) {
      return this.lastVerificationTokenNow(email);
    },
    lastVerificationTokenNow(email) {
      const user = db.users.find((row) => row.email === email);
      const link = user && db.emailVerifications.filter((row) => row.user_id === user.id).at(-1);
      return link?.token ?? null;
    },
    async changeLink(email, kind) {
      // Where the link was mailed: the new address (`confirm`); the old one, which the link
      // moves the account back to (`undo`).
      const link = db.emailChanges.filter((row) => row.kind === kind && row.email === email).at(-1);
      return link?.token ?? null;
    },
    async ensureBlogOwner() {
      // A seed user of the fakes.
    },
    async ensureAccount() {
      // Seed users of the fakes.
    },
    async reset() {
      resetDb();
    },
    implemented: () => 'all',
    async close() {},
  };
}

/**
 * The real server on an in-memory PGlite (or PostgreSQL when DATABASE_URL is set), via inject.
 * Its job worker is off: a journal insight stays pending, as the fakes keep it until the next
 * list, so a second start meets the same 409 on both (with the worker on, the server's answer
 * would depend on how quickly the job ran).
 */
export async function serverBackend(): Promise<Backend> {
  const test: TestApp = await createTestApp({
    config: {
      jobsWorker: false,
      blogOwnerEmail: BLOG_OWNER.email,
      operatorEmails: [OPERATOR.email],
      gardensAdminEmail: GARDENS_ADMIN.email,
      forumAdminEmail: FORUM_ADMIN.email,
      // A local address no host list allows: the bill fetch is refused at once, offline.
      billsSourceUrl: 'http://127.0.0.1:9',
      gardensTown: GARDENS_TOWN,
    },
  });
  const { app } = test;
  let ownerMade = false;
  const made = new Set<string>();
  const lastVerificationTokenNow = (email: string): string | null => {
    const mail = test.mail
      .filter((message) => message.to === email && message.text.includes('/VerifyEmail?'))
      .at(-1);
    const match = mail && /\/VerifyEmail\?token=([^\s&]+)/.exec(mail.text);
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  };
  return {
    name: 'server',
    async fetch(request) {
      const url = new URL(request.url);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const res = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        ...(body ? { payload: body } : {}),
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(res.headers)) {
        if (value !== undefined)
          headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers,
      });
    },
    lastResetToken(email) {
      const mail = test.mail.filter((message) => message.to === email).at(-1);
      const match = mail && /[?&]token=([^\s&]+)/.exec(mail.text);
      return match?.[1] ? decodeURIComponent(match[1]) : null;
    },
    async verificationToken(email) {
      await app.services.mailer.flush();
      return lastVerificationTokenNow(email);
    },
    lastVerificationTokenNow,
    async changeLink(email, kind) {
      await app.services.mailer.flush();
      const mail = test.mail
        .filter((message) => message.to === email && message.text.includes('/ChangeEmail?'))
        .at(-1);
      const match =
        mail &&
        new RegExp(`/ChangeEmail\\?${kind === 'confirm' ? 'token' : 'undo'}=([^\\s&]+)`).exec(
          mail.text,
        );
      return match?.[1] ? decodeURIComponent(match[1]) : null;
    },
    // The role accounts are verified (as the demo seed makes them): their roles work.
    async ensureBlogOwner() {
      if (ownerMade) return;
      await app.services.auth.createAccount(
        BLOG_OWNER.email,
        BLOG_OWNER.password,
        { username: BLOG_OWNER.username },
        { verified: true },
      );
      ownerMade = true;
    },
    async ensureAccount({ email, password, username }) {
      if (made.has(email)) return;
      await app.services.auth.createAccount(email, password, username ? { username } : {}, {
        verified: true,
      });
      made.add(email);
    },
    async reset() {},
    implemented: () => {
      const missing = new Set(app.services.unimplemented);
      return operations.map((op) => op.operationId).filter((id) => !missing.has(id));
    },
    close: () => test.close(),
  };
}

/** A typed, anonymous client over a backend (bearer tokens are passed per call). */
export function clientOf(
  backend: Backend,
  onAnswer: (request: Request, response: Response) => Promise<void>,
): ApiClient {
  const client = createApiClient({ baseUrl: BASE_URL, fetch: (request) => backend.fetch(request) });
  client.use({
    async onResponse({ request, response }) {
      await onAnswer(request, response.clone());
      return response;
    },
  });
  return client;
}

/** Solves an ALTCHA v1 challenge (SHA-256(salt + n) = challenge) as the widget does. */
export function solveChallenge(challenge: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}): string {
  const max = challenge.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n++) {
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    )
      return Buffer.from(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: n,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      ).toString('base64');
  }
  throw new Error('The captcha challenge has no solution.');
}
