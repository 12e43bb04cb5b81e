import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listeningMessages, listeningNotOnPlan, type ListeningMentionView, type ListeningMonitorView } from '@/shared/social/listening';
import type { TestClient } from '../../../test/harness';
import { TestClock } from '../../../test/test-clock';
import { until } from '../../../test/until';
import { useTestServer } from '../../../test/use-test-server';
import { type FakeBluesky, startFakeBluesky } from '../test/fake-bluesky';
import { type FakeMastodon, startFakeMastodon } from '../test/fake-mastodon';
import { type FakeReddit, startFakeReddit } from './test/fake-reddit';

let mastodon: FakeMastodon;
let bluesky: FakeBluesky;
let reddit: FakeReddit;
const env: Record<string, string> = {};

beforeAll(async () => {
  [mastodon, bluesky, reddit] = await Promise.all([startFakeMastodon(), startFakeBluesky(), startFakeReddit()]);
  env.BLUESKY_APPVIEW_URL = bluesky.origin;
  env.REDDIT_URL = reddit.origin;
});
afterAll(async () => {
  await Promise.all([mastodon.close(), bluesky.close(), reddit.close()]);
});

// Check now is throttled to one a slot (10 s) of the server's clock, which the tests move on.
const clock = new TestClock();
const uplift = useTestServer(env, { guardedApi: { allowLoopbackForTests: true }, clock });
const runQueue = 'social-listening-run';
const base = '/api/social/listening';

async function monitorOf(client: TestClient, id: string): Promise<ListeningMonitorView> {
  return ((await client.get(`${base}/monitors`)).body.monitors as ListeningMonitorView[]).find((monitor) => monitor.id === id)!;
}

/** Checks the monitor again (in a new slot of the throttle) and waits until the check is done. */
async function checkAgain(client: TestClient, id: string) {
  clock.advance(10_000);
  expect((await client.post(`${base}/monitors/${id}/check`)).status).toBe(202);
  await uplift.server.drained([runQueue]);
}

async function mentionsOf(client: TestClient, query = ''): Promise<{ mentions: ListeningMentionView[]; counts: Record<string, number> }> {
  return (await client.get(`${base}/mentions${query}`)).body;
}

async function createMonitor(client: TestClient, body: object): Promise<string> {
  const created = await client.post(`${base}/monitors`, body);
  expect(created.status).toBe(201);
  await until(
    () => monitorOf(client, created.body.id),
    (monitor) => monitor.lastCheckedAt !== null,
  );
  return created.body.id;
}

