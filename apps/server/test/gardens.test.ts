/**
 * The garden programme (spec 2 §2 /gardenblitz, /gardendirectory, /gardendetails/{id}, §3, §4,
 * §5, §6, §7 Gardens, §8, §9): sign-ups from the four forms (anonymous ones allowed), Pending in the
 * programme's town; their status decided by the programme admin (GARDENS_ADMIN_EMAIL); edits and
 * withdrawals by their host; volunteer requests decided by the garden host while Pending, a
 * signed-in volunteer told in the inbox; e-mails shown only to whom they belong.
 */
import {
  GARDEN_ADMIN_FALLBACK_NAME,
  GARDEN_DETAILS,
  GARDEN_INBOX,
  GARDEN_PROGRAMME_SENDER,
} from '@wegrow/contract/gardens';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Garden, VolunteerRequest } from '../src/domains/gardens';
import { gardens as gardensTable, volunteerRequests } from '../src/domains/gardens/schema';
import {
  call,
  createTestApp,
  login,
  newUser,
  resetData,
  signup,
  type TestApp,
  type TestUser,
} from './helpers/app';

const ADMIN_EMAIL = 'programme@example.org';
const TOWN = 'Riverton';

let t: TestApp;
let member: TestUser;
let host: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { gardensAdminEmail: ADMIN_EMAIL, gardensTown: TOWN } });
}, 120_000);
afterAll(() => t.close());

async function signUp(email: string): Promise<TestUser> {
  const { id } = await signup(t.app, email);
  const tokens = await login(t.app, email);
  return {
    id,
    email,
    verified: true,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
}

beforeEach(async () => {
  await resetData(t.app);
  member = await newUser(t.app, 'member');
  host = await newUser(t.app, 'host');
  admin = await signUp(ADMIN_EMAIL);
});

const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });

const HOST_FORM = {
  type: 'Blitz',
  host_name: 'Maya Green',
  description: 'Garden Host Application',
  notes: 'Sunny backyard, about 20 m2, water tap available.',
  email: 'maya@example.org',
} as const;

const signUpGarden = (caller: TestUser | null, payload: Record<string, unknown> = HOST_FORM) =>
  as(caller, 'createGarden', { method: 'POST', url: '/api/gardens', payload });
const getGarden = (caller: TestUser | null, id: number) =>
  as(caller, 'getGarden', { method: 'GET', url: `/api/gardens/${id}` });
const listGardens = (caller: TestUser | null, query = '') =>
  as(caller, 'listGardens', { method: 'GET', url: `/api/gardens${query}` });
const offerHelp = (caller: TestUser | null, payload: Record<string, unknown>) =>
  as(caller, 'requestToVolunteer', { method: 'POST', url: '/api/volunteers/request', payload });
const listRequests = (caller: TestUser | null, gardenId: number) =>
  as(caller, 'listVolunteerRequests', {
    method: 'GET',
    url: `/api/volunteers/requests/${gardenId}`,
  });
const decideRequest = (caller: TestUser | null, requestId: number, status: string) =>
  as(caller, 'decideVolunteerRequest', {
    method: 'PATCH',
    url: `/api/volunteers/approve/${requestId}`,
    payload: { status },
  });
const decideGarden = (caller: TestUser | null, id: number, status: string) =>
  as(caller, 'decideGarden', {
    method: 'PATCH',
    url: `/api/gardens/${id}/status`,
    payload: { status },
  });
const inboxOf = async (user: TestUser) =>
  (await as(user, 'listInboxMessages', { method: 'GET', url: `/api/inbox/${user.id}` })).json<
    { sender: { kind: string; name: string }; subject: string; content: string }[]
  >();

/** A garden hosted by `host`, with a Pending request from a signed-in volunteer (`member`). */
async function hostedGarden(): Promise<{ garden: Garden; request: VolunteerRequest }> {
  const garden = await t.app.services.gardens.create(host, HOST_FORM);
  const request = await t.app.services.gardens.requestToVolunteer(member, {
    garden_id: garden.id,
    volunteer_name: 'Sam Rivers',
    volunteer_email: 'sam@example.org',
  });
  return { garden, request };
}

