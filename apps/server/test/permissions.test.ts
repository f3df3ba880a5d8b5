/**
 * The permission matrix of every domain but the communities (whose table of seven community roles
 * is communities-permissions.test.ts): one table per domain, operation × role → status, each call
 * made against a fixture the `owner` made in that domain. Roles: `visitor` (no token), `user`
 * (signed in, someone else), `owner` (who made the fixture's items, or whose account it is) and
 * `admin` (the domain's privileged account: blog owner, gardens admin, Dream Machine operator, forum admin; a
 * plain stranger in the personal domains). A new operation of the contract without a row fails the
 * first test; every refusal is a `{detail}` and a refused call changes nothing it was aimed at.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationById, operations } from '@wegrow/contract';
import { addDays } from '@wegrow/contract/week-plan';
import {
  call,
  createTestApp,
  login,
  loginForm,
  newUser,
  PASSWORD,
  signup,
  solveCaptcha,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from './helpers/app';
import { schema } from '../src/schema';

const ADMIN_EMAIL = 'admin.permissions@example.org';

let t: TestApp;
let people: Record<'user' | 'owner' | 'admin', TestUser>;
let png: Buffer;
/** The address of each blog fixture's cover, by post id (its key is random). */
const blogCoverUrls = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp({
    config: {
      blogOwnerEmail: ADMIN_EMAIL,
      gardensAdminEmail: ADMIN_EMAIL,
      operatorEmails: [ADMIN_EMAIL],
      forumAdminEmail: ADMIN_EMAIL,
      billsSourceUrl: 'http://127.0.0.1:9',
      // No background work between a refused call and the check that it changed nothing.
      jobsWorker: false,
    },
  });
  const { id } = await signup(t.app, ADMIN_EMAIL);
  const tokens = await login(t.app, ADMIN_EMAIL);
  people = {
    user: await newUser(t.app, 'user'),
    owner: await newUser(t.app, 'owner'),
    admin: {
      id,
      email: ADMIN_EMAIL,
      verified: true,
      ...tokens,
      auth: { authorization: `Bearer ${tokens.access_token}` },
    },
  };
  png = await sharp({
    create: { width: 2, height: 2, channels: 3, background: { r: 40, g: 160, b: 60 } },
  })
    .png()
    .toBuffer();
}, 120_000);
afterAll(() => t.close());

