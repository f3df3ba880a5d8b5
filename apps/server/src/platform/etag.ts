/**
 * ETag and 304 for public reads that many people load (the blog, the forum's threads, the
 * collective dream, the bills): the tag is a hash of the answer itself, so any write that changes
 * what the read returns changes its tag — no invalidation to forget, on one process or many. A
 * request whose `If-None-Match` names the current tag gets 304 without a body. The hooks that use
 * them are the cached reads' (platform/openapi.ts, platform/response-cache.ts).
 */
import { createHash } from 'node:crypto';

/** A weak tag of a serialized answer (weak: equal content, not necessarily equal bytes on the wire). */
export function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** Whether `If-None-Match` (a list of tags, or `*`) names the tag; weak comparison (RFC 9110 §13.1.2). */
export function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}
