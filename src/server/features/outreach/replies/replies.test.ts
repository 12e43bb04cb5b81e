import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { OutreachCampaign, SendingIdentity } from '@/shared/outreach/campaigns';
import type { Prospect } from '@/shared/outreach/prospects';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { TestClock } from '../../../test/test-clock';
import { useTestServer } from '../../../test/use-test-server';
import {
  addProspect,
  dayMs,
  identityBody,
  mondayMorning,
  runSender,
  sinkLogin,
  twoStepCampaign,
  workspaceOf,
} from '../test/campaign-fixtures';
import { type FakeImap, fakeImapSettings, imapLogin, startFakeImap } from '../test/fake-imap';
import { dsnBounce, humanReply, outOfOffice, unrelatedMail } from '../test/mailbox-fixtures';

let sink: SmtpSink;
let imap: FakeImap;
beforeAll(async () => {
  [sink, imap] = await Promise.all([startSmtpSink({ login: sinkLogin }), startFakeImap(imapLogin)]);
});
afterAll(() => Promise.all([sink.close(), imap.close()]));

const clock = new TestClock();
const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true }, clock });

/** Runs the reply reader once, as its schedule would. */
async function readReplies() {
  await uplift.server.db.execute(sql`insert into pgboss.job (name, data) values ('outreach-reply-poll', '{}'::jsonb)`);
  await uplift.server.drained(['outreach-reply-poll']);
}

test('a reply stops the sequence and marks Responded, an out-of-office pauses it, a bounce marks the address bad', async () => {
  clock.set(mondayMorning);
  const client = await uplift.member('replies@outreach.test');
  const workspaceId = await workspaceOf(client);
  const created = await client.post('/api/outreach/identities', {
    ...identityBody(sink),
    imap: fakeImapSettings(imap),
  });
  expect(created.status).toBe(201);
  const sender = created.body as SendingIdentity;
  // Mail already in the inbox is not read as an answer.
  imap.deliver(unrelatedMail());
  const campaign = (await client.post('/api/outreach/campaigns', twoStepCampaign(sender.id))).body as OutreachCampaign;
  const domains = ['answers.example', 'away.example', 'gone.example'];
  const prospectIds = [];
  for (const domain of domains) prospectIds.push(await addProspect(uplift.server.db, workspaceId, domain));
  await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds });
  await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
  await runSender(uplift.server);
  expect(sink.received).toHaveLength(3);
  const ours = (domain: string) => {
    const mail = sink.received.find((received) => received.to.endsWith(`@${domain}`))!;
    return { messageId: mail.parsed.messageId!, to: mail.to, subject: mail.parsed.subject! };
  };

  imap.deliver(unrelatedMail());
  imap.deliver(humanReply(ours('answers.example'), 'Yes, sounds good: send me the draft.'));
  imap.deliver(outOfOffice(ours('away.example')));
  imap.deliver(dsnBounce(ours('gone.example')));
  await readReplies();

  const shown = (await client.get(`/api/outreach/campaigns/${campaign.id}`)).body as OutreachCampaign;
  const state = (domain: string) => shown.enrollments.find((enrollment) => enrollment.domain === domain)!;
  expect(state('answers.example')).toMatchObject({ state: 'replied', replyLabel: 'interested' });
  expect(state('away.example').state).toBe('paused');
  expect(state('gone.example')).toMatchObject({ state: 'bounced', error: 'The address bounced (5.1.1).' });
  expect(shown).toMatchObject({ sent: 3, responses: 1, accepted: 1 });
  const prospects = (await client.get('/api/outreach/prospects')).body.prospects as Prospect[];
  expect(Object.fromEntries(prospects.map((prospect) => [prospect.domain, prospect.status]))).toEqual({
    'answers.example': 'responded',
    'away.example': 'contacted',
    'gone.example': 'contacted',
  });
  const suppressions = (await client.get('/api/outreach/suppressions')).body.suppressions.map((s: { value: string }) => s.value);
  expect(suppressions).toEqual(['editor@gone.example']);
  const identity = (await client.get('/api/outreach/identities')).body.identities[0] as SendingIdentity;
  expect(identity.imap).toMatchObject({ error: null });
  expect(identity.imap!.checkedAt).not.toBeNull();

  // Reading again finds nothing new; the label can be corrected.
  await readReplies();
  const corrected = await client.patch(`/api/outreach/campaigns/${campaign.id}/enrollments/${state('answers.example').id}`, {
    label: 'not_now',
  });
  expect(corrected.status).toBe(200);
  expect(corrected.body.accepted).toBe(0);
  expect(
    (await client.patch(`/api/outreach/campaigns/${campaign.id}/enrollments/${state('answers.example').id}`, { label: 'maybe' })).status,
  ).toBe(400);

  // The follow-ups' day: only the paused one, back from the office, gets it.
  clock.advance(3 * dayMs + 60_000);
  await runSender(uplift.server);
  await runSender(uplift.server);
  expect(sink.received.map((mail) => mail.to).sort()).toEqual([
    'editor@answers.example',
    'editor@away.example',
    'editor@away.example',
    'editor@gone.example',
  ]);
});

