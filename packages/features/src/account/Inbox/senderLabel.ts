import type { InboxMessage } from '@wegrow/api';

/** What each kind of sender is called beside its name. */
const KIND_LABELS = { system: 'System', community: 'Community', person: null } as const;

/**
 * Who a message is from, as the inbox shows it after "From": the system's and a community's name
 * with their kind ("WeGrow · System", "Riverside Growers · Community"), a person by name ("maya").
 */
export function senderLabel(sender: InboxMessage['sender']): string {
  const kind = KIND_LABELS[sender.kind];
  const name = sender.name.trim() || 'Someone';
  return kind ? `${name} · ${kind}` : name;
}
