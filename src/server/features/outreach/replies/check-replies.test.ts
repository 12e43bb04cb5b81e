import { afterAll, beforeAll, expect, test } from 'vitest';
import { errorCodes } from '@/shared/error-codes';
import { type OutreachCampaign, outreachCampaignMessages as text, type SendingIdentity } from '@/shared/outreach/campaigns';
import type { Prospect } from '@/shared/outreach/prospects';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { TestClock } from '../../../test/test-clock';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { addProspect, identityBody, mondayMorning, runSender, sinkLogin, twoStepCampaign, workspaceOf } from '../test/campaign-fixtures';
import { type FakeImap, fakeImapSettings, imapLogin, startFakeImap } from '../test/fake-imap';
import { humanReply } from '../test/mailbox-fixtures';

let sink: SmtpSink;
let imap: FakeImap;
beforeAll(async () => {
  [sink, imap] = await Promise.all([startSmtpSink({ login: sinkLogin }), startFakeImap(imapLogin)]);
});
afterAll(() => Promise.all([sink.close(), imap.close()]));

const clock = new TestClock();
const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true }, clock });

test('Check for replies reads the mailbox at once: the reply marks the prospect Responded', async () => {
  clock.set(mondayMorning);
  const client = await uplift.member('check.replies@outreach.test');
  const workspaceId = await workspaceOf(client);
  const sender = (
    await client.post('/api/outreach/identities', {
      ...identityBody(sink),
      imap: fakeImapSettings(imap),
    })
  ).body as SendingIdentity;
  expect(sender.imap?.checkedAt).toBeNull();
  const campaign = (await client.post('/api/outreach/campaigns', twoStepCampaign(sender.id))).body as OutreachCampaign;
  const prospectId = await addProspect(uplift.server.db, workspaceId, 'writes-back.example');
  await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds: [prospectId] });
  await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
  await runSender(uplift.server);
  const mail = sink.received.find((received) => received.to === 'editor@writes-back.example')!;
  imap.deliver(humanReply({ messageId: mail.parsed.messageId!, to: mail.to, subject: mail.parsed.subject! }, 'Happy to: send it over.'));

  // Two clicks in a row: both are taken, the mailbox is read for them.
  const [first, second] = await Promise.all([
    client.post(`/api/outreach/identities/${sender.id}/check-replies`),
    client.post(`/api/outreach/identities/${sender.id}/check-replies`),
  ]);
  expect([first.status, second.status]).toEqual([202, 202]);
  const prospect = await until(
    async () => ((await client.get('/api/outreach/prospects')).body.prospects as Prospect[]).find((shown) => shown.id === prospectId)!,
    (shown) => shown.status === 'responded',
  );
  expect(prospect.status).toBe('responded');
  await uplift.server.drained(['outreach-reply-poll']);
  const shown = (await client.get(`/api/outreach/campaigns/${campaign.id}`)).body as OutreachCampaign;
  expect(shown).toMatchObject({ responses: 1 });
  expect(shown.enrollments[0]).toMatchObject({ state: 'replied', replyLabel: 'interested' });
  const identity = ((await client.get('/api/outreach/identities')).body.identities as SendingIdentity[])[0]!;
  expect(identity.imap).toMatchObject({ error: null });
  expect(identity.imap!.checkedAt).not.toBeNull();

  // Another workspace's identity is not there to check.
  const stranger = await uplift.member('check.replies.stranger@outreach.test');
  const refused = await stranger.post(`/api/outreach/identities/${sender.id}/check-replies`);
  expect(refused.status).toBe(404);
});

test('an identity without IMAP says replies are marked by hand', async () => {
  const client = await uplift.member('check.replies.no.imap@outreach.test');
  const sender = (await client.post('/api/outreach/identities', identityBody(sink))).body as SendingIdentity;
  expect(sender.imap).toBeNull();
  const refused = await client.post(`/api/outreach/identities/${sender.id}/check-replies`);
  expect(refused.status).toBe(409);
  expect(refused.body.error).toMatchObject({ code: errorCodes.ACCOUNT_NOT_CONNECTED, message: text.noImap });
});
