/**
 * Web Push (RFC 8030 with VAPID, RFC 8292, and the aes128gcm payload encryption of RFC 8291): the
 * `web-push` package signs and encrypts, and the request goes out through `safePost`, so a member's
 * endpoint is posted to only on a public address (or a host the operator allows).
 */
import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { SafeFetchError, safePost } from '../../platform/safe-fetch';

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url (what `PushManager.subscribe` takes). */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
}

/**
 * The VAPID key pair from 32 secret bytes (a key derived from the server secret): the same on
 * every process that shares the secret, so no process has to store keys the others read.
 */
export function vapidKeysFrom(secret: Buffer): VapidKeys {
  if (secret.length !== 32) throw new Error('A VAPID private key is 32 bytes.');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(secret);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: secret.toString('base64url'),
  };
}

/** What the service worker shows: a title, a text and the page a click opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the site (`/WeTalk`). */
  path: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How a push went: delivered, the subscription is gone (404/410: remove it), or failed. */
export type PushOutcome = 'sent' | 'gone' | { failed: string };

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export function webPushSender(options: {
  keys: VapidKeys;
  subject: string;
  allowedHosts: ReadonlySet<string>;
}): PushSender {
  return {
    async send(target, message) {
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: { subject: options.subject, ...options.keys },
            contentEncoding: 'aes128gcm',
            TTL: 24 * 3600,
          },
        );
      } catch (error) {
        // Keys the browser would never make: nothing can ever be sent to this subscription.
        return {
          failed: `unusable subscription: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers))
        if (value !== undefined) headers[name] = String(value);
      try {
        const status = await safePost(details.endpoint, {
          headers,
          body: details.body,
          allowedHosts: options.allowedHosts,
        });
        if (status === 404 || status === 410) return 'gone';
        if (status >= 200 && status < 300) return 'sent';
        return { failed: `the push service answered ${status}` };
      } catch (error) {
        if (error instanceof SafeFetchError && error.reason === 'blocked') return 'gone';
        return { failed: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
