import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { uuidv7 } from '@shared/ids';
import type { Config } from '../config';
import type { DB } from '../db/database';
import { nowIso } from '../db/database';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Sends (SMTP) or keeps the message in the outbox; every message is recorded in mail_outbox. */
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** SMTP when SMTP_URL is set; otherwise messages wait in the outbox table for the dev tools page. */
export function createMailer(db: DB, config: Config): Mailer {
  // nodemailer (about 12 MB) is loaded only when mail really leaves through SMTP.
  const transport: Transporter | null = config.smtpUrl
    ? (createRequire(import.meta.url)('nodemailer') as typeof Nodemailer).createTransport(config.smtpUrl)
    : null;
  return {
    async send(message) {
      const id = uuidv7();
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          created_at: nowIso(),
          sent_at: null,
          error: null,
        })
        .execute();
      if (!transport) return;
      try {
        await transport.sendMail({ from: config.mailFrom, ...message });
        await db.updateTable('mail_outbox').set({ sent_at: nowIso() }).where('id', '=', id).execute();
      } catch (err) {
        // The message stays in the outbox with the reason; the caller's action has still happened.
        const reason = err instanceof Error ? err.message : String(err);
        await db
          .updateTable('mail_outbox')
          .set({ error: reason.slice(0, 1000) })
          .where('id', '=', id)
          .execute();
      }
    },
    close() {
      transport?.close();
    },
  };
}
