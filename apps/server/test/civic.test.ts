/**
 * We Choose's bills (spec 3 §2 We Choose, §3, §7, §8; issue #19): fetched by the server from the
 * parliament service (a fake openparliament.ca on loopback here, answering real-shaped JSON),
 * mapped to the contract's Bill, kept an hour in the database, the last copy served when the
 * service is down, an empty list with a notice when there is none; never a 5xx.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLS_CACHE_MS, CIVIC_DETAILS } from '@wegrow/contract/civic';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billUrl, type Bill, type BillList } from '../src/domains/civic';
import { call, createTestApp, manualClock, type TestApp } from './helpers/app';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

const GARDENS_ITEM = {
  session: '45-1',
  legisinfo_id: 13102364,
  introduced: '2025-10-02',
  name: { en: 'An Act to support community gardens on public land', fr: 'Loi visant…' },
  number: 'C-231',
  url: '/bills/45-1/C-231/',
};
const RIVERS_ITEM = {
  session: '45-1',
  legisinfo_id: 13102400,
  introduced: '2025-10-20',
  name: { en: '', fr: '' },
  number: 'S-209',
  url: '/bills/45-1/S-209/',
};

/** openparliament.ca's answers, as its API writes them (`format=json`). */
const LIST = {
  objects: [
    GARDENS_ITEM,
    RIVERS_ITEM,
    {
      session: '45-1',
      legisinfo_id: 13102500,
      introduced: '2025-11-05',
      name: { en: 'An Act respecting the right to repair', fr: 'Loi concernant…' },
      number: 'C-244',
      url: '/bills/45-1/C-244/',
    },
    // Unusable entries are left out.
    { session: '45-1', name: { en: 'No number' }, url: '/bills/45-1/x/' },
    'not a bill',
  ],
  pagination: {
    offset: 0,
    limit: 20,
    next_url: '/bills/?format=json&limit=20&offset=20',
    previous_url: null,
  },
};

const DETAILS: Record<string, unknown> = {
  '/bills/45-1/C-231/?format=json': {
    ...GARDENS_ITEM,
    short_title: { en: 'Community Gardens Act', fr: 'Loi sur les jardins communautaires' },
    home_chamber: 'House',
    law: null,
    private_member_bill: true,
    status_code: 'HouseAt2ndReading',
    status: {
      en: 'At second reading in the House of Commons',
      fr: 'À l’étape de la deuxième lecture',
    },
    sponsor_politician_url: '/politicians/jane-doe/',
    sponsor_politician_membership_url: '/politicians/memberships/4821/',
    text_url: 'https://www.parl.ca/Content/Bills/451/Private/C-231/C-231_1/C-231_1.PDF',
    vote_urls: [],
  },
  '/bills/45-1/S-209/?format=json': {
    ...RIVERS_ITEM,
    short_title: { en: '', fr: '' },
    home_chamber: 'Senate',
    status_code: 'SenateAt1stReading',
    status: { en: 'At first reading in the Senate', fr: 'Première lecture au Sénat' },
    sponsor_politician_url: null,
  },
};

const POLITICIANS: Record<string, unknown> = {
  '/politicians/jane-doe/?format=json': {
    name: 'Jane Doe',
    given_name: 'Jane',
    family_name: 'Doe',
    url: '/politicians/jane-doe/',
  },
};