describe('social listening', () => {
  test('is Enterprise: Starter and Professional are refused with the plan’s text', async () => {
    for (const plan of ['starter', 'professional'] as const) {
      const client = await uplift.member(`listening-${plan}@social.test`, plan);
      for (const refused of [await client.get(`${base}/monitors`), await client.post(`${base}/monitors`, { name: 'Acme' })]) {
        expect(refused.status).toBe(403);
        expect(refused.body.error.message).toBe(listeningNotOnPlan);
      }
    }
  });

  test('a monitor’s checks store mentions from all three sources with a sentiment, once, and a reply goes out on the network', async () => {
    const client = await uplift.member('listening@social.test', 'enterprise');
    const toot = mastodon.addPublicStatus({ from: 'ada@bakers.example', text: 'I love the Acme rye, best bread in town' });
    const skeet = bluesky.addSearchablePost({ handle: 'grace.bsky.social', text: 'Acme Bakery was terrible today, stale loaf' });
    reddit.addPost({ author: 'breadfan', subreddit: 'Baking', title: 'Acme Bakery opens at nine tomorrow' });
    bluesky.addSearchablePost({ handle: 'jobs.bsky.social', text: 'Acme is hiring bakers' });

    const id = await createMonitor(client, {
      name: 'Acme',
      terms: ['acme', '"acme bakery"'],
      excludedTerms: ['hiring'],
      sources: ['mastodon', 'bluesky', 'reddit'],
      mastodonInstance: mastodon.origin,
    });
    const feed = await mentionsOf(client);
    expect(feed.mentions.map((mention) => [mention.source, mention.author, mention.text, mention.sentiment])).toEqual(
      expect.arrayContaining([
        ['mastodon', '@ada@bakers.example', 'I love the Acme rye, best bread in town', 'positive'],
        ['bluesky', '@grace.bsky.social', 'Acme Bakery was terrible today, stale loaf', 'negative'],
        ['reddit', 'u/breadfan', 'Acme Bakery opens at nine tomorrow', 'neutral'],
      ]),
    );
    expect(feed.mentions).toHaveLength(3);
    expect(feed.counts).toEqual({ positive: 1, neutral: 1, negative: 1 });
    expect(reddit.received.at(-1)!.query.get('sort')).toBe('new');
    expect(await monitorOf(client, id)).toMatchObject({
      lastFound: 3,
      lastError: null,
      mentions: 3,
      mastodonInstance: new URL(mastodon.origin).host,
    });

    // Checked again: only what is new is added.
    mastodon.addPublicStatus({ from: 'lin@bakers.example', text: 'Acme scones are not bad' });
    await checkAgain(client, id);
    expect((await mentionsOf(client)).mentions).toHaveLength(4);
    expect(await monitorOf(client, id)).toMatchObject({ lastFound: 1, mentions: 4 });
    expect((await mentionsOf(client, '?source=mastodon&sentiment=positive')).mentions).toHaveLength(2);
    expect((await mentionsOf(client, '?sentiment=negative')).counts).toEqual({ positive: 2, neutral: 1, negative: 1 });

    // A failing source is shown, and the others' mentions are still stored.
    mastodon.searchNeedsAuth = true;
    await checkAgain(client, id);
    mastodon.searchNeedsAuth = false;
    expect((await monitorOf(client, id)).lastError).toContain('only searches for signed-in users');

    const mentionOf = (source: string) => feed.mentions.find((mention) => mention.source === source)!;
    const reply = (source: string, text = 'Thank you!') => client.post(`${base}/mentions/${mentionOf(source).id}/reply`, { text });
    const unconnected = await reply('mastodon');
    expect(unconnected.status).toBe(409);
    expect(unconnected.body.error.message).toBe(listeningMessages.noAccount('Mastodon'));
    expect((await reply('reddit')).body.error.message).toBe(listeningMessages.redditNoReply);
    expect((await client.post(`${base}/mentions/${mentionOf('bluesky').id}/reply`, { text: ' ' })).status).toBe(400);

    const started = await client.post('/api/social/accounts', { network: 'mastodon', instance: mastodon.origin });
    const back = new URL(mastodon.approve(started.body.redirectUrl));
    await client.get(`${back.pathname}${back.search}`);
    const onMastodon = await reply('mastodon', 'Glad you like it!');
    expect(onMastodon.status).toBe(201);
    expect(mastodon.statuses.at(-1)).toMatchObject({ text: 'Glad you like it!', inReplyToId: toot.id });

    await client.post('/api/social/accounts', {
      network: 'bluesky',
      handle: bluesky.handle,
      appPassword: bluesky.appPassword,
      service: bluesky.origin,
    });
    const onBluesky = await reply('bluesky', 'Sorry about that: come by for a fresh one.');
    expect(onBluesky.status).toBe(201);
    const record = [...bluesky.posts.values()].at(-1)!.value;
    expect(record).toMatchObject({ text: 'Sorry about that: come by for a fresh one.', reply: { root: skeet, parent: skeet } });
  });

  test('single words are read as hashtags where the instance searches only for signed-in users', async () => {
    const client = await uplift.member('hashtags@social.test', 'enterprise');
    mastodon.searchNeedsAuth = true;
    mastodon.addPublicStatus({ from: 'ada@bakers.example', text: 'Fresh batch today #croissantday' });
    const id = await createMonitor(client, {
      name: 'Croissants',
      terms: ['croissantday'],
      sources: ['mastodon'],
      mastodonInstance: mastodon.origin,
    });
    mastodon.searchNeedsAuth = false;
    expect(await monitorOf(client, id)).toMatchObject({ lastFound: 1, lastError: null });
  });

  test('a spike of mentions is told once', async () => {
    const client = await uplift.member('spikes@social.test', 'enterprise');
    for (let index = 0; index < 6; index++)
      bluesky.addSearchablePost({ handle: `fan${index}.bsky.social`, text: `Zephyr loaves number ${index}` });
    const id = await createMonitor(client, { name: 'Zephyr', terms: ['zephyr'], sources: ['bluesky'] });
    bluesky.addSearchablePost({ handle: 'fan7.bsky.social', text: 'Zephyr again' });
    await checkAgain(client, id);
    expect(await monitorOf(client, id)).toMatchObject({ mentions: 7 });
    const titles = (await client.get('/api/notifications')).body.items.map((item: { title: string }) => item.title);
    expect(titles.filter((title: string) => title.startsWith('Mentions of Zephyr are spiking'))).toEqual([
      'Mentions of Zephyr are spiking: 6 in the last hour',
    ]);
  });

  test('monitors are validated and capped, and another workspace’s ids answer 404', async () => {
    const client = await uplift.member('validation@social.test', 'enterprise');
    const cases = [
      [{ name: 'A', terms: ['a'], sources: ['mastodon'], mastodonInstance: 'not a host!' }, listeningMessages.instanceInvalid],
      [
        { name: 'A', terms: ['a'], sources: ['mastodon'], mastodonInstance: 'https://mastodon.social/@me' },
        listeningMessages.instanceInvalid,
      ],
      [{ name: 'A', terms: ['a'], sources: ['mastodon'] }, listeningMessages.instanceRequired],
      [{ name: 'A', terms: [], sources: ['bluesky'] }, listeningMessages.termsRequired],
      [{ name: 'A', terms: ['a'], sources: [] }, listeningMessages.sourcesRequired],
      [{ name: ' ', terms: ['a'], sources: ['reddit'] }, listeningMessages.nameRequired],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await client.post(`${base}/monitors`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await client.get(`${base}/mentions?sentiment=angry`)).status).toBe(400);

    const id = await createMonitor(client, { name: 'Quiet', terms: ['nothing-matches-this'], sources: ['reddit'] });
    const renamed = await client.put(`${base}/monitors/${id}`, { name: 'Quieter', terms: ['still nothing'], sources: ['reddit'] });
    expect(renamed.status).toBe(200);
    expect(await monitorOf(client, id)).toMatchObject({ name: 'Quieter', terms: ['still nothing'] });

    const stranger = await uplift.member('listening-stranger@social.test', 'enterprise');
    const owner = await uplift.member('listening-owner@social.test', 'enterprise');
    bluesky.addSearchablePost({ handle: 'owner-fan.bsky.social', text: 'Quokka bread rules' });
    const ownersMonitor = await createMonitor(owner, { name: 'Quokka', terms: ['quokka'], sources: ['bluesky'] });
    const [ownersMention] = (await mentionsOf(owner)).mentions;
    for (const answer of [
      await stranger.get(`${base}/mentions?monitorId=${ownersMonitor}`),
      await stranger.put(`${base}/monitors/${ownersMonitor}`, { name: 'Mine', terms: ['x'], sources: ['reddit'] }),
      await stranger.post(`${base}/monitors/${ownersMonitor}/check`),
      await stranger.delete(`${base}/monitors/${ownersMonitor}`),
      await stranger.post(`${base}/mentions/${ownersMention!.id}/reply`, { text: 'Hi' }),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await mentionsOf(stranger)).mentions).toEqual([]);

    expect((await client.delete(`${base}/monitors/${id}`)).status).toBe(204);
    for (let index = 0; index < 20; index++) {
      expect((await client.post(`${base}/monitors`, { name: `M${index}`, terms: ['m'], sources: ['reddit'] })).status).toBe(201);
    }
    const over = await client.post(`${base}/monitors`, { name: 'One more', terms: ['m'], sources: ['reddit'] });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(listeningMessages.monitorCap);
  });
});
