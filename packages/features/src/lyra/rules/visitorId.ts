import { isRandomVisitorId } from '@wegrow/api';
import { readItem, writeItem, type KeyValueStorage } from '../../session/storage';

/** The browser-storage key of the visitor's random id (one per browser, never shared). */
export const LYRA_VISITOR_KEY = 'lyraVisitorId';

/** 16 random bytes in base64url: 22 characters of `A-Z a-z 0-9 - _`. */
export function randomVisitorId(random: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = random(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const cryptoRandom = (bytes: Uint8Array): Uint8Array => crypto.getRandomValues(bytes);

/**
 * This browser's visitor id for Lyra (the `X-Lyra-Visitor` header): the one kept in storage when it
 * is a random id, else a new one made with the browser's crypto and kept. A draw that happens to
 * look too regular for the server (fewer than 10 different characters) is drawn again.
 */
export function visitorIdFrom(
  storage: KeyValueStorage,
  random: (bytes: Uint8Array) => Uint8Array = cryptoRandom,
): string {
  const kept = readItem(storage, LYRA_VISITOR_KEY);
  if (kept !== null && isRandomVisitorId(kept)) return kept;
  let id = randomVisitorId(random);
  for (let attempt = 0; attempt < 8 && !isRandomVisitorId(id); attempt += 1)
    id = randomVisitorId(random);
  writeItem(storage, LYRA_VISITOR_KEY, id);
  return id;
}
