/**
 * A conformance scenario: scripted calls through the typed client, played once against the fakes
 * and once against the server. Every answer is recorded as `operationId → status (+ detail)`; the
 * two recordings must be equal, and every answer must match the contract.
 */
import { loginWithPassword, type ApiClient } from '@wegrow/api';
import { operationAt, operations, type HttpMethod } from '@wegrow/contract';
import { responseProblem } from '@wegrow/contract/validation';
import {
  BLOG_OWNER,
  clientOf,
  FORUM_ADMIN,
  GARDENS_ADMIN,
  OPERATOR,
  type RoleAccount,
  solveChallenge,
  type Backend,
} from './backends';

export interface Answer {
  operationId: string;
  status: number;
  /** The `detail` of an error answer. */
  detail?: string;
}

export interface User {
  id: number;
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
  /** `{ headers: { Authorization: 'Bearer …' } }`, to spread into a call's options. */
  auth: { headers: { Authorization: string } };
}

export interface World {
  /** The recorded client: every answer it gets is compared between the backends. */
  api: ApiClient;
  /** Signs a new user up and logs them in (through the API; not recorded). */
  newUser(name?: string, options?: { verified?: boolean }): Promise<User>;
  /** The token of the newest verification link sent to `email` (the fakes' store, the server's mail). */
  verificationToken(email: string): string | null;
  /** The newest change-of-address link mailed to `email` (`confirm`: the new address; `undo`: the old). */
  changeLink(email: string, kind: 'confirm' | 'undo'): Promise<string | null>;
  /** Logs the blog owner in (the same account on both backends; not recorded). */
  blogOwner(): Promise<User>;
  /** Logs an operator in (may run the Dream Machine now; not recorded). */
  operator(): Promise<User>;
  /** Logs the garden programme admin in (decides gardens; not recorded). */
  gardensAdmin(): Promise<User>;
  /** Logs the forum admin in (deletes any talk or comment; not recorded). */
  forumAdmin(): Promise<User>;
  /** A solved captcha (not recorded). */
  captcha(): Promise<string>;
  /** The token of the last reset link mailed to `email` (the server's outbox, the fakes' store). */
  resetToken(email: string): string | null;
  /** Records a value the scenario derived itself (compared between the backends too). */
  note(label: string, value: unknown): void;
}

export interface Scenario {
  /** The domain (contract tag) the scenario is about. */
  domain: string;
  name: string;
  run(world: World): Promise<void>;
}

export function scenario(domain: string, name: string, run: Scenario['run']): Scenario {
  return { domain, name, run };
}

