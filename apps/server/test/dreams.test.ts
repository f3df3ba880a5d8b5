/**
 * We Dream and the Dream Machine (spec 2 §2 /dreammachine and /wedream, §3, §4, §5, §6, §7 Dreams,
 * §8, §9): one active dream per user; mantras from the AI provider while the client waits (502/503
 * when it fails); the blend of the dreams saved or changed in the last 7 days, one per user, run
 * at 00:00 UTC once per night whatever the number of runners, caught up at start when the last run
 * is more than 24 hours old, and run now by operators (OPERATOR_EMAILS) through the API.
 */
import { WE_DREAM_DETAILS, WE_DREAM_MESSAGES } from '@wegrow/contract/we-dream';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CollectiveDream,
  DreamsService,
  dreamMachineJobs,
  MAX_BLENDED_DREAMS,
} from '../src/domains/dreams';
import { collectiveDreams, dreams } from '../src/domains/dreams/schema';
import { AiProviderError, type AiProvider, type AiRequest, LocalEngine } from '../src/platform/ai';
import { JobRunner } from '../src/platform/jobs';
import { jobs } from '../src/platform/schema';
import {
  call,
  createTestApp,
  login,
  manualClock,
  newUser,
  resetData,
  type TestApp,
  type TestUser,
} from './helpers/app';
import { startFakeOpenAi } from './helpers/fake-openai';
import { verbatimRun } from '../src/platform/ai/verbatim';

const OPERATOR_EMAIL = 'operator@example.org';
const START = '2026-03-10T09:00:00.000Z';
const MINUTE = 60_000;
const DAY = 24 * 3_600_000;

/** The local engine, recording what it is asked (to prove when the provider is not asked). */
class RecordingProvider implements AiProvider {
  readonly name = 'local';
  readonly requests: AiRequest[] = [];
  failWith: AiProviderError | null = null;
  constructor(private readonly inner: AiProvider) {}
  async complete(request: AiRequest) {
    this.requests.push(request);
    if (this.failWith) throw this.failWith;
    return this.inner.complete(request);
  }
}

const clock = manualClock(START);
let ai: RecordingProvider;
let t: TestApp;
let member: TestUser;
let operator: TestUser;

beforeAll(async () => {
  ai = new RecordingProvider(new LocalEngine());
  t = await createTestApp({
    clock,
    ai,
    // No worker: the tests run the queue with `jobs.drain()` at the times they choose.
    config: { jobsWorker: false, operatorEmails: [OPERATOR_EMAIL] },
  });
}, 120_000);
afterAll(() => t.close());

/** Every test starts on an empty database at START, with a member and an operator. */
beforeEach(async () => {
  clock.set(START);
  ai.failWith = null;
  await resetData(t.app);
  member = await newUser(t.app, 'dreamer');
  const { id } = await t.app.services.auth.createAccount(
    OPERATOR_EMAIL,
    'operator-pass-1',
    {},
    { verified: true },
  );
  const tokens = await login(t.app, OPERATOR_EMAIL, 'operator-pass-1');
  operator = {
    id,
    email: OPERATOR_EMAIL,
    verified: true,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
});

const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });

const getCollective = () =>
  as(null, 'getCollectiveDream', { method: 'GET', url: '/api/we-dream/collective' });
const runNow = (caller: TestUser | null) =>
  as(caller, 'runDreamMachine', { method: 'POST', url: '/api/we-dream/collective/run' });
const getMine = (caller: TestUser | null) =>
  as(caller, 'getMyDream', { method: 'GET', url: '/api/we-dream/active' });
const save = (caller: TestUser | null, payload: Record<string, unknown>) =>
  as(caller, 'saveMyDream', { method: 'POST', url: '/api/we-dream/save', payload });
const clear = (caller: TestUser | null) =>
  as(caller, 'clearMyDream', { method: 'POST', url: '/api/we-dream/clear' });
