import type { LookupFunction } from 'node:net';
import type { FetchMessageObject, ImapFlow, MailboxObject } from 'imapflow';
import type { ParsedMail } from 'mailparser';
import { MailboxReadError } from './mailbox-read-error.ts';

export interface MailboxOptions {
  host: string;
  port: number;
  /** Direct TLS (993). Without it imapflow upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** The highest UID already read; only newer messages come back. */
  sinceUid: number;
  /** The UIDVALIDITY `sinceUid` belongs to; when the server's differs, reading starts over. */
  uidValidity?: number | null;
  /** Resolves the host, so the caller can refuse private addresses before connecting. */
  lookup?: LookupFunction;
  /** Without direct TLS, refuse to log in unless the server upgrades with STARTTLS. */
  requireStartTls?: boolean;
  /** At most this many messages per call, oldest first; the next call continues from `lastUid`. */
  maxMessages?: number;
  /** Messages larger than this are read for their headers only, enough to classify them. */
  maxMessageBytes?: number;
  /** Messages per UID FETCH. */
  batchSize?: number;
}

export interface InboundMessage {
  uid: number;
  parsed: ParsedMail;
  /** Only the headers were read because the message was larger than `maxMessageBytes`. */
  headersOnly: boolean;
}

export interface MailboxRead {
  uidValidity: number;
  /** The highest UID read, to pass back as `sinceUid` next time. */
  lastUid: number;
  /** The server's UIDVALIDITY changed, so every message was read again from UID 1. */
  startedOver: boolean;
  messages: InboundMessage[];
}

const defaults = { maxMessages: 500, maxMessageBytes: 2 * 1024 * 1024, batchSize: 50 };
const timeouts = { connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/** Reads the messages that arrived in INBOX since `sinceUid`, read-only, over one short session. */
export async function readMailbox(options: MailboxOptions): Promise<MailboxRead> {
  return inInbox(options, (client, mailbox) => readNewMessages(client, mailbox, { ...defaults, ...options }));
}

/**
 * Logs in and opens INBOX, nothing more: the check before a mailbox is kept. Answers where reading
 * should start, so mail that was there before Uplift sent anything is not read.
 */
export async function checkMailbox(options: Omit<MailboxOptions, 'sinceUid'>): Promise<{ uidValidity: number; lastUid: number }> {
  return inInbox({ ...options, sinceUid: 0 }, async (_client, mailbox) => ({
    uidValidity: Number(mailbox.uidValidity),
    lastUid: Math.max(0, mailbox.uidNext - 1),
  }));
}

/** One short read-only session on INBOX; errors come back as MailboxReadError. */
async function inInbox<T>(options: MailboxOptions, work: (client: ImapFlow, mailbox: MailboxObject) => Promise<T>): Promise<T> {
  // Loaded when a mailbox is read, not as the server starts: the two took about half a second of each start.
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: options.host,
    port: options.port,
    secure: options.secure,
    doSTARTTLS: !options.secure && options.requireStartTls ? true : undefined,
    auth: { user: options.user, pass: options.password },
    // imapflow merges `tls` into the options of net.connect as well, so the lookup applies either way
    tls: options.lookup ? { lookup: options.lookup } : undefined,
    logger: false,
    disableAutoIdle: true,
    ...timeouts,
  });
  // Failures reach us through the awaited calls; without a listener an 'error' event would crash
  client.on('error', () => undefined);

  try {
    await client.connect();
  } catch (error) {
    client.close();
    const refused = (error as { authenticationFailed?: boolean }).authenticationFailed;
    throw new MailboxReadError(refused ? 'LOGIN_REFUSED' : 'UNREACHABLE', error);
  }
  try {
    const mailbox = await client.mailboxOpen('INBOX', { readOnly: true });
    return await work(client, mailbox);
  } catch (error) {
    throw new MailboxReadError('READ_FAILED', error);
  } finally {
    // logout() is the polite end but needs a live session; close() frees the socket regardless
    await client.logout().catch(() => undefined);
    client.close();
  }
}

async function readNewMessages(client: ImapFlow, mailbox: MailboxObject, options: MailboxOptions & typeof defaults): Promise<MailboxRead> {
  const uidValidity = Number(mailbox.uidValidity);
  const startedOver = options.uidValidity != null && options.uidValidity !== uidValidity;
  const sinceUid = startedOver ? 0 : options.sinceUid;
  const read: MailboxRead = { uidValidity, lastUid: sinceUid, startedOver, messages: [] };
  // Not every server reports UIDNEXT, so only a known one may end the read early
  if (mailbox.exists === 0 || (mailbox.uidNext > 0 && mailbox.uidNext <= sinceUid + 1)) return read;

  // `n:*` always includes the highest UID, even when it is below n, hence the filter
  const sizes = await client.fetchAll(`${sinceUid + 1}:*`, { uid: true, size: true }, { uid: true });
  const pending = sizes
    .filter((message) => message.uid > sinceUid)
    .sort((a, b) => a.uid - b.uid)
    .slice(0, options.maxMessages);

  const { simpleParser } = await import('mailparser');
  for (let start = 0; start < pending.length; start += options.batchSize) {
    const batch = pending.slice(start, start + options.batchSize);
    const small = batch.filter((message) => (message.size ?? 0) <= options.maxMessageBytes);
    const large = batch.filter((message) => (message.size ?? 0) > options.maxMessageBytes);
    const fetched = [...(await fetchParts(client, small, { source: true })), ...(await fetchParts(client, large, { headers: true }))].sort(
      (a, b) => a.uid - b.uid,
    );
    for (const message of fetched) {
      const raw = message.source ?? message.headers;
      if (!raw) continue;
      read.messages.push({ uid: message.uid, parsed: await simpleParser(raw), headersOnly: !message.source });
    }
  }
  read.lastUid = pending.at(-1)?.uid ?? sinceUid;
  return read;
}

async function fetchParts(
  client: ImapFlow,
  messages: FetchMessageObject[],
  parts: { source: true } | { headers: true },
): Promise<FetchMessageObject[]> {
  if (messages.length === 0) return [];
  const uids = messages.map((message) => message.uid).join(',');
  return client.fetchAll(uids, { uid: true, ...parts }, { uid: true });
}
