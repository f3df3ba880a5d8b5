/**
 * Helpers of the communities tests: a community with a member of every role (made through the
 * services, quickly), a snapshot of everything in a community (to prove a refused call changed
 * nothing), and a Server-Sent Events reader over real HTTP.
 */
import { get as httpGet } from 'node:http';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  communities,
  communityBans,
  communityChatEvents,
  communityChatMessages,
  communityEvents,
  communityGoals,
  communityMembers,
  communityResources,
  communityTasks,
} from '../../src/domains/communities/schema';
import type { TestUser } from './app';

/** The people of a community fixture, by their role in it (`visitor` has none). */
export const PEOPLE = [
  'creator',
  'admin',
  'member',
  'author',
  'pending',
  'visitor',
  'bystander',
  'applicant',
] as const;
export type Person = (typeof PEOPLE)[number];
export type People = Record<Person, TestUser>;

/** The ids of what the fixture holds; every item was added by `author`. */
export interface Fixture {
  communityId: number;
  goalId: number;
  taskId: number;
  messageId: number;
  resourceId: number;
  eventId: number;
}

/**
 * "Riverside Growers", made by `creator`; `admin` is an admin; `member`, `author` and
 * `bystander` are approved members; `pending` and `applicant` asked to join; `visitor` is
 * nobody there. `author` added a goal with a task, a chat message, a resource and an event.
 * Written straight into the tables in one transaction (quick: the permission table makes one for
 * every call that changes something); the services' own rules are tested on their own.
 */
