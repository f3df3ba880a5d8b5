/**
 * A community's events as iCalendar (RFC 5545) for calendar apps: each member's own address
 * (a token in the URL, since calendar apps cannot send a bearer token), the feed's text checked
 * octet by octet (CRLF, folding at 75 octets, escaping) and parsed with ical.js.
 */
import ICAL from 'ical.js';
import {
  COMMUNITY_DETAILS as D,
  EVENT_SCHEDULE_DETAILS,
  zonedToUtc,
} from '@wegrow/contract/communities';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendeeLine,
  escapeText,
  foldLine,
  icalendar,
  nextDay,
  PRODUCT_ID,
} from '../src/domains/communities';
import { vtimezoneOf } from '../src/domains/communities/events/icalendar';
import { call, createTestApp, login, newUser, type TestApp, type TestUser } from './helpers/app';

let t: TestApp;
let maya: TestUser;
let sam: TestUser;
let ivy: TestUser;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp();
  maya = await newUser(t.app, 'maya');
  sam = await newUser(t.app, 'sam');
  ivy = await newUser(t.app, 'ivy');
  const { community } = t.app.services.communities;
  communityId = (
    await community.create(maya, {
      name: 'Riverside Growers, Inc; est. 2025',
      description: 'Gardens\nby the river',
    })
  ).id;
  await community.join(sam, communityId);
  await community.decide(maya, communityId, sam.id, true);
}, 120_000);
afterAll(() => t.close());

const as = (user: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(user ? user.auth : {}) },
  });

