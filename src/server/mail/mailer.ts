import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { ApiKeySettings } from '../settings/service';
import { mailOutbox } from './schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about; logged in outbox mode so an operator can follow it. */
  link?: string;
  /** The sender's name instead of MAIL_FROM's (a white-label workspace's); the address stays the instance's. */
  fromName?: string;
}

export type MailStatus = { transport: 'smtp'; verified: boolean; error?: string } | { transport: 'outbox' };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** For the admin panel: which way mail goes, and whether the SMTP server answers. */
  status(): Promise<MailStatus>;
}

/**
 * SMTP when a server is configured (the admin panel's SMTP_URL, else the environment's); otherwise the
 * outbox table, with the link in the log. The settings are read per message, so a new SMTP server
 * applies without a restart.
 */
export function createMailer(options: { apiKeys: Pick<ApiKeySettings, 'get'>; db: Database; logger: Logger }): Mailer {
  const { apiKeys, db, logger } = options;
  let cached: { url: string; transporter: Transporter } | null = null;

  async function smtp(): Promise<Transporter | null> {
    const url = await apiKeys.get('SMTP_URL');
    if (!url) return null;
    if (cached?.url !== url) cached = { url, transporter: nodemailer.createTransport(url) };
    return cached.transporter;
  }

  return {
    async send({ to, subject, text, html, link, fromName }) {
      const transporter = await smtp();
      if (transporter) {
        const configured = (await apiKeys.get('MAIL_FROM')) ?? 'Uplift <no-reply@localhost>';
        const address = /<([^>]+)>/.exec(configured)?.[1]?.trim() ?? configured.trim();
        const from = fromName ? { name: fromName, address } : configured;
        await transporter.sendMail({ from, to, subject, text, html });
        logger.info('mail sent', { to, subject });
        return;
      }
      await db.insert(mailOutbox).values({ to, subject, text, html });
      logger.info('mail stored in outbox (no SMTP server set)', { to, subject, link });
    },
    async status() {
      const transporter = await smtp();
      if (!transporter) return { transport: 'outbox' };
      try {
        await transporter.verify();
        return { transport: 'smtp', verified: true };
      } catch (error) {
        // The message may name the host; never the password, which nodemailer keeps out of errors.
        return { transport: 'smtp', verified: false, error: (error as Error).message };
      }
    },
  };
}