const manifest = (caller: TestUser | null, payload: Record<string, unknown>) =>
  as(caller, 'manifestDreamMantra', { method: 'POST', url: '/api/we-dream/manifest', payload });

/** Saves a dream for a new user at the given time (through the service: no token needed). */
async function dreamAt(iso: string, vision: string, mantra: string): Promise<number> {
  const user = await t.app.services.auth.createAccount(
    `dreamer.${Math.random().toString(36).slice(2)}@example.org`,
    'sunflower-seeds-42',
    {},
  );
  const now = clock().toISOString();
  clock.set(iso);
  await t.app.services.dreams.save(user.id, { vision, mantra });
  clock.set(now);
  return user.id;
}

const runs = () =>
  t.app.services.database.db
    .select()
    .from(collectiveDreams)
    .orderBy(asc(collectiveDreams.createdAt), asc(collectiveDreams.id));

const BEFORE_FIRST_RUN: CollectiveDream = {
  summary: '',
  mantra: '',
  count: 0,
  updated_at: null,
  source: null,
};

describe('my dream', () => {
  it('is absent until saved: exists false, texts null', async () => {
    const res = await getMine(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ exists: false, vision: null, mantra: null });
  });

  it('is saved trimmed, replaced by the next save, and each user has their own', async () => {
    const saved = await save(member, {
      vision: '  Gardens on every corner.  ',
      mantra: ' I plant. ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: WE_DREAM_MESSAGES.saved });
    expect((await getMine(member)).json()).toEqual({
      exists: true,
      vision: 'Gardens on every corner.',
      mantra: 'I plant.',
    });
    await save(member, { vision: 'Rain barrels on every roof.', mantra: 'Water finds its way.' });
    expect((await getMine(member)).json()).toEqual({
      exists: true,
      vision: 'Rain barrels on every roof.',
      mantra: 'Water finds its way.',
    });
    const rows = await t.app.services.database.db
      .select()
      .from(dreams)
      .where(eq(dreams.userId, member.id));
    expect(rows).toHaveLength(1);
    const other = await newUser(t.app, 'other');
    expect((await getMine(other)).json()).toEqual({ exists: false, vision: null, mantra: null });
  });

  it('is cleared, harmlessly when there is none', async () => {
    await save(member, { vision: 'A seed library.', mantra: 'I share.' });
    const cleared = await clear(member);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: WE_DREAM_MESSAGES.cleared });
    expect((await getMine(member)).json()).toEqual({ exists: false, vision: null, mantra: null });
    expect((await clear(member)).json()).toEqual({ message: WE_DREAM_MESSAGES.cleared });
  });

  it('needs both texts, not blank (422 in the contract’s words), and changes nothing then', async () => {
    await save(member, { vision: 'Kept.', mantra: 'Kept.' });
    const cases: [Record<string, unknown>, string][] = [
      [{ vision: '   ', mantra: 'I plant.' }, WE_DREAM_DETAILS.visionBlank],
      [{ vision: 'Gardens.', mantra: ' \n ' }, WE_DREAM_DETAILS.mantraBlank],
      [{ vision: '', mantra: 'I plant.' }, 'Vision must not be empty.'],
      [{ mantra: 'I plant.' }, 'Vision is required.'],
      [{ vision: 'Gardens.' }, 'Mantra is required.'],
    ];
    for (const [payload, detail] of cases) {
      const res = await save(member, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    expect((await getMine(member)).json()).toMatchObject({ vision: 'Kept.', mantra: 'Kept.' });
    // The service keeps the rule too, in the same words (for callers other than the routes).
    await expect(
      t.app.services.dreams.save(member.id, { vision: ' ', mantra: 'x' }),
    ).rejects.toMatchObject({ statusCode: 422, detail: WE_DREAM_DETAILS.visionBlank });
    await expect(
      t.app.services.dreams.save(member.id, { vision: 'x', mantra: '\t' }),
    ).rejects.toMatchObject({ statusCode: 422, detail: WE_DREAM_DETAILS.mantraBlank });
  });
});

describe('the mantra ("Manifest Mantra")', () => {
  it('is written from the vision by the local engine, with or without a token, saving nothing', async () => {
    const vision = 'A neighbourhood where every child knows how to grow a tomato.';
    for (const caller of [null, member]) {
      const res = await manifest(caller, { text: vision });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ mantra: string; source: string }>();
      expect(body.source).toBe('local');
      expect(body.mantra).toContain('a neighbourhood where every child knows how to grow a tomato');
      expect(body.mantra).toMatch(/^(I |Every day I )/);
    }
    expect((await getMine(member)).json()).toEqual({ exists: false, vision: null, mantra: null });
  });

  it('carries an intention the vision names', async () => {
    const res = await manifest(null, { text: 'I want to open a community bakery on my street.' });
    expect(res.json()).toEqual({
      mantra: 'I am ready to open a community bakery on my street, one step at a time.',
      source: 'local',
    });
  });

  it('refuses a blank vision (422) without asking the provider', async () => {
    const asked = ai.requests.length;
    for (const [text, detail] of [
      ['   ', WE_DREAM_DETAILS.visionBlank],
      ['', 'Vision must not be empty.'],
    ] as const) {
      const res = await manifest(null, { text });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    expect((await manifest(null, {})).json()).toEqual({ detail: 'Vision is required.' });
    expect(ai.requests.length).toBe(asked);
    await expect(t.app.services.dreams.manifest(' \n')).rejects.toMatchObject({
      statusCode: 422,
      detail: WE_DREAM_DETAILS.visionBlank,
    });
  });

  it('answers 502 when the configured provider fails and 503 when it is busy, never 500', async () => {
    const fake = await startFakeOpenAi();
    const withModel = await createTestApp({
      config: { aiBaseUrl: fake.baseUrl, aiModel: 'dream-model', jobsWorker: false },
    });
    try {
      const ask = () =>
        call(withModel.app, 'manifestDreamMantra', {
          method: 'POST',
          url: '/api/we-dream/manifest',
          payload: { text: 'Gardens on every corner.' },
        });
      fake.queue({ text: 'Mantra: "I plant the corners of my world."\nBecause gardens…' });
      const ok = await ask();
      expect(ok.json()).toEqual({
        mantra: 'I plant the corners of my world.',
        source: 'dream-model',
      });

      fake.queue({ status: 500 }, { status: 500 });
      const broken = await ask();
      expect(broken.statusCode).toBe(502);
      expect(broken.json().detail).toMatch(/^The AI provider .+ Please try again\.$/);

      fake.queue({ status: 429 }, { status: 429 });
      const busy = await ask();
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({
        detail: 'The AI provider is busy. Please try again in a minute.',
      });
    } finally {
      await withModel.close();
      await fake.close();
    }
  });
});

type Role = 'visitor' | 'member' | 'operator';
const ROLES: readonly Role[] = ['visitor', 'member', 'operator'];
const callerOf = (role: Role): TestUser | null => ({ visitor: null, member, operator })[role];

interface Row {
  operationId: string;
  request: InjectOptions;
  expected: Record<Role, number>;
  /** The detail of the 403. */
  forbidden?: string;
}

/** The permission table: operation × role → status. */
const PERMISSIONS: Row[] = [
  {
    operationId: 'getCollectiveDream',
    request: { method: 'GET', url: '/api/we-dream/collective' },
    expected: { visitor: 200, member: 200, operator: 200 },
  },
  {
    operationId: 'runDreamMachine',
    request: { method: 'POST', url: '/api/we-dream/collective/run' },
    expected: { visitor: 401, member: 403, operator: 200 },
    forbidden: WE_DREAM_DETAILS.onlyOperators,
  },
  {
    operationId: 'getMyDream',
    request: { method: 'GET', url: '/api/we-dream/active' },
    expected: { visitor: 401, member: 200, operator: 200 },
  },
  {
    operationId: 'manifestDreamMantra',
    request: { method: 'POST', url: '/api/we-dream/manifest', payload: { text: 'Gardens.' } },
    expected: { visitor: 200, member: 200, operator: 200 },
  },
  {
    operationId: 'saveMyDream',
    request: {
      method: 'POST',
      url: '/api/we-dream/save',
      payload: { vision: 'Gardens.', mantra: 'I plant.' },
    },
    expected: { visitor: 401, member: 200, operator: 200 },
  },
  {
    operationId: 'clearMyDream',
    request: { method: 'POST', url: '/api/we-dream/clear' },
    expected: { visitor: 401, member: 200, operator: 200 },
  },
];

describe('permissions: operation × role', () => {
  const cases = PERMISSIONS.flatMap((row) =>
    ROLES.map((role) => [row.operationId, role, row.expected[role], row] as const),
  );

  it.each(cases)('%s as %s → %i', async (operationId, role, status, row) => {
    await dreamAt(START, 'Gardens on every corner.', 'I plant.');
    const res = await as(callerOf(role), operationId, row.request);
    expect(res.statusCode).toBe(status);
    if (status === 401) expect(res.json()).toEqual({ detail: 'Not authenticated' });
    if (status === 403) {
      expect(res.json()).toEqual({ detail: row.forbidden });
      expect(await runs()).toEqual([]);
    }
  });

  it('follows OPERATOR_EMAILS (any case), and names no one else', async () => {
    const operatorAddress = { id: 1, email: 'Operator@Example.org', verified: true };
    expect(t.app.services.dreams.isOperator(operatorAddress)).toBe(true);
    // An address not verified holds no role (test/email-verification.test.ts).
    expect(t.app.services.dreams.isOperator({ ...operatorAddress, verified: false })).toBe(false);
    const other = { id: 1, email: 'admin@wegrow.local', verified: true };
    expect(t.app.services.dreams.isOperator(other)).toBe(false);
  });
});

describe('the collective dream', () => {
  it('before the first run: empty texts, count 0, no date', async () => {
    const res = await getCollective();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(BEFORE_FIRST_RUN);
  });

  it('blends one dream per user saved or changed in the last 7 days', async () => {
    const now = Date.parse(START);
    const at = (ms: number) => new Date(now - ms).toISOString();
    await dreamAt(at(8 * DAY), 'An old dream about a choir.', 'I sing.');
    const changed = await dreamAt(at(9 * DAY), 'Too old at first.', 'Old.');
    clock.set(at(DAY));
    await t.app.services.dreams.save(changed, {
      vision: 'A riverside where every empty lot is a garden and nobody eats alone.',
      mantra: 'I plant what I wish to harvest together.',
    });
    clock.set(START);
    const cleared = await dreamAt(at(2 * DAY), 'Cleared before the run.', 'Gone.');
    await t.app.services.dreams.clear(cleared);
    await dreamAt(
      at(7 * DAY - 60_000),
      'Gardens on every street, and neighbours who share their harvest.',
      'I grow my gardens with my neighbours.',
    );

    const res = await runNow(operator);
    expect(res.statusCode).toBe(200);
    const blended = res.json<CollectiveDream>();
    expect(blended).toMatchObject({ count: 2, updated_at: START, source: 'local' });
    expect(blended.summary).toContain('2 dreams were shared this week.');
    // "gardens" and "garden" are one word; it is quoted as the first dream wrote it.
    expect(blended.summary).toContain(
      'The words they share: "gardens" (2 dreams) and "harvest" (2 dreams).',
    );
    // Shown to everyone: what the dreams are about, never a dreamer's sentence.
    expect(blended.summary).not.toContain('A riverside where every empty lot');
    expect(blended.summary).toContain('riverside');
    expect(blended.summary).not.toMatch(/choir|Cleared|Too old/);
    expect(blended.mantra).toBe('We grow our gardens with our neighbours.');
    // Both texts came from the provider, which read the two dreams, oldest save first.
    const [summaryAsk, mantraAsk] = ai.requests.slice(-2);
    expect(summaryAsk?.task.use).toBe('dream.summary');
    expect(mantraAsk?.task.use).toBe('dream.collective-mantra');
    expect(summaryAsk?.task.parts?.map((part) => part.title)).toEqual([
      'I grow my gardens with my neighbours.',
      'I plant what I wish to harvest together.',
    ]);
    expect(summaryAsk?.messages[0]?.content).toContain('<dream n="2">');
    expect((await getCollective()).json()).toEqual(blended);
  });

  it('never stores a provider summary that quotes a dream: the local one instead; markup taken out', async () => {
    const fake = await startFakeOpenAi();
    const withModel = await createTestApp({
      config: { aiBaseUrl: fake.baseUrl, aiModel: 'dream-model', jobsWorker: false },
    });
    try {
      const service = withModel.app.services.dreams;
      const visions = [
        {
          vision:
            'A lantern workshop above the old ferry station where <b>every child</b> learns to solder.',
          mantra: 'I build the lantern workshop with my own hands.',
        },
        {
          vision: 'The ferry station becomes a lantern museum run by retired welders.',
          mantra: 'My ferry carries the lantern makers home.',
        },
      ];
      for (const [index, dream] of visions.entries()) {
        const { id } = await withModel.app.services.auth.createAccount(
          `lantern.${index}.${Math.random().toString(36).slice(2)}@example.org`,
          'sunflower-seeds-42',
          {},
        );
        await service.save(id, dream);
      }
      const sources = visions.flatMap(({ vision, mantra }) => [vision, mantra]);

      // The model quotes six words of a dream (markup and all): the local summary is stored.
      // (The summary is asked as JSON: {"summary": …}.)
      fake.queue(
        {
          text: JSON.stringify({
            summary:
              'We dream of lanterns: "above the old ferry station where <b>every child</b>".',
          }),
        },
        { text: 'We light the way together.' },
      );
      const quoting = await service.blend('operator');
      expect(quoting.source).toBe('local');
      expect(quoting.summary).toMatch(/^2 dreams were shared this week\./);
      expect(quoting.summary).not.toContain('<');
      expect(verbatimRun(quoting.summary, sources, 5)).toBeNull();
      expect(quoting.mantra).toBe('We light the way together.');
      // The prompt told the model so.
      expect(JSON.stringify(fake.requests[0]?.body)).toContain('never quotes a dream');

      // Its own words, with markup: stored without the markup.
      fake.queue(
        {
          text: JSON.stringify({
            summary: 'We dream of <b>lanterns</b> and ferries, of hands that make light.',
          }),
        },
        { text: 'We light the way together.' },
      );
      const own = await service.blend('operator');
      expect(own.summary).toBe('We dream of lanterns and ferries, of hands that make light.');
      expect(own.source).not.toBe('local');
    } finally {
      await withModel.close();
      await fake.close();
    }
  });

  it('reads at most the most recent dreams a prompt can hold', async () => {
    expect(MAX_BLENDED_DREAMS).toBe(100);
    for (let i = 0; i < 3; i++) await dreamAt(START, `Dream number ${i}.`, `I am ${i}.`);
    await t.app.services.dreams.blend('operator');
    expect(ai.requests.at(-1)?.task.parts).toHaveLength(3);
  });

  it('stores count 0 and empty texts when no dream is recent, without asking the provider', async () => {
    await dreamAt(new Date(Date.parse(START) - 10 * DAY).toISOString(), 'Old.', 'Old.');
    const asked = ai.requests.length;
    const res = await runNow(operator);
    expect(res.json()).toEqual({ ...BEFORE_FIRST_RUN, updated_at: START });
    expect(ai.requests.length).toBe(asked);
    expect((await getCollective()).json()).toEqual({ ...BEFORE_FIRST_RUN, updated_at: START });
  });

  it('keeps the previous result when the provider fails (502, 503), never a 500', async () => {
    await dreamAt(START, 'Gardens on every corner.', 'I plant.');
    const first = (await runNow(operator)).json<CollectiveDream>();
    clock.advance(MINUTE);
    ai.failWith = new AiProviderError('status', 'The AI provider answered 500.', 500);
    const broken = await runNow(operator);
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toEqual({ detail: 'The AI provider answered 500. Please try again.' });
    ai.failWith = new AiProviderError('status', 'The AI provider answered 429.', 429);
    expect((await runNow(operator)).statusCode).toBe(503);
    expect((await getCollective()).json()).toEqual(first);
    expect(await runs()).toHaveLength(1);
  });

  it('answers the latest run', async () => {
    await dreamAt(START, 'Gardens on every corner.', 'I plant.');
    await runNow(operator);
    clock.advance(MINUTE);
    await dreamAt(clock().toISOString(), 'Rain barrels on every roof.', 'Water finds its way.');
    const second = (await runNow(operator)).json<CollectiveDream>();
    expect(second.count).toBe(2);
    expect((await getCollective()).json()).toEqual(second);
  });
});

describe('the nightly run', () => {
  const quiet = { info() {}, warn() {}, error() {} };
  const nightlyRuns = async () =>
    (await runs()).map(({ trigger, slot, count }) => ({ trigger, slot, count }));

  /** A second server process on the same database: its own service (started now) and runner. */
  function anotherProcess(options: { service?: DreamsService } = {}) {
    const service =
      options.service ??
      new DreamsService(t.app.services.database.db, clock, ai, { operatorEmails: [] }, quiet);
    const runner = new JobRunner({ db: t.app.services.database.db, clock, log: quiet, pollMs: 50 });
    const parts = dreamMachineJobs(service);
    for (const job of parts.jobs) runner.register(job);
    for (const scheduled of parts.schedules) runner.schedule(scheduled);
    return runner;
  }

  it('is registered by the app: the nightly job at 00:00 UTC and the check at start', () => {
    expect(t.app.services.jobs.kinds).toEqual(
      expect.arrayContaining(['dreams.nightly', 'dreams.start']),
    );
  });

  it('is never queued by the clock where JOBS_SCHEDULES=false (the end-to-end servers)', async () => {
    const unscheduled = await createTestApp({
      clock: manualClock('2026-03-11T00:00:05.000Z'),
      config: { jobsWorker: false, jobsSchedules: false },
    });
    try {
      const { services } = unscheduled.app;
      // The kinds still run when queued (an operator's run goes through the service itself).
      expect(services.jobs.kinds).toEqual(
        expect.arrayContaining(['dreams.nightly', 'dreams.start', 'journal.insight']),
      );
      // Midnight's slot is due: a scheduling process would queue it, and its check at start.
      await services.jobs.drain();
      expect(await services.database.db.select().from(jobs)).toEqual([]);
    } finally {
      await unscheduled.close();
    }
  });

  it('blends at 00:00 UTC once per night, even with two runners on one database', async () => {
    await dreamAt(START, 'Gardens on every corner.', 'I plant.');
    await dreamAt(START, 'Rain barrels on every roof.', 'Water finds its way.');
    const app = t.app.services.jobs;
    const other = anotherProcess({ service: t.app.services.dreams });
    // During the day nothing runs: the day's midnight is long past, and there is no run yet.
    await Promise.all([app.drain(), other.drain()]);
    expect(await runs()).toEqual([]);

    clock.set('2026-03-11T00:00:05.000Z');
    await Promise.all([app.drain(), other.drain()]);
    await Promise.all([other.drain(), app.drain()]);
    expect(await nightlyRuns()).toEqual([
      { trigger: 'nightly', slot: '2026-03-11T00:00:00.000Z', count: 2 },
    ]);
    const collective = (await getCollective()).json<CollectiveDream>();
    expect(collective).toMatchObject({ count: 2, updated_at: '2026-03-11T00:00:05.000Z' });

    clock.set('2026-03-11T23:59:59.000Z');
    await Promise.all([app.drain(), other.drain()]);
    expect(await runs()).toHaveLength(1);

    clock.set('2026-03-12T00:01:00.000Z');
    await Promise.all([other.drain(), app.drain()]);
    expect(await nightlyRuns()).toEqual([
      { trigger: 'nightly', slot: '2026-03-11T00:00:00.000Z', count: 2 },
      { trigger: 'nightly', slot: '2026-03-12T00:00:00.000Z', count: 2 },
    ]);
    const nightJobs = await t.app.services.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'dreams.nightly'));
    expect(nightJobs.filter((job) => job.slot?.startsWith('2026-03-1')).length).toBe(3);
    expect(nightJobs.every((job) => job.status === 'done')).toBe(true);
    await other.stop();
  });

  it('stores a night once, even when its job runs again (after a crash)', async () => {
    await dreamAt(START, 'Gardens on every corner.', 'I plant.');
    clock.set('2026-03-11T00:00:03.000Z');
    const slot = '2026-03-11T00:00:00.000Z';
    await t.app.services.dreams.runNightly(slot);
    clock.advance(1000);
    await t.app.services.dreams.runNightly(slot);
    expect(await nightlyRuns()).toEqual([{ trigger: 'nightly', slot, count: 1 }]);
  });

  it('catches up at start only when the last run is more than 24 hours old', async () => {
    await dreamAt(START, 'Gardens on every corner.', 'I plant.');

    // Before the first run a start blends nothing: the first blend happens at midnight.
    await anotherProcess().drain();
    expect(await runs()).toEqual([]);

    clock.set('2026-03-10T09:30:00.000Z');
    await t.app.services.dreams.blend('operator');

    // The server was down at midnight. A start 22.5 hours after the last run: nothing.
    clock.set('2026-03-11T08:00:00.000Z');
    await anotherProcess().drain();
    expect(await nightlyRuns()).toEqual([{ trigger: 'operator', slot: null, count: 1 }]);

    // Restarted 24.5 hours after the last run: the start catches up, once.
    clock.set('2026-03-11T10:00:00.000Z');
    const restarted = anotherProcess();
    await restarted.drain();
    await restarted.drain();
    expect(await nightlyRuns()).toEqual([
      { trigger: 'operator', slot: null, count: 1 },
      { trigger: 'start', slot: null, count: 1 },
    ]);

    // Started just after midnight (the previous run 14 hours old): that night's own job blends,
    // and the start adds nothing.
    clock.set('2026-03-12T00:05:00.000Z');
    await anotherProcess().drain();
    expect((await nightlyRuns()).slice(2)).toEqual([
      { trigger: 'nightly', slot: '2026-03-12T00:00:00.000Z', count: 1 },
    ]);

    // Down for two nights, started at noon: the missed night's job blends nothing, the start
    // catches up (60 hours after the last run).
    clock.set('2026-03-14T12:00:00.000Z');
    await anotherProcess().drain();
    expect((await nightlyRuns()).slice(3)).toEqual([{ trigger: 'start', slot: null, count: 1 }]);
  });

  it('counts a dream changed in the last 7 days at the night’s run (the window moves)', async () => {
    await dreamAt(START, 'Gardens on every corner.', 'I plant.');
    clock.set('2026-03-17T00:00:05.000Z');
    await t.app.services.dreams.runNightly('2026-03-17T00:00:00.000Z');
    // Saved 6 days 15 hours before: counted.
    clock.set('2026-03-18T00:00:05.000Z');
    await t.app.services.dreams.runNightly('2026-03-18T00:00:00.000Z');
    // 7 days 15 hours: no longer.
    expect((await nightlyRuns()).map(({ count }) => count)).toEqual([1, 0]);
  });
});
