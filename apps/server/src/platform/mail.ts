import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from './clock';

export interface MailMessage {
  to: string;
  /** The recipient's name, shown beside the address ("maya <maya@example.org>"). */
  toName?: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** Extra header lines (`List-Unsubscribe`…). */
  headers?: Readonly<Record<string, string>>;
}

/** The message as nodemailer takes it: the name beside the address, the extra headers. */
function envelope(message: MailMessage & { from: string }) {
  const { toName, headers, ...rest } = message;
  return {
    ...rest,
    to: toName ? { name: toName, address: message.to } : message.to,
    ...(headers ? { headers: { ...headers } } : {}),
  };
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
      await transporter.sendMail(envelope(message));
    },
  };
}

/**
 * The development mailbox used when no SMTP_URL is set: every message becomes an RFC 822 file
 * `${dir}/<timestamp>-<to>.eml`, readable by the server's user only (files 0600 in a 0700 folder:
 * a reset link in them is a key to an account). In development its links are written to the log;
 * with NODE_ENV=production the log says only that a mail went to the dev mailbox, never a link or
 * a token (logs travel further than the data folder).
 */
export function devMailboxTransport(
  dir: string,
  clock: Clock,
  log: FastifyBaseLogger,
  { production = process.env['NODE_ENV'] === 'production' }: { production?: boolean } = {},
): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(message) {
      const info = await transporter.sendMail(envelope(message));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700); // a folder made before (0755) is closed too
      const stamp = clock().toISOString().replace(/[:.]/g, '-');
      const to = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      let file = join(dir, `${stamp}-${to}.eml`);
      for (let n = 2; ; n++) {
        try {
          await writeFile(file, info.message, { flag: 'wx', mode: 0o600 });
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n > 100) throw error;
          file = join(dir, `${stamp}-${n}-${to}.eml`);
        }
      }
      if (production) {
        log.info(
          { subject: message.subject, file },
          'mail written to the dev mailbox (no SMTP_URL): not sent',
        );
        return;
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
