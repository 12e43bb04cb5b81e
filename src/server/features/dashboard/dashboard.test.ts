import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailListMembers } from '../email';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

const uplift = useTestServer();
const { member } = uplift;

const today = () => new Date().toISOString().slice(0, 10);

describe('dashboard', () => {
  test('counts the workspace’s own projects, content and active campaigns', async () => {
    const client = await member('dashboard@uplift.test');
    const empty = (await client.get('/api/dashboard')).body;
    expect(empty).toEqual({
      totals: { projects: 0, content: 0, activeCampaigns: 0 },
      subscribers: { total: 0, newLast30Days: 0 },
      recentContent: [],
    });
    await client.post('/api/projects', { name: 'Counted' });
    await client.post('/api/campaigns', { name: 'Counted', type: 'social', startDate: today() });
    await (await member('other-dashboard@uplift.test')).post('/api/projects', { name: 'Not counted' });
    expect((await client.get('/api/dashboard')).body.totals).toEqual({ projects: 1, content: 0, activeCampaigns: 1 });
  });

  test('counts subscribed addresses and those who joined in the last 30 days', async () => {
    const client = await member('audience@uplift.test');
    const other = await member('other-audience@uplift.test');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    const subscribe = async (who: TestClient, email: string, joinedDaysAgo: number) => {
      const list = (await who.post('/api/email/lists', { name: 'Readers' })).body as { id: string };
      const subscriber = (await who.post('/api/email/subscribers', { email, listIds: [list.id] })).body as { id: string };
      await uplift.server.db
        .update(emailListMembers)
        .set({ joinedAt: daysAgo(joinedDaysAgo) })
        .where(eq(emailListMembers.subscriberId, subscriber.id));
      return subscriber.id;
    };
    await subscribe(client, 'new@reader.test', 2);
    await subscribe(client, 'recent@reader.test', 29);
    await subscribe(client, 'old@reader.test', 31);
    const gone = await subscribe(client, 'gone@reader.test', 3);
    await uplift.server.db.update(emailListMembers).set({ status: 'unsubscribed' }).where(eq(emailListMembers.subscriberId, gone));
    await subscribe(other, 'elsewhere@reader.test', 1);
    expect((await client.get('/api/dashboard')).body.subscribers).toEqual({ total: 3, newLast30Days: 2 });
    expect((await other.get('/api/dashboard')).body.subscribers).toEqual({ total: 1, newLast30Days: 1 });
  });
});
