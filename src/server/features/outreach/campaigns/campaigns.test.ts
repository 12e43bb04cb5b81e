import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OutreachCampaign, PendingMessage, SendingIdentity } from '@/shared/outreach/campaigns';
import type { OutreachHistory } from '@/shared/outreach/history';
import type { Influencer } from '@/shared/outreach/influencers';
import type { Prospect } from '@/shared/outreach/prospects';
import { rowsOf } from '../../../db/rows';
import { workspaceMembers } from '../../../tenancy/schema';
import type { TestClient } from '../../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { TestClock } from '../../../test/test-clock';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { type FakeImap, fakeImapSettings, imapLogin, startFakeImap } from '../test/fake-imap';
import {
  addProspect,
  dayMs,
  identityBody,
  mondayMorning,
  openingsQueue,
  runSender,
  sinkLogin,
  twoStepCampaign,
  workspaceOf,
} from '../test/campaign-fixtures';
import { addLinkOpportunity } from '../test/link-opportunity';
import { outreachIdentities } from '../identities/schema';
import { outreachMessages } from './schema';

let sink: SmtpSink;
let imap: FakeImap;
beforeAll(async () => {
  [sink, imap] = await Promise.all([startSmtpSink({ login: sinkLogin }), startFakeImap(imapLogin)]);
});
afterAll(() => Promise.all([sink.close(), imap.close()]));

const clock = new TestClock();
// The fake servers listen on loopback, which a workspace's host may reach only in tests.
const uplift = useTestServer({}, { guardedApi: { allowLoopbackForTests: true }, clock });

const mailTo = (domain: string) => sink.received.filter((mail) => mail.to.endsWith(`@${domain}`));

async function identity(client: TestClient, extra: Record<string, unknown> = {}): Promise<SendingIdentity> {
  const created = await client.post('/api/outreach/identities', identityBody(sink, extra));
  expect(created.status).toBe(201);
  return created.body;
}

async function campaignWith(client: TestClient, domains: string[], identityExtra: Record<string, unknown> = {}) {
  const workspaceId = await workspaceOf(client);
  const sender = await identity(client, identityExtra);
  const created = await client.post('/api/outreach/campaigns', twoStepCampaign(sender.id));
  expect(created.status).toBe(201);
  const prospectIds: string[] = [];
  for (const domain of domains) prospectIds.push(await addProspect(uplift.server.db, workspaceId, domain));
  const enrolled = await client.post(`/api/outreach/campaigns/${created.body.id}/prospects`, { prospectIds });
  expect(enrolled.status).toBe(201);
  await uplift.server.drained([openingsQueue]);
  return { campaign: created.body as OutreachCampaign, prospectIds, sender, workspaceId, enrolled: enrolled.body };
}

