import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecommendationSet } from '@/shared/analytics/recommendations';
import { startFakeOpenAi } from '../../../ai/test/fake-openai';
import { answerJson, type ScriptedServer } from '../../../ai/test/scripted-server';
import { useTestServer } from '../../../test/use-test-server';

const uplift = useTestServer();
const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let provider: ScriptedServer;

beforeAll(async () => {
  provider = await startFakeOpenAi();
});
afterAll(async () => {
  await provider?.close();
});

async function siteWithSocialTraffic(email: string) {
  const client = await uplift.member(email);
  const projectId = (await client.post('/api/projects', { name: 'Shop', url: 'https://shop.example.com' })).body.id as string;
  for (const [visitor, referrer] of ['https://www.facebook.com/', 'https://t.co/x', ''].entries()) {
    await fetch(`${uplift.server.url}/api/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': `${chrome} v${visitor}` },
      body: JSON.stringify({ p: projectId, n: 'pageview', u: 'https://shop.example.com/', r: referrer }),
    });
  }
  await expect
    .poll(async () => (await client.get(`/api/analytics/projects/${projectId}/report`)).body.kpis.visitors.value, { timeout: 10_000 })
    .toBe(3);
  return { client, projectId };
}

describe('AI recommendations', () => {
  test('drawn from the figures offline, kept until Refresh, and applying one records it and names where it opens', async () => {
    const { client, projectId } = await siteWithSocialTraffic('recommend@uplift.test');
    const first = (await client.get(`/api/analytics/projects/${projectId}/recommendations`)).body as RecommendationSet;
    expect(first.source).toBe('offline');
    expect(first.recommendations.map((item) => item.title)).toEqual([
      'Grow your organic search traffic',
      'Build on your social traffic',
      'Fewer visits that leave at once',
    ]);
    expect(first.recommendations[1]?.description).toContain('66.7%');
    expect((await client.get(`/api/analytics/projects/${projectId}/recommendations`)).body).toEqual(first);

    const applied = await client.post(`/api/analytics/projects/${projectId}/recommendations/${first.recommendations[1]?.id}/apply`);
    expect(applied.body).toEqual({ path: '/social' });
    const activity = (await client.get('/api/events?limit=5')).body.events as { type: string; description: string }[];
    expect(activity[0]).toMatchObject({
      type: 'recommendation_applied',
      description: 'Applied the recommendation "Build on your social traffic"',
    });
    expect((await client.post(`/api/analytics/projects/${projectId}/recommendations/not-one/apply`)).status).toBe(404);

    const stranger = await uplift.member('recommend-stranger@uplift.test');
    expect((await stranger.get(`/api/analytics/projects/${projectId}/recommendations`)).status).toBe(404);
    expect((await stranger.post(`/api/analytics/projects/${projectId}/recommendations/${first.recommendations[0]?.id}/apply`)).status).toBe(
      404,
    );
  });

  test('a project without visits gets three, from the setup steps still open, quoting no figure', async () => {
    const client = await uplift.member('recommend-new@uplift.test');
    const projectId = (await client.post('/api/projects', { name: 'New shop', url: 'https://new-shop.example.com' })).body.id as string;
    const set = (await client.get(`/api/analytics/projects/${projectId}/recommendations`)).body as RecommendationSet;
    expect(set.recommendations).toHaveLength(3);
    expect(set.recommendations[0]).toMatchObject({ title: 'Install the tracking snippet', action: 'tracking' });
    expect(set.recommendations.map((item) => item.title)).toContain('Publish content on your site');
    for (const item of set.recommendations) expect(`${item.title} ${item.description}`).not.toMatch(/\d/);
  });

  test('a provider answering fewer than three is topped up from the figures and the open setup steps', async () => {
    const { client, projectId } = await siteWithSocialTraffic('recommend-short@uplift.test');
    await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: provider.baseUrl });
    await uplift.admin.put('/api/admin/api-keys/AI_API_KEY', { value: 'sk-test-recommend-0123' });
    try {
      provider.script(
        answerJson({
          recommendations: [
            {
              title: 'Post twice a week on Facebook',
              description: 'Facebook and X sent 66.7% of visitors.',
              priority: 'high',
              action: 'social',
            },
          ],
        }),
      );
      const refreshed = (await client.post(`/api/analytics/projects/${projectId}/recommendations`)).body as RecommendationSet;
      expect(refreshed.source).toBe('ai');
      expect(refreshed.recommendations.map((item) => item.title)).toEqual([
        'Post twice a week on Facebook',
        'Grow your organic search traffic',
        'Fewer visits that leave at once',
      ]);
    } finally {
      await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: '' });
      await uplift.admin.put('/api/admin/api-keys/AI_API_KEY', { value: '' });
    }
  });

  test('Refresh asks the configured provider, with the figures and findings in the prompt', async () => {
    const { client, projectId } = await siteWithSocialTraffic('recommend-ai@uplift.test');
    await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: provider.baseUrl });
    await uplift.admin.put('/api/admin/api-keys/AI_API_KEY', { value: 'sk-test-recommend-0123' });
    try {
      provider.script(
        answerJson({
          recommendations: [
            {
              title: 'Post twice a week on Facebook',
              description: 'Facebook and X sent 66.7% of visitors.',
              priority: 'high',
              action: 'social',
            },
            { title: 'Write for search', description: 'No visit came from search yet.', priority: 'medium', action: 'seo' },
            { title: 'Start a newsletter', description: 'E-mail brought none.', priority: 'low', action: 'email' },
          ],
        }),
      );
      const refreshed = await client.post(`/api/analytics/projects/${projectId}/recommendations?range=7d`);
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toMatchObject({
        source: 'ai',
        recommendations: [{ title: 'Post twice a week on Facebook', action: 'social' }, {}, {}],
      });
      const prompt = JSON.stringify(provider.requests.at(-1)?.body.messages);
      for (const fact of ['Social 66.7%', 'Build on your social traffic', 'Grow your organic search traffic', 'Visitors 3'])
        expect(prompt).toContain(fact);
      expect((await client.get(`/api/analytics/projects/${projectId}/recommendations`)).body).toEqual(refreshed.body);
    } finally {
      await uplift.admin.put('/api/admin/api-keys/AI_BASE_URL', { value: '' });
      await uplift.admin.put('/api/admin/api-keys/AI_API_KEY', { value: '' });
    }
  });
});