let upstream: Server;
let port: number;
let t: TestApp;
/** Requests the fake service got, by path. */
let hits: string[] = [];
/** The User-Agents it saw. */
const agents = new Set<string>();
/** What the fake service does: answer, fail, or answer something else. */
let mode: 'up' | 'down' | 'garbage' | 'huge' = 'up';

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const url = request.url ?? '';
    hits.push(url);
    agents.add(request.headers['user-agent'] ?? '');
    if (mode === 'down') return json({ detail: 'Service unavailable' }, 503)(request, response);
    if (mode === 'garbage')
      return void response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"objects": [');
    if (mode === 'huge')
      return json({ objects: [], filler: 'x'.repeat(3 * 1024 * 1024) })(request, response);
    if (url === '/bills/?format=json&limit=20') return json(LIST)(request, response);
    const page = DETAILS[url] ?? POLITICIANS[url];
    // C-244's detail fails: the bill is still listed, with what the list says.
    if (page) return json(page)(request, response);
    return json({ error: 'Not found' }, 404)(request, response);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
  port = (upstream.address() as AddressInfo).port;
  t = await createTestApp({
    clock: manualClock('2026-01-04T10:00:00Z'),
    config: {
      billsSourceUrl: `http://127.0.0.1:${port}`,
      importAllowedHosts: [`127.0.0.1:${port}`],
    },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});
beforeEach(() => {
  hits = [];
  mode = 'up';
});

const listBills = async (app = t.app) => {
  const res = await call(app, 'listParliamentBills', { method: 'GET', url: '/api/civic/bills' });
  expect(res.statusCode).toBe(200);
  return res.json<BillList>();
};

const EXPECTED: Bill[] = [
  {
    short_title: 'Community Gardens Act',
    title: 'An Act to support community gardens on public land',
    number: 'C-231',
    sponsor: { name: 'Jane Doe' },
    status: 'At second reading in the House of Commons',
    session: '45-1',
    introduced: '2025-10-02',
    url: 'https://www.parl.ca/legisinfo/en/bill/45-1/c-231',
  },
  {
    short_title: null,
    title: null,
    number: 'S-209',
    sponsor: { name: null },
    status: 'At first reading in the Senate',
    session: '45-1',
    introduced: '2025-10-20',
    url: 'https://www.parl.ca/legisinfo/en/bill/45-1/s-209',
  },
  {
    short_title: null,
    title: 'An Act respecting the right to repair',
    number: 'C-244',
    sponsor: { name: null },
    status: null,
    session: '45-1',
    introduced: '2025-11-05',
    url: 'https://www.parl.ca/legisinfo/en/bill/45-1/c-244',
  },
];

describe('the bills', () => {
  it('are an empty list with a notice while the service is down and nothing was ever fetched', async () => {
    mode = 'down';
    expect(await listBills()).toEqual({
      objects: [],
      fetched_at: null,
      stale: false,
      detail: CIVIC_DETAILS.noBills,
    });
  });

  it("are fetched from the list and each bill's detail and sponsor, and mapped", async () => {
    const bills = await listBills();
    expect(bills).toEqual({
      objects: EXPECTED,
      fetched_at: '2026-01-04T10:00:00.000Z',
      stale: false,
    });
    expect(hits).toContain('/bills/?format=json&limit=20');
    expect(hits).toContain('/bills/45-1/C-231/?format=json');
    expect(hits).toContain('/politicians/jane-doe/?format=json');
    expect([...agents]).toEqual(['Mozilla/5.0 (compatible; WeGrow bills)']);
  });

  it('are served from the database for an hour, then fetched again', async () => {
    t.clock.advance(BILLS_CACHE_MS - 1000);
    expect((await listBills()).fetched_at).toBe('2026-01-04T10:00:00.000Z');
    expect(hits).toEqual([]);
    t.clock.advance(1000);
    const again = await listBills();
    expect(again.fetched_at).toBe('2026-01-04T11:00:00.000Z');
    expect(again.objects).toEqual(EXPECTED);
    expect(hits.length).toBeGreaterThan(0);
  });

  it('are the last copy, marked stale with its time, when the service is down', async () => {
    t.clock.advance(BILLS_CACHE_MS);
    for (const failure of ['down', 'garbage', 'huge'] as const) {
      mode = failure;
      expect(await listBills(), failure).toEqual({
        objects: EXPECTED,
        fetched_at: '2026-01-04T11:00:00.000Z',
        stale: true,
        detail: CIVIC_DETAILS.sourceDown,
      });
    }
    mode = 'up';
    expect(await listBills()).toMatchObject({
      stale: false,
      fetched_at: '2026-01-04T12:00:00.000Z',
    });
  });

  it('share one fetch between requests that come at once', async () => {
    t.clock.advance(BILLS_CACHE_MS);
    const answers = await Promise.all([listBills(), listBills(), listBills()]);
    expect(new Set(answers.map((answer) => answer.fetched_at)).size).toBe(1);
    expect(hits.filter((hit) => hit === '/bills/?format=json&limit=20')).toHaveLength(1);
  });

  it('are fetched through the outbound guard: a local address not allowed is never reached', async () => {
    const guarded = await createTestApp({
      config: { billsSourceUrl: `http://127.0.0.1:${port}`, importAllowedHosts: [] },
    });
    try {
      expect(await listBills(guarded.app)).toEqual({
        objects: [],
        fetched_at: null,
        stale: false,
        detail: CIVIC_DETAILS.noBills,
      });
      expect(hits).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});

describe('the full-bill link', () => {
  it('is LEGISinfo for a well-formed session and number, else openparliament.ca', () => {
    expect(billUrl('44-1', 'C-11', '/bills/44-1/C-11/')).toBe(
      'https://www.parl.ca/legisinfo/en/bill/44-1/c-11',
    );
    expect(billUrl('44-1', 'C-11 (as amended)', '/bills/44-1/C-11/')).toBe(
      'https://openparliament.ca/bills/44-1/C-11/',
    );
    expect(billUrl('x', 'y', 'javascript:alert(1)')).toBe('https://openparliament.ca/bills/');
  });
});
