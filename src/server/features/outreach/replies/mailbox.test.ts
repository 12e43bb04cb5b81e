import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeImap, type FakeImap } from '../test/fake-imap.ts';
import { dsnBounce, humanReply, outOfOffice, unrelatedMail } from '../test/mailbox-fixtures.ts';
import { classify } from './classify.ts';
import { readMailbox, type MailboxOptions } from './imap-reader.ts';
import { MailboxReadError } from './mailbox-read-error.ts';

const account = { user: 'sam@sender.example', password: 'correct-horse' };
const ours = { messageId: '<outreach-1@Sender.Example>', to: 'dana@prospect.example', subject: 'Guest post idea' };

let imap: FakeImap;
beforeEach(async () => {
  imap = await startFakeImap(account);
});
afterEach(() => imap.close());

function read(overrides: Partial<MailboxOptions> = {}) {
  return readMailbox({ host: '127.0.0.1', port: imap.port, secure: false, ...account, sinceUid: 0, ...overrides });
}

describe('readMailbox', () => {
  it('reports a refused login without the password', async () => {
    const error = await read({ password: 'wrong-password' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailboxReadError);
    expect(error).toMatchObject({ code: 'LOGIN_REFUSED', message: 'The mail server refused the login' });
    expect(inspect(error, { depth: 10 })).not.toContain('wrong-password');
  });

  it('reports a server that cannot be reached', async () => {
    const port = imap.port;
    await imap.close();
    await expect(read({ port })).rejects.toMatchObject({ code: 'UNREACHABLE', message: 'Could not reach the mail server' });
    imap = await startFakeImap(account);
  });

  it('classifies a reply, an auto-reply, a bounce and unrelated mail', async () => {
    imap.deliver(humanReply(ours, 'Sounds good, send it over.'));
    imap.deliver(outOfOffice(ours));
    imap.deliver(dsnBounce(ours));
    imap.deliver(unrelatedMail());

    const { messages, lastUid } = await read();
    const kinds = messages.map((message) => classify(message.parsed, [ours.messageId]));

    expect(lastUid).toBe(4);
    expect(kinds.map((kind) => kind.kind)).toEqual(['reply', 'auto_reply', 'bounce', 'unrelated']);
    expect(kinds[0]).toMatchObject({
      answers: ours.messageId,
      from: 'dana@prospect.example',
      subject: `Re: ${ours.subject}`,
      text: 'Sounds good, send it over.',
    });
    expect(kinds[1]).toMatchObject({ answers: ours.messageId });
    expect(kinds[2]).toEqual({
      kind: 'bounce',
      answers: ours.messageId,
      recipient: 'dana@prospect.example',
      status: '5.1.1',
      permanent: true,
    });
  });

  it('matches Message-IDs without brackets and with the domain in another case', async () => {
    imap.deliver(humanReply({ ...ours, messageId: '<outreach-1@sender.example>' }, 'Yes please.'));
    const { messages } = await read();
    expect(classify(messages[0]!.parsed, ['outreach-1@SENDER.example'])).toMatchObject({
      kind: 'reply',
      answers: 'outreach-1@SENDER.example',
    });
  });

  it('tells a temporary bounce from a permanent one', async () => {
    imap.deliver(dsnBounce(ours, '4.2.2'));
    const { messages } = await read();
    expect(classify(messages[0]!.parsed, [ours.messageId])).toMatchObject({ kind: 'bounce', status: '4.2.2', permanent: false });
  });

  it('returns only messages newer than sinceUid', async () => {
    imap.deliver(unrelatedMail());
    const first = await read();
    imap.deliver(humanReply(ours, 'Second thoughts.'));

    const next = await read({ sinceUid: first.lastUid, uidValidity: first.uidValidity });
    expect(next).toMatchObject({ startedOver: false, lastUid: 2 });
    expect(next.messages.map((message) => message.uid)).toEqual([2]);

    const nothingNew = await read({ sinceUid: next.lastUid, uidValidity: next.uidValidity });
    expect(nothingNew).toMatchObject({ lastUid: 2, messages: [] });
  });

  it('starts over when UIDVALIDITY changes', async () => {
    imap.deliver(unrelatedMail());
    imap.deliver(unrelatedMail());
    const first = await read();
    imap.resetUidValidity(7);
    imap.deliver(humanReply(ours, 'Hello again.'));

    const next = await read({ sinceUid: first.lastUid, uidValidity: first.uidValidity });
    expect(next).toMatchObject({ uidValidity: 7, startedOver: true, lastUid: 1 });
    expect(next.messages.map((message) => message.uid)).toEqual([1]);
  });

  it('reads only the headers of an oversized message, still enough to classify it', async () => {
    imap.deliver(humanReply(ours, 'x'.repeat(5000)));
    const { messages } = await read({ maxMessageBytes: 1000 });
    expect(messages[0]!.headersOnly).toBe(true);
    expect(classify(messages[0]!.parsed, [ours.messageId])).toMatchObject({ kind: 'reply', answers: ours.messageId });
  });

  it('reads in batches and stops at maxMessages', async () => {
    for (let i = 0; i < 5; i++) imap.deliver(unrelatedMail());
    const { messages, lastUid } = await read({ batchSize: 2, maxMessages: 3 });
    expect(messages.map((message) => message.uid)).toEqual([1, 2, 3]);
    expect(lastUid).toBe(3);
  });
});