const ROLES = ['visitor', 'user', 'owner', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expected = readonly [visitor: number, user: number, owner: number, admin: number];

/** What the owner made in a domain (ids by name). */
type Ids = Record<string, number>;

interface Row {
  operationId: string;
  request: (ids: Ids, role: Role) => Promise<InjectOptions> | InjectOptions;
  expected: Expected;
}

interface DomainTable {
  /** Makes the owner's items (and whatever else the rows need); a fresh one for each call that changes something. */
  fixture: () => Promise<Ids>;
  rows: Row[];
}

/** Calls the API as `who` (JSON body), expecting a success; returns the answer's JSON. */
async function as(
  who: TestUser,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<Record<string, unknown>> {
  const res = await t.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.body ? (res.json() as Record<string, unknown>) : {};
}
const idOf = (value: Record<string, unknown>): number => {
  if (typeof value['id'] !== 'number') throw new Error(`no id in ${JSON.stringify(value)}`);
  return value['id'];
};

const json = (method: InjectOptions['method'], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
});

/** For names that must be unique. */
let made = 0;

/** The Monday `n` weeks after 23 November 2026 (the week plan's fixtures). */
const weekStart = (n: number): string => addDays('2026-11-23', 7 * n);

const SIGNED_IN: Expected = [401, 200, 200, 200];
const SIGNED_IN_CREATE: Expected = [401, 201, 201, 201];
const EVERYONE: Expected = [200, 200, 200, 200];
/** Someone's own item: others are told it does not exist. */
const OWN: Expected = [401, 404, 200, 404];
const OWN_DELETE: Expected = [401, 404, 204, 404];
const OWN_ACCEPTED: Expected = [401, 404, 202, 404];

const TABLES: Record<string, DomainTable> = {
  auth: {
    fixture: async () => {
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/account/me/avatar',
        headers: { ...people.owner.auth, 'content-type': 'image/png' },
        payload: png,
      });
      return {};
    },
    rows: [
      {
        operationId: 'getCaptchaChallenge',
        request: () => json('GET', '/api/auth/captcha'),
        expected: EVERYONE,
      },
      {
        operationId: 'signup',
        request: async () =>
          json('POST', '/api/auth/signup', {
            email: uniqueEmail('new'),
            password: PASSWORD,
            recaptcha_token: await solveCaptcha(t.app),
          }),
        expected: [201, 201, 201, 201],
      },
      {
        operationId: 'login',
        request: (_ids, role) =>
          loginForm(t.app, role === 'visitor' ? people.owner.email : people[role].email, PASSWORD),
        expected: EVERYONE,
      },
      {
        operationId: 'refreshToken',
        request: async (_ids, role) =>
          json('POST', '/api/auth/refresh', {
            refresh_token:
              role === 'visitor'
                ? 'not-a-token'
                : (await login(t.app, people[role].email)).refresh_token,
          }),
        expected: [401, 200, 200, 200],
      },
      {
        operationId: 'logout',
        request: async (_ids, role) =>
          json('POST', '/api/auth/logout', {
            refresh_token:
              role === 'visitor'
                ? 'not-a-token'
                : (await login(t.app, people[role].email)).refresh_token,
          }),
        expected: [204, 204, 204, 204],
      },
      {
        operationId: 'getMyAccount',
        request: () => json('GET', '/api/auth/account/me'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'getMySearchSettings',
        request: () => json('GET', '/api/auth/account/me/search'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'updateMySearchSettings',
        request: () => json('PUT', '/api/auth/account/me/search', { language: 'auto' }),
        expected: SIGNED_IN,
      },
      {
        operationId: 'updateMyAccount',
        request: () => json('PATCH', '/api/auth/account/me', { bio: 'Growing things.' }),
        expected: SIGNED_IN,
      },
      {
        operationId: 'uploadMyAvatar',
        request: () => ({
          method: 'PUT',
          url: '/api/auth/account/me/avatar',
          headers: { 'content-type': 'image/png' },
          payload: png,
        }),
        expected: SIGNED_IN,
      },
      {
        operationId: 'getUserAvatar',
        request: () => json('GET', `/api/auth/account/avatar/${people.owner.id}`),
        expected: EVERYONE,
      },
      {
        operationId: 'requestPasswordReset',
        request: () =>
          json('POST', '/api/auth/request-password-reset', { email: people.owner.email }),
        expected: EVERYONE,
      },
      {
        operationId: 'resetPassword',
        request: () =>
          json('POST', '/api/auth/reset-password', {
            token: 'not-a-reset-token',
            new_password: 'another-long-pass-42',
          }),
        expected: [400, 400, 400, 400],
      },
      {
        operationId: 'verifyEmail',
        request: () => json('POST', '/api/auth/verify-email', { token: 'not-a-verify-token' }),
        expected: [400, 400, 400, 400],
      },
      {
        // Every signed-in person here is verified (test/email-verification.test.ts sends links).
        operationId: 'resendVerificationEmail',
        request: () => json('POST', '/api/auth/verify-email/resend'),
        expected: [401, 409, 409, 409],
      },
      {
        // A wrong password: nobody's address changes here (test/email-change.test.ts moves them).
        operationId: 'requestEmailChange',
        request: () =>
          json('POST', '/api/auth/account/email', {
            new_email: uniqueEmail('moved'),
            password: 'not-the-password',
          }),
        expected: [401, 422, 422, 422],
      },
      {
        operationId: 'confirmEmailChange',
        request: () => json('POST', '/api/auth/account/email/confirm', { token: 'ect_unknown' }),
        expected: [400, 400, 400, 400],
      },
      {
        operationId: 'undoEmailChange',
        request: () => json('POST', '/api/auth/account/email/undo', { token: 'ecu_unknown' }),
        expected: [400, 400, 400, 400],
      },
      {
        operationId: 'listMySessions',
        request: () => json('GET', '/api/auth/sessions'),
        expected: SIGNED_IN,
      },
      {
        // Only one's own logins: another's, or an unknown one, is not found.
        operationId: 'endMySession',
        request: () => json('DELETE', '/api/auth/sessions/not-a-login'),
        expected: [401, 404, 404, 404],
      },
      {
        operationId: 'endMyOtherSessions',
        request: () => json('DELETE', '/api/auth/sessions/others'),
        expected: SIGNED_IN,
      },
      {
        // Before anyone asks for one (below): nothing to download yet.
        operationId: 'downloadMyExport',
        request: () => json('GET', '/api/auth/account/export/file'),
        expected: [401, 404, 404, 404],
      },
      {
        operationId: 'getMyExport',
        request: () => json('GET', '/api/auth/account/export'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'requestMyExport',
        request: () => json('POST', '/api/auth/account/export'),
        expected: [401, 202, 202, 202],
      },
      {
        // A wrong password: nobody is deleted here (test/account-deletion.test.ts deletes).
        operationId: 'deleteMyAccount',
        request: () =>
          json('POST', '/api/auth/account/delete', {
            password: 'not-the-password',
            confirmation: 'DELETE',
          }),
        expected: [401, 422, 422, 422],
      },
    ],
  },

  notifications: {
    fixture: async () => {
      await as(people.owner, 'PATCH', '/api/auth/account/me', { username: `owner${made++}x` });
      return {};
    },
    rows: [
      {
        operationId: 'getNotificationPreferences',
        request: () => json('GET', '/api/notifications/preferences'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'updateNotificationPreferences',
        request: () => json('PUT', '/api/notifications/preferences', { reminder_hours: 12 }),
        expected: SIGNED_IN,
      },
      {
        // The signed token names the member: no sign-in needed.
        operationId: 'unsubscribeByToken',
        request: () =>
          json(
            'POST',
            `/api/notifications/unsubscribe?token=${t.app.services.notifications.unsubscribeToken(people.owner.id, 'chat')}`,
          ),
        expected: EVERYONE,
      },
      {
        operationId: 'addPushSubscription',
        request: () =>
          json('POST', '/api/notifications/push/subscriptions', {
            endpoint: 'https://push.example.org/send/permissions',
            keys: {
              p256dh:
                'BBLOzaccL6xMV5Pe4TqcsvHfj8VuRuUNaiH8mOOw6ecHWPCc-qlOnwKQ9wO3rz69oysnvXHv0uqtn8Prd6Vz9tE',
              auth: 'c2VjcmV0LWF1dGgtMTIz',
            },
          }),
        expected: SIGNED_IN_CREATE,
      },
      {
        // Only one's own devices are forgotten (another's endpoint is left alone).
        operationId: 'removePushSubscription',
        request: () =>
          json(
            'DELETE',
            `/api/notifications/push/subscriptions?endpoint=${encodeURIComponent('https://push.example.org/send/permissions')}`,
          ),
        expected: SIGNED_IN,
      },
      {
        operationId: 'searchPeople',
        request: () => json('GET', '/api/people?q=own'),
        expected: SIGNED_IN,
      },
      {
        // A public profile: anyone reads it.
        operationId: 'getPerson',
        request: async () => {
          const me = await as(people.owner, 'GET', '/api/auth/account/me');
          return json('GET', `/api/people/${String(me['username'])}`);
        },
        expected: EVERYONE,
      },
    ],
  },

  inbox: {
    fixture: async () => {
      await as(people.owner, 'POST', '/api/inbox/send', {
        user_id: people.owner.id,
        content: 'A note to self',
      });
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/inbox/${people.owner.id}`,
        headers: people.owner.auth,
      });
      const [message] = list.json() as { id: number }[];
      return { messageId: message?.id ?? 0 };
    },
    rows: [
      {
        operationId: 'listInboxMessages',
        request: () => json('GET', `/api/inbox/${people.owner.id}`),
        expected: [401, 403, 200, 403],
      },
      {
        operationId: 'countUnreadInboxMessages',
        request: () => json('GET', `/api/inbox/unread/${people.owner.id}`),
        expected: [401, 403, 200, 403],
      },
      {
        operationId: 'markInboxMessageRead',
        request: (ids) => json('POST', `/api/inbox/read/${ids['messageId']}`),
        expected: [401, 403, 200, 403],
      },
      {
        operationId: 'sendInboxMessage',
        request: () =>
          json('POST', '/api/inbox/send', { user_id: people.owner.id, content: 'Hi there' }),
        // The inbox holds one's own notes: only the owner writes into it.
        expected: [401, 403, 201, 403],
      },
    ],
  },

  journal: {
    fixture: async () => ({
      entryId: idOf(
        await as(people.owner, 'POST', '/api/journal', {
          title: 'Morning',
          content: 'Sun on the beans.',
        }),
      ),
    }),
    rows: [
      {
        operationId: 'listJournalEntries',
        request: () => json('GET', '/api/journal'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'createJournalEntry',
        request: () => json('POST', '/api/journal', { title: 'T', content: 'C' }),
        expected: SIGNED_IN_CREATE,
      },
      {
        operationId: 'getJournalCalendar',
        request: () => json('GET', '/api/journal/calendar?month=2025-06'),
        // One's own month only: anyone reads their own (another's entries never counted).
        expected: SIGNED_IN,
      },
      {
        operationId: 'getJournalSettings',
        request: () => json('GET', '/api/journal/settings'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'updateJournalSettings',
        request: () => json('PUT', '/api/journal/settings', { country: 'GB' }),
        expected: SIGNED_IN,
      },
      {
        operationId: 'importJournalEntries',
        request: () =>
          json('POST', '/api/journal/import', {
            entries: [{ title: 'T', content: 'C', created_at: '2025-11-20T07:30:00Z' }],
          }),
        expected: SIGNED_IN,
      },
      {
        operationId: 'updateJournalEntry',
        request: (ids) =>
          json('PUT', `/api/journal/${ids['entryId']}`, { title: 'T2', content: 'C2' }),
        expected: OWN,
      },
      {
        operationId: 'setJournalEntryTags',
        request: (ids) => json('PUT', `/api/journal/tags/${ids['entryId']}`, { tags: ['garden'] }),
        expected: OWN,
      },
      {
        operationId: 'deleteJournalEntry',
        request: (ids) => json('DELETE', `/api/journal/${ids['entryId']}`),
        expected: OWN_DELETE,
      },
      {
        operationId: 'requestJournalReflection',
        request: (ids) => json('POST', `/api/journal/reflect/${ids['entryId']}`),
        expected: OWN_ACCEPTED,
      },
      {
        operationId: 'requestJournalMantra',
        request: (ids) => json('POST', `/api/journal/mantra/${ids['entryId']}`),
        expected: OWN_ACCEPTED,
      },
      {
        operationId: 'requestJournalNextAction',
        request: (ids) => json('POST', `/api/journal/next-action/${ids['entryId']}`),
        expected: OWN_ACCEPTED,
      },
      {
        operationId: 'deleteJournalInsight',
        request: (ids) => json('DELETE', `/api/journal/${ids['entryId']}/insight/reflection`),
        expected: OWN_DELETE,
      },
    ],
  },

  'meal-planning': {
    fixture: async () => {
      const categories = (await as(people.owner, 'POST', '/api/meal-planning/categories', {
        categories: [`Greens ${++made}`],
        type: 'food',
      })) as unknown as { id: number }[];
      const saved = (await as(people.owner, 'POST', '/api/meal-planning/food-inventory', {
        items: [{ name: 'Kale', quantity: 1, desiredQuantity: 2 }],
      })) as unknown as { items: { id: number }[] };
      const recipe = await as(people.owner, 'POST', '/api/meal-planning/recipes', {
        name: 'Soup',
        ingredients: [],
        instructions: 'Boil.',
      });
      // Each fixture plans its own week (a day holds at most 10 recipes).
      const week = ++made;
      const planned = await as(people.owner, 'POST', '/api/meal-planning/week-plan/entries', {
        date: weekStart(week),
        recipeId: idOf(recipe),
      });
      return {
        categoryId: categories[0]?.id ?? 0,
        itemId: saved.items[0]?.id ?? 0,
        recipeId: idOf(recipe),
        entryId: idOf(planned),
        week,
      };
    },
    rows: [
      {
        operationId: 'listMealCategories',
        request: () => json('GET', '/api/meal-planning/categories'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'createMealCategories',
        request: () =>
          json('POST', '/api/meal-planning/categories', {
            categories: [`Roots ${++made}`],
            type: 'food',
          }),
        expected: SIGNED_IN_CREATE,
      },
      {
        operationId: 'deleteMealCategory',
        request: (ids) => json('DELETE', `/api/meal-planning/categories/${ids['categoryId']}`),
        expected: OWN_DELETE,
      },
      {
        operationId: 'listFoodInventory',
        request: () => json('GET', '/api/meal-planning/food-inventory'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'saveFoodInventoryItems',
        request: () =>
          json('POST', '/api/meal-planning/food-inventory', {
            items: [{ name: 'Leeks', quantity: 1, desiredQuantity: 1 }],
          }),
        expected: SIGNED_IN,
      },
      {
        operationId: 'deleteFoodInventoryItem',
        request: (ids) => json('DELETE', `/api/meal-planning/food-inventory/${ids['itemId']}`),
        expected: OWN_DELETE,
      },
      {
        operationId: 'listRecipes',
        request: () => json('GET', '/api/meal-planning/recipes'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'saveRecipe',
        request: (ids) =>
          json('POST', '/api/meal-planning/recipes', {
            id: ids['recipeId'],
            name: 'Soup 2',
            ingredients: [],
            instructions: 'Boil.',
          }),
        expected: OWN,
      },
      {
        operationId: 'deleteRecipe',
        request: (ids) => json('DELETE', `/api/meal-planning/recipes/${ids['recipeId']}`),
        expected: OWN_DELETE,
      },
      {
        operationId: 'getWeekPlan',
        request: (ids) =>
          json('GET', `/api/meal-planning/week-plan?start=${weekStart(ids['week'] ?? 0)}`),
        expected: SIGNED_IN,
      },
      {
        operationId: 'addWeekPlanEntry',
        request: (ids) =>
          json('POST', '/api/meal-planning/week-plan/entries', {
            date: addDays(weekStart(ids['week'] ?? 0), 1),
            recipeId: ids['recipeId'],
          }),
        expected: [401, 404, 201, 404],
      },
      {
        operationId: 'updateWeekPlanEntry',
        request: (ids) =>
          json('PATCH', `/api/meal-planning/week-plan/entries/${ids['entryId']}`, {
            slot: 'lunch',
            servings: 4,
          }),
        expected: OWN,
      },
      {
        operationId: 'deleteWeekPlanEntry',
        request: (ids) => json('DELETE', `/api/meal-planning/week-plan/entries/${ids['entryId']}`),
        expected: OWN_DELETE,
      },
      {
        // Only the owner planned something that week.
        operationId: 'addWeekPlanToGroceryList',
        request: (ids) =>
          json('POST', '/api/meal-planning/week-plan/grocery-list', {
            start: weekStart(ids['week'] ?? 0),
          }),
        expected: [401, 422, 200, 422],
      },
      {
        // Only hosts the server allows (none here): refused for everyone signed in.
        operationId: 'importRecipeFromUrl',
        request: () =>
          json('POST', '/api/meal-planning/recipes/import', {
            url: 'https://recipes.example.org/soup',
          }),
        expected: [401, 422, 422, 422],
      },
    ],
  },

  'grocery-list': {
    fixture: async () => {
      const { item } = (await as(people.owner, 'POST', '/api/grocery-list/grocery-list/item', {
        name: 'Oats',
      })) as {
        item: Record<string, unknown>;
      };
      const { item: checked } = (await as(
        people.owner,
        'POST',
        '/api/grocery-list/grocery-list/item',
        { name: 'Beans' },
      )) as {
        item: Record<string, unknown>;
      };
      await as(people.owner, 'PUT', `/api/grocery-list/grocery-list/item/${idOf(checked)}`, {
        name: 'Beans',
        quantity: 1,
        checked: true,
      });
      const recipe = await as(people.owner, 'POST', '/api/meal-planning/recipes', {
        name: 'Porridge',
        ingredients: [],
        instructions: 'Stir.',
      });
      return { itemId: idOf(item), recipeId: idOf(recipe) };
    },
    rows: [
      {
        operationId: 'getGroceryList',
        request: () => json('GET', '/api/grocery-list/grocery-list'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'addGroceryItem',
        request: () => json('POST', '/api/grocery-list/grocery-list/item', { name: 'Rice' }),
        expected: SIGNED_IN_CREATE,
      },
      {
        operationId: 'updateGroceryItem',
        request: (ids) =>
          json('PUT', `/api/grocery-list/grocery-list/item/${ids['itemId']}`, {
            name: 'Oats',
            quantity: 2,
            checked: true,
          }),
        expected: OWN,
      },
      {
        operationId: 'deleteGroceryItem',
        request: (ids) => json('DELETE', `/api/grocery-list/grocery-list/item/${ids['itemId']}`),
        expected: OWN_DELETE,
      },
      {
        operationId: 'addInventoryShortfallsToGroceryList',
        request: () => json('POST', '/api/grocery-list/grocery-list/from-inventory'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'addRecipesToGroceryList',
        request: (ids) => json('POST', '/api/grocery-list/from-recipes', [ids['recipeId']]),
        expected: OWN,
      },
      {
        // The owner has a checked item; the others have none to import.
        operationId: 'importCheckedGroceriesToInventory',
        request: () => json('POST', '/api/grocery-list/grocery-list/import-to-inventory'),
        expected: [401, 422, 200, 422],
      },
      {
        operationId: 'clearGroceryList',
        request: () => json('DELETE', '/api/grocery-list/grocery-list/grocery-list/clear'),
        expected: SIGNED_IN,
      },
    ],
  },

  projects: {
    fixture: async () => {
      const project = idOf(await as(people.owner, 'POST', '/api/projects', { name: 'Pond' }));
      const task = idOf(
        await as(people.owner, 'POST', `/api/projects/${project}/tasks`, { content: 'Dig' }),
      );
      return { projectId: project, taskId: task };
    },
    rows: [
      {
        operationId: 'listProjects',
        request: () => json('GET', '/api/projects'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'createProject',
        request: () => json('POST', '/api/projects', { name: 'Shed' }),
        expected: SIGNED_IN_CREATE,
      },
      {
        operationId: 'getProject',
        request: (ids) => json('GET', `/api/projects/${ids['projectId']}`),
        expected: OWN,
      },
      {
        operationId: 'updateProject',
        request: (ids) => json('PUT', `/api/projects/${ids['projectId']}`, { name: 'Big pond' }),
        expected: OWN,
      },
      {
        operationId: 'deleteProject',
        request: (ids) => json('DELETE', `/api/projects/${ids['projectId']}`),
        expected: OWN_DELETE,
      },
      {
        operationId: 'addProjectTask',
        request: (ids) =>
          json('POST', `/api/projects/${ids['projectId']}/tasks`, { content: 'Fill' }),
        expected: [401, 404, 201, 404],
      },
      {
        operationId: 'updateProjectTask',
        request: (ids) => json('PUT', `/api/projects/tasks/${ids['taskId']}`, { completed: true }),
        expected: OWN,
      },
      {
        operationId: 'deleteProjectTask',
        request: (ids) => json('DELETE', `/api/projects/tasks/${ids['taskId']}`),
        expected: OWN_DELETE,
      },
    ],
  },

  blog: {
    // The admin is the blog owner; the owner commented on the admin's post.
    fixture: async () => {
      const post = idOf(
        await as(people.admin, 'POST', '/api/blog', {
          title: 'Spring',
          content: 'Seeds are in.',
          cover_alt: 'Seed trays on a sill',
        }),
      );
      const comment = idOf(
        await as(people.owner, 'POST', '/api/blog/comment', { post_id: post, content: 'Lovely!' }),
      );
      const uploaded = await t.app.inject({
        method: 'PUT',
        url: `/api/blog/${post}/cover`,
        headers: { ...people.admin.auth, 'content-type': 'image/png' },
        payload: png,
      });
      blogCoverUrls.set(post, uploaded.json<{ cover: { url: string } }>().cover.url);
      return { postId: post, commentId: comment };
    },
    rows: [
      { operationId: 'listBlogPosts', request: () => json('GET', '/api/blog'), expected: EVERYONE },
      {
        operationId: 'createBlogPost',
        request: () => json('POST', '/api/blog', { title: 'New', content: 'Text' }),
        expected: [401, 403, 403, 201],
      },
      {
        operationId: 'getBlogOwner',
        request: () => json('GET', '/api/blog/owner'),
        expected: EVERYONE,
      },
      {
        operationId: 'getBlogFeed',
        request: () => json('GET', '/api/blog/feed.xml'),
        expected: EVERYONE,
      },
      {
        operationId: 'getBlogPost',
        request: (ids) => json('GET', `/api/blog/${ids['postId']}`),
        expected: EVERYONE,
      },
      {
        operationId: 'updateBlogPost',
        request: (ids) =>
          json('PUT', `/api/blog/${ids['postId']}`, { title: 'Spring!', content: 'More.' }),
        expected: [401, 403, 403, 200],
      },
      {
        operationId: 'deleteBlogPost',
        request: (ids) => json('DELETE', `/api/blog/${ids['postId']}`),
        expected: [401, 403, 403, 204],
      },
      {
        operationId: 'listBlogComments',
        request: (ids) => json('GET', `/api/blog/${ids['postId']}/comments`),
        expected: EVERYONE,
      },
      {
        operationId: 'createBlogComment',
        request: (ids) =>
          json('POST', '/api/blog/comment', { post_id: ids['postId'], content: 'Yes' }),
        expected: SIGNED_IN_CREATE,
      },
      {
        operationId: 'updateBlogComment',
        request: (ids) =>
          json('PATCH', `/api/blog/comment/${ids['commentId']}`, { content: 'So *lovely*!' }),
        // The commenter only: the blog owner moderates by deleting, never by rewording.
        expected: [401, 403, 200, 403],
      },
      {
        operationId: 'deleteBlogComment',
        request: (ids) => json('DELETE', `/api/blog/comment/${ids['commentId']}`),
        // The blog owner deletes any comment, the commenter (the fixture's owner) their own.
        expected: [401, 403, 204, 204],
      },
      {
        operationId: 'uploadBlogCover',
        request: (ids) => ({
          method: 'PUT',
          url: `/api/blog/${ids['postId']}/cover`,
          headers: { 'content-type': 'image/png' },
          payload: png,
        }),
        expected: [401, 403, 403, 200],
      },
      {
        operationId: 'deleteBlogCover',
        request: (ids) => json('DELETE', `/api/blog/${ids['postId']}/cover`),
        expected: [401, 403, 403, 200],
      },
      {
        operationId: 'getBlogCover',
        request: (ids) => json('GET', blogCoverUrls.get(ids['postId'] ?? 0) ?? ''),
        expected: EVERYONE,
      },
    ],
  },

  'we-dream': {
    fixture: async () => ({}),
    rows: [
      {
        operationId: 'getCollectiveDream',
        request: () => json('GET', '/api/we-dream/collective'),
        expected: EVERYONE,
      },
      {
        operationId: 'runDreamMachine',
        request: () => json('POST', '/api/we-dream/collective/run'),
        expected: [401, 403, 403, 200],
      },
      {
        operationId: 'getMyDream',
        request: () => json('GET', '/api/we-dream/active'),
        expected: SIGNED_IN,
      },
      {
        operationId: 'manifestDreamMantra',
        request: () => json('POST', '/api/we-dream/manifest', { text: 'A garden on every roof' }),
        expected: EVERYONE,
      },
      {
        operationId: 'saveMyDream',
        request: () =>
          json('POST', '/api/we-dream/save', { vision: 'Roof gardens', mantra: 'Grow up' }),
        expected: SIGNED_IN,
      },
      {
        operationId: 'clearMyDream',
        request: () => json('POST', '/api/we-dream/clear'),
        expected: SIGNED_IN,
      },
    ],
  },

  gardens: {
    // The owner's garden, waiting for the admin's decision.
    fixture: async () => {
      const garden = idOf(
        await as(people.owner, 'POST', '/api/gardens', {
          type: 'Blitz',
          host_name: 'Owner',
          description: 'Volunteer Application',
          notes: 'Back yard',
          email: people.owner.email,
        }),
      );
      return { gardenId: garden };
    },
    rows: [
      {
        operationId: 'listGardens',
        request: () => json('GET', '/api/gardens'),
        expected: EVERYONE,
      },
      {
        operationId: 'createGarden',
        request: () =>
          json('POST', '/api/gardens', {
            type: 'Blitz',
            host_name: 'H',
            description: 'Volunteer Application',
            notes: 'N',
            email: 'h@example.org',
          }),
        expected: [201, 201, 201, 201],
      },
      {
        operationId: 'getGardenProgramme',
        request: () => json('GET', '/api/gardens/programme'),
        expected: EVERYONE,
      },
      {
        operationId: 'getGarden',
        request: (ids) => json('GET', `/api/gardens/${ids['gardenId']}`),
        expected: EVERYONE,
      },
      {
        operationId: 'updateGarden',
        request: (ids) =>
          json('PUT', `/api/gardens/${ids['gardenId']}`, {
            type: 'Blitz',
            host_name: 'Owner',
            notes: 'Front yard',
            email: people.owner.email,
          }),
        // Only its host edits a garden (the admin decides, or withdraws it).
        expected: [401, 403, 200, 403],
      },
      {
        operationId: 'deleteGarden',
        request: (ids) => json('DELETE', `/api/gardens/${ids['gardenId']}`),
        expected: [401, 403, 204, 204],
      },
      {
        operationId: 'decideGarden',
        request: (ids) =>
          json('PATCH', `/api/gardens/${ids['gardenId']}/status`, { status: 'Rejected' }),
        expected: [401, 403, 403, 200],
      },
    ],
  },

  volunteers: {
    // The owner hosts a garden the admin approved; the user asked to volunteer there.
    fixture: async () => {
      const { gardenId } = (await TABLES['gardens']?.fixture()) ?? {};
      await as(people.admin, 'PATCH', `/api/gardens/${gardenId}/status`, { status: 'Approved' });
      const request = idOf(
        await as(people.user, 'POST', '/api/volunteers/request', {
          garden_id: gardenId,
          volunteer_name: 'User',
        }),
      );
      return { gardenId: gardenId ?? 0, requestId: request };
    },
    rows: [
      {
        operationId: 'requestToVolunteer',
        request: (ids) =>
          json('POST', '/api/volunteers/request', {
            garden_id: ids['gardenId'],
            volunteer_name: 'Helper',
          }),
        expected: [201, 201, 201, 201],
      },
      {
        operationId: 'listVolunteerRequests',
        request: (ids) => json('GET', `/api/volunteers/requests/${ids['gardenId']}`),
        expected: EVERYONE,
      },
      {
        operationId: 'decideVolunteerRequest',
        request: (ids) =>
          json('PATCH', `/api/volunteers/approve/${ids['requestId']}`, { status: 'Approved' }),
        expected: [401, 403, 200, 403],
      },
    ],
  },

  forum: {
    fixture: async () => {
      const thread = idOf(
        await as(people.owner, 'POST', '/api/forum/threads', { text: 'Best tomatoes?' }),
      );
      const comment = idOf(
        await as(people.owner, 'POST', '/api/forum/comments', {
          thread_id: thread,
          text: 'San Marzano.',
        }),
      );
      made += 1;
      const category = idOf(
        await as(people.admin, 'POST', '/api/forum/categories', {
          name: `Tomatoes ${made}`,
          colour: 'red',
        }),
      );
      return { threadId: thread, commentId: comment, categoryId: category };
    },
    rows: [
      {
        operationId: 'getForumAdmin',
        request: () => json('GET', '/api/forum/admin'),
        expected: EVERYONE,
      },
      {
        operationId: 'listForumThreads',
        request: () => json('GET', '/api/forum/threads'),
        expected: EVERYONE,
      },
      {
        operationId: 'createForumThread',
        request: () => json('POST', '/api/forum/threads', { text: 'Hello' }),
        expected: SIGNED_IN_CREATE,
      },
      {
        operationId: 'getForumThread',
        request: (ids) => json('GET', `/api/forum/threads/${ids['threadId']}`),
        expected: EVERYONE,
      },
      {
        operationId: 'updateForumThread',
        request: (ids) => json('PATCH', `/api/forum/threads/${ids['threadId']}`, { text: 'Roma?' }),
        // Its author or the forum admin.
        expected: [401, 403, 200, 200],
      },
      {
        operationId: 'likeForumThread',
        request: (ids) => json('PUT', `/api/forum/threads/${ids['threadId']}/like`),
        expected: SIGNED_IN,
      },
      {
        operationId: 'unlikeForumThread',
        request: (ids) => json('DELETE', `/api/forum/threads/${ids['threadId']}/like`),
        expected: SIGNED_IN,
      },
      {
        operationId: 'deleteForumThread',
        request: (ids) => json('DELETE', `/api/forum/threads/${ids['threadId']}`),
        expected: [401, 403, 204, 204],
      },
      {
        operationId: 'listForumComments',
        request: (ids) => json('GET', `/api/forum/threads/${ids['threadId']}/comments`),
        expected: EVERYONE,
      },
      {
        operationId: 'createForumComment',
        request: (ids) =>
          json('POST', '/api/forum/comments', { thread_id: ids['threadId'], text: 'Me too' }),
        expected: SIGNED_IN_CREATE,
      },
      {
        operationId: 'updateForumComment',
        request: (ids) =>
          json('PATCH', `/api/forum/comments/${ids['commentId']}`, { text: 'San Marzano!' }),
        // Its author only (the forum admin neither).
        expected: [401, 403, 200, 403],
      },
      {
        operationId: 'likeForumComment',
        request: (ids) => json('PUT', `/api/forum/comments/${ids['commentId']}/like`),
        expected: SIGNED_IN,
      },
      {
        operationId: 'unlikeForumComment',
        request: (ids) => json('DELETE', `/api/forum/comments/${ids['commentId']}/like`),
        expected: SIGNED_IN,
      },
      {
        operationId: 'deleteForumComment',
        request: (ids) => json('DELETE', `/api/forum/comments/${ids['commentId']}`),
        expected: [401, 403, 204, 204],
      },
      // Categories (issue 44): read by everyone, managed by the forum admin alone.
      {
        operationId: 'listForumCategories',
        request: () => json('GET', '/api/forum/categories'),
        expected: EVERYONE,
      },
      {
        operationId: 'createForumCategory',
        request: (_ids, role) =>
          json('POST', '/api/forum/categories', { name: `Beans ${role}`, colour: 'green' }),
        expected: [401, 403, 403, 201],
      },
      {
        operationId: 'updateForumCategory',
        request: (ids) =>
          json('PATCH', `/api/forum/categories/${ids['categoryId']}`, {
            name: `Peppers ${ids['categoryId']}`,
            colour: 'amber',
          }),
        expected: [401, 403, 403, 200],
      },
      {
        operationId: 'deleteForumCategory',
        request: (ids) => json('DELETE', `/api/forum/categories/${ids['categoryId']}`),
        expected: [401, 403, 403, 204],
      },
      {
        operationId: 'moveForumThread',
        // Not its author either: the author files it when starting or editing it.
        request: (ids) =>
          json('PUT', `/api/forum/threads/${ids['threadId']}/category`, {
            category_id: ids['categoryId'],
          }),
        expected: [401, 403, 403, 200],
      },
    ],
  },

  reports: {
    // The owner made a community; the admin account (the forum admin, not a community admin) is a
    // plain member of it who posted a chat message and reported it; the owner started a talk.
    fixture: async () => {
      made += 1;
      const community = idOf(
        await as(people.owner, 'POST', '/api/communities/create', {
          name: `Reported ${made}`,
          description: 'Gardens.',
          visibility: 'public',
        }),
      );
      await as(people.admin, 'POST', `/api/communities/${community}/join`);
      await as(
        people.owner,
        'POST',
        `/api/communities/${community}/members/${people.admin.id}/approve?approve=true`,
      );
      const message = idOf(
        await as(people.admin, 'POST', `/api/communities/${community}/chat`, { content: 'Hi!' }),
      );
      const report = idOf(
        await as(people.owner, 'POST', '/api/reports', {
          kind: 'chat_message',
          id: message,
          reason: 'spam',
        }),
      );
      const thread = idOf(
        await as(people.owner, 'POST', '/api/forum/threads', { text: 'Best tomatoes?' }),
      );
      return { communityId: community, reportId: report, threadId: thread };
    },
    rows: [
      {
        operationId: 'createReport',
        // The owner's own talk: 400.
        request: (ids) =>
          json('POST', '/api/reports', { kind: 'forum_talk', id: ids['threadId'], reason: 'spam' }),
        expected: [401, 201, 400, 201],
      },
      {
        operationId: 'listCommunityReports',
        request: (ids) => json('GET', `/api/reports/communities/${ids['communityId']}`),
        expected: [401, 403, 200, 403],
      },
      {
        operationId: 'listForumReports',
        request: () => json('GET', '/api/reports/forum'),
        expected: [401, 403, 403, 200],
      },
      {
        operationId: 'resolveReport',
        request: (ids) =>
          json('POST', `/api/reports/${ids['reportId']}/resolve`, { outcome: 'dismiss' }),
        expected: [401, 403, 200, 403],
      },
    ],
  },

  farmgame: {
    fixture: async () => {
      await as(people.owner, 'POST', '/api/farmgame/state', {
        data: JSON.stringify({ grid: [], elapsedTime: 1 }),
      });
      return {};
    },
    rows: [
      {
        operationId: 'getFarmGameState',
        request: () => json('GET', '/api/farmgame/state'),
        expected: [401, 404, 200, 404],
      },
      {
        operationId: 'saveFarmGameState',
        request: () =>
          json('POST', '/api/farmgame/state', {
            data: JSON.stringify({ grid: [], elapsedTime: 2 }),
          }),
        expected: SIGNED_IN,
      },
    ],
  },

  lyra: {
    // What the owner told Lyra (with consent): their name, a fact she remembers.
    fixture: async () => {
      await as(people.owner, 'POST', '/api/lyra', {
        message: 'My name is Olive.',
        userConsent: true,
      });
      const facts = (
        await t.app.inject({
          method: 'GET',
          url: '/api/lyra/facts',
          headers: people.owner.auth,
        })
      ).json<{ id: number; text: string }[]>();
      const fact = facts.find(({ text }) => text === 'Olive');
      if (!fact) throw new Error(`no fact in ${JSON.stringify(facts)}`);
      return { factId: fact.id };
    },
    rows: [
      {
        operationId: 'getLyraFacts',
        request: () => json('GET', '/api/lyra/facts'),
        expected: EVERYONE,
      },
      {
        // Nobody's but the owner's: a visitor without an id owns no facts (404, not 401).
        operationId: 'forgetLyraFact',
        request: (ids) => json('DELETE', `/api/lyra/facts/${ids['factId']}`),
        expected: [404, 404, 204, 404],
      },
      {
        operationId: 'talkToLyra',
        request: () => json('POST', '/api/lyra', { message: 'Hello Lyra' }),
        expected: EVERYONE,
      },
      {
        operationId: 'getLyraChatLog',
        request: () => json('GET', '/api/lyra/chat-log'),
        expected: EVERYONE,
      },
      {
        operationId: 'getLyraSoul',
        request: () => json('GET', '/api/lyra/soul'),
        expected: EVERYONE,
      },
      {
        operationId: 'getLyraDreams',
        request: () => json('GET', '/api/lyra/dreams'),
        expected: EVERYONE,
      },
    ],
  },

  civic: {
    fixture: async () => ({}),
    rows: [
      {
        operationId: 'listParliamentBills',
        request: () => json('GET', '/api/civic/bills'),
        expected: EVERYONE,
      },
    ],
  },

  'we-learn': {
    fixture: async () => ({}),
    rows: [
      {
        operationId: 'interpretPolicy',
        request: () =>
          json('POST', '/api/we-learn/interpret', { text: 'Bill C-1 says gardens are good.' }),
        expected: EVERYONE,
      },
    ],
  },

  health: {
    fixture: async () => ({}),
    rows: [
      { operationId: 'getHealth', request: () => json('GET', '/api/health'), expected: EVERYONE },
    ],
  },
};

/** Covered by communities-permissions.test.ts (seven community roles). */
const OWN_FILE = new Set(['communities']);

describe('the permission tables', () => {
  it('have a row for every operation of the contract, in the table of its domain', () => {
    for (const operation of operations) {
      if (OWN_FILE.has(operation.tag)) continue;
      const table = TABLES[operation.tag];
      expect(table, `no table for the domain "${operation.tag}"`).toBeDefined();
      expect(
        table?.rows.filter((row) => row.operationId === operation.operationId),
        `${operation.operationId} (${operation.tag}) has no row, or more than one`,
      ).toHaveLength(1);
    }
    for (const [tag, table] of Object.entries(TABLES))
      for (const row of table.rows)
        expect(operationById(row.operationId).tag, row.operationId).toBe(tag);
  });
});

const fixtures = new Map<string, Ids>();

it('digests the database so that any write shows', async () => {
  const before = await digest();
  expect(before).toMatch(/journal_entries:[0-9a-f]{32}/);
  await as(people.user, 'POST', '/api/journal', { title: 'Seen', content: 'by the digest' });
  expect(await digest()).not.toBe(before);
});

/**
 * Bookkeeping that every request writes, refused or not: the rate-limit counters (in PostgreSQL when
 * DATABASE_URL is set, so several processes share them).
 */
const COUNTERS = new Set(['rate_limits']);

/**
 * A digest of every table's rows (the platform's and every domain's), but the request counters:
 * one query for all of them (a query per table, twice for each refused call, was most of this
 * file's time on PGlite).
 */
async function digest(): Promise<string> {
  const { db } = t.app.services.database;
  const tables = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table))
    .filter((table) => !COUNTERS.has(table));
  const query = tables
    .map(
      (table, index) =>
        `select ${index} as i, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table}" t`,
    )
    .join(' union all ');
  const result = await db.execute(sql.raw(`${query} order by i`));
  // node-postgres and PGlite both answer { rows }.
  const { rows } = result as { rows: { i: number; d: string }[] };
  return tables.map((table, index) => `${table}:${rows[index]?.d ?? 'none'}`).join(',');
}

for (const [tag, table] of Object.entries(TABLES)) {
  describe(`${tag}: operation × role`, () => {
    const cases = table.rows.flatMap((row) =>
      ROLES.map((role, index) => [row.operationId, role, row.expected[index] ?? 0, row] as const),
    );
    it.each(cases)('%s as %s → %i', async (operationId, role, status, row) => {
      const changes = operationById(operationId).method !== 'get' && status < 300;
      let ids = fixtures.get(tag);
      if (!ids || changes) {
        ids = await table.fixture();
        if (!changes) fixtures.set(tag, ids);
      }
      const request = await row.request(ids, role);
      const headers = { ...request.headers, ...(role === 'visitor' ? {} : people[role].auth) };
      const before = status >= 400 ? await digest() : '';
      const res = await call(t.app, operationId, { ...request, headers });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
      if (status >= 400) {
        expect(res.json()).toEqual({ detail: expect.any(String) });
        // Refused: nothing in the database changed.
        expect(await digest()).toBe(before);
      }
    });
  });
}
