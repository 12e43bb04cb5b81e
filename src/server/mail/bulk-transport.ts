import nodemailer, { type SMTPTransportOptions } from 'nodemailer';
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
 * What became of one message: taken by the server; bounced (the mailbox or its domain does not
 * exist, or is disabled: the address is never mailed again); deferred (the server was never handed
 * it: no connection, refused login or sender), so it may go again; refused for now (a 4xx: the
 * server did not keep it), so it may go again later; or failed, when it may have been taken after all
 * (a timeout mid-message) or was refused for a reason that says nothing lasting about the address
 * (policy, spam, a full mailbox).
 */
export type BulkResult =
  | { outcome: 'sent' }
  | { outcome: 'bounced'; error: string }
  | { outcome: 'deferred'; error: string }
  | { outcome: 'retry'; error: string }
  | { outcome: 'failed'; error: string };

export interface BulkTransport {
  kind: 'smtp' | 'outbox';
  send(messages: readonly BulkMessage[]): Promise<BulkResult[]>;
  close(): void;
}

/** An SMTP server other than the instance's (a workspace's own), and the address it sends as. */
export interface BulkServer {
  smtp: SMTPTransportOptions;
  fromAddress: string;
}

/**
 * A mailing's way out: a pool of SMTP connections to `server` when given, else to the configured
 * server (the admin panel's SMTP_URL, else the environment's), or on the embedded default the
 * outbox, one insert per batch. Either server's answers are read the same way.
 */
export async function openBulkTransport(options: {
  apiKeys: Pick<ApiKeySettings, 'get'>;
  db: Database;
  connections: number;
  server?: BulkServer;
}): Promise<BulkTransport> {
  const { apiKeys, db, connections, server } = options;
  const url = server ? null : await apiKeys.get('SMTP_URL');
  const fromAddress = server?.fromAddress ?? addressOf((await apiKeys.get('MAIL_FROM')) ?? 'no-reply@localhost');
  if (!server && !url) {
    return {
      kind: 'outbox',
      async send(messages) {
        if (messages.length > 0)
          await db.insert(mailOutbox).values(messages.map(({ to, subject, text, html }) => ({ to, subject, text, html })));
        return messages.map(() => ({ outcome: 'sent' }));
      },
      close: () => undefined,
    };
  }
  const pooled = { pool: true, maxConnections: connections, maxMessages: 10_000 } as const;
  const pool = nodemailer.createTransport(server ? { ...server.smtp, ...pooled } : { url: url!, ...pooled });
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
 * Errors before the message was handed over defer it. A refusal is read by its enhanced status code
 * (RFC 3463), at RCPT TO or at the end of DATA alike: each message has one recipient, so a refusal of
 * the message is a refusal of that address. The recipient's own lasting faults bounce (no such
 * mailbox, system or domain, moved, bad syntax, disabled); every other 5.x.x fails, the sender's
 * faults among them (5.1.0, 5.1.7, 5.1.8: a relay may refuse our From at RCPT TO, and that must not
 * suppress the whole list), as do policy, spam and a full mailbox; 4.x.x may go again later. A
 * server without enhanced codes bounces on a 5xx to RCPT TO only.
 */
function outcomeOf(error: unknown): BulkResult['outcome'] {
  const {
    code = '',
    command = '',
    responseCode = 0,
    response = '',
  } = error as { code?: string; command?: string; responseCode?: number; response?: string };
  if (unreachable.has(code) || /^(CONN|EHLO|HELO|STARTTLS|AUTH|MAIL FROM)/i.test(command)) return 'deferred';
  if (command !== 'RCPT TO' && command !== 'DATA') return 'failed';
  const status = /^\d{3}[ -]([245])\.(\d{1,3})\.(\d{1,3})\b/.exec(response);
  if (!status)
    return responseCode >= 400 && responseCode < 500 ? 'retry' : command === 'RCPT TO' && responseCode >= 500 ? 'bounced' : 'failed';
  const [, kind, subject, detail] = status;
  if (kind === '4') return 'retry';
  return kind === '5' && recipientFaults.has(`${subject}.${detail}`) ? 'bounced' : 'failed';
}

/** RFC 3463's statuses that say the address itself is bad: 5.1.1, .2, .3, .6, .10 and 5.2.1. */
const recipientFaults = new Set(['1.1', '1.2', '1.3', '1.6', '1.10', '2.1']);

/** 'Uplift <no-reply@example.com>' → 'no-reply@example.com'. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}
