import type { components } from '@wegrow/api/schema';
import type { InboxMessageRow } from './schema';

/** An inbox message as the API shows it (contract schema `InboxMessage`). */
export type InboxMessage = components['schemas']['InboxMessage'];

export function toInboxMessage(row: InboxMessageRow): InboxMessage {
  return {
    id: row.id,
    read: row.read,
    timestamp: row.createdAt.toISOString(),
    content: row.content,
  };
}
