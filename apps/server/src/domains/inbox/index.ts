/** The inbox: each user's messages, from the server (system messages) and notes to oneself. */
import { defineDomain } from '../../platform/domain';
import { inboxOperations } from './operations';
import * as tables from './schema';
import { InboxService } from './service';

export const inbox = defineDomain({
  name: 'inbox',
  tables,
  create({ db, clock, limiter, config }) {
    const service = new InboxService(db, clock);
    return {
      service,
      operations: inboxOperations(service, limiter, config.rateLimits.inboxSendPerUser),
    };
  },
});

export { clip, NOTE_TO_SELF_SUBJECT, SYSTEM_MESSAGES, SYSTEM_SENDER } from './service';
export type { Delivery, InboxService, SystemMessage } from './service';
export type { InboxMessage, InboxSender } from './views';
