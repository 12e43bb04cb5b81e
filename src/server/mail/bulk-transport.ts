import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import type { ApiKeySettings } from '../settings/service';
import { mailOutbox } from './schema';

/** A message of a mailing: its own headers (List-Unsubscribe and friends) and sender name. */
export interface BulkMessage {
  to: string;
  /** The name shown as sender; the address is the instance's (MAIL_FROM), which its server may send as. */
  fromName: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
}

/**
 * What became of one message: taken by the server; refused for good (a 5xx to its recipient: the
 * address bounces); deferred (the server was never handed it: no connection, refused login or
 * sender), so it may go again; or failed, when it may have been taken after all (a timeout mid-message)
 * or the recipient was refused for now.
 */
export type BulkResult =
  | { outcome: 'sent' }
  | { outcome: 'bounced'; error: string }
  | { outcome: 'deferred'; error: string }
  | { outcome: 'failed'; error: string };

export interface BulkTransport {
  kind: 'smtp' | 'outbox';
  send(messages: readonly BulkMessage[]): Promise<BulkResult[]>;
  close(): void;
}

/**
 * A mailing's way out: a pool of SMTP connections to the configured server (the admin panel's
 * SMTP_URL, else the environment's), or on the embedded default the outbox, one insert per batch.
 */
export async function openBulkTransport(options: {
  apiKeys: Pick<ApiKeySettings, 'get'>;
  db: Database;
  connections: number;
}): Promise<BulkTransport> {
  const { apiKeys, db, connections } = options;
  const url = await apiKeys.get('SMTP_URL');
  const fromAddress = addressOf((await apiKeys.get('MAIL_FROM')) ?? 'no-reply@localhost');
  if (!url) {
    return {
      kind: 'outbox',
      async send(messages) {
        if (messages.length > 0) await db.insert(mailOutbox).values(messages.map(({ to, subject, text, html }) => ({ to, subject, text, html })));
        return messages.map(() => ({ outcome: 'sent' }));
      },
      close: () => undefined,
    };
  }
  const pool = nodemailer.createTransport({ url, pool: true, maxConnections: connections, maxMessages: 10_000 });
  return {
    kind: 'smtp',
    send: (messages) =>
      Promise.all(
        messages.map(async (message): Promise<BulkResult> => {
          try {
            await pool.sendMail({
              from: { name: message.fromName, address: fromAddress },
              to: message.to,
              replyTo: message.replyTo || undefined,
              subject: message.subject,
              text: message.text,
              html: message.html,
              headers: message.headers,
              messageId: message.messageId,
            });
            return { outcome: 'sent' };
          } catch (error) {
            return { outcome: outcomeOf(error), error: (error as Error).message };
          }
        }),
      ),
    close: () => pool.close(),
  };
}

const unreachable = new Set(['ECONNECTION', 'EDNS', 'EAUTH', 'ETLS', 'ENOAUTH']);

/**
 * A 5xx to RCPT TO bounces the address; a 5xx to anything else (the sender, the message) says nothing
 * about it. Errors before the message was handed over defer it.
 */
function outcomeOf(error: unknown): 'bounced' | 'deferred' | 'failed' {
  const { code = '', command = '', responseCode = 0 } = error as { code?: string; command?: string; responseCode?: number };
  if (command === 'RCPT TO') return responseCode >= 500 && responseCode < 600 ? 'bounced' : 'failed';
  if (unreachable.has(code) || /^(CONN|EHLO|HELO|STARTTLS|AUTH|MAIL FROM)/i.test(command)) return 'deferred';
  return 'failed';
}

/** 'Uplift <no-reply@example.com>' → 'no-reply@example.com'. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}
