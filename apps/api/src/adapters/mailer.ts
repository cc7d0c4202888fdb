import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  /** Where a reader's reply goes when it is not the sender (MAIL_FROM is often a no-reply address). */
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text`, for a mail that needs one (an Urdu mail reads right to left). */
  html?: string;
  /** Files the reader keeps, such as a receipt PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /**
   * Hands a message over without making the caller (a donor's request) wait; failures go to onError.
   * A message still being written (it reads the settings) is awaited here, so idle() waits for it too.
   */
  post(message: MailMessage | Promise<MailMessage>, onError: (error: unknown) => void): void;
  /** Resolves once every message posted so far is delivered or has failed: for shutdown and tests. */
  idle(): Promise<void>;
}

type Deliver = (message: MailMessage) => Promise<void>;

/**
 * SMTP when SMTP_URL is set. Without it every message is written as a .eml file under
 * DATA_DIR/mail, so nothing a donor was promised is lost and staff can still forward it.
 */
function deliverer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>): Deliver {
  if (config.SMTP_URL) {
    // A mail server that hangs must not hold messages (or shutdown) for nodemailer's default minutes.
    const transport = nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
    return async (message) => {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = join(config.dataDir, 'mail');
  return async (message) => {
    const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`), info.message);
  };
}

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>): Mailer {
  const deliver = deliverer(config);
  const pending = new Set<Promise<void>>();
  return {
    post(message, onError) {
      const sending: Promise<void> = Promise.resolve(message)
        .then(deliver)
        .catch(onError)
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
