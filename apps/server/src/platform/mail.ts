import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from './clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Something that delivers a message (SMTP, the dev mailbox, or a test double). */
export interface MailTransport {
  deliver(message: MailMessage & { from: string }): Promise<void>;
}

/** Real delivery over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@mail.example.org:465`). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transporter.sendMail(message);
    },
  };
}

/**
 * The development mailbox used when no SMTP_URL is set: every message becomes an RFC 822 file
 * `${dir}/<timestamp>-<to>.eml`, and its links are written to the log.
 */
export function devMailboxTransport(
  dir: string,
  clock: Clock,
  log: FastifyBaseLogger,
): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(message) {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true });
      const stamp = clock().toISOString().replace(/[:.]/g, '-');
      const to = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      let file = join(dir, `${stamp}-${to}.eml`);
      for (let n = 2; ; n++) {
        try {
          await writeFile(file, info.message, { flag: 'wx' });
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n > 100) throw error;
          file = join(dir, `${stamp}-${n}-${to}.eml`);
        }
      }
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: message.to, subject: message.subject, file, links },
        'mail written to the dev mailbox',
      );
    },
  };
}

/**
 * Sends mail in the background so a request's response time never depends on delivery (the
 * password-reset request must answer alike for known and unknown addresses). `flush()` waits for
 * everything under way (shutdown, tests).
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(message: MailMessage): void {
    const delivery = this.transport
      .deliver({ ...message, from: this.from })
      .catch((error: unknown) => {
        this.log.error(
          { err: error, to: message.to, subject: message.subject },
          'mail delivery failed',
        );
      })
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
