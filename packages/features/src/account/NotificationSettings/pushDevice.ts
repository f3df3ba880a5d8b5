/**
 * This browser's side of Web Push, behind a small interface so the Notifications tab can be shown
 * and tested without a real push service: stories and unit tests hand the tab a fake
 * (`NotificationSettings`'s `pushDevice` prop); the site uses {@link browserPushDevice}.
 */

/** What the server keeps of a subscription (`PushSubscriptionInput`, `subscription.toJSON()`). */
export interface PushSubscriptionData {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What this browser allows: no Push API at all (`unsupported`), notifications blocked for the
 * site (`denied`), or push can be asked for (`available`).
 */
export type PushSupport = 'unsupported' | 'denied' | 'available';

/** The browser's push: what it supports, the subscription it holds, and turning it on and off. */
export interface PushDevice {
  /** What the browser allows, read when the tab shows. */
  support(): PushSupport;
  /** The subscription this browser holds now, or null. */
  current(): Promise<PushSubscriptionData | null>;
  /**
   * Subscribes with the server's VAPID public key (base64url), asking the member's permission when
   * the browser has not been given it yet. Rejects with a `NotAllowedError` when it is refused.
   */
  subscribe(publicKey: string): Promise<PushSubscriptionData>;
  /** Ends this browser's subscription; the endpoint it had, or null when there was none. */
  unsubscribe(): Promise<string | null>;
}

/** The bytes of a base64url text (a VAPID key), as `applicationServerKey` wants them. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A subscription's JSON as the server wants it; throws when the browser left a part out. */
export function subscriptionData(json: PushSubscriptionJSON): PushSubscriptionData {
  const { endpoint, keys } = json;
  const p256dh = keys?.['p256dh'];
  const auth = keys?.['auth'];
  if (!endpoint || !p256dh || !auth)
    throw new Error('The browser gave an incomplete subscription.');
  return { endpoint, keys: { p256dh, auth } };
}

/** The parts of `window` the real device reads (so a test can hand in its own). */
export interface PushWindow {
  navigator: Pick<Navigator, 'serviceWorker'> | Navigator;
  PushManager?: unknown;
  Notification?: { permission: NotificationPermission };
}

/** The real browser's push (`navigator.serviceWorker.ready` → `registration.pushManager`). */
export function browserPushDevice(win: PushWindow = window as unknown as PushWindow): PushDevice {
  const registration = () => win.navigator.serviceWorker.ready;
  return {
    support() {
      if (!('serviceWorker' in win.navigator) || win.PushManager === undefined)
        return 'unsupported';
      return win.Notification?.permission === 'denied' ? 'denied' : 'available';
    },
    async current() {
      const subscription = await (await registration()).pushManager.getSubscription();
      return subscription ? subscriptionData(subscription.toJSON()) : null;
    },
    async subscribe(publicKey) {
      const subscription = await (
        await registration()
      ).pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      });
      return subscriptionData(subscription.toJSON());
    },
    async unsubscribe() {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (!subscription) return null;
      const { endpoint } = subscription;
      await subscription.unsubscribe();
      return endpoint;
    },
  };
}

export interface FakePushDeviceOptions {
  /** @default 'available' */
  support?: PushSupport;
  /** The subscription the browser holds at the start. @default none */
  subscribed?: PushSubscriptionData | null;
  /** The member refuses the browser's question (subscribe rejects with NotAllowedError). */
  refuse?: boolean;
}

/** A fake subscription (what a push service would hand out), for stories and tests. */
export const FAKE_SUBSCRIPTION: PushSubscriptionData = {
  endpoint: 'https://push.example.org/send/this-device',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/**
 * A push device that talks to no push service: it keeps its one subscription in memory. For
 * stories and unit tests (never the site).
 */
export function fakePushDevice({
  support = 'available',
  subscribed = null,
  refuse = false,
}: FakePushDeviceOptions = {}): PushDevice & {
  readonly subscription: PushSubscriptionData | null;
} {
  let subscription = subscribed;
  return {
    get subscription() {
      return subscription;
    },
    support: () => support,
    current: () => Promise.resolve(subscription),
    subscribe: () => {
      if (refuse) return Promise.reject(new DOMException('Permission denied.', 'NotAllowedError'));
      subscription = FAKE_SUBSCRIPTION;
      return Promise.resolve(subscription);
    },
    unsubscribe: () => {
      const endpoint = subscription?.endpoint ?? null;
      subscription = null;
      return Promise.resolve(endpoint);
    },
  };
}
