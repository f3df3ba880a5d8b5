/**
 * Notifications: what each member hears about and how (inbox, e-mail at once or in the daily
 * digest, push), the one-click unsubscribe, and the jobs that mail and push. Other domains tell a
 * member something through `serviceOf(notifications).notify(userId, kind, notice)`.
 */
import { defineDomain } from '../../platform/domain';
import { handleJob } from '../../platform/jobs';
import { inbox } from '../inbox';
import { notificationsOperations } from './operations';
import { vapidKeysFrom, webPushSender } from './push';
import * as tables from './schema';
import { DIGEST_SCHEDULE, digestJob, mailJob, NotificationsService, pushJob } from './service';

export const notifications = defineDomain({
  name: 'notifications',
  tables,
  create({ db, clock, jobs, mailer, log, config, limiter, deriveKey, serviceOf }) {
    const { webPush } = config;
    const keys = webPush.keys ?? vapidKeysFrom(deriveKey('web-push-vapid'));
    const service = new NotificationsService({
      db,
      clock,
      jobs,
      inbox: serviceOf(inbox),
      mailer,
      log,
      siteUrl: config.publicSiteUrl,
      digestHour: config.digestHour,
      unsubscribeKey: deriveKey('notification-unsubscribe'),
      push: webPush.enabled
        ? {
            keys,
            sender: webPushSender({
              keys,
              subject: webPush.subject,
              allowedHosts: new Set(webPush.allowedHosts),
            }),
          }
        : null,
    });
    return {
      service,
      operations: notificationsOperations(service, limiter),
      jobs: [
        handleJob(mailJob, { run: (payload) => service.mail(payload) }),
        handleJob(pushJob, { run: (payload) => service.pushTo(payload) }),
        handleJob(digestJob, { run: ({ slot }) => service.digest(slot) }),
      ],
      schedules: [{ type: digestJob, schedule: DIGEST_SCHEDULE }],
    };
  },
});

export type { Notice, NoticeChannel, NotificationsService } from './service';
