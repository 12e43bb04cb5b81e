import { describe, expect, test } from 'vitest';
import type { Influencer } from '@/shared/outreach/influencers';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { workspaceMembers } from '../../../tenancy/schema';

// No lookups here (influencer-lookups.test.ts has those): nothing leaves the machine.
const uplift = useTestServer();

const add = (client: TestClient, body: Record<string, unknown>) => client.post('/api/outreach/influencers', body);
const importCsv = (client: TestClient, csv: string) => client.post('/api/outreach/influencers/import', { csv });
const listed = async (client: TestClient) => (await client.get('/api/outreach/influencers')).body.influencers as Influencer[];

describe('influencer network', () => {
  test('one added by hand keeps the user’s figures, once per platform and handle, newest first', async () => {
    const client = await uplift.member('influencers.add@outreach.test');
    const first = await add(client, {
      name: 'Mia Chen',
      platform: 'instagram',
      handle: '@MiaCooks',
      followers: 125_000,
      niche: 'Food',
      rate: '$250 per post',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Mia Chen',
      platform: 'instagram',
      handle: '@MiaCooks',
      followers: 125_000,
      engagementRate: null,
      profileUrl: null,
      niche: 'Food',
      rate: '$250 per post',
      email: null,
      status: 'Available',
      figures: { source: 'user', readAt: null, error: null },
    });
    const second = await add(client, {
      name: 'Ada',
      platform: 'mastodon',
      handle: 'https://Social.example/@ada',
      email: 'ada@example.com',
    });
    expect(second.body).toMatchObject({ handle: '@ada@social.example', followers: null, figures: { source: 'user' } });

    const again = await add(client, { name: 'Mia again', platform: 'instagram', handle: 'miacooks' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'INFLUENCER_EXISTS', message: 'This influencer is already in your network.' });
    expect((await add(client, { name: 'Mia on TikTok', platform: 'tiktok', handle: '@MiaCooks' })).status).toBe(201);
    expect((await listed(client)).map((influencer) => influencer.name)).toEqual(['Mia on TikTok', 'Ada', 'Mia Chen']);
  });

  test('what is wrong with an entry is said in words, with a 400', async () => {
    const client = await uplift.member('influencers.invalid@outreach.test');
    const refusal = async (body: Record<string, unknown>) => {
      const response = await add(client, body);
      expect(response.status).toBe(400);
      return response.body.error.message as string;
    };
    expect(await refusal({ name: ' ', platform: 'x', handle: '@a' })).toBe('Enter a name');
    expect(await refusal({ name: 'A', platform: 'x', handle: '' })).toBe('Enter the handle');
    expect(await refusal({ name: 'A', platform: 'x', handle: '@a', followers: -3 })).toBe('Enter a whole number');
    expect(await refusal({ name: 'A', platform: 'x', handle: '@a', email: 'nope' })).toBe('Enter a valid e-mail address');
    expect(await refusal({ name: 'A', platform: 'youtube', handle: 'a b' })).toBe('Enter the channel’s handle, such as @channel');
    expect(await refusal({ name: 'A', platform: 'bluesky', handle: 'justaname' })).toBe(
      'Enter the handle as user.bsky.social, or the user’s own domain',
    );
    expect((await add(client, { name: 'A', platform: 'myspace', handle: '@a' })).status).toBe(400);
    expect((await client.patch('/api/outreach/influencers/not-an-id', { niche: 'x' })).status).toBe(404);
    expect(await listed(client)).toEqual([]);
  });

  test('a CSV adds its rows, skips those already there and says why it refused the others', async () => {
    const client = await uplift.member('influencers.csv@outreach.test');
    await add(client, { name: 'Already', platform: 'x', handle: '@already' });
    const csv = [
      'Handle,NAME,Platform,followers,niche,rate,email',
      '@dana,"Dana, the Baker",Instagram,"12,500",Food,"$100 per post, or $250 a week",dana@example.com',
      '"@quote",Quoted "Q" Person,tiktok,,"She said ""hi""",,',
      '@already,Already,X,,,,',
      '@dana,Dana twice,instagram,,,,',
      'ada@social.example,Ada,Mastodon,,,,',
      '@nobody,Nobody,myspace,,,,',
      ',No handle,x,,,,',
      '@bad,Bad mail,x,,,,not-an-address',
      'justaname,No instance,mastodon,,,,',
    ].join('\n');
    const result = await importCsv(client, csv);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      added: 3,
      skipped: 2,
      refused: [
        { line: 7, reason: 'Unknown platform “myspace”: use mastodon, bluesky, youtube, instagram, tiktok, x, linkedin, other.' },
        { line: 8, reason: 'Enter the handle' },
        { line: 9, reason: 'Enter a valid e-mail address' },
        { line: 10, reason: 'Enter the handle as @user@instance, such as @ada@mastodon.social' },
      ],
    });
    const byHandle = new Map((await listed(client)).map((influencer) => [influencer.handle, influencer]));
    expect(byHandle.get('@dana')).toMatchObject({
      name: 'Dana, the Baker',
      platform: 'instagram',
      followers: 12_500,
      rate: '$100 per post, or $250 a week',
      email: 'dana@example.com',
      figures: { source: 'user' },
    });
    expect(byHandle.get('@quote')).toMatchObject({ name: 'Quoted "Q" Person', niche: 'She said "hi"', followers: null });
    expect(byHandle.get('@ada@social.example')).toMatchObject({ platform: 'mastodon' });
    expect(byHandle.size).toBe(4);
  });

  test('a CSV without its header, without rows or with too many is refused whole', async () => {
    const client = await uplift.member('influencers.csvbad@outreach.test');
    const refusal = async (csv: string) => {
      const response = await importCsv(client, csv);
      expect(response.status).toBe(400);
      return response.body.error.message as string;
    };
    const header = 'The first row must name the columns: name, platform, handle (and optionally followers, niche, rate, email).';
    expect(await refusal('@dana,Dana,instagram\n@eve,Eve,x')).toBe(header);
    expect(await refusal('name,handle\nDana,@dana')).toBe(header);
    expect(await refusal('name,platform,handle\n')).toBe('The file has no rows under its header.');
    expect(await refusal('   ')).toBe('The file has no rows under its header.');
    const rows = Array.from({ length: 1001 }, (_, index) => `Person ${index},x,@p${index}`);
    expect(await refusal(['name,platform,handle', ...rows].join('\n'))).toBe('At most 1000 rows at a time.');
    expect((await importCsv(client, 'name,platform,handle\n"unclosed,x,@u')).status).toBe(400);
    expect(await listed(client)).toEqual([]);
  });

  test('the status goes Available → Contacted → Negotiating, one step at a time', async () => {
    const client = await uplift.member('influencers.status@outreach.test');
    const { id } = (await add(client, { name: 'Sam', platform: 'linkedin', handle: 'sam' })).body as Influencer;
    const patch = (body: Record<string, unknown>) => client.patch(`/api/outreach/influencers/${id}`, body);

    const skipped = await patch({ status: 'Negotiating' });
    expect(skipped.status).toBe(409);
    expect(skipped.body.error).toMatchObject({
      code: 'WRONG_STATUS',
      message: 'Only a Contacted influencer can become Negotiating: this one is Available.',
    });
    expect((await patch({ status: 'Contacted', niche: 'Careers', rate: '$90', email: 'sam@example.com' })).body).toMatchObject({
      status: 'Contacted',
      niche: 'Careers',
      rate: '$90',
      email: 'sam@example.com',
    });
    expect((await patch({ status: 'Negotiating' })).body.status).toBe('Negotiating');
    const back = await patch({ status: 'Contacted' });
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe('Only an Available influencer can become Contacted: this one is Negotiating.');
    expect((await patch({ status: 'Available' })).body.error.message).toBe('A Negotiating influencer cannot go back to Available.');
    expect((await patch({ email: null })).body).toMatchObject({ status: 'Negotiating', email: null });
    expect((await patch({ status: 'Lost' })).status).toBe(400);
  });

  test('a Viewer reads but does not change; another workspace’s influencer is not found', async () => {
    const owner = await uplift.member('influencers.owner@outreach.test');
    const { id } = (await add(owner, { name: 'Kim', platform: 'x', handle: '@kim' })).body as Influencer;
    const workspaceId: string = (await owner.get('/api/me')).body.workspace.id;
    const viewer = await uplift.member('influencers.viewer@outreach.test');
    const userId = (await viewer.get('/api/me')).body.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    expect((await listed(viewer)).map((influencer) => influencer.id)).toEqual([id]);
    expect((await add(viewer, { name: 'Lee', platform: 'x', handle: '@lee' })).status).toBe(403);
    expect((await viewer.patch(`/api/outreach/influencers/${id}`, { niche: 'x' })).status).toBe(403);
    expect((await viewer.delete(`/api/outreach/influencers/${id}`)).status).toBe(403);

    const stranger = await uplift.member('influencers.stranger@outreach.test');
    expect((await stranger.patch(`/api/outreach/influencers/${id}`, { status: 'Contacted' })).status).toBe(404);
    expect((await stranger.post(`/api/outreach/influencers/${id}/refresh`, {})).status).toBe(404);
    expect((await stranger.delete(`/api/outreach/influencers/${id}`)).status).toBe(404);
    expect(await listed(stranger)).toEqual([]);
    // The same person may be in both networks.
    expect((await add(stranger, { name: 'Kim', platform: 'x', handle: '@kim' })).status).toBe(201);

    expect((await owner.delete(`/api/outreach/influencers/${id}`)).status).toBe(204);
    expect(await listed(owner)).toEqual([]);
    expect((await owner.delete(`/api/outreach/influencers/${id}`)).status).toBe(404);
  });
});
