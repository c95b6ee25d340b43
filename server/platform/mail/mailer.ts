import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; throws when the mail could not be handed over. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

type Log = { info(obj: object, msg: string): void };

/** SMTP delivery through `SMTP_URL` (e.g. smtp://user:pass@host:587). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP each mail is written as an .eml file under `dir`; the file and its link's page are logged. */
export function outboxMailer(dir: string, from: string, log: Log): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // The link's page only: its token stays in the file, never in the log (issue 25).
      const page = mail.text.match(/https?:\/\/[^\s?#]+/)?.[0];
      log.info({ to: mail.to, file, page }, `mail saved to outbox: ${mail.subject}`);
    },
    close: () => transport.close(),
  };
}

/** A mailer that remembers whether its latest delivery worked. */
export interface TrackedMailer extends Mailer {
  /** False once a delivery failed, until one works again: the same for every address. */
  healthy(): boolean;
}

/**
 * Tracks `mailer`'s deliveries, so a call that mails after answering can still say whether the mail
 * system works (SPEC §8's `emailSent: false`) without that depending on the address asked about.
 */
export function trackDelivery(mailer: Mailer): TrackedMailer {
  let ok = true;
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
        ok = true;
      } catch (err) {
        ok = false;
        throw err;
      }
    },
    close: () => mailer.close(),
    healthy: () => ok,
  };
}