describe('signing up (the four forms)', () => {
  const FORMS = [
    ['Blitz Garden Host', 'Blitz', 'Garden Host Application'],
    ['Blitz Volunteer', 'Blitz', 'Volunteer Application'],
    ['Long-Term Host', 'Ongoing', 'Garden Host Application'],
    ['Long-Term Volunteer', 'Ongoing', 'Volunteer Application'],
  ] as const;

  it.each(FORMS)(
    '%s: Pending, in the town, the signed-in sender as host',
    async (_, type, description) => {
      const res = await signUpGarden(member, { ...HOST_FORM, type, description });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        type,
        description,
        host_name: 'Maya Green',
        host_id: member.id,
        location: TOWN,
        notes: HOST_FORM.notes,
        status: 'Pending',
        email: HOST_FORM.email,
      });
    },
  );

  it('takes anonymous sign-ups: no host, and the e-mail is not shown back', async () => {
    const res = await signUpGarden(null);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ host_id: null, email: null, status: 'Pending' });
    // Stored privately all the same.
    const [row] = await t.app.services.database.db.select().from(gardensTable);
    expect(row?.email).toBe(HOST_FORM.email);
  });

  it('trims the name and message, and takes the town in any case (or no location)', async () => {
    const res = await signUpGarden(member, {
      ...HOST_FORM,
      host_name: '  Maya  ',
      notes: '\n A tap. \n',
      location: ' riverton ',
    });
    expect(res.json()).toMatchObject({ host_name: 'Maya', notes: 'A tap.', location: TOWN });
  });

  it('requires name, e-mail and message (422), and one of the two applications', async () => {
    const { host_name: _n, ...noName } = HOST_FORM;
    const { email: _e, ...noEmail } = HOST_FORM;
    const { notes: _m, ...noMessage } = HOST_FORM;
    const cases: [Record<string, unknown>, string][] = [
      [noName, 'Name is required.'],
      [noEmail, 'Email is required.'],
      [noMessage, 'Message is required.'],
      [{ ...HOST_FORM, host_name: '  ' }, 'Name must not be blank.'],
      [{ ...HOST_FORM, notes: ' \n ' }, 'Message must not be blank.'],
      [{ ...HOST_FORM, email: 'not an address' }, 'Enter a valid e-mail address.'],
      [
        { ...HOST_FORM, description: 'Something else' },
        'Description must be one of: Garden Host Application, Volunteer Application.',
      ],
      [{ ...HOST_FORM, type: 'Weekly' }, 'Type must be one of: Blitz, Ongoing.'],
      [{ ...HOST_FORM, location: 'Elsewhere' }, GARDEN_DETAILS.otherTown(TOWN)],
    ];
    for (const [payload, detail] of cases) {
      const res = await signUpGarden(null, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    expect((await listGardens(null)).json()).toEqual([]);
  });
});

