import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { mailOutbox } from './schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about; logged in outbox mode so an operator can follow it. */
  link?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP when a server is configured; otherwise the outbox table, with the link in the log. */
export function createMailer(options: { smtpUrl?: string; from: string; db: Database; logger: Logger }): Mailer {
  const { smtpUrl, from, db, logger } = options;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      transport: 'smtp',
      async send({ to, subject, text, html }) {
        await transporter.sendMail({ from, to, subject, text, html });
        logger.info('mail sent', { to, subject });
      },
    };
  }
  return {
    transport: 'outbox',
    async send({ to, subject, text, html, link }) {
      await db.insert(mailOutbox).values({ to, subject, text, html });
      logger.info('mail stored in outbox (no SMTP_URL set)', { to, subject, link });
    },
  };
}
