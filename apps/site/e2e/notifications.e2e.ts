/**
 * End to end, notifications (issue 43), on a server of this file's own whose push endpoints may be
 * a push service on this machine (`PUSH_ALLOWED_HOSTS`), in Debian's Chromium. A member turns push
 * on for mentions and for this device in Account → Notifications (the browser's push service is
 * stood in for by one on this machine: headless Chromium has none); another member mentions her
 * in a talk, choosing her name from the `@` picker; she finds it in her inbox, in the dev mailbox
 * (with its one-click unsubscribe headers) and at the push service (encrypted, VAPID-signed). The
 * site's service worker shows a push as a notification. The mail's link unsubscribes without
 * signing in. Run after `pnpm --filter @wegrow/site... run build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/notifications.e2e.ts` (from the repository root).
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, setupSite, type Site } from './harness';

const LONG = { timeout: 30_000 };

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  size: number;
}

/** A mail's text with quoted-printable's soft line breaks and `=3D` undone (enough for links). */
const decoded = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** Gives a member a username (mentions name them). */
async function named(site: Site, member: Member, username: string): Promise<void> {
  const answer = await site.api(member, '/auth/account/me', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  expect(answer.status).toBe(200);
}

describe('notifications on the real server', () => {
  const env: Record<string, string> = {};
  const received: Received[] = [];
  let pushService: Server | undefined;
  let pushUrl = '';
  beforeAll(async () => {
    const server = createServer((request, response) => {
      let size = 0;
      request.on('data', (chunk: Buffer) => (size += chunk.length));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, size });
        response.statusCode = 201;
        response.end();
      });
    });
    pushService = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    pushUrl = `http://127.0.0.1:${port}`;
    env['PUSH_ALLOWED_HOSTS'] = `127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) =>
      pushService ? pushService.close(() => resolve()) : resolve(),
    );
  });
  const site = setupSite({ env });

  it('a mention reaches the inbox, the mailbox and the device; the mail’s link unsubscribes', async () => {
    const suffix = randomBytes(3).toString('hex');
    const maya = await site.newMember('maya');
    const sam = await site.newMember('sam');
    await named(site, maya, `maya${suffix}`);
    await named(site, sam, `sam${suffix}`);

    // Maya's browser: notifications allowed, and a push service on this machine in place of the
    // browser's own (the keys are a real P-256 pair, so the server can encrypt for them).
    const device = createECDH('prime256v1');
    device.generateKeys();
    const subscription = {
      endpoint: `${pushUrl}/maya-phone`,
      p256dh: device.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    const page = await site.newPage({ session: maya, serviceWorker: true });
    await page.context().grantPermissions(['notifications'], { origin: site.baseUrl });
    await page.addInitScript((fake) => {
      let current: object | null = null;
      const make = () => ({
        endpoint: fake.endpoint,
        toJSON: () => ({ endpoint: fake.endpoint, keys: { p256dh: fake.p256dh, auth: fake.auth } }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      });
      PushManager.prototype.subscribe = function subscribe() {
        current = make();
        return Promise.resolve(current as PushSubscription);
      };
      PushManager.prototype.getSubscription = function getSubscription() {
        return Promise.resolve(current as PushSubscription | null);
      };
    }, subscription);

    await page.goto('/Account?tab=notifications');
    const mentions = page.getByRole('group', { name: 'Mentions' });
    await mentions.waitFor(LONG);
    await mentions.getByRole('switch', { name: 'Push' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor(LONG);
    await page.getByRole('button', { name: 'Turn on push on this device' }).click();
    await page.getByText('Push is on for this device.').waitFor(LONG);

    // Sam mentions her in a talk, choosing her name in the picker.
    const samPage = await site.newPage({ session: sam, serviceWorker: true });
    await samPage.goto('/WeTalk');
    const talk = samPage.getByRole('textbox', { name: 'Start a new talk' });
    await talk.waitFor(LONG);
    await talk.pressSequentially(`Seedlings for everyone, thanks @maya${suffix.slice(0, 2)}`);
    await samPage.getByRole('option', { name: new RegExp(`@maya${suffix}`) }).click();
    await expect
      .poll(() => talk.inputValue(), LONG)
      .toBe(`Seedlings for everyone, thanks @maya${suffix} `);
    await samPage.getByRole('button', { name: 'Post' }).click();
    await samPage
      .getByRole('list', { name: 'Talks' })
      .getByText('Seedlings for everyone', { exact: false })
      .first()
      .waitFor(LONG);

    // Her inbox.
    await page.goto('/Account?tab=inbox');
    await page.getByText(`sam${suffix} mentioned you`).first().waitFor(LONG);

    // Her mailbox: her name, the talk's address, the one-click unsubscribe headers.
    // Its header lines unfolded (RFC 5322: a long one goes on over lines that start with a space).
    const mail = (await site.mailTo(maya.email, /mentioned you/)).replace(/\r?\n(?=[ \t])/g, '');
    expect(mail).toMatch(new RegExp(`^To: maya${suffix} <`, 'm'));
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail).toMatch(
      /^List-Unsubscribe: <http:\/\/[^>]+\/api\/notifications\/unsubscribe\?token=/m,
    );
    // The mail's link opens the talk, where the mention links to her profile.
    const talkPath = /\/WeTalk\?talk=\d+/.exec(decoded(mail))?.[0];
    if (!talkPath) throw new Error(`No talk link in:\n${mail}`);
    await page.goto(talkPath);
    await page.getByRole('link', { name: `@maya${suffix}` }).click();
    await page.getByRole('heading', { name: `maya${suffix}` }).waitFor(LONG);
    expect(new URL(page.url()).pathname).toBe(`/people/maya${suffix}`);

    // Her device, through the push service: one encrypted, VAPID-signed message.
    const pushed = await site.poll('the push', async () =>
      received.find((r) => r.path === '/maya-phone'),
    );
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    expect(pushed.headers['authorization']).toMatch(/^vapid t=/);
    expect(pushed.size).toBeGreaterThan(0);

    // The unsubscribe link, opened signed out: mentions are no longer mailed.
    const link = /Stop these e-mails: (\S+)/.exec(decoded(mail))?.[1];
    if (!link) throw new Error(`No unsubscribe link in:\n${mail}`);
    const visitor = await site.newPage();
    const url = new URL(link);
    await visitor.goto(`${url.pathname}${url.search}`);
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.getByText('You will get no more e-mails about mentions.').waitFor(LONG);
    const preferences = (await (await site.api(maya, '/notifications/preferences')).json()) as {
      kinds: { kind: string; email: string }[];
    };
    expect(preferences.kinds.find((k) => k.kind === 'mentions')?.email).toBe('off');
  });

  it('the service worker shows a push as a notification', async () => {
    const member = await site.newMember('pushed');
    const page = await site.newPage({ session: member, serviceWorker: true });
    await page.context().grantPermissions(['notifications'], { origin: site.baseUrl });
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, LONG);
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL.startsWith(site.baseUrl));
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: site.baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify({ title: 'sam mentioned you', body: 'Hello there', path: '/WeTalk' }),
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((n) => [n.title, n.body]);
          }),
        LONG,
      )
      .toEqual([['sam mentioned you', 'Hello there']]);
  });
});