describe('the directory', () => {
  it('lists every garden newest first, filtered by type and by a part of the location', async () => {
    const first = (await signUpGarden(host)).json<Garden>();
    t.clock.advance(1000);
    const second = (
      await signUpGarden(null, {
        ...HOST_FORM,
        type: 'Ongoing',
        description: 'Volunteer Application',
      })
    ).json<Garden>();
    // An older sign-up from elsewhere (before the programme kept to one town).
    await t.app.services.database.db.insert(gardensTable).values({
      type: 'Blitz',
      hostName: 'Jo',
      location: 'Mill Street, 100% sunny_side',
      description: 'Volunteer Application',
      notes: 'Weekends.',
      email: 'jo@example.org',
      status: 'Approved',
      createdAt: new Date(Date.parse(first.created_at) - 60_000),
      updatedAt: new Date(),
    });
    const ids = async (query: string) =>
      (await listGardens(null, query)).json<Garden[]>().map((garden) => garden.host_name);
    expect(
      (await listGardens(null))
        .json<Garden[]>()
        .map((g) => g.id)
        .slice(0, 2),
    ).toEqual([second.id, first.id]);
    expect(await ids('')).toEqual(['Maya Green', 'Maya Green', 'Jo']);
    expect(await ids('?type=Blitz')).toEqual(['Maya Green', 'Jo']);
    expect(await ids('?type=Ongoing')).toEqual(['Maya Green']);
    expect(await ids('?location=RIVER')).toEqual(['Maya Green', 'Maya Green']);
    expect(await ids('?location=mill%20street&type=Blitz')).toEqual(['Jo']);
    // `%` and `_` are text, not wildcards.
    expect(await ids('?location=100%25')).toEqual(['Jo']);
    expect(await ids('?location=%25')).toEqual(['Jo']);
    expect(await ids('?location=r_verton')).toEqual([]);
    const bad = await listGardens(null, '?type=Weekly');
    expect(bad.statusCode).toBe(422);
  });

  it('pages by `limit` (1..100, else 422) and `before`, the cursor kept through a filter', async () => {
    const made: Garden[] = [];
    for (const type of ['Blitz', 'Ongoing', 'Blitz'] as const) {
      made.push((await signUpGarden(null, { ...HOST_FORM, type })).json<Garden>());
      t.clock.advance(1000);
    }
    const all = (await listGardens(null)).json<Garden[]>();
    expect(all.map((g) => g.id)).toEqual(made.map((g) => g.id).reverse());
    const [a, b, c] = all;
    // The cursor (an Ongoing garden) is not in the Blitz list; the page after it still is.
    expect((await listGardens(null, `?type=Blitz&before=${b?.id}`)).json()).toEqual([c]);
    expect((await listGardens(null, '?limit=2')).json()).toEqual([a, b]);
    expect((await listGardens(null, `?limit=1&before=${b?.id}`)).json()).toEqual([c]);
    expect((await listGardens(null, `?before=${all[all.length - 1]?.id}`)).json()).toEqual([]);
    for (const query of ['?limit=0', '?limit=101', '?before=0']) {
      const res = await listGardens(null, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json<{ detail: string }>().detail, query).toMatch(/^(Limit|Before) /);
    }
  });

  it('shows a garden by id, and says when there is none (404)', async () => {
    const { garden } = await hostedGarden();
    expect((await getGarden(null, garden.id)).json()).toEqual({ ...garden, email: null });
    const missing = await getGarden(null, 2_147_483_647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: GARDEN_DETAILS.gardenNotFound });
  });

  it('names the town and the programme admin (id and username, never the e-mail)', async () => {
    const programme = async () =>
      (
        await as(null, 'getGardenProgramme', { method: 'GET', url: '/api/gardens/programme' })
      ).json();
    expect(await programme()).toEqual({
      town: TOWN,
      admin: { id: admin.id, name: GARDEN_ADMIN_FALLBACK_NAME },
    });
    await as(admin, 'updateMyAccount', {
      method: 'PATCH',
      url: '/api/auth/account/me',
      payload: { username: 'willow' },
    });
    const named = await programme();
    expect(named).toEqual({ town: TOWN, admin: { id: admin.id, name: 'willow' } });
    expect(JSON.stringify(named)).not.toContain('@');
  });

  it('has no admin id while no account has GARDENS_ADMIN_EMAIL', async () => {
    await resetData(t.app);
    const res = await as(null, 'getGardenProgramme', {
      method: 'GET',
      url: '/api/gardens/programme',
    });
    expect(res.json()).toEqual({
      town: TOWN,
      admin: { id: null, name: GARDEN_ADMIN_FALLBACK_NAME },
    });
  });
});

type Role = 'visitor' | 'member' | 'host' | 'admin';
const ROLES: readonly Role[] = ['visitor', 'member', 'host', 'admin'];
const callerOf = (role: Role): TestUser | null => ({ visitor: null, member, host, admin })[role];

interface Row {
  operationId: string;
  /** `gardenId`: a garden `host` hosts; `requestId`: a Pending request for it from `member`. */
  request: (ids: { gardenId: number; requestId: number }) => InjectOptions;
  expected: Record<Role, number>;
  forbidden?: string;
  /** The 404 of an unknown id, for the roles that pass the permission check. */
  notFound?: string;
}

const UNKNOWN = 2_147_483_647;
const EDIT = {
  type: 'Ongoing',
  host_name: 'Maya G.',
  notes: 'Now long-term.',
  email: 'm@example.org',
};