test('a reply asking not to be contacted suppresses the prospect', async () => {
  clock.set(mondayMorning);
  const client = await uplift.member('replies.unsubscribe@outreach.test');
  const workspaceId = await workspaceOf(client);
  const sender = (
    await client.post('/api/outreach/identities', {
      ...identityBody(sink),
      imap: fakeImapSettings(imap),
    })
  ).body as SendingIdentity;
  const campaign = (await client.post('/api/outreach/campaigns', twoStepCampaign(sender.id))).body as OutreachCampaign;
  const prospectId = await addProspect(uplift.server.db, workspaceId, 'leave-me.example');
  await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds: [prospectId] });
  await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
  await runSender(uplift.server);
  const mail = sink.received.find((received) => received.to === 'editor@leave-me.example')!;
  imap.deliver(
    humanReply({ messageId: mail.parsed.messageId!, to: mail.to, subject: mail.parsed.subject! }, 'Please remove me from your list.'),
  );
  await readReplies();
  const shown = (await client.get(`/api/outreach/campaigns/${campaign.id}`)).body as OutreachCampaign;
  expect(shown.enrollments[0]).toMatchObject({ state: 'replied', replyLabel: 'unsubscribe' });
  const values = (await client.get('/api/outreach/suppressions')).body.suppressions.map((s: { value: string }) => s.value).sort();
  expect(values).toEqual(['editor@leave-me.example', 'leave-me.example']);
});

test('an influencer who answers with interest is Negotiating, an Active Partnership', async () => {
  clock.set(mondayMorning);
  const client = await uplift.member('replies.influencer@outreach.test');
  const sender = (
    await client.post('/api/outreach/identities', {
      ...identityBody(sink),
      imap: fakeImapSettings(imap),
    })
  ).body as SendingIdentity;
  const campaign = (await client.post('/api/outreach/campaigns', twoStepCampaign(sender.id))).body as OutreachCampaign;
  const influencer = (
    await client.post('/api/outreach/influencers', {
      name: 'Bo Bakes',
      platform: 'bluesky',
      handle: 'bo.bsky.social',
      email: 'bo@bobakes.example',
    })
  ).body;
  await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { influencerIds: [influencer.id] });
  await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
  await runSender(uplift.server);
  const mail = sink.received.find((received) => received.to === 'bo@bobakes.example')!;
  imap.deliver(
    humanReply({ messageId: mail.parsed.messageId!, to: mail.to, subject: mail.parsed.subject! }, 'Yes, sounds good: send me your rates.'),
  );
  await readReplies();
  const shown = (await client.get(`/api/outreach/campaigns/${campaign.id}`)).body as OutreachCampaign;
  expect(shown.enrollments[0]).toMatchObject({ who: 'Bo Bakes (bo.bsky.social)', state: 'replied', replyLabel: 'interested' });
  expect(shown.accepted).toBe(1);
  expect((await client.get('/api/outreach/influencers')).body.influencers[0].status).toBe('Negotiating');
  expect((await client.get('/api/outreach/overview')).body.partnerships).toBe(1);
});
