import { createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback IMAP4rev1 server with one INBOX, speaking just what imapflow sends to log in, examine
 * INBOX and UID FETCH messages (UID, FLAGS, INTERNALDATE, RFC822.SIZE, BODY.PEEK[] and
 * BODY.PEEK[HEADER]). No TLS and no STARTTLS, COMPRESS, ENABLE or NAMESPACE, so imapflow stays on
 * the plain path; client literals are not supported, so test credentials must be plain words.
 */
export interface FakeImap {
  port: number;
  /** Appends a raw RFC 822 message to INBOX and returns its UID. */
  deliver(raw: string): number;
  /** A new UIDVALIDITY, as after a server rebuilt its mailbox: UIDs start again at 1. */
  resetUidValidity(uidValidity: number): void;
  close(): Promise<void>;
}

interface StoredMessage {
  uid: number;
  raw: Buffer;
  date: Date;
}

const capabilities = 'IMAP4rev1 ID';

export async function startFakeImap(account: { user: string; password: string }): Promise<FakeImap> {
  const inbox = { uidValidity: 1, uidNext: 1, messages: [] as StoredMessage[] };
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    // Replies go out line by line; without this Nagle's algorithm adds ~40 ms to each round trip
    socket.setNoDelay(true);
    let authenticated = false;
    let buffered = '';
    const send = (line: string | Buffer) => socket.write(typeof line === 'string' ? `${line}\r\n` : line);
    send(`* OK [CAPABILITY ${capabilities}] fake-imap ready`);

    const handle = (tag: string, command: string, args: string[]) => {
      switch (command) {
        case 'CAPABILITY':
          send(`* CAPABILITY ${capabilities}`);
          return send(`${tag} OK CAPABILITY completed`);
        case 'ID':
          send('* ID ("name" "fake-imap")');
          return send(`${tag} OK ID completed`);
        case 'NOOP':
          return send(`${tag} OK NOOP completed`);
        case 'LOGOUT':
          send('* BYE logging out');
          send(`${tag} OK LOGOUT completed`);
          return socket.end();
        case 'LOGIN':
          if (args[0] !== account.user || args[1] !== account.password) {
            return send(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials`);
          }
          authenticated = true;
          return send(`${tag} OK [CAPABILITY ${capabilities}] LOGIN completed`);
      }
      if (!authenticated) return send(`${tag} BAD Log in first`);
      switch (command) {
        case 'LIST':
        case 'LSUB':
          // LIST "" "" asks for the hierarchy delimiter; anything else sees INBOX
          if (args[1] === '') send(`* ${command} (\\Noselect) "/" ""`);
          else send(`* ${command} (\\HasNoChildren) "/" INBOX`);
          return send(`${tag} OK ${command} completed`);
        case 'SELECT':
        case 'EXAMINE':
          if (args[0]?.toUpperCase() !== 'INBOX') return send(`${tag} NO No such mailbox`);
          send('* FLAGS (\\Seen \\Answered \\Flagged \\Deleted \\Draft)');
          send(`* ${inbox.messages.length} EXISTS`);
          send('* 0 RECENT');
          send(`* OK [UIDVALIDITY ${inbox.uidValidity}] UIDs valid`);
          send(`* OK [UIDNEXT ${inbox.uidNext}] Predicted next UID`);
          return send(`${tag} OK [${command === 'EXAMINE' ? 'READ-ONLY' : 'READ-WRITE'}] ${command} completed`);
        case 'UID':
          if (args[0]?.toUpperCase() !== 'FETCH') return send(`${tag} BAD Only UID FETCH is supported`);
          fetch(args[1] ?? '', args.slice(2).join(' ').toUpperCase()).forEach((response) => send(response));
          return send(`${tag} OK UID FETCH completed`);
        default:
          return send(`${tag} BAD Unknown command ${command}`);
      }
    };

    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const [tag = '*', command = '', ...args] = tokenize(line);
        handle(tag, command.toUpperCase(), args);
      }
    });
  });

  /** FETCH responses for the messages in a UID set, with the items asked for. */
  function fetch(uidSet: string, items: string): Buffer[] {
    const highest = inbox.messages.at(-1)?.uid ?? 0;
    return inbox.messages.flatMap((message, index) => {
      if (!inUidSet(message.uid, uidSet, highest)) return [];
      const parts: Buffer[] = [Buffer.from(`UID ${message.uid}`)];
      if (items.includes('FLAGS')) parts.push(Buffer.from('FLAGS ()'));
      if (items.includes('INTERNALDATE')) parts.push(Buffer.from(`INTERNALDATE "${imapDate(message.date)}"`));
      if (items.includes('RFC822.SIZE')) parts.push(Buffer.from(`RFC822.SIZE ${message.raw.length}`));
      if (items.includes('BODY.PEEK[]')) parts.push(literal('BODY[]', message.raw));
      if (items.includes('BODY.PEEK[HEADER]')) parts.push(literal('BODY[HEADER]', headerOf(message.raw)));
      const separated = parts.flatMap((part, i) => (i === 0 ? [part] : [Buffer.from(' '), part]));
      return [Buffer.concat([Buffer.from(`* ${index + 1} FETCH (`), ...separated, Buffer.from(')\r\n')])];
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake-imap did not get a port');

  return {
    port: address.port,
    deliver(raw) {
      const uid = inbox.uidNext++;
      inbox.messages.push({ uid, raw: Buffer.from(raw.replace(/\r?\n/g, '\r\n')), date: new Date() });
      return uid;
    },
    resetUidValidity(uidValidity) {
      Object.assign(inbox, { uidValidity, uidNext: 1, messages: [] });
    },
    close() {
      sockets.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Splits a command line into atoms and quoted strings (unquoted), keeping bracketed items whole. */
function tokenize(line: string): string[] {
  const tokens: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|(\S*\[[^\]]*\]\S*|\S+)/g;
  for (const match of line.matchAll(pattern)) {
    tokens.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? ''));
  }
  return tokens;
}

function inUidSet(uid: number, uidSet: string, highest: number): boolean {
  return uidSet.split(',').some((range) => {
    const [from, to = from] = range.split(':').map((bound) => (bound === '*' ? highest : Number(bound)));
    // A range may be written high:low, and n:* covers the highest UID even when n is above it
    return uid >= Math.min(from!, to!) && uid <= Math.max(from!, to!);
  });
}

function literal(name: string, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${name} {${content.length}}\r\n`), content]);
}

function headerOf(raw: Buffer): Buffer {
  const end = raw.indexOf('\r\n\r\n');
  return end < 0 ? raw : raw.subarray(0, end + 4);
}

function imapDate(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day}-${month}-${date.getUTCFullYear()} ${date.toISOString().slice(11, 19)} +0000`;
}

/** The account the tests' fake IMAP servers take. */
export const imapLogin = { user: 'sam', password: 'imap-secret-9' };

/** An identity's IMAP settings for the fake server, logging in as `imapLogin`. */
export function fakeImapSettings(imap: Pick<FakeImap, 'port'>) {
  return { host: '127.0.0.1', port: imap.port, tls: false, username: imapLogin.user, password: imapLogin.password };
}