/** The permission table: operation × role → status. */
const PERMISSIONS: Row[] = [
  {
    operationId: 'listGardens',
    request: () => ({ method: 'GET', url: '/api/gardens' }),
    expected: { visitor: 200, member: 200, host: 200, admin: 200 },
  },
  {
    operationId: 'getGardenProgramme',
    request: () => ({ method: 'GET', url: '/api/gardens/programme' }),
    expected: { visitor: 200, member: 200, host: 200, admin: 200 },
  },
  {
    operationId: 'getGarden',
    request: ({ gardenId }) => ({ method: 'GET', url: `/api/gardens/${gardenId}` }),
    expected: { visitor: 200, member: 200, host: 200, admin: 200 },
    notFound: GARDEN_DETAILS.gardenNotFound,
  },
  {
    operationId: 'createGarden',
    request: () => ({ method: 'POST', url: '/api/gardens', payload: HOST_FORM }),
    expected: { visitor: 201, member: 201, host: 201, admin: 201 },
  },
  {
    operationId: 'updateGarden',
    request: ({ gardenId }) => ({ method: 'PUT', url: `/api/gardens/${gardenId}`, payload: EDIT }),
    expected: { visitor: 401, member: 403, host: 200, admin: 403 },
    forbidden: GARDEN_DETAILS.onlyHostEdits,
    notFound: GARDEN_DETAILS.gardenNotFound,
  },
  {
    operationId: 'deleteGarden',
    request: ({ gardenId }) => ({ method: 'DELETE', url: `/api/gardens/${gardenId}` }),
    expected: { visitor: 401, member: 403, host: 204, admin: 204 },
    forbidden: GARDEN_DETAILS.onlyHostWithdraws,
    notFound: GARDEN_DETAILS.gardenNotFound,
  },
  {
    operationId: 'decideGarden',
    request: ({ gardenId }) => ({
      method: 'PATCH',
      url: `/api/gardens/${gardenId}/status`,
      payload: { status: 'Approved' },
    }),
    expected: { visitor: 401, member: 403, host: 403, admin: 200 },
    forbidden: GARDEN_DETAILS.onlyAdminDecides,
    notFound: GARDEN_DETAILS.gardenNotFound,
  },
  {
    operationId: 'requestToVolunteer',
    request: ({ gardenId }) => ({
      method: 'POST',
      url: '/api/volunteers/request',
      payload: { garden_id: gardenId, volunteer_name: 'Lee' },
    }),
    expected: { visitor: 201, member: 201, host: 201, admin: 201 },
    notFound: GARDEN_DETAILS.gardenNotFound,
  },
  {
    operationId: 'listVolunteerRequests',
    request: ({ gardenId }) => ({ method: 'GET', url: `/api/volunteers/requests/${gardenId}` }),
    expected: { visitor: 200, member: 200, host: 200, admin: 200 },
    notFound: GARDEN_DETAILS.gardenNotFound,
  },
  {
    operationId: 'decideVolunteerRequest',
    request: ({ requestId }) => ({
      method: 'PATCH',
      url: `/api/volunteers/approve/${requestId}`,
      payload: { status: 'Approved' },
    }),
    expected: { visitor: 401, member: 403, host: 200, admin: 403 },
    forbidden: GARDEN_DETAILS.onlyHostDecides,
    notFound: GARDEN_DETAILS.requestNotFound,
  },
];

describe('permissions: operation × role', () => {
  const cases = PERMISSIONS.flatMap((row) =>
    ROLES.map((role) => [row.operationId, role, row.expected[role], row] as const),
  );

  it.each(cases)('%s as %s → %i', async (operationId, role, status, row) => {
    const { garden, request } = await hostedGarden();
    const ids = { gardenId: garden.id, requestId: request.id };
    const res = await as(callerOf(role), operationId, row.request(ids));
    expect(res.statusCode).toBe(status);
    if (status === 401) expect(res.json()).toEqual({ detail: 'Not authenticated' });
    if (status === 403) expect(res.json()).toEqual({ detail: row.forbidden });
    if (status >= 400) {
      // Refused: the garden and its request are as they were.
      expect(await t.app.services.gardens.get(host, garden.id)).toEqual(garden);
      expect(await t.app.services.gardens.requests(host, garden.id)).toEqual([request]);
    }
    if (row.notFound && status < 400) {
      const unknown = await as(
        callerOf(role),
        operationId,
        row.request({ gardenId: UNKNOWN, requestId: UNKNOWN }),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: row.notFound });
    }
  });

  it('decides gardens by GARDENS_ADMIN_EMAIL before looking the garden up', async () => {
    const res = await decideGarden(host, UNKNOWN, 'Approved');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: GARDEN_DETAILS.onlyAdminDecides });
    const programme = { id: 1, email: 'Programme@Example.org', verified: true };
    expect(t.app.services.gardens.isAdmin(programme)).toBe(true);
    expect(t.app.services.gardens.isAdmin({ ...programme, verified: false })).toBe(false);
    const other = { id: 1, email: 'gardens@wegrow.local', verified: true };
    expect(t.app.services.gardens.isAdmin(other)).toBe(false);
  });
});