export async function communityFixture(
  app: FastifyInstance,
  people: People,
  name = 'Riverside Growers',
): Promise<Fixture> {
  const now = app.services.clock();
  return app.services.database.db.transaction(async (tx) => {
    const [community] = await tx
      .insert(communities)
      .values({
        name,
        description: 'Gardens.',
        creatorId: people.creator.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!community) throw new Error('no community');
    const communityId = community.id;
    const member = (person: Person, isApproved: boolean, isAdmin = false) => ({
      communityId,
      userId: people[person].id,
      isApproved,
      isAdmin,
      requestedAt: now,
      approvedAt: isApproved ? now : null,
    });
    await tx
      .insert(communityMembers)
      .values([
        member('creator', true, true),
        member('admin', true, true),
        member('member', true),
        member('author', true),
        member('bystander', true),
        member('pending', false),
        member('applicant', false),
      ]);
    const authorId = people.author.id;
    const [goal] = await tx
      .insert(communityGoals)
      .values({
        communityId,
        title: 'Plant the lot',
        description: '',
        creatorId: authorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!goal) throw new Error('no goal');
    const [task] = await tx
      .insert(communityTasks)
      .values({ goalId: goal.id, content: 'Dig the beds', creatorId: authorId, createdAt: now })
      .returning();
    const [message] = await tx
      .insert(communityChatMessages)
      .values({ communityId, userId: authorId, content: 'Hello, gardeners', createdAt: now })
      .returning();
    if (!task || !message) throw new Error('no task or message');
    await tx
      .insert(communityChatEvents)
      .values({ communityId, kind: 'message', messageId: message.id, createdAt: now });
    const [resource] = await tx
      .insert(communityResources)
      .values({
        communityId,
        title: 'Seed guide',
        url: 'seeds.example.org',
        description: '',
        userId: authorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [event] = await tx
      .insert(communityEvents)
      .values({
        communityId,
        title: 'Dig day',
        description: '',
        date: '2026-04-18',
        userId: authorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!resource || !event) throw new Error('no resource or event');
    return {
      communityId,
      goalId: goal.id,
      taskId: task.id,
      messageId: message.id,
      resourceId: resource.id,
      eventId: event.id,
    };
  });
}

/** Every row of a community, in a stable order. */
export async function snapshot(app: FastifyInstance, communityId: number) {
  const { db } = app.services.database;
  const goals = await db
    .select()
    .from(communityGoals)
    .where(eq(communityGoals.communityId, communityId))
    .orderBy(asc(communityGoals.id));
  const goalIds = goals.map((goal) => goal.id);
  return {
    community: await db.select().from(communities).where(eq(communities.id, communityId)),
    members: await db
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.communityId, communityId))
      .orderBy(asc(communityMembers.id)),
    bans: await db
      .select()
      .from(communityBans)
      .where(eq(communityBans.communityId, communityId))
      .orderBy(asc(communityBans.userId)),
    goals,
    tasks:
      goalIds.length === 0
        ? []
        : await db
            .select()
            .from(communityTasks)
            .where(inArray(communityTasks.goalId, goalIds))
            .orderBy(asc(communityTasks.id)),
    chat: await db
      .select()
      .from(communityChatMessages)
      .where(eq(communityChatMessages.communityId, communityId))
      .orderBy(asc(communityChatMessages.id)),
    chatEvents: await db
      .select()
      .from(communityChatEvents)
      .where(eq(communityChatEvents.communityId, communityId))
      .orderBy(asc(communityChatEvents.id)),
    resources: await db
      .select()
      .from(communityResources)
      .where(eq(communityResources.communityId, communityId))
      .orderBy(asc(communityResources.id)),
    events: await db
      .select()
      .from(communityEvents)
      .where(eq(communityEvents.communityId, communityId))
      .orderBy(asc(communityEvents.id)),
  };
}

// ------------------------------------------------------------------ Server-Sent Events

/** One event as a client reads it (comments are kept as `comment`). */
export interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/**
 * A stream opened with fetch on a listening server: the status and headers at once, then the
 * events as they arrive (parsed as the HTML standard's EventSource parses them).
 */
export interface SseStream {
  status: number;
  headers: Headers;
  /** The body of an error answer (undefined for a stream). */
  error?: unknown;
  /** Waits for the next event (or comment) that matches, up to `timeoutMs`. */
  next(match?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Everything received so far. */
  received: SseEvent[];
  close(): void;
}

export function openSse(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<SseStream> {
  const received: SseEvent[] = [];
  const waiters: { match: (event: SseEvent) => boolean; resolve: (event: SseEvent) => void }[] = [];
  let seen = 0;
  const deliver = (event: SseEvent) => {
    received.push(event);
    const index = waiters.findIndex((waiter) => waiter.match(event));
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      seen = received.length;
      waiter?.resolve(event);
    }
  };

  // node:http without a pool (undici's fetch opens a spare connection when a body is aborted,
  // which a closing server then waits for until its keep-alive timeout).
  return new Promise((resolve, reject) => {
    const request = httpGet(`${baseUrl}${path}`, { headers, agent: false }, (response) => {
      response.setEncoding('utf8');
      const status = response.statusCode ?? 0;
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers))
        if (typeof value === 'string') responseHeaders.set(name, value);
      const ended = new Promise<void>((done) => {
        response.on('close', () => done());
      });
      const stream = (error?: unknown): SseStream => ({
        status,
        headers: responseHeaders,
        error,
        received,
        ended,
        next(match = () => true, timeoutMs = 5000) {
          const already = received.slice(seen).find(match);
          if (already) {
            seen = received.indexOf(already) + 1;
            return Promise.resolve(already);
          }
          return new Promise((found, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no matching event within ${timeoutMs} ms`)),
              timeoutMs,
            );
            waiters.push({
              match,
              resolve: (event) => {
                clearTimeout(timer);
                found(event);
              },
            });
          });
        },
        close: () => request.destroy(),
      });
      if (status !== 200) {
        let text = '';
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(stream(JSON.parse(text)));
          } catch {
            resolve(stream(text));
          }
        });
        return;
      }
      let buffer = '';
      let current: SseEvent = {};
      let data: string[] = [];
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let newline: number;
        while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
          if (line === '') {
            if (data.length > 0) current.data = data.join('\n');
            if (Object.keys(current).length > 0) deliver(current);
            current = {};
            data = [];
          } else if (line.startsWith(':')) {
            deliver({ comment: line.slice(1).trim() });
          } else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'data') data.push(value);
            else if (field === 'id') current.id = value;
            else if (field === 'event') current.event = value;
            else if (field === 'retry') current.retry = Number(value);
          }
        }
      });
      response.on('error', () => undefined);
      resolve(stream());
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}