export const PASSWORD = 'sunflower-seeds-42';

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${process.pid}.${++counter}@example.org`;

export interface Recording {
  answers: (Answer | { note: string; value: unknown })[];
  /** Answers that do not match the contract. */
  problems: string[];
}

function mediaTypeOf(response: Response): string | null {
  return response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? null;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return mediaTypeOf(response) === 'application/json' ? (JSON.parse(text) as unknown) : text;
}

/** Plays a scenario against one backend and returns what it answered. */
export async function play(backend: Backend, scenarioToPlay: Scenario): Promise<Recording> {
  await backend.reset();
  const recording: Recording = { answers: [], problems: [] };
  const api = clientOf(backend, async (request, response) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const operation = matchOperation(request.method.toLowerCase() as HttpMethod, path);
    const body = await bodyOf(response);
    const problem = responseProblem(
      operation,
      response.status,
      body === undefined ? null : mediaTypeOf(response),
      body,
    );
    if (problem) recording.problems.push(`${backend.name}: ${problem}`);
    const answer: Answer = { operationId: operation, status: response.status };
    if (response.status >= 400 && typeof body === 'object' && body !== null && 'detail' in body)
      answer.detail = String(body.detail);
    recording.answers.push(answer);
  });
  const setup = clientOf(backend, async () => {});

  async function captcha(): Promise<string> {
    const { data, error } = await setup.GET('/auth/captcha');
    if (!data) throw new Error(`${backend.name}: no captcha challenge (${String(error?.detail)})`);
    return solveChallenge(data);
  }

  async function logIn(id: number, email: string, password: string): Promise<User> {
    const login = await loginWithPassword(setup, {
      email,
      password,
      recaptchaToken: await captcha(),
    });
    if (!login.data)
      throw new Error(`${backend.name}: login failed: ${String(login.error?.detail)}`);
    return {
      id,
      email,
      password,
      access_token: login.data.access_token,
      refresh_token: login.data.refresh_token,
      auth: { headers: { Authorization: `Bearer ${login.data.access_token}` } },
    };
  }

  /** An account with a role: made when needed, logged in, its id read from its own account. */
  async function logInAs(account: RoleAccount): Promise<User> {
    await backend.ensureAccount(account);
    const user = await logIn(0, account.email, account.password);
    const { data } = await setup.GET('/auth/account/me', user.auth);
    if (typeof data?.id !== 'number')
      throw new Error(`${backend.name}: no account for ${account.email}`);
    return { ...user, id: data.id };
  }

  const world: World = {
    api,
    captcha,
    async newUser(name = 'user', { verified = true } = {}) {
      const email = uniqueEmail(name);
      const signup = await setup.POST('/auth/signup', {
        body: { email, password: PASSWORD, recaptcha_token: await captcha() },
      });
      if (!signup.data)
        throw new Error(`${backend.name}: sign-up failed: ${String(signup.error?.detail)}`);
      if (verified) {
        // Opens the link mailed on sign-up, as the person would.
        const token = await backend.verificationToken(email);
        const opened =
          token &&
          (await setup.POST('/auth/verify-email', { body: { token, password: PASSWORD } }));
        if (!opened || !opened.data)
          throw new Error(`${backend.name}: the verification link of ${email} did not work`);
      }
      const user = await logIn(0, email, PASSWORD);
      const { data } = await setup.GET('/auth/account/me', user.auth);
      if (typeof data?.id !== 'number') throw new Error(`${backend.name}: no account for ${email}`);
      return { ...user, id: data.id };
    },
    verificationToken: (email) => backend.lastVerificationTokenNow(email),
    changeLink: (email, kind) => backend.changeLink(email, kind),
    async blogOwner() {
      await backend.ensureBlogOwner();
      const { data } = await setup.GET('/blog/owner');
      if (typeof data?.id !== 'number') throw new Error(`${backend.name}: the blog has no owner`);
      return logIn(data.id, BLOG_OWNER.email, BLOG_OWNER.password);
    },
    operator: () => logInAs(OPERATOR),
    gardensAdmin: () => logInAs(GARDENS_ADMIN),
    forumAdmin: () => logInAs(FORUM_ADMIN),
    resetToken: (email) => backend.lastResetToken(email),
    note(label, value) {
      recording.answers.push({ note: label, value });
    },
  };
  await scenarioToPlay.run(world);
  return recording;
}

/** The operation a concrete path answers (`/inbox/read/12` → markInboxMessageRead). */
function matchOperation(method: HttpMethod, path: string): string {
  const segments = path.split('/');
  for (const candidate of candidatesFor(method)) {
    const template = candidate.split('/');
    if (template.length !== segments.length) continue;
    if (template.every((part, i) => part.startsWith('{') || part === segments[i]))
      return operationAt(method, candidate).operationId;
  }
  throw new Error(`No operation of the contract answers ${method.toUpperCase()} ${path}`);
}

/** Paths of a method, literal segments first, so `/blog/new`-like paths beat `/blog/{id}`. */
function candidatesFor(method: HttpMethod): string[] {
  const score = (path: string) => path.split('/').filter((part) => part.startsWith('{')).length;
  return operations
    .filter((operation) => operation.method === method)
    .map((operation) => operation.path)
    .sort((a, b) => score(a) - score(b));
}
