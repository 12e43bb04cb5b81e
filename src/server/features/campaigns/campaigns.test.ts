import { describe, expect, test } from 'vitest';
import { campaignMessages } from '@/shared/projects';
import { useTestServer } from '../../test/use-test-server';

const uplift = useTestServer();
const { member } = uplift;

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('campaigns', () => {
  test('creates an active campaign with zero metrics and everything the form collects', async () => {
    const client = await member('marketer@uplift.test');
    const created = await client.post('/api/campaigns', {
      name: 'Spring launch',
      type: 'email',
      description: 'New menu',
      targetAudience: 'Local families',
      goals: ['Drive sales', 'Boost engagement'],
      startDate: today(),
      endDate: daysFromToday(30),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'active',
      metrics: { sent: 0, opened: 0, clicked: 0, converted: 0 },
      description: 'New menu',
      targetAudience: 'Local families',
      goals: ['Drive sales', 'Boost engagement'],
      endDate: daysFromToday(30),
    });
    expect((await client.get('/api/campaigns')).body.campaigns).toHaveLength(1);
    const events = (await client.get('/api/events')).body.events;
    expect(events[0]).toMatchObject({ type: 'campaign_created', data: { campaign_type: 'email' } });
  });

  test('needs a name and a start date, not in the past, and an end not before the start', async () => {
    const client = await member('hasty@uplift.test');
    const missing = await client.post('/api/campaigns', { name: ' ', type: 'social', startDate: today() });
    expect(missing.body.error.message).toBe(campaignMessages.fillRequired);
    const noStart = await client.post('/api/campaigns', { name: 'X', type: 'social' });
    expect(noStart.body.error.message).toBe(campaignMessages.fillRequired);
    const past = await client.post('/api/campaigns', { name: 'X', type: 'social', startDate: daysFromToday(-3) });
    expect(past.body.error.message).toBe(campaignMessages.startInPast);
    const backwards = await client.post('/api/campaigns', {
      name: 'X',
      type: 'social',
      startDate: daysFromToday(5),
      endDate: daysFromToday(2),
    });
    expect(backwards.body.error.message).toBe(campaignMessages.endBeforeStart);
    // Days that match the pattern but do not exist are refused, not passed on to the database.
    for (const startDate of ['2099-02-31', '2099-13-01', '0000-01-01']) {
      const impossible = await client.post('/api/campaigns', { name: 'X', type: 'social', startDate });
      expect(impossible.status).toBe(400);
      expect(impossible.body.error.message).toBe(campaignMessages.fillRequired);
    }
  });

  test("another workspace's campaign answers 404", async () => {
    const owner = await member('campaign-owner@uplift.test');
    const { id } = (await owner.post('/api/campaigns', { name: 'Ours', type: 'content', startDate: today() })).body;
    expect((await (await member('campaign-stranger@uplift.test')).delete(`/api/campaigns/${id}`)).status).toBe(404);
    expect((await owner.delete(`/api/campaigns/${id}`)).status).toBe(204);
  });
});
