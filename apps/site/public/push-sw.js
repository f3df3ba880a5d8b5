/*
 * Web Push for the installed site (imported by the generated sw.js, see build/pwa.ts): shows each
 * push the server sends ({ title, body, path }) and, when the member clicks it, opens its page in
 * a WeGrow window already open (focused) or in a new one. Only same-site paths are opened.
 */
'use strict';

/** A same-site path (`/WeTalk`), or the home page for anything else. */
function sitePath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : '/';
}

self.addEventListener('push', (event) => {
  let message = { title: 'WeGrow', body: '', path: '/' };
  if (event.data) {
    try {
      message = Object.assign(message, event.data.json());
    } catch {
      message.body = event.data.text();
    }
  }
  event.waitUntil(
    self.registration.showNotification(String(message.title || 'WeGrow'), {
      body: String(message.body || ''),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { path: sitePath(message.path) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const url = new URL(sitePath(data.path), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
