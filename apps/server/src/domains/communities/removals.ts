/**
 * Admins remove what members added (issue 33): a chat message, goal, resource or event someone
 * else added, removed by a community admin, is announced to its author in their inbox (from the
 * community), in the removal's transaction. An author removing their own item is told nothing.
 */
import { COMMUNITY_NOTICES, type RemovedItemKind } from '@wegrow/contract/communities';
import type { Db } from '../../platform/db';
import type { InboxService } from '../inbox';
import type { CommunityAccess } from './membership';

/** What was removed, by whom and whose it was (read inside the removal's transaction). */
export interface Removal {
  readonly access: CommunityAccess;
  readonly authorId: number;
  readonly kind: RemovedItemKind;
  /** The message, or the item's title. */
  readonly text: string;
}

export class RemovalNotices {
  constructor(private readonly inbox: InboxService) {}

  /** Tells the author (in `tx`, the removal's transaction), unless they removed it themself. */
  async tell(tx: Db, { access, authorId, kind, text }: Removal): Promise<void> {
    if (authorId === access.user.id) return;
    const community = access.community.name;
    await this.inbox.deliver(
      authorId,
      {
        sender: { kind: 'community', name: community },
        ...COMMUNITY_NOTICES.itemRemoved(community, kind, text),
      },
      { db: tx },
    );
  }
}
