/** An unread count as the badge may show it: a whole number, never below zero. */
export function clampUnread(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
}

/** The count after one message was read: one less, never below zero (spec 1 §4). */
export function afterOneRead(count: number): number {
  return clampUnread(count - 1);
}
