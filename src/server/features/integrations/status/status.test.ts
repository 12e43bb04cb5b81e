import { describe, expect, test } from 'vitest';
import { integrationMessages } from '@/shared/integrations/integrations';
import { useTestServer } from '../../../test/use-test-server';

const ctx = useTestServer();

describe('GET /api/integrations/status', () => {
  test('says what is not configured, and what would configure it', async () => {
    const member = await ctx.member('integrations.viewer@example.com');
    const { integrations } = (await member.get('/api/integrations/status')).body;
    expect(integrations).toEqual([
      { id: 'ai', name: integrationMessages.aiName, state: 'not_configured', detail: integrationMessages.aiOffline },
      { id: 'email', name: integrationMessages.emailName, state: 'not_configured', detail: integrationMessages.emailOutbox },
      { id: 'payments', name: integrationMessages.paymentsName, state: 'not_configured', detail: integrationMessages.paymentsMissing },
    ]);
  });

  test('names the provider and model once an admin connects them, never a key or an address', async () => {
    for (const [name, value] of [
      ['AI_BASE_URL', 'http://127.0.0.1:9/v1'],
      ['AI_API_KEY', 'sk-integrations-secret-42'],
      ['AI_MODEL', 'gpt-4o-mini'],
      ['SMTP_URL', 'smtp://mailer:hunter2@127.0.0.1:2525'],
      ['STRIPE_SECRET_KEY', 'sk_test_integrations_7'],
    ]) {
      expect((await ctx.admin.put(`/api/admin/api-keys/${name}`, { value })).status).toBe(200);
    }
    const member = await ctx.member('integrations.after@example.com');
    const response = await member.get('/api/integrations/status');
    expect(response.body.integrations.map((entry: { state: string }) => entry.state)).toEqual(['connected', 'connected', 'connected']);
    expect(response.body.integrations[0].detail).toMatch(/gpt-4o-mini/);
    expect(JSON.stringify(response.body)).not.toMatch(/sk-integrations|hunter2|sk_test_integrations|127\.0\.0\.1/);
  });
});