describe('e-mails are private', () => {
  type Viewer = 'visitor' | 'member' | 'host' | 'admin';
  const VIEWERS: readonly Viewer[] = ['visitor', 'member', 'host', 'admin'];
  const viewerOf = (viewer: Viewer): TestUser | null =>
    ({ visitor: null, member, host, admin })[viewer];
  /** Who sees the garden's sign-up e-mail, and who sees a volunteer's. */
  const SEES: Record<Viewer, { garden: boolean; volunteer: boolean }> = {
    visitor: { garden: false, volunteer: false },
    member: { garden: false, volunteer: false },
    host: { garden: true, volunteer: true },
    admin: { garden: true, volunteer: false },
  };

  it.each(VIEWERS)('as %s', async (viewer) => {
    const { garden } = await hostedGarden();
    const caller = viewerOf(viewer);
    const expected = SEES[viewer].garden ? HOST_FORM.email : null;
    expect((await getGarden(caller, garden.id)).json<Garden>().email).toBe(expected);
    expect((await listGardens(caller)).json<Garden[]>()[0]?.email).toBe(expected);
    const requests = (await listRequests(caller, garden.id)).json<VolunteerRequest[]>();
    expect(requests).toEqual([
      expect.objectContaining({
        volunteer_name: 'Sam Rivers',
        volunteer_email: SEES[viewer].volunteer ? 'sam@example.org' : null,
        status: 'Pending',
      }),
    ]);
    if (!SEES[viewer].garden) {
      const bodies = [
        (await getGarden(caller, garden.id)).body,
        (await listGardens(caller)).body,
      ].join('');
      expect(bodies).not.toContain(HOST_FORM.email);
    }
  });
});

