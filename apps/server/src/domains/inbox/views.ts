import type { components } from '@wegrow/api/schema';
import type { InboxMessageRow } from './schema';

/** An inbox message as the API shows it (contract schema `InboxMessage`). */
export type InboxMessage = components['schemas']['InboxMessage'];

/** Who a message is from (contract schema `InboxSender`). */
export type InboxSender = components['schemas']['InboxSender'];

export function toInboxMessage(row: InboxMessageRow): InboxMessage {
  return {
    id: row.id,
    read: row.read,
    timestamp: row.createdAt.toISOString(),
    sender: { kind: row.senderKind, name: row.senderName },
    subject: row.subject,
    content: row.content,
  };
}