describe('sending identities', () => {
  test('kept only once the SMTP and IMAP logins are accepted; passwords sealed and never shown', async () => {
    const client = await uplift.member('identities@outreach.test');
    const refused = await client.post(
      '/api/outreach/identities',
      identityBody(sink, { smtp: { ...identityBody(sink).smtp, password: 'wrong' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^The server refused the login: check the username and password\./);
    expect((await client.get('/api/outreach/identities')).body.identities).toEqual([]);

    const badImap = await client.post('/api/outreach/identities', {
      ...identityBody(sink),
      imap: { host: '127.0.0.1', port: imap.port, tls: false, username: imapLogin.user, password: 'nope' },
    });
    expect(badImap.status).toBe(400);
    expect(badImap.body.error.message).toBe('The IMAP server refused the login: check the username and password.');

    const created = await client.post('/api/outreach/identities', {
      ...identityBody(sink),
      imap: fakeImapSettings(imap),
      dailyCap: 40,
      timeZone: 'Europe/Amsterdam',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      fromName: 'Sam Sender',
      fromAddress: 'sam@sender.example',
      smtp: { host: '127.0.0.1', security: 'starttls', username: sinkLogin.user },
      imap: { host: '127.0.0.1', port: imap.port, tls: false, username: 'sam' },
      dailyCap: 40,
      timeZone: 'Europe/Amsterdam',
      sentToday: 0,
    });
    const shown = JSON.stringify((await client.get('/api/outreach/identities')).body);
    expect(shown).not.toContain(sinkLogin.pass);
    expect(shown).not.toContain(imapLogin.password);
    const [row] = await uplift.server.db.select().from(outreachIdentities).where(eq(outreachIdentities.id, created.body.id));
    expect(row!.smtpPasswordSealed).toMatch(/^v1:/);
    expect(row!.imapPasswordSealed).not.toContain(imapLogin.password);

    const patched = await client.patch(`/api/outreach/identities/${created.body.id}`, {
      dailyCap: 12,
      window: { startHour: 8, endHour: 12, days: [1, 3] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ dailyCap: 12, window: { startHour: 8, endHour: 12, days: [1, 3] } });
    // A new server is checked again; the kept password serves when none is given.
    const moved = await client.patch(`/api/outreach/identities/${created.body.id}`, {
      smtp: { ...identityBody(sink).smtp, password: undefined },
    });
    expect(moved.status).toBe(200);
    expect((await client.delete(`/api/outreach/identities/${created.body.id}`)).status).toBe(204);
  });

  test('bad input and internal hosts are refused with 400, never 500', async () => {
    const client = await uplift.member('identities.bad@outreach.test');
    const post = (body: unknown) => client.post('/api/outreach/identities', body);
    expect((await post({ ...identityBody(sink), dailyCap: 0 })).body.error.message).toBe('A daily cap is 1 to 500 messages');
    expect((await post({ ...identityBody(sink), dailyCap: 501 })).status).toBe(400);
    expect((await post({ ...identityBody(sink), window: { startHour: 17, endHour: 9, days: [1] } })).body.error.message).toBe(
      'The window must end after it starts',
    );
    expect((await post({ ...identityBody(sink), timeZone: 'Mars/Olympus' })).body.error.message).toBe('Choose a valid time zone');
    expect((await post({ ...identityBody(sink), fromAddress: 'nope' })).status).toBe(400);
    expect((await post({ ...identityBody(sink), smtp: { ...identityBody(sink).smtp, port: 70000 } })).status).toBe(400);
    expect((await post('just text')).status).toBe(400);
    const internal = await post({ ...identityBody(sink), smtp: { ...identityBody(sink).smtp, host: '10.0.0.1' } });
    expect(internal.status).toBe(400);
    expect(internal.body.error.message).toMatch(/private or internal network/);
  });
});

describe('campaigns', () => {
  test('step 1 goes once to each approved prospect, the follow-up after N days, not to one who replied', async () => {
    clock.set(mondayMorning);
    const client = await uplift.member('sequence@outreach.test');
    const domains = ['alpha.example', 'bravo.example', 'charlie.example'];
    const { campaign, prospectIds, enrolled, workspaceId } = await campaignWith(client, domains);
    // SEO Tools found a page on alpha's site that could link: it becomes Contacted once alpha is written to.
    const opportunity = await addLinkOpportunity(uplift.server.db, workspaceId, 'https://www.alpha.example/resources');
    const opportunityStatus = async () =>
      rowsOf<{ status: string }>(
        await uplift.server.db.execute(sql`select status from seo_link_opportunities where id = ${opportunity}`),
      )[0]!.status;
    expect(enrolled.enrolled).toHaveLength(3);
    const [alpha] = enrolled.enrolled;
    // Enrolled at once; the AI writes the openings as a job (campaignWith waited for it).
    expect(alpha.writingOpening).toBe(true);
    expect(((await client.get(`/api/outreach/campaigns/${campaign.id}`)).body as OutreachCampaign).enrollments[0]!.writingOpening).toBe(
      false,
    );

    // Nothing goes before it is approved.
    await runSender(uplift.server);
    expect(domains.flatMap(mailTo)).toEqual([]);
    expect(await opportunityStatus()).toBe('Pending');

    // The opening is written from what was read on the site, and the user may edit it.
    const pending = (await client.get(`/api/outreach/campaigns/${campaign.id}/enrollments/${alpha.id}/message`)).body as PendingMessage;
    expect(pending).toMatchObject({ step: 1, status: 'draft', to: 'editor@alpha.example' });
    expect(pending.opening).toContain('Site alpha');
    expect(pending.opening).toContain('Baking links');
    expect(pending.preview.subject).toBe('A guest post for Site alpha');
    const edited = await client.patch(`/api/outreach/campaigns/${campaign.id}/enrollments/${alpha.id}/message`, {
      opening: 'Your Baking links page at Site alpha is a gem.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.preview.text).toContain('Hi Dana,\n\nYour Baking links page at Site alpha is a gem.');

    expect((await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {})).body).toEqual({ approved: 6 });
    await runSender(uplift.server);
    await runSender(uplift.server);
    expect(domains.map((domain) => mailTo(domain).length)).toEqual([1, 1, 1]);
    const first = mailTo('alpha.example')[0]!;
    expect(first.parsed.subject).toBe('A guest post for Site alpha');
    expect(first.parsed.text).toContain('Your Baking links page at Site alpha is a gem.');
    expect(first.parsed.html).toBe(false);
    expect(first.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = first.header('list-unsubscribe').replace(/^<|>$/g, '');
    expect(unsubscribeUrl).toMatch(/\/o\/u\//);
    expect(first.parsed.text).toContain(unsubscribeUrl);
    expect(first.parsed.text).not.toContain('https://bakery.example/guide');
    const [row] = await uplift.server.db.select().from(outreachMessages).where(eq(outreachMessages.enrollmentId, alpha.id));
    expect(first.parsed.messageId).toBe(
      (await uplift.server.db.select().from(outreachMessages).where(eq(outreachMessages.enrollmentId, alpha.id))).find((m) => m.step === 1)!
        .messageId,
    );
    expect(row).toBeDefined();
    const prospects = (await client.get('/api/outreach/prospects')).body.prospects as Prospect[];
    expect(prospects.map((prospect) => prospect.status)).toEqual(['contacted', 'contacted', 'contacted']);
    expect(await opportunityStatus()).toBe('Contacted');

    // Every link is a tracked redirect, counted for its enrollment and step.
    const tracked = first.parsed.text!.match(/https?:\/\/\S+\/o\/c\/\S+/)![0].replace(/[.,]$/, '');
    const clicked = await fetch(tracked.replace(/^https?:\/\/[^/]+/, uplift.server.url), { redirect: 'manual' });
    expect(clicked.status).toBe(302);
    const landing = new URL(clicked.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe('https://bakery.example/guide');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      ref: '1',
      utm_source: 'outreach',
      utm_medium: 'email',
      utm_campaign: `outreach-guest-posts-${campaign.id.slice(0, 6)}-step1`,
    });
    const forged = await fetch(`${uplift.server.url}/o/c/abc.def`, { redirect: 'manual' });
    expect(forged.status).toBe(400);

    // Bravo answered by hand: its sequence stops.
    expect((await client.patch(`/api/outreach/prospects/${prospectIds[1]}`, { status: 'responded' })).status).toBe(200);

    clock.advance(2 * dayMs);
    await runSender(uplift.server);
    expect(domains.map((domain) => mailTo(domain).length)).toEqual([1, 1, 1]);
    clock.advance(dayMs + 60_000);
    await runSender(uplift.server);
    await runSender(uplift.server);
    expect(domains.map((domain) => mailTo(domain).length)).toEqual([2, 1, 2]);
    const followUp = mailTo('alpha.example')[1]!;
    expect(followUp.parsed.inReplyTo).toBe(first.parsed.messageId);

    const listed = (await client.get('/api/outreach/campaigns')).body.campaigns;
    expect(listed).toEqual([
      expect.objectContaining({ name: 'Guest posts', type: 'Guest post', status: 'active', sent: 5, responses: 1, accepted: 0 }),
    ]);
    const shown = (await client.get(`/api/outreach/campaigns/${campaign.id}`)).body as OutreachCampaign;
    expect(shown.steps).toHaveLength(2);
    expect(shown.stepFigures).toEqual([
      { step: 1, sent: 3, clicks: 1, conversions: 0, revenue: null },
      { step: 2, sent: 2, clicks: 0, conversions: 0, revenue: null },
    ]);
    expect(shown.enrollments.map((e) => [e.domain, e.contact, e.stepReached, e.state])).toEqual([
      ['alpha.example', 'editor@alpha.example', 2, 'finished'],
      ['bravo.example', 'editor@bravo.example', 1, 'replied'],
      ['charlie.example', 'editor@charlie.example', 2, 'finished'],
    ]);
    // Each prospect's View shows what went, what was clicked, and how it ended.
    const history = (await client.get(`/api/outreach/prospects/${prospectIds[0]}/history`)).body as OutreachHistory;
    expect(history.entries).toEqual([
      expect.objectContaining({ campaignName: 'Guest posts', contact: 'editor@alpha.example', state: 'finished', reply: null }),
    ]);
    expect(history.entries[0]!.messages.map((m) => [m.step, m.subject, m.status, m.clicks])).toEqual([
      [1, 'A guest post for Site alpha', 'sent', 1],
      [2, 'Re: A guest post for Site alpha', 'sent', 0],
    ]);
    const answered = (await client.get(`/api/outreach/prospects/${prospectIds[1]}/history`)).body as OutreachHistory;
    expect(answered.entries.map((entry) => [entry.state, entry.messages.length])).toEqual([['replied', 1]]);

    // Marked as a partner: accepted.
    await client.patch(`/api/outreach/prospects/${prospectIds[1]}`, { partner: true });
    expect((await client.get('/api/outreach/campaigns')).body.campaigns[0].accepted).toBe(1);
  });

  test('an influencer is written to through the same sequence, at the address the user gave; one without is skipped', async () => {
    clock.set(mondayMorning);
    const client = await uplift.member('influencers@outreach.test');
    const sender = await identity(client);
    const campaign = (await client.post('/api/outreach/campaigns', twoStepCampaign(sender.id))).body as OutreachCampaign;
    const ada = (
      await client.post('/api/outreach/influencers', {
        name: 'Ada Bakes',
        platform: 'youtube',
        handle: '@adabakes',
        followers: 12_500,
        niche: 'Baking',
        email: 'ada@adabakes.example',
      })
    ).body as Influencer;
    const quiet = (await client.post('/api/outreach/influencers', { name: 'Quiet Baker', platform: 'instagram', handle: '@quiet' })).body;
    const enrolled = await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { influencerIds: [ada.id, quiet.id] });
    expect(enrolled.status).toBe(201);
    expect(enrolled.body.enrolled.map((row: { who: string; contact: string }) => [row.who, row.contact])).toEqual([
      ['Ada Bakes (@adabakes)', 'ada@adabakes.example'],
    ]);
    expect(enrolled.body.skipped).toEqual([
      { id: quiet.id, who: 'Quiet Baker (@quiet)', reason: 'Add the influencer’s e-mail address first.' },
    ]);
    await uplift.server.drained([openingsQueue]);

    // The opening is written from what the user entered about them, nothing more.
    const pending = (await client.get(`/api/outreach/campaigns/${campaign.id}/enrollments/${enrolled.body.enrolled[0].id}/message`))
      .body as PendingMessage;
    expect(pending.opening).toBe('I came across Ada Bakes and noticed this: 12,500 followers on YouTube.');
    expect(pending.preview.text).toMatch(/^Hi Ada,/);
    await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
    await runSender(uplift.server);
    const [mail] = sink.received.filter((received) => received.to === 'ada@adabakes.example');
    expect(mail!.parsed.subject).toBe('A guest post for Ada Bakes');
    const listed = (await client.get('/api/outreach/influencers')).body.influencers as Influencer[];
    expect(listed.find((influencer) => influencer.id === ada.id)!.status).toBe('Contacted');
    const history = (await client.get(`/api/outreach/influencers/${ada.id}/history`)).body as OutreachHistory;
    expect(history.entries.map((entry) => [entry.campaignName, entry.messages.map((m) => m.status)])).toEqual([
      ['Guest posts', ['sent', 'queued']],
    ]);
    // Once in an open campaign, not twice; another workspace's influencer is not found.
    const again = await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { influencerIds: [ada.id] });
    expect(again.body.skipped[0].reason).toBe('Already in an active campaign.');
    const stranger = await uplift.member('influencers.stranger@outreach.test');
    expect((await stranger.get(`/api/outreach/influencers/${ada.id}/history`)).status).toBe(404);
    const strangers = (await stranger.post('/api/outreach/campaigns', twoStepCampaign((await identity(stranger)).id))).body;
    expect((await stranger.post(`/api/outreach/campaigns/${strangers.id}/prospects`, { influencerIds: [ada.id] })).status).toBe(404);
  });

  test('a click lands with its step’s UTM tags, and Analytics credits the conversion to that step', async () => {
    clock.set(mondayMorning);
    const client = await uplift.member('credit@outreach.test');
    await uplift.setPlan(client, 'professional');
    const project = (await client.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example' })).body;
    expect((await client.post(`/api/analytics/projects/${project.id}/goals`, { kind: 'event', value: 'Purchase' })).status).toBe(201);
    const { campaign } = await campaignWith(client, ['credit.example']);
    await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
    await runSender(uplift.server);
    const tracked = mailTo('credit.example')[0]!
      .parsed.text!.match(/https?:\/\/\S+\/o\/c\/\S+/)![0]
      .replace(/[.,]$/, '');
    const clicked = await fetch(tracked.replace(/^https?:\/\/[^/]+/, uplift.server.url), { redirect: 'manual' });
    const landing = clicked.headers.get('location')!;

    const visit = (event: Record<string, unknown>) =>
      fetch(`${uplift.server.url}/api/event`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
        body: JSON.stringify({ p: project.id, ...event }),
      });
    expect((await visit({ n: 'pageview', u: landing })).status).toBe(202);
    expect((await visit({ n: 'Purchase', u: 'https://bakery.example/thanks', $: { amount: 30, currency: 'USD' } })).status).toBe(202);
    const figures = await until(
      async () => ((await client.get(`/api/outreach/campaigns/${campaign.id}`)).body as OutreachCampaign).stepFigures,
      (steps) => steps[0]!.conversions > 0,
    );
    expect(figures).toEqual([
      { step: 1, sent: 1, clicks: 1, conversions: 1, revenue: 30 },
      { step: 2, sent: 0, clicks: 0, conversions: 0, revenue: null },
    ]);
  });

  test('the daily cap holds the rest for tomorrow, and nothing goes outside the window or while paused', async () => {
    clock.set(Date.UTC(2026, 2, 2, 6, 0));
    const client = await uplift.member('cap@outreach.test');
    const domains = ['cap-one.example', 'cap-two.example', 'cap-three.example'];
    const { campaign } = await campaignWith(client, domains, { dailyCap: 2, window: { startHour: 9, endHour: 17, days: [1, 2, 3, 4, 5] } });
    await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
    await runSender(uplift.server);
    expect(domains.flatMap(mailTo)).toEqual([]);

    clock.advance(3.5 * 3_600_000);
    expect((await client.post(`/api/outreach/campaigns/${campaign.id}/pause`)).body.status).toBe('paused');
    await runSender(uplift.server);
    expect(domains.flatMap(mailTo)).toEqual([]);
    expect((await client.post(`/api/outreach/campaigns/${campaign.id}/resume`)).body.status).toBe('active');
    await runSender(uplift.server);
    await runSender(uplift.server);
    expect(domains.flatMap(mailTo)).toHaveLength(2);
    expect((await client.get('/api/outreach/identities')).body.identities[0].sentToday).toBe(2);

    clock.advance(dayMs);
    await runSender(uplift.server);
    expect(domains.map((domain) => mailTo(domain).length)).toEqual([1, 1, 1]);
  });

  test('the window is read in the prospect’s time zone when the user gave it', async () => {
    // Monday 06:00 in London is 15:00 in Tokyo.
    clock.set(Date.UTC(2026, 2, 2, 6, 0));
    const client = await uplift.member('zones@outreach.test');
    const workspaceId = await workspaceOf(client);
    const sender = await identity(client, { window: { startHour: 9, endHour: 17, days: [1, 2, 3, 4, 5] }, timeZone: 'Europe/London' });
    const campaign = (await client.post('/api/outreach/campaigns', twoStepCampaign(sender.id))).body as OutreachCampaign;
    const tokyo = await addProspect(uplift.server.db, workspaceId, 'tokyo.example');
    const london = await addProspect(uplift.server.db, workspaceId, 'london.example');
    const zoned = await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds: [tokyo], timeZone: 'Asia/Tokyo' });
    expect(zoned.status).toBe(201);
    await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds: [london] });
    expect(
      (await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds: [london], timeZone: 'Nowhere/Land' })).status,
    ).toBe(400);
    await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
    await runSender(uplift.server);
    expect([mailTo('tokyo.example').length, mailTo('london.example').length]).toEqual([1, 0]);
    clock.advance(3 * 3_600_000);
    await runSender(uplift.server);
    expect([mailTo('tokyo.example').length, mailTo('london.example').length]).toEqual([1, 1]);
  });

  test('a suppressed domain and an address Email Marketing unsubscribed are skipped; the unsubscribe link suppresses', async () => {
    clock.set(mondayMorning);
    const client = await uplift.member('suppressed@outreach.test');
    expect((await client.post('/api/outreach/suppressions', { value: 'Blocked.example' })).status).toBe(201);
    expect((await client.post('/api/outreach/suppressions', { value: 'not a domain' })).status).toBe(400);
    const list = (await client.post('/api/email/lists', { name: 'Readers', optIn: 'single' })).body;
    expect((await client.post('/api/email/subscribers', { email: 'editor@left.example', listIds: [list.id] })).status).toBe(201);
    expect((await client.post('/api/email/subscribers', { email: 'editor@open.example', listIds: [list.id] })).status).toBe(201);
    await uplift.server.db.execute(
      sql`update email_list_members set status = 'unsubscribed' where list_id = ${list.id}
          and subscriber_id in (select id from subscribers where email = 'editor@left.example')`,
    );

    const { campaign, enrolled } = await campaignWith(client, ['blocked.example', 'left.example', 'open.example', 'later.example']);
    expect(enrolled.skipped.map((skip: { who: string; reason: string }) => [skip.who, skip.reason])).toEqual([
      ['blocked.example', 'The address or its domain asked not to be contacted.'],
      ['left.example', 'The address or its domain asked not to be contacted.'],
    ]);
    // Suppressed after enrolling: skipped when its time comes.
    await client.post('/api/outreach/suppressions', { value: 'editor@later.example' });
    await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
    await runSender(uplift.server);
    expect(['blocked.example', 'left.example', 'later.example'].flatMap(mailTo)).toEqual([]);
    expect(mailTo('open.example')).toHaveLength(1);
    const shown = (await client.get(`/api/outreach/campaigns/${campaign.id}`)).body as OutreachCampaign;
    expect(shown.enrollments.find((e) => e.domain === 'later.example')).toMatchObject({
      state: 'stopped',
      error: 'The address or its domain asked not to be contacted.',
    });

    // One click in the mail app: the address and the site are suppressed here and in Email Marketing.
    const url = mailTo('open.example')[0]!.header('list-unsubscribe').replace(/^<|>$/g, '');
    const local = url.replace(/^https?:\/\/[^/]+/, uplift.server.url);
    expect((await fetch(local)).status).toBe(200);
    const oneClick = await fetch(local, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    const values = (await client.get('/api/outreach/suppressions')).body.suppressions.map((s: { value: string }) => s.value);
    expect(values).toEqual(expect.arrayContaining(['editor@open.example', 'open.example', 'blocked.example']));
    const memberships = rowsOf<{ status: string }>(
      await uplift.server.db.execute(
        sql`select m.status from email_list_members m join subscribers s on s.id = m.subscriber_id where s.email = 'editor@open.example'`,
      ),
    );
    expect(memberships.map((m) => m.status)).toEqual(['unsubscribed']);
    clock.advance(4 * dayMs);
    await runSender(uplift.server);
    expect(mailTo('open.example')).toHaveLength(1);
    expect((await fetch(`${uplift.server.url}/o/u/forged.token`, { method: 'POST' })).status).toBe(400);
  });

  test('a refused message fails with the server’s reason; the campaign goes on with the others', async () => {
    clock.set(mondayMorning);
    const refusing = await startSmtpSink({
      login: sinkLogin,
      answer: (to) => (to.startsWith('editor@spam') ? { code: 554, text: '5.7.1 Message rejected as spam' } : undefined),
    });
    try {
      const client = await uplift.member('refused@outreach.test');
      const workspaceId = await workspaceOf(client);
      const sender = (await client.post('/api/outreach/identities', identityBody(refusing))).body as SendingIdentity;
      const campaign = (await client.post('/api/outreach/campaigns', twoStepCampaign(sender.id))).body;
      const ids = [
        await addProspect(uplift.server.db, workspaceId, 'spammy.example'),
        await addProspect(uplift.server.db, workspaceId, 'fine.example'),
      ];
      await client.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds: ids });
      await client.post(`/api/outreach/campaigns/${campaign.id}/approve`, {});
      await runSender(uplift.server);
      expect(refusing.received.map((mail) => mail.to)).toEqual(['editor@fine.example']);
      const shown = (await client.get(`/api/outreach/campaigns/${campaign.id}`)).body as OutreachCampaign;
      const spammy = shown.enrollments.find((e) => e.domain === 'spammy.example')!;
      expect(spammy.state).toBe('stopped');
      expect(spammy.error).toMatch(/^Failed to send outreach email: .*5\.7\.1 Message rejected as spam/);
    } finally {
      await refusing.close();
    }
  });

  test('validation answers 400; a Viewer reads but does not change; another workspace’s ids are not found', async () => {
    const owner = await uplift.member('campaign.owner@outreach.test');
    const { campaign, prospectIds, sender, workspaceId, enrolled } = await campaignWith(owner, ['tenant.example']);
    const post = (body: unknown) => owner.post('/api/outreach/campaigns', body);
    expect((await post({ ...twoStepCampaign(sender.id), name: ' ' })).body.error.message).toBe('Please enter a campaign name');
    expect((await post({ ...twoStepCampaign(sender.id), steps: [] })).body.error.message).toBe('A campaign needs a first message');
    const late = twoStepCampaign(sender.id, 61);
    expect((await post(late)).body.error.message).toBe('Follow up after 1 to 60 days');
    expect((await post({ ...twoStepCampaign(sender.id), identityId: 'nope' })).status).toBe(400);
    expect((await owner.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds: [] })).body.error.message).toBe(
      'Choose at least one prospect',
    );
    expect((await owner.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds: ['x'] })).status).toBe(400);
    // Already in this (active) campaign: skipped with the reason.
    const again = await owner.post(`/api/outreach/campaigns/${campaign.id}/prospects`, { prospectIds });
    expect(again.body.skipped[0].reason).toBe('Already in an active campaign.');

    const viewer = await uplift.member('campaign.viewer@outreach.test');
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId: (await viewer.get('/api/me')).body.id, role: 'viewer' });
    await viewer.post('/api/workspaces/current', { workspaceId });
    expect((await viewer.get(`/api/outreach/campaigns/${campaign.id}`)).status).toBe(200);
    expect((await viewer.get(`/api/outreach/prospects/${prospectIds[0]}/history`)).body.entries).toHaveLength(1);
    expect((await viewer.post(`/api/outreach/campaigns/${campaign.id}/approve`, {})).status).toBe(403);
    expect((await viewer.post(`/api/outreach/campaigns/${campaign.id}/pause`)).status).toBe(403);
    expect((await viewer.post('/api/outreach/identities', identityBody(sink))).status).toBe(403);

    const stranger = await uplift.member('campaign.stranger@outreach.test');
    const strangerWorkspace = await workspaceOf(stranger);
    const ownSender = await identity(stranger);
    expect((await stranger.get(`/api/outreach/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/outreach/campaigns/${campaign.id}/pause`)).status).toBe(404);
    expect((await stranger.get(`/api/outreach/prospects/${prospectIds[0]}/history`)).status).toBe(404);
    expect((await stranger.get(`/api/outreach/campaigns/${campaign.id}/enrollments/${enrolled.enrolled[0].id}/message`)).status).toBe(404);
    expect((await stranger.patch(`/api/outreach/identities/${sender.id}`, { dailyCap: 5 })).status).toBe(404);
    expect((await stranger.delete(`/api/outreach/identities/${sender.id}`)).status).toBe(404);
    // Another workspace's identity or prospect named in a body: not found either.
    expect((await stranger.post('/api/outreach/campaigns', twoStepCampaign(sender.id))).status).toBe(404);
    const own = (await stranger.post('/api/outreach/campaigns', twoStepCampaign(ownSender.id))).body;
    expect((await stranger.post(`/api/outreach/campaigns/${own.id}/prospects`, { prospectIds })).status).toBe(404);
    expect((await stranger.get('/api/outreach/campaigns')).body.campaigns.map((c: { id: string }) => c.id)).toEqual([own.id]);
    expect(strangerWorkspace).not.toBe(workspaceId);

    // An identity campaigns send from is not deleted under them.
    const inUse = await owner.delete(`/api/outreach/identities/${sender.id}`);
    expect(inUse.status).toBe(409);
  });
});