describe('the host', () => {
  it('edits type, name, message and e-mail; kind, town and status stay', async () => {
    const { garden } = await hostedGarden();
    await decideGarden(admin, garden.id, 'Approved');
    const res = await as(host, 'updateGarden', {
      method: 'PUT',
      url: `/api/gardens/${garden.id}`,
      payload: { ...EDIT, host_name: '  Maya G.  ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...garden,
      type: 'Ongoing',
      host_name: 'Maya G.',
      notes: 'Now long-term.',
      email: 'm@example.org',
      status: 'Approved',
    });
    const blank = await as(host, 'updateGarden', {
      method: 'PUT',
      url: `/api/gardens/${garden.id}`,
      payload: { ...EDIT, notes: '  ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: 'Message must not be blank.' });
  });

  it('cannot be anyone for an anonymous sign-up', async () => {
    const anonymous = (await signUpGarden(null)).json<Garden>();
    for (const caller of [member, host, admin]) {
      const res = await as(caller, 'updateGarden', {
        method: 'PUT',
        url: `/api/gardens/${anonymous.id}`,
        payload: EDIT,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('withdraws the garden, and its requests go with it', async () => {
    const { garden } = await hostedGarden();
    const res = await as(host, 'deleteGarden', {
      method: 'DELETE',
      url: `/api/gardens/${garden.id}`,
    });
    expect(res.statusCode).toBe(204);
    expect((await getGarden(null, garden.id)).statusCode).toBe(404);
    expect(await t.app.services.database.db.select().from(volunteerRequests)).toEqual([]);
    expect((await listRequests(null, garden.id)).statusCode).toBe(404);
  });
});

describe('the programme admin', () => {
  it('approves or rejects a Pending garden once (409 after), telling a signed-in host', async () => {
    const { garden } = await hostedGarden();
    const approved = await decideGarden(admin, garden.id, 'Approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ ...garden, status: 'Approved' });
    expect((await getGarden(null, garden.id)).json<Garden>().status).toBe('Approved');
    for (const status of ['Approved', 'Rejected']) {
      const again = await decideGarden(admin, garden.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: GARDEN_DETAILS.gardenDecided('Approved') });
    }
    const [message] = await inboxOf(host);
    expect(message).toMatchObject({
      sender: GARDEN_PROGRAMME_SENDER,
      ...GARDEN_INBOX.gardenDecided('Approved', { ...garden }),
    });
    expect(message?.content).toContain('Blitz Garden Host sign-up in Riverton');

    const anonymous = (await signUpGarden(null)).json<Garden>();
    const rejected = await decideGarden(admin, anonymous.id, 'Rejected');
    expect(rejected.json()).toMatchObject({ status: 'Rejected', email: HOST_FORM.email });
    expect((await decideGarden(admin, anonymous.id, 'Approved')).json()).toEqual({
      detail: GARDEN_DETAILS.gardenDecided('Rejected'),
    });
    const unknown = await decideGarden(admin, UNKNOWN, 'Approved');
    expect(unknown.statusCode).toBe(404);
    expect((await decideGarden(admin, garden.id, 'Pending')).statusCode).toBe(422);
  });

  it('removes any garden (an unwanted anonymous sign-up)', async () => {
    const anonymous = (await signUpGarden(null)).json<Garden>();
    const res = await as(admin, 'deleteGarden', {
      method: 'DELETE',
      url: `/api/gardens/${anonymous.id}`,
    });
    expect(res.statusCode).toBe(204);
    expect((await listGardens(null)).json()).toEqual([]);
  });
});

describe('volunteer requests', () => {
  it('are taken from anyone: the name required, the e-mail optional, the garden existing', async () => {
    const { garden } = await hostedGarden();
    const anonymous = await offerHelp(null, { garden_id: garden.id, volunteer_name: '  Lee ' });
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json()).toEqual({
      id: expect.any(Number),
      garden_id: garden.id,
      volunteer_name: 'Lee',
      volunteer_email: null,
      status: 'Pending',
    });
    const withNull = await offerHelp(null, {
      garden_id: garden.id,
      volunteer_name: 'Kim',
      volunteer_email: null,
    });
    expect(withNull.statusCode).toBe(201);
    // The sender gets back the e-mail they sent.
    const echoed = await offerHelp(null, {
      garden_id: garden.id,
      volunteer_name: 'Noor',
      volunteer_email: 'noor@example.org',
    });
    expect(echoed.json()).toMatchObject({ volunteer_email: 'noor@example.org' });

    const cases: [Record<string, unknown>, number, string][] = [
      [{ garden_id: garden.id }, 422, 'Name is required.'],
      [{ garden_id: garden.id, volunteer_name: '   ' }, 422, 'Name must not be blank.'],
      [
        { garden_id: garden.id, volunteer_name: 'Lee', volunteer_email: 'nope' },
        422,
        'Enter a valid e-mail address.',
      ],
      [{ volunteer_name: 'Lee' }, 422, 'Garden ID is required.'],
      [{ garden_id: UNKNOWN, volunteer_name: 'Lee' }, 404, GARDEN_DETAILS.gardenNotFound],
    ];
    for (const [payload, status, detail] of cases) {
      const res = await offerHelp(null, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
    const listed = (await listRequests(null, garden.id)).json<VolunteerRequest[]>();
    expect(listed.map((request) => request.volunteer_name)).toEqual([
      'Sam Rivers',
      'Lee',
      'Kim',
      'Noor',
    ]);
  });

  it('are decided by the host while Pending (409 after), the signed-in volunteer told', async () => {
    const { garden, request } = await hostedGarden();
    const approved = await decideRequest(host, request.id, 'Approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ ...request, status: 'Approved' });
    for (const status of ['Rejected', 'Approved']) {
      const again = await decideRequest(host, request.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: GARDEN_DETAILS.requestDecided('Approved') });
    }
    const [message] = await inboxOf(member);
    expect(message).toMatchObject({
      sender: GARDEN_PROGRAMME_SENDER,
      ...GARDEN_INBOX.volunteerDecided('Approved', garden),
    });
    expect(message?.content).toBe(
      'Maya Green approved your request to help at their garden in Riverton. Thank you for offering a hand!',
    );

    const other = await t.app.services.gardens.requestToVolunteer(member, {
      garden_id: garden.id,
      volunteer_name: 'Sam again',
    });
    const rejected = await decideRequest(host, other.id, 'Rejected');
    expect(rejected.json()).toMatchObject({ status: 'Rejected' });
    expect((await decideRequest(host, other.id, 'Approved')).json()).toEqual({
      detail: GARDEN_DETAILS.requestDecided('Rejected'),
    });
    const [latest] = await inboxOf(member);
    expect(latest).toMatchObject(GARDEN_INBOX.volunteerDecided('Rejected', garden));
    const unknown = await decideRequest(host, UNKNOWN, 'Approved');
    expect(unknown.json()).toEqual({ detail: GARDEN_DETAILS.requestNotFound });
    expect((await decideRequest(host, request.id, 'Maybe')).statusCode).toBe(422);
  });

  it('tell nobody when the volunteer asked anonymously', async () => {
    const { garden } = await hostedGarden();
    const anonymous = await t.app.services.gardens.requestToVolunteer(null, {
      garden_id: garden.id,
      volunteer_name: 'Lee',
    });
    const before = (await inboxOf(member)).length;
    await decideRequest(host, anonymous.id, 'Approved');
    expect(await inboxOf(member)).toHaveLength(before);
    expect((await inboxOf(host)).some((m) => m.sender.name === GARDEN_PROGRAMME_SENDER.name)).toBe(
      false,
    );
  });
});
