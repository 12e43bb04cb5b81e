import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../db/database';
import { type SinkRefusal, type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { type BulkMessage, type BulkTransport, openBulkTransport } from './bulk-transport';

// Each address says how the server answers it: `<phase>-<code>-<enhanced status>@answers.test`.
const answers: Record<string, SinkRefusal> = {
  'data-550-511@answers.test': { code: 550, text: '5.1.1 No such mailbox' },
  'data-550-512@answers.test': { code: 550, text: '5.1.2 No such domain' },
  'data-550-521@answers.test': { code: 550, text: '5.2.1 Mailbox disabled' },
  'data-550-571@answers.test': { code: 550, text: '5.7.1 Message refused by policy' },
  'data-552-522@answers.test': { code: 552, text: '5.2.2 Mailbox full' },
  'data-451-471@answers.test': { code: 451, text: '4.7.1 Try again later' },
  'data-554-none@answers.test': { code: 554, text: 'Transaction failed' },
  'rcpt-550-511@answers.test': { code: 550, text: '5.1.1 No such mailbox' },
  'rcpt-553-510@answers.test': { code: 553, text: '5.1.0 Sender address rejected' },
  'rcpt-550-518@answers.test': { code: 550, text: '5.1.8 Bad sender domain' },
  'rcpt-550-571@answers.test': { code: 550, text: '5.7.1 Relaying denied' },
  'rcpt-450-421@answers.test': { code: 450, text: '4.2.1 Mailbox busy' },
  'rcpt-550-none@answers.test': { code: 550, text: 'No such user here' },
};

let sink: SmtpSink;
let transport: BulkTransport;
beforeAll(async () => {
  sink = await startSmtpSink({ answer: (address, phase) => (address.startsWith(phase) ? answers[address] : undefined) });
  const keys: Record<string, string> = { SMTP_URL: sink.url, MAIL_FROM: 'mail@uplift.test' };
  // The database holds only the outbox, which an SMTP transport never writes.
  transport = await openBulkTransport({ apiKeys: { get: async (name) => keys[name] }, db: {} as Database, connections: 2 });
});
afterAll(async () => {
  transport.close();
  await sink.close();
});

const message = (to: string): BulkMessage => ({
  to,
  fromName: 'Bakery',
  subject: 'Fresh rye',
  text: 'Hello',
  html: '<p>Hello</p>',
  headers: {},
  messageId: `<${to}>`,
});

test('a refusal is read by its enhanced status code, whether it comes at RCPT TO or at the end of DATA', async () => {
  const addresses = [...Object.keys(answers), 'taken@answers.test'];
  const results = await transport.send(addresses.map(message));
  expect(Object.fromEntries(addresses.map((address, index) => [address, results[index]!.outcome]))).toEqual({
    // A bad mailbox or domain, or a disabled mailbox, bounces the address, after DATA as well.
    'data-550-511@answers.test': 'bounced',
    'data-550-512@answers.test': 'bounced',
    'data-550-521@answers.test': 'bounced',
    // Policy and a full mailbox say nothing lasting about the address.
    'data-550-571@answers.test': 'failed',
    'data-552-522@answers.test': 'failed',
    'data-451-471@answers.test': 'retry',
    'data-554-none@answers.test': 'failed',
    'rcpt-550-511@answers.test': 'bounced',
    // The sender refused at RCPT TO (Postfix checks it there): nothing about the recipient.
    'rcpt-553-510@answers.test': 'failed',
    'rcpt-550-518@answers.test': 'failed',
    'rcpt-550-571@answers.test': 'failed',
    'rcpt-450-421@answers.test': 'retry',
    // A server without enhanced codes: a 5xx to the recipient still bounces it.
    'rcpt-550-none@answers.test': 'bounced',
    'taken@answers.test': 'sent',
  });
  expect(results[0]).toMatchObject({ error: expect.stringContaining('5.1.1 No such mailbox') });
});