interface Link {
  url: string;
  webcal_url: string;
}
const linkOf = async (user: TestUser, reset = false) => {
  const res = await as(user, reset ? 'resetCommunityCalendarLink' : 'getCommunityCalendarLink', {
    method: reset ? 'POST' : 'GET',
    url: `/api/communities/${communityId}/calendar-link`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Link>();
};
/** Fetches a calendar address (of PUBLIC_SITE_URL) from the app. */
const fetchCalendar = (url: string) =>
  call(t.app, 'getCommunityCalendar', {
    method: 'GET',
    url: url.replace(t.config.publicSiteUrl, ''),
  });

/** The raw lines must be CRLF-terminated and at most 75 octets; returns the unfolded content lines. */
function strictLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  }
  const logical: string[] = [];
  for (const line of physical)
    if (line.startsWith(' ')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  return logical;
}

describe('calendar addresses', () => {
  it('gives each member their own address, the same until they ask for a new one', async () => {
    const first = await linkOf(sam);
    expect(first.url).toMatch(
      new RegExp(
        `^https://wegrow\\.test/api/communities/${communityId}/events\\.ics\\?token=${sam.id}\\.[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(first.webcal_url).toBe(first.url.replace('https:', 'webcal:'));
    expect(await linkOf(sam)).toEqual(first);
    expect((await linkOf(maya)).url).not.toBe(first.url);
    expect((await fetchCalendar(first.url)).statusCode).toBe(200);

    const renewed = await linkOf(sam, true);
    expect(renewed.url).not.toBe(first.url);
    const old = await fetchCalendar(first.url);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toEqual({ detail: D.calendarLinkInvalid });
    expect((await fetchCalendar(renewed.url)).statusCode).toBe(200);
  });

  it('stops working when the member leaves, and does not come back when they rejoin', async () => {
    const { community } = t.app.services.communities;
    await community.join(ivy, communityId);
    await community.decide(maya, communityId, ivy.id, true);
    const link = await linkOf(ivy);
    expect((await fetchCalendar(link.url)).statusCode).toBe(200);
    await community.removeMember(ivy, communityId, ivy.id);
    expect((await fetchCalendar(link.url)).statusCode).toBe(403);
    await community.join(ivy, communityId);
    expect((await fetchCalendar(link.url)).statusCode).toBe(403);
    await community.decide(maya, communityId, ivy.id, true);
    expect((await fetchCalendar(link.url)).statusCode).toBe(403);
    expect((await fetchCalendar((await linkOf(ivy)).url)).statusCode).toBe(200);
  });

  it('refuses forged, malformed and missing tokens, and another community’s token', async () => {
    const link = await linkOf(sam);
    const token = new URL(link.url).searchParams.get('token') ?? '';
    const path = `/api/communities/${communityId}/events.ics`;
    for (const forged of [
      `${maya.id}.${token.split('.')[1]}`,
      `${sam.id}.${'A'.repeat(43)}`,
      'nonsense',
      `${sam.id}.`,
      `99999999999.${token.split('.')[1]}`,
    ]) {
      const res = await call(t.app, 'getCommunityCalendar', {
        method: 'GET',
        url: `${path}?token=${encodeURIComponent(forged)}`,
      });
      expect(res.statusCode, forged).toBe(403);
      expect(res.json()).toEqual({ detail: D.calendarLinkInvalid });
    }
    const missing = await call(t.app, 'getCommunityCalendar', { method: 'GET', url: path });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: 'Token is required.' });
    const other = await t.app.services.communities.community.create(sam, { name: 'Other' });
    const elsewhere = await call(t.app, 'getCommunityCalendar', {
      method: 'GET',
      url: `/api/communities/${other.id}/events.ics?token=${token}`,
    });
    expect(elsewhere.statusCode).toBe(403);
    const unknown = await call(t.app, 'getCommunityCalendar', {
      method: 'GET',
      url: `/api/communities/2147483647/events.ics?token=${token}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: D.communityNotFound });
  });

  it('takes only the canonical spelling of a token: its last character has two unused bits', async () => {
    const link = await linkOf(sam);
    const token = new URL(link.url).searchParams.get('token') ?? '';
    // 43 base64url characters carry 258 bits for a 256-bit mac: the last one's two low bits are
    // unused, so four characters decode to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.slice(-1));
    const spellings = [0, 1, 2, 3].map((bits) => token.slice(0, -1) + alphabet[(last & ~3) | bits]);
    expect(spellings).toContain(token);
    const unknown = await call(t.app, 'getCommunityCalendar', {
      method: 'GET',
      url: `/api/communities/${communityId}/events.ics?token=${sam.id}.${'A'.repeat(43)}`,
    });
    for (const spelling of spellings) {
      const res = await call(t.app, 'getCommunityCalendar', {
        method: 'GET',
        url: `/api/communities/${communityId}/events.ics?token=${spelling}`,
      });
      if (spelling === token) {
        expect(res.statusCode).toBe(200);
        continue;
      }
      // What an unknown token answers.
      expect(res.statusCode, spelling).toBe(unknown.statusCode);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(unknown.statusCode).toBe(403);
  });

  it('changes every address of a member whose password is reset (the old ones answer 403)', async () => {
    const { community } = t.app.services.communities;
    let noor = await newUser(t.app, 'noor');
    const second = await community.create(maya, { name: 'Second garden' });
    for (const id of [communityId, second.id]) {
      await community.join(noor, id);
      await community.decide(maya, id, noor.id, true);
    }
    const linkIn = async (id: number) => {
      const res = await as(noor, 'getCommunityCalendarLink', {
        method: 'GET',
        url: `/api/communities/${id}/calendar-link`,
      });
      expect(res.statusCode).toBe(200);
      return res.json<Link>().url;
    };
    const before = [await linkIn(communityId), await linkIn(second.id)];
    for (const url of before) expect((await fetchCalendar(url)).statusCode).toBe(200);

    await call(t.app, 'requestPasswordReset', {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: noor.email },
    });
    await t.app.services.mailer.flush();
    const mail = t.mail.filter((m) => m.to === noor.email).at(-1);
    const token = /ResetPassword\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await call(t.app, 'resetPassword', {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token), new_password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);

    for (const url of before) {
      const old = await fetchCalendar(url);
      expect(old.statusCode).toBe(403);
      expect(old.json()).toEqual({ detail: D.calendarLinkInvalid });
    }
    noor = { ...noor, ...(await login(t.app, noor.email, 'a-brand-new-password')) };
    noor.auth = { authorization: `Bearer ${noor.access_token}` };
    const after = [await linkIn(communityId), await linkIn(second.id)];
    for (const [index, url] of after.entries()) {
      expect(url).not.toBe(before[index]);
      expect((await fetchCalendar(url)).statusCode).toBe(200);
    }
  });

  it('needs an approved membership for the address itself', async () => {
    const res = await as(ivy, 'getCommunityCalendarLink', {
      method: 'GET',
      url: `/api/communities/${(await t.app.services.communities.community.create(maya, { name: 'Closed' })).id}/calendar-link`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: D.membersOnly });
  });
});

describe('the iCalendar feed', () => {
  it('is valid RFC 5545 that ical.js reads back, event by event', async () => {
    const { events } = t.app.services.communities;
    const long = `${'Bring gloves, spades; and "snacks" \\ '.repeat(4)}\nThen soup 🍲 for everyone.`;
    await events.create(sam, communityId, {
      title: 'Spring blitz, part 1; the big dig',
      description: long,
      date: '2026-04-18',
    });
    await events.create(maya, communityId, { title: 'New year', date: '2026-12-31' });
    await events.create(maya, communityId, { title: 'Leap day', date: '2028-02-29' });

    const res = await fetchCalendar((await linkOf(sam)).url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="community-${communityId}.ics"`,
    );

    const lines = strictLines(res.body);
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`]);
    expect(lines).toContain('X-WR-CALNAME:Riverside Growers\\, Inc\\; est. 2025');
    expect(lines).toContain('DESCRIPTION:Gardens\\nby the river');
    expect(lines.at(-1)).toBe('END:VCALENDAR');

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    expect(calendar.getFirstPropertyValue('prodid')).toBe(PRODUCT_ID);
    const vevents = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(vevents.map((event) => event.summary)).toEqual([
      'Spring blitz, part 1; the big dig',
      'New year',
      'Leap day',
    ]);
    const [blitz, newYear, leap] = vevents;
    expect(blitz?.description).toBe(long);
    expect(blitz?.startDate.isDate).toBe(true);
    expect(blitz?.startDate.toString()).toBe('2026-04-18');
    expect(blitz?.endDate.toString()).toBe('2026-04-19');
    expect(newYear?.endDate.toString()).toBe('2027-01-01');
    expect(leap?.endDate.toString()).toBe('2028-03-01');
    const uids = vevents.map((event) => event.uid);
    expect(new Set(uids).size).toBe(3);
    for (const uid of uids) expect(uid).toMatch(/^community-event-\d+@wegrow\.test$/);
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(String(vevent.getFirstPropertyValue('url'))).toBe(
        `https://wegrow.test/communities/${communityId}`,
      );
    }
  });

  it('writes timed events with their zone as TZID and repeating ones with an RRULE', async () => {
    const { events } = t.app.services.communities;
    const evening = await events.create(sam, communityId, {
      title: 'Evening dig',
      date: '2026-05-06',
      start_time: '18:30',
      end_time: '20:00',
      time_zone: 'Europe/Berlin',
      repeat: 'weekly',
      repeat_until: '2026-06-24',
    });
    const swap = await events.create(sam, communityId, {
      title: 'Seed swap',
      date: '2026-01-31',
      repeat: 'monthly',
    });
    // A cancelled occurrence is an EXDATE of DTSTART's type (RFC 5545 §3.8.5.1).
    await events.cancelOccurrence(sam, communityId, evening.id, '2026-05-13');
    await events.cancelOccurrence(sam, communityId, swap.id, '2026-03-31');
    await events.create(sam, communityId, {
      title: 'Call',
      date: '2026-05-07',
      start_time: '09:00',
      time_zone: 'UTC',
    });
    const res = await fetchCalendar((await linkOf(sam)).url);
    const lines = strictLines(res.body);
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20260506T183000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20260506T200000');
    // The end of the last day, 24 June 23:59:59 in Berlin (summer time, UTC+2), is 21:59:59 UTC.
    expect(lines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20260624T215959Z');
    expect(lines).toContain('RRULE:FREQ=MONTHLY');
    expect(lines).toContain('DTSTART:20260507T090000Z');
    expect(lines).toContain('EXDATE;TZID=Europe/Berlin:20260513T183000');
    expect(lines).toContain('EXDATE;VALUE=DATE:20260331');

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const dig = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .find((event) => event.summary === 'Evening dig');
    expect(dig?.isRecurring()).toBe(true);
    const iterator = dig?.iterator();
    const starts: string[] = [];
    for (let next = iterator?.next(); next && starts.length < 20; next = iterator?.next())
      starts.push(next.toString().slice(0, 10));
    expect(starts).toEqual([
      '2026-05-06',
      '2026-05-20',
      '2026-05-27',
      '2026-06-03',
      '2026-06-10',
      '2026-06-17',
      '2026-06-24',
    ]);

    // RFC 5545 §3.2.19: one VTIMEZONE for each TZID used (Berlin, once), none for UTC events.
    const used = new Set(
      lines.flatMap((line) => /;TZID=([^:;]+)[:;]/u.exec(line)?.[1] ?? []).filter(Boolean),
    );
    expect([...used]).toEqual(['Europe/Berlin']);
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Berlin']);
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    // ical.js reads the event's instant through that block: 18:30 in Berlin summer time is 16:30 UTC.
    const berlin = new ICAL.Timezone(zones[0] as ICAL.Component);
    const start = dig?.startDate.clone();
    if (!start) throw new Error('no start');
    start.zone = berlin;
    expect(start.toUnixTime()).toBe(Date.parse('2026-05-06T16:30:00Z') / 1000);
  });

  it('keeps an event over several days, refuses a last day before its date, and ends it on that day', async () => {
    const create = (body: Record<string, unknown>) =>
      as(sam, 'createCommunityEvent', {
        method: 'POST',
        url: `/api/communities/${communityId}/events`,
        payload: { title: 'Camp', ...body },
      });
    const refused = await create({ date: '2026-07-10', end_date: '2026-07-09' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: EVENT_SCHEDULE_DETAILS.lastDayBeforeDate });
    const untimed = await create({
      date: '2026-07-10',
      end_date: '2026-07-12',
      start_time: '18:00',
    });
    expect(untimed.json()).toEqual({ detail: EVENT_SCHEDULE_DETAILS.lastDayWithoutEndTime });

    const camp = await create({
      title: 'Summer camp',
      date: '2026-07-10',
      end_date: '2026-07-12',
      start_time: '18:00',
      end_time: '12:00',
      time_zone: 'Europe/Berlin',
    });
    expect(camp.statusCode).toBe(201);
    expect(camp.json()).toMatchObject({ end_date: '2026-07-12', end_time: '12:00' });
    // Its own date as the last day is a one-day event, kept without a last day.
    const oneDay = await create({ title: 'Harvest', date: '2026-07-20', end_date: '2026-07-20' });
    expect(oneDay.json()).toMatchObject({ end_date: null });
    const weekend = await create({
      title: 'Work weekend',
      date: '2026-08-01',
      end_date: '2026-08-02',
    });
    expect(weekend.statusCode).toBe(201);

    const res = await fetchCalendar((await linkOf(sam)).url);
    const lines = strictLines(res.body);
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20260712T120000');
    // An all-day event's DTEND is exclusive: the day after its last.
    expect(lines).toContain('DTEND;VALUE=DATE:20260803');
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const read = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .find((event) => event.summary === 'Summer camp');
    expect(read?.duration.toSeconds()).toBe((2 * 24 - 6) * 3600);
  });

  it('carries the member’s own answers as ATTENDEE with PARTSTAT, in their feed only', async () => {
    const { events } = t.app.services.communities;
    const picnic = await events.create(maya, communityId, {
      title: 'RSVP picnic',
      date: '2026-07-04',
    });
    const swap = await events.create(maya, communityId, { title: 'RSVP swap', date: '2026-07-05' });
    await events.answer(sam, communityId, picnic.id, { status: 'going' });
    await events.answer(sam, communityId, swap.id, { status: 'not_going' });
    await events.answer(maya, communityId, picnic.id, { status: 'maybe' });
    const attendeesIn = async (user: TestUser) => {
      const feed = await fetchCalendar((await linkOf(user)).url);
      strictLines(feed.body);
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      return Object.fromEntries(
        calendar
          .getAllSubcomponents('vevent')
          .filter((vevent) => String(vevent.getFirstPropertyValue('summary')).startsWith('RSVP'))
          .map((vevent) => {
            const attendee = vevent.getFirstProperty('attendee');
            return [
              String(vevent.getFirstPropertyValue('summary')),
              attendee && [
                attendee.getParameter('partstat'),
                attendee.getParameter('cn'),
                String(attendee.getFirstValue()),
              ],
            ];
          }),
      );
    };
    // The community page as the address, never an e-mail (issue 41).
    const page = `https://wegrow.test/communities/${communityId}`;
    expect(await attendeesIn(sam)).toEqual({
      // No username chosen: no CN.
      'RSVP picnic': ['ACCEPTED', undefined, page],
      'RSVP swap': ['DECLINED', undefined, page],
    });
    expect(await attendeesIn(maya)).toEqual({
      'RSVP picnic': ['TENTATIVE', undefined, page],
      'RSVP swap': null,
    });
  });

  it('names nobody by e-mail address, the answers of several members in it (issue 41)', async () => {
    const { events } = t.app.services.communities;
    const named = await newUser(t.app, 'named');
    await t.app.services.account.update(named.id, { username: `named_${named.id}` });
    await t.app.services.communities.community.join(named, communityId);
    await t.app.services.communities.community.decide(maya, communityId, named.id, true);
    const bake = await events.create(maya, communityId, { title: 'Bake sale', date: '2026-08-01' });
    for (const [user, status] of [
      [maya, 'going'],
      [sam, 'maybe'],
      [named, 'not_going'],
    ] as const)
      await events.answer(user, communityId, bake.id, { status });
    for (const user of [maya, sam, named]) {
      const feed = await fetchCalendar((await linkOf(user)).url);
      expect(feed.statusCode).toBe(200);
      // Unfolded too, so an address cut by a fold is still found.
      const text = `${feed.body}\n${strictLines(feed.body).join('\n')}`;
      expect(text).not.toMatch(/mailto:/i);
      for (const member of [maya, sam, ivy, named]) expect(text).not.toContain(member.email);
    }
    const mine = strictLines((await fetchCalendar((await linkOf(named)).url)).body);
    expect(mine).toContain(
      `ATTENDEE;CN="named_${named.id}";PARTSTAT=DECLINED:https://wegrow.test/communities/${communityId}`,
    );
  });

  it('shows as busy (OPAQUE) only the events the member is going to (issue 41)', async () => {
    const { events } = t.app.services.communities;
    const timed = { date: '2026-09-05', start_time: '10:00', end_time: '12:00', time_zone: 'UTC' };
    const going = await events.create(maya, communityId, { title: 'TRANSP going', ...timed });
    const maybe = await events.create(maya, communityId, { title: 'TRANSP maybe', ...timed });
    const notGoing = await events.create(maya, communityId, { title: 'TRANSP not', ...timed });
    await events.create(maya, communityId, { title: 'TRANSP unanswered', ...timed });
    const allDay = await events.create(maya, communityId, {
      title: 'TRANSP all-day going',
      date: '2026-09-06',
    });
    await events.answer(sam, communityId, going.id, { status: 'going' });
    await events.answer(sam, communityId, maybe.id, { status: 'maybe' });
    await events.answer(sam, communityId, notGoing.id, { status: 'not_going' });
    await events.answer(sam, communityId, allDay.id, { status: 'going' });
    const transpIn = async (user: TestUser) => {
      const feed = await fetchCalendar((await linkOf(user)).url);
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      return Object.fromEntries(
        calendar
          .getAllSubcomponents('vevent')
          .filter((vevent) => String(vevent.getFirstPropertyValue('summary')).startsWith('TRANSP'))
          .map((vevent) => [
            String(vevent.getFirstPropertyValue('summary')),
            vevent.getFirstPropertyValue('transp'),
          ]),
      );
    };
    expect(await transpIn(sam)).toEqual({
      'TRANSP going': 'OPAQUE',
      'TRANSP maybe': 'TRANSPARENT',
      'TRANSP not': 'TRANSPARENT',
      'TRANSP unanswered': 'TRANSPARENT',
      'TRANSP all-day going': 'OPAQUE',
    });
    // Another member's answers make no time of theirs busy.
    expect(Object.values(await transpIn(maya))).toEqual(Array(5).fill('TRANSPARENT'));
  });

  it('lists no event of another community, and is a valid empty calendar without events', async () => {
    const { community } = t.app.services.communities;
    const empty = await community.create(sam, { name: 'Quiet' });
    const res = await as(sam, 'getCommunityCalendarLink', {
      method: 'GET',
      url: `/api/communities/${empty.id}/calendar-link`,
    });
    const feed = await fetchCalendar(res.json<Link>().url);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    strictLines(feed.body);
  });
});

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\tok, bell\u0007 gone\u007f')).toBe('tab\tok\\, bell gone');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}🌱${'x'.repeat(80)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    // Exactly 75 octets stays one line; 76 folds.
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('writes the place as LOCATION, its link as ALTREP', () => {
    const base = {
      title: 'Walk',
      description: '',
      date: '2026-05-09',
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
    const feed = (place: string, placeUrl: string | null) =>
      icalendar({
        name: 'N',
        description: '',
        events: [{ ...base, id: 1, place, placeUrl }],
        siteUrl: 'https://wegrow.test',
        pageUrl: 'https://wegrow.test/communities/1',
        now: new Date(0),
      })
        .split('\r\n')
        .filter((line) => line.startsWith('LOCATION'));
    expect(feed('Mill, north gate', null)).toEqual(['LOCATION:Mill\\, north gate']);
    expect(feed('Mill', 'https://maps.example.org/m')).toEqual([
      'LOCATION;ALTREP="https://maps.example.org/m":Mill',
    ]);
    expect(feed('', null)).toEqual([]);
  });

  it('writes one VTIMEZONE per zone used, none for UTC or all-day events, a block for every zone', () => {
    const base = {
      description: '',
      date: '2026-01-09',
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
    const lines = icalendar({
      name: 'N',
      description: '',
      events: [
        { ...base, id: 1, title: 'A', startTime: '10:00', timeZone: 'America/New_York' },
        { ...base, id: 2, title: 'B', startTime: '11:00', timeZone: 'Europe/Berlin' },
        { ...base, id: 3, title: 'C', startTime: '12:00', timeZone: 'America/New_York' },
        { ...base, id: 4, title: 'D', startTime: '13:00', timeZone: 'UTC' },
        { ...base, id: 5, title: 'E', timeZone: 'Asia/Tokyo' },
        { ...base, id: 6, title: 'F', startTime: '14:00', timeZone: 'Asia/Calcutta' },
      ],
      siteUrl: 'https://wegrow.test',
      pageUrl: 'https://wegrow.test/communities/1',
      now: new Date(0),
    }).split('\r\n');
    expect(lines.filter((line) => line.startsWith('TZID:'))).toEqual([
      'TZID:America/New_York',
      'TZID:Asia/Kolkata',
      'TZID:Europe/Berlin',
    ]);
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(3);
    // An alias is written with its canonical zone, whose block is there.
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20260109T140000');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20260109T100000');
    expect(lines).toContain('DTSTART:20260109T130000Z');
    // Every zone the server accepts (Intl's) has a block, an alias its canonical zone's (TZID and
    // block agree); an unknown name has none.
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      if (zone === 'UTC') continue;
      const found = vtimezoneOf(zone);
      expect(found?.lines[0], zone).toBe('BEGIN:VTIMEZONE');
      expect(found?.lines, zone).toContain(`TZID:${found?.tzid ?? ''}`);
    }
    expect(vtimezoneOf('Africa/Accra')?.tzid).toBe('Africa/Abidjan');
    expect(vtimezoneOf('Mars/Olympus_Mons')).toBeNull();
  });

  it('writes an answer as ATTENDEE with PARTSTAT, the username quoted as CN', () => {
    const page = 'https://wegrow.example/communities/3';
    expect(attendeeLine({ status: 'going', name: 'sam' }, page)).toBe(
      `ATTENDEE;CN="sam";PARTSTAT=ACCEPTED:${page}`,
    );
    expect(attendeeLine({ status: 'maybe', name: 'a"b\u0001c' }, page)).toBe(
      `ATTENDEE;CN="abc";PARTSTAT=TENTATIVE:${page}`,
    );
    expect(attendeeLine({ status: 'not_going', name: null }, page)).toBe(
      `ATTENDEE;PARTSTAT=DECLINED:${page}`,
    );
  });

  it('reads a wall-clock time in a zone as the right instant on both sides of a DST change', () => {
    expect(zonedToUtc('2026-01-15', '18:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-15T17:30:00.000Z',
    );
    expect(zonedToUtc('2026-07-15', '18:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-15T16:30:00.000Z',
    );
    expect(zonedToUtc('2026-03-29', '12:00', 'America/New_York').toISOString()).toBe(
      '2026-03-29T16:00:00.000Z',
    );
    expect(zonedToUtc('2026-03-29', '12:00', 'UTC').toISOString()).toBe('2026-03-29T12:00:00.000Z');
  });

  it('ends all-day events the next day, and leaves DTEND out after 9999-12-31', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('9999-12-31')).toBeNull();
    const text = icalendar({
      name: 'Far future',
      description: '',
      events: [
        {
          id: 1,
          title: 'The end',
          description: '',
          date: '9999-12-31',
          createdAt: new Date(0),
          updatedAt: new Date(0),
        },
      ],
      siteUrl: 'https://wegrow.test',
      pageUrl: 'https://wegrow.test/communities/1',
      now: new Date('2026-01-04T09:00:00Z'),
    });
    expect(text).toContain('DTSTART;VALUE=DATE:99991231\r\n');
    expect(text).not.toContain('DTEND');
    expect(text).toContain('DTSTAMP:20260104T090000Z\r\n');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.summary).toBe('The end');
  });
});
