/** Sign-up, login, refresh, password reset, the account and the avatar (spec 1 §2, §5, §7, §8). */
import { loginWithPassword, logout, uploadMyAvatar } from '@wegrow/api';
import { PASSWORD, scenario } from '../scenario';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const fresh = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;

export const authScenarios = [
  scenario('auth', 'captcha challenge and sign-up rules', async ({ api, captcha }) => {
    await api.GET('/auth/captcha');
    const email = fresh('new');
    await api.POST('/auth/signup', {
      body: { email, password: PASSWORD, recaptcha_token: await captcha() },
    });
    // The same address again, in other letters: the same answer (the owner is told by mail).
    await api.POST('/auth/signup', {
      body: { email: email.toUpperCase(), password: PASSWORD, recaptcha_token: await captcha() },
    });
    await api.POST('/auth/signup', {
      body: { email: fresh('short'), password: 'short', recaptcha_token: await captcha() },
    });
    await api.POST('/auth/signup', {
      body: { email: 'not-an-address', password: PASSWORD, recaptcha_token: await captcha() },
    });
    await api.POST('/auth/signup', {
      body: { email: fresh('long'), password: 'x'.repeat(129), recaptcha_token: await captcha() },
    });
  }),

  scenario('auth', 'the captcha is checked and used once', async ({ api, captcha }) => {
    await api.POST('/auth/signup', {
      body: { email: fresh('bot'), password: PASSWORD, recaptcha_token: 'invalid-captcha' },
    });
    await api.POST('/auth/signup', {
      body: { email: fresh('blank'), password: PASSWORD, recaptcha_token: ' ' },
    });
    const solved = await captcha();
    await api.POST('/auth/signup', {
      body: { email: fresh('once'), password: PASSWORD, recaptcha_token: solved },
    });
    await api.POST('/auth/signup', {
      body: { email: fresh('twice'), password: PASSWORD, recaptcha_token: solved },
    });
  }),

  scenario(
    'auth',
    'login: right and wrong credentials, form rules',
    async ({ api, captcha, newUser }) => {
      const maya = await newUser('maya');
      await loginWithPassword(api, {
        email: maya.email,
        password: PASSWORD,
        recaptchaToken: await captcha(),
      });
      await loginWithPassword(api, {
        email: maya.email,
        password: 'wrong-password',
        recaptchaToken: await captcha(),
      });
      await loginWithPassword(api, {
        email: fresh('nobody'),
        password: PASSWORD,
        recaptchaToken: await captcha(),
      });
      await loginWithPassword(api, {
        email: maya.email,
        password: PASSWORD,
        recaptchaToken: 'invalid-captcha',
      });
      await api.POST('/auth/login', {
        body: {
          // @ts-expect-error -- a grant type the contract does not allow
          grant_type: 'client_credentials',
          username: maya.email,
          password: PASSWORD,
          recaptcha_token: await captcha(),
        },
        bodySerializer: (body: Record<string, string>) => new URLSearchParams(body).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    },
  ),

  scenario(
    'auth',
    'refresh tokens rotate; a reused one ends the session',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const first = await api.POST('/auth/refresh', {
        body: { refresh_token: maya.refresh_token },
      });
      note('the refresh token changed', first.data?.refresh_token !== maya.refresh_token);
      // Presenting the used token again revokes the family: the new token is dead too.
      await api.POST('/auth/refresh', { body: { refresh_token: maya.refresh_token } });
      await api.POST('/auth/refresh', { body: { refresh_token: first.data?.refresh_token ?? '' } });
      await api.POST('/auth/refresh', { body: { refresh_token: 'rt_not-a-token' } });
    },
  ),

  scenario(
    'auth',
    'logout revokes the refresh token’s family; nothing left to revoke is no error',
    async ({ api, newUser }) => {
      const maya = await newUser('maya');
      const next = await api.POST('/auth/refresh', {
        body: { refresh_token: maya.refresh_token },
      });
      const current = next.data?.refresh_token ?? '';
      await logout(api, current);
      // The revoked token, and the older one of the same login, refresh no more.
      await api.POST('/auth/refresh', { body: { refresh_token: current } });
      await api.POST('/auth/refresh', { body: { refresh_token: maya.refresh_token } });
      // Logging out again, or with a token nobody knows, still answers 204.
      await logout(api, current);
      await logout(api, 'rt_not-a-token');
      await api.POST('/auth/logout', { body: { refresh_token: '' } });
      // A bearer token is optional, but one that is sent must be valid.
      await api.POST('/auth/logout', {
        body: { refresh_token: current },
        headers: { Authorization: 'Bearer not.a.jwt' },
      });
      await api.POST('/auth/logout', { ...maya.auth, body: { refresh_token: current } });
    },
  ),

  scenario(
    'auth',
    'a logout or a reused refresh token ends that login’s access tokens at once; other logins go on',
    async ({ api, newUser, captcha }) => {
      const maya = await newUser('maya');
      const bearer = (token: string | undefined) => ({
        headers: { Authorization: `Bearer ${token ?? ''}` },
      });
      const phone = await loginWithPassword(api, {
        email: maya.email,
        password: maya.password,
        recaptchaToken: await captcha(),
      });
      const tablet = await loginWithPassword(api, {
        email: maya.email,
        password: maya.password,
        recaptchaToken: await captcha(),
      });
      await api.GET('/auth/account/me', maya.auth);
      await logout(api, maya.refresh_token);
      // The logged-out login's access token is refused (401) on every request from now on.
      await api.GET('/auth/account/me', maya.auth);
      await api.GET('/journal', maya.auth);
      await api.GET('/inbox/{userId}', { ...maya.auth, params: { path: { userId: maya.id } } });
      // Another login of the account goes on.
      await api.GET('/auth/account/me', bearer(phone.data?.access_token));
      // A refresh token presented twice ends its login too: its access tokens are refused.
      const rotated = await api.POST('/auth/refresh', {
        body: { refresh_token: tablet.data?.refresh_token ?? '' },
      });
      await api.GET('/auth/account/me', bearer(rotated.data?.access_token));
      await api.POST('/auth/refresh', {
        body: { refresh_token: tablet.data?.refresh_token ?? '' },
      });
      await api.GET('/auth/account/me', bearer(rotated.data?.access_token));
      await api.GET('/auth/account/me', bearer(tablet.data?.access_token));
      await api.GET('/auth/account/me', bearer(phone.data?.access_token));
    },
  ),

  scenario(
    'auth',
    'a password reset ends every session, access tokens included',
    async ({ api, newUser, resetToken }) => {
      const maya = await newUser('maya');
      await api.GET('/auth/account/me', maya.auth);
      await api.POST('/auth/request-password-reset', { body: { email: maya.email } });
      await api.POST('/auth/reset-password', {
        body: { token: resetToken(maya.email) ?? '', new_password: 'a-brand-new-password' },
      });
      await api.GET('/auth/account/me', maya.auth);
      await api.POST('/auth/refresh', { body: { refresh_token: maya.refresh_token } });
    },
  ),

  scenario(
    'auth',
    'password reset: request, reset once, old password refused',
    async ({ api, captcha, newUser, resetToken, note }) => {
      const maya = await newUser('maya');
      await api.POST('/auth/request-password-reset', { body: { email: maya.email } });
      await api.POST('/auth/request-password-reset', { body: { email: fresh('unknown') } });
      await api.POST('/auth/request-password-reset', { body: { email: 'not-an-address' } });
      const token = resetToken(maya.email);
      note('a reset link was sent', token !== null);
      await api.POST('/auth/reset-password', {
        body: { token: token ?? '', new_password: 'short' },
      });
      await api.POST('/auth/reset-password', {
        body: { token: token ?? '', new_password: 'a-brand-new-password' },
      });
      await api.POST('/auth/reset-password', {
        body: { token: token ?? '', new_password: 'a-brand-new-password' },
      });
      await api.POST('/auth/reset-password', {
        body: { token: 'prt_unknown', new_password: 'a-brand-new-password' },
      });
      await loginWithPassword(api, {
        email: maya.email,
        password: PASSWORD,
        recaptchaToken: await captcha(),
      });
      await loginWithPassword(api, {
        email: maya.email,
        password: 'a-brand-new-password',
        recaptchaToken: await captcha(),
      });
    },
  ),

  scenario(
    'auth',
    'e-mail verification: unverified posts refused, resend limit, the link once',
    async ({ api, newUser, verificationToken, note }) => {
      const ivy = await newUser('ivy', { verified: false });
      await api.GET('/auth/account/me', ivy.auth);
      // Where others read: refused until the link is opened; a private write is not.
      await api.POST('/forum/threads', { ...ivy.auth, body: { text: 'Hello, all' } });
      await api.POST('/journal', { ...ivy.auth, body: { title: 'Mine', content: 'Only mine.' } });
      await api.POST('/auth/verify-email/resend');
      for (let i = 0; i < 4; i++) await api.POST('/auth/verify-email/resend', ivy.auth);
      const token = verificationToken(ivy.email);
      note('a verification link was sent', token !== null);
      await api.POST('/auth/verify-email', { body: { token: 'evt_unknown' } });
      // Signed in as ivy: no password needed.
      await api.POST('/auth/verify-email', { ...ivy.auth, body: { token: token ?? '' } });
      // Once only.
      await api.POST('/auth/verify-email', { body: { token: token ?? '', password: PASSWORD } });
      // Every access token issued before ends; ivy's own login refreshes.
      await api.GET('/auth/account/me', ivy.auth);
      const { data } = await api.POST('/auth/refresh', {
        body: { refresh_token: ivy.refresh_token },
      });
      const refreshed = { headers: { Authorization: `Bearer ${data?.access_token ?? ''}` } };
      await api.GET('/auth/account/me', refreshed);
      await api.POST('/forum/threads', { ...refreshed, body: { text: 'Hello, all' } });
      const maya = await newUser('maya');
      await api.POST('/auth/verify-email/resend', maya.auth);
    },
  ),

  scenario(
    'auth',
    'e-mail verification: whoever follows the link holds the account alone (pre-hijacking)',
    async ({ api, captcha, newUser, verificationToken, note }) => {
      // Someone signs up with the owner's address first, and keeps a session.
      const early = await newUser('owner', { verified: false });
      const linkBefore = verificationToken(early.email);
      // The owner signs up: the same answer, and a new link (nobody verified the address).
      await api.POST('/auth/signup', {
        body: {
          email: early.email,
          password: 'owners-own-password',
          recaptcha_token: await captcha(),
        },
      });
      const token = verificationToken(early.email);
      note('a new link was sent', token !== null && token !== linkBefore);
      // Without a session the follower must choose a password; a refused one spends nothing.
      await api.POST('/auth/verify-email', { body: { token: token ?? '' } });
      await api.POST('/auth/verify-email', { body: { token: token ?? '', password: 'short' } });
      // Signed in as another account is not signed in as this one.
      const stranger = await newUser('stranger');
      await api.POST('/auth/verify-email', { ...stranger.auth, body: { token: token ?? '' } });
      await api.POST('/auth/verify-email', {
        body: { token: token ?? '', password: 'owners-own-password' },
      });
      // Every session of the first comer ended, and their password with it.
      await api.GET('/auth/account/me', early.auth);
      await api.POST('/auth/refresh', { body: { refresh_token: early.refresh_token } });
      await api.GET('/auth/account/me', stranger.auth);
      for (const password of [PASSWORD, 'owners-own-password'])
        await loginWithPassword(api, {
          email: early.email,
          password,
          recaptchaToken: await captcha(),
        });
    },
  ),

  scenario(
    'auth',
    'e-mail verification signed in: every other login ends, the caller’s refreshes',
    async ({ api, captcha, newUser, verificationToken }) => {
      const ivy = await newUser('ivy', { verified: false });
      const other = await loginWithPassword(api, {
        email: ivy.email,
        password: PASSWORD,
        recaptchaToken: await captcha(),
      });
      await api.POST('/auth/verify-email', {
        ...ivy.auth,
        body: { token: verificationToken(ivy.email) ?? '' },
      });
      await api.GET('/auth/account/me', {
        headers: { Authorization: `Bearer ${other.data?.access_token ?? ''}` },
      });
      await api.POST('/auth/refresh', { body: { refresh_token: other.data?.refresh_token ?? '' } });
      await api.POST('/auth/refresh', { body: { refresh_token: ivy.refresh_token } });
      await loginWithPassword(api, {
        email: ivy.email,
        password: PASSWORD,
        recaptchaToken: await captcha(),
      });
    },
  ),

  scenario(
    'auth',
    'e-mail verification: at most 4 mails an hour to an address, sign-up and resend together',
    async ({ api, captcha, newUser }) => {
      const ivy = await newUser('ivy', { verified: false }); // 1
      await api.POST('/auth/signup', {
        body: { email: ivy.email, password: PASSWORD, recaptcha_token: await captcha() },
      }); // 2
      for (let i = 0; i < 3; i++) await api.POST('/auth/verify-email/resend', ivy.auth); // 3, 4, 429
    },
  ),

  scenario(
    'auth',
    'a password reset link verifies the address it was mailed to',
    async ({ api, captcha, newUser, resetToken, note }) => {
      const ivy = await newUser('ivy', { verified: false });
      await api.POST('/auth/request-password-reset', { body: { email: ivy.email } });
      await api.POST('/auth/reset-password', {
        body: { token: resetToken(ivy.email) ?? '', new_password: 'a-brand-new-password' },
      });
      const { data } = await loginWithPassword(api, {
        email: ivy.email,
        password: 'a-brand-new-password',
        recaptchaToken: await captcha(),
      });
      const me = await api.GET('/auth/account/me', {
        headers: { Authorization: `Bearer ${data?.access_token ?? ''}` },
      });
      note('verified', me.data?.email_verified);
    },
  ),

  scenario('auth', 'my account: read, rename, bio, and the rules', async ({ api, newUser }) => {
    const maya = await newUser('maya');
    const sam = await newUser('sam');
    await api.GET('/auth/account/me');
    await api.GET('/auth/account/me', maya.auth);
    await api.PATCH('/auth/account/me', { ...maya.auth, body: { username: `maya${maya.id}` } });
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { username: `MAYA${maya.id}` } });
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { username: 'ab' } });
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { username: ' spaced ' } });
    // The username rule (@wegrow/contract/usernames): shape, reserved names, look-alikes, NFKC,
    // mixed scripts.
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { username: 'sam grows' } });
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { username: 'admіn' } }); // Cyrillic і
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { username: 'ΑDΜΙΝ' } }); // Greek capitals
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { username: 'WeGrow Team' } });
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { username: `mаya${maya.id}` } }); // Cyrillic а: mixed
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { username: `ｓａｍ${sam.id}` } });
    // All in Cyrillic capitals, a look-alike of sam's name (409).
    await api.PATCH('/auth/account/me', { ...maya.auth, body: { username: `ЅАМ${sam.id}` } });
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { bio: 'Grows beans.' } });
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { bio: 'b'.repeat(501) } });
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { bio: 'a\u0000b' } });
    await api.PATCH('/auth/account/me', { ...sam.auth, body: {} });
    // A field the contract does not have (the generated type lets an extra key through).
    await api.PATCH('/auth/account/me', { ...sam.auth, body: { email: 'me@example.org' } });
  }),

  scenario(
    'auth',
    'avatars: upload, serve, and refuse what is not a picture',
    async ({ api, newUser }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      await uploadMyAvatar(api, new Blob([PNG], { type: 'image/png' }));
      await api.GET('/auth/account/avatar/{userId}', {
        params: { path: { userId: maya.id } },
        parseAs: 'blob',
      });
      const withAuth = (image: Blob) =>
        api.PUT('/auth/account/me/avatar', {
          ...maya.auth,
          body: image,
          bodySerializer: (body: unknown) => body,
          headers: { ...maya.auth.headers, 'Content-Type': image.type },
        });
      await withAuth(new Blob([PNG], { type: 'image/png' }));
      await withAuth(new Blob([Buffer.from('plain text, not a picture')], { type: 'image/png' }));
      await withAuth(new Blob([PNG], { type: 'image/gif' }));
      await withAuth(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' }));
      await api.GET('/auth/account/avatar/{userId}', {
        params: { path: { userId: maya.id } },
        parseAs: 'blob',
      });
      await api.GET('/auth/account/avatar/{userId}', { params: { path: { userId: sam.id } } });
      await api.GET('/auth/account/avatar/{userId}', { params: { path: { userId: 2147483648 } } });
    },
  ),
  scenario(
    'auth',
    'where I am signed in: list, sign one out, sign out everywhere else',
    async ({ api, newUser, captcha, note }) => {
      const maya = await newUser('maya');
      const phone = await loginWithPassword(api, {
        email: maya.email,
        password: PASSWORD,
        recaptchaToken: await captcha(),
      });
      const phoneAuth = { headers: { Authorization: `Bearer ${phone.data?.access_token ?? ''}` } };
      const listed = await api.GET('/auth/sessions', maya.auth);
      note('open logins', listed.data?.length);
      note('marked current', listed.data?.filter((login) => login.current).length);
      const phoneLogin = (await api.GET('/auth/sessions', phoneAuth)).data?.find((l) => l.current);
      await api.DELETE('/auth/sessions/{sessionId}', {
        ...maya.auth,
        params: { path: { sessionId: phoneLogin?.id ?? '' } },
      });
      // Ended: its access token is refused, and it is no longer there to end.
      await api.GET('/auth/account/me', phoneAuth);
      await api.DELETE('/auth/sessions/{sessionId}', {
        ...maya.auth,
        params: { path: { sessionId: phoneLogin?.id ?? '' } },
      });
      await api.DELETE('/auth/sessions/{sessionId}', {
        ...maya.auth,
        params: { path: { sessionId: 'no-such-login' } },
      });
      const tablet = await newUser('tablet');
      await api.DELETE('/auth/sessions/others', tablet.auth);
      await api.DELETE('/auth/sessions/others', maya.auth);
      await api.GET('/auth/sessions');
      await api.DELETE('/auth/sessions/others');
    },
  ),

  scenario(
    'auth',
    'changing my address: a link to the new one, a notice with an undo to the old one',
    async ({ api, newUser, changeLink, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const to = maya.email.replace('maya.', 'maya.green.');
      const ask = (new_email: string, password = PASSWORD) =>
        api.POST('/auth/account/email', { ...maya.auth, body: { new_email, password } });
      await ask(to, 'not-my-password');
      await ask(maya.email.toUpperCase());
      await ask(to);
      // The hourly limit: three asks, whatever they answered.
      await ask(to);
      // Another member's address: the same answer, and no link.
      await api.POST('/auth/account/email', {
        ...sam.auth,
        body: { new_email: maya.email.replace('maya.', 'ivy.'), password: PASSWORD },
      });
      const ivy = await newUser('ivy');
      await api.POST('/auth/account/email', {
        ...ivy.auth,
        body: { new_email: sam.email, password: PASSWORD },
      });
      const confirm = await changeLink(to, 'confirm');
      note('a link went to the new address', confirm !== null);
      note('none to the taken one', await changeLink(sam.email, 'confirm'));
      await api.POST('/auth/account/email/confirm', { body: { token: confirm ?? '' } });
      // Single use; the old access token is refused, the profile says the new address.
      await api.POST('/auth/account/email/confirm', { body: { token: confirm ?? '' } });
      await api.GET('/auth/account/me', maya.auth);
      const undo = await changeLink(maya.email, 'undo');
      note('the old address got an undo link', undo !== null);
      await api.POST('/auth/account/email/undo', { body: { token: undo ?? '' } });
      await api.POST('/auth/account/email/undo', { body: { token: undo ?? '' } });
      await api.POST('/auth/account/email/undo', { body: { token: 'ecu_not-a-token' } });
      await api.POST('/auth/account/email', { body: { new_email: to, password: PASSWORD } });
      await api.POST('/auth/account/email', {
        ...sam.auth,
        body: { new_email: 'not-an-address', password: PASSWORD },
      });
    },
  ),
  scenario(
    'auth',
    'deleting my account: password and word, then the account is gone and the address free',
    async ({ api, newUser, captcha }) => {
      const maya = await newUser('maya');
      const remove = (password: string, confirmation = 'DELETE') =>
        api.POST('/auth/account/delete', {
          ...maya.auth,
          // @ts-expect-error -- a word the contract does not allow, once
          body: { password, confirmation },
        });
      await remove('not-my-password');
      await remove(PASSWORD, 'delete');
      await api.POST('/auth/account/delete', {
        body: { password: PASSWORD, confirmation: 'DELETE' },
      });
      await remove(PASSWORD);
      await api.GET('/auth/account/me', maya.auth);
      await loginWithPassword(api, {
        email: maya.email,
        password: PASSWORD,
        recaptchaToken: await captcha(),
      });
      await api.POST('/auth/signup', {
        body: { email: maya.email, password: PASSWORD, recaptcha_token: await captcha() },
      });
    },
  ),
  scenario(
    'auth',
    'exporting my data: asked once a day, pending until the job runs, downloaded by its owner',
    async ({ api, newUser }) => {
      const maya = await newUser('maya');
      await api.GET('/auth/account/export', maya.auth);
      await api.POST('/auth/account/export', maya.auth);
      await api.GET('/auth/account/export', maya.auth);
      await api.POST('/auth/account/export', maya.auth);
      // No job worker here: nothing is ready to download.
      await api.GET('/auth/account/export/file', { ...maya.auth, parseAs: 'blob' });
      await api.GET('/auth/account/export');
      await api.POST('/auth/account/export');
      await api.GET('/auth/account/export/file', { parseAs: 'blob' });
    },
  ),
];
