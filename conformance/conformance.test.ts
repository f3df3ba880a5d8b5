/**
 * The MSW fakes and the server agree, by test (issue #10): every scenario is played against both;
 * the statuses and `detail`s they answer must be the same, every answer must match the contract,
 * and every operation the server implements must be exercised with a success and an error.
 */
import { operations } from '@wegrow/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBackend, serverBackend, type Backend } from './backends';
import { play, type Answer, type Recording, type Scenario } from './scenario';

/**
 * Every file of `scenarios/` exports its domain's scenarios (any exported array of them): a new
 * domain adds its file and nothing else.
 */
const modules = import.meta.glob<Record<string, unknown>>('./scenarios/*.ts', { eager: true });
const scenarios: Scenario[] = Object.keys(modules)
  .sort()
  .flatMap((file) => Object.values(modules[file] ?? {}))
  .filter((value): value is Scenario[] => Array.isArray(value))
  .flat();

/**
 * Operations with no error a client can cause, so only their success is required: they are public
 * and take no input (429 needs the rate limit, tested in the server): health, the captcha
 * challenge, the blog's list, owner and feed, the collective dream, the garden programme, the
 * forum's admin, list of talks and categories, the bills, Lyra's soul and dreams.
 */
const NO_CLIENT_ERROR = new Set([
  'getHealth',
  'getCaptchaChallenge',
  'listBlogPosts',
  'getBlogOwner',
  'getBlogFeed',
  'getCollectiveDream',
  'getGardenProgramme',
  'getForumAdmin',
  'listForumThreads',
  'listForumCategories',
  'listParliamentBills',
  'getLyraSoul',
  'getLyraDreams',
]);

/**
 * Operations whose success the fakes cannot show alike: the recipe import reads a real web page,
 * which the fakes never fetch (they answer a canned draft). Its errors are played here, its
 * success in the server's tests (apps/server/test/recipe-import.test.ts). Likewise the chat stream.
 */
const NO_SUCCESS_HERE = new Set([
  'importRecipeFromUrl',
  // A chat stream stays open (the fakes answer a static first event): its success is tested over
  // real HTTP in apps/server/test/community-chat-stream.test.ts; its refusals are played here.
  'streamCommunityChat',
  // Likewise the requester's join stream (apps/server/test/community-join-stream.test.ts).
  'streamCommunityJoinRequest',
  // An export is made by the job runner, which is off here (as the fakes have none): its download
  // is tested in apps/server/test/account-export.test.ts and account.e2e.ts; its 404 is played.
  'downloadMyExport',
  // A working unsubscribe link is signed with the server's key, which the fakes do not hold (they
  // take any well-formed token): its success is tested in apps/server/test/notifications.test.ts
  // and notifications.e2e.ts; its refusals are played.
  'unsubscribeByToken',
]);

let fake: Backend;
let server: Backend;
const seen = new Map<string, Set<number>>();

beforeAll(async () => {
  fake = fakeBackend();
  server = await serverBackend();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

function isAnswer(entry: Recording['answers'][number]): entry is Answer {
  return 'operationId' in entry;
}

function remember(recording: Recording) {
  for (const answer of recording.answers.filter(isAnswer)) {
    const statuses = seen.get(answer.operationId) ?? new Set<number>();
    statuses.add(answer.status);
    seen.set(answer.operationId, statuses);
  }
}

describe('the fakes answer as the server does', () => {
  it.each(scenarios.map((s) => [`${s.domain}: ${s.name}`, s] as const))(
    '%s',
    { timeout: 60_000 },
    async (_, scenario) => {
      const fromServer = await play(server, scenario);
      const fromFake = await play(fake, scenario);
      remember(fromServer);
      expect(
        [...fromServer.problems, ...fromFake.problems],
        'answers that break the contract',
      ).toEqual([]);
      expect(fromFake.answers, 'the fakes (expected: what the server answered)').toEqual(
        fromServer.answers,
      );
    },
  );
});

describe('coverage', () => {
  it('exercises every operation the server implements, with a success and a client error', () => {
    const implemented = server.implemented();
    const ids = implemented === 'all' ? operations.map((op) => op.operationId) : implemented;
    const missing = ids.flatMap((id) => {
      const statuses = [...(seen.get(id) ?? [])];
      const problems: string[] = [];
      if (!NO_SUCCESS_HERE.has(id) && !statuses.some((s) => s >= 200 && s < 300))
        problems.push(`${id}: no success`);
      if (!NO_CLIENT_ERROR.has(id) && !statuses.some((s) => s >= 400 && s < 500))
        problems.push(`${id}: no client error`);
      return problems;
    });
    expect(missing).toEqual([]);
  });
});
