import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  to: string;
  parsed: ParsedMail;
  header(name: string): string;
}

export interface SmtpSink {
  /** The SMTP_URL that sends here. */
  url: string;
  received: SinkMail[];
  /** Resolves once `count` messages have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<SinkMail[]>;
  /** The next message not yet taken by nextMail, once it has arrived. */
  nextMail(timeoutMs?: number): Promise<SinkMail>;
  close(): Promise<void>;
}

/** A refusal the sink answers with: the reply code and its text, which may start with an enhanced status code. */
export interface SinkRefusal {
  code: number;
  text: string;
}

interface SinkOptions {
  /** Refused at RCPT TO with `550 5.1.1`, as a server refuses an unknown mailbox. */
  refuse?: (address: string) => boolean;
  /** Any refusal of the sink's choosing, at RCPT TO or, once the message is in, at the end of DATA. */
  answer?: (address: string, phase: 'rcpt' | 'data') => SinkRefusal | undefined;
  /** Slows each message down, to stop a server mid-send. */
  delayMs?: number;
  /** Asks for a login (AUTH PLAIN or LOGIN, over plain SMTP) and takes only this one. */
  login?: { user: string; pass: string };
}

/** A local SMTP server speaking the real protocol (smtp-server) that parses what it receives (mailparser). */
export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const received: SinkMail[] = [];
  let taken = 0;
  const refusal = ({ code, text }: SinkRefusal) => Object.assign(new Error(text), { responseCode: code });
  const { login } = options;
  const server = new SMTPServer({
    authOptional: !login,
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: Boolean(login),
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) return callback(refusal({ code: 550, text: '5.1.1 No such mailbox' }));
      const answer = options.answer?.(address.address, 'rcpt');
      callback(answer && refusal(answer));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          const answer = options.answer?.(session.envelope.rcptTo[0]?.address ?? '', 'data');
          if (answer) return callback(refusal(answer));
          received.push({
            to: session.envelope.rcptTo[0]?.address ?? '',
            parsed,
            header: (name) => {
              const value = parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line ?? '';
              return value.slice(value.indexOf(':') + 1).trim();
            },
          });
          callback();
        })
        .catch(callback);
    },
  });
  // smtp-server emits a connection's errors on the server: a sender killed mid-message resets its
  // connection (ECONNRESET), which with no listener would be thrown in the test's process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${received.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    async nextMail(timeoutMs) {
      await sink.waitFor(taken + 1, timeoutMs);
      return received[taken++]!;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return sink;
}
