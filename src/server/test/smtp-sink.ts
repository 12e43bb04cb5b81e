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

/**
 * A local SMTP server speaking the real protocol (smtp-server) that parses what it receives
 * (mailparser). Addresses `refuse` names are refused at RCPT TO with a 550, as a server refuses an
 * unknown mailbox; `delayMs` slows each message down, to stop a server mid-send.
 */
export async function startSmtpSink(options: { refuse?: (address: string) => boolean; delayMs?: number } = {}): Promise<SmtpSink> {
  const received: SinkMail[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
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
