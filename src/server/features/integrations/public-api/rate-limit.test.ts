import { describe, expect, test } from 'vitest';
import { apiKeyMessages } from '@/shared/integrations/api-keys';
import { TestClock } from '../../../test/test-clock';
import { useTestServer } from '../../../test/use-test-server';

const clock = new TestClock();
// The clock stands at the start of a minute, so the window's reset is a known figure.
clock.set(Math.ceil(Date.now() / 60_000) * 60_000);
const ctx = useTestServer({ API_RATE_LIMIT: '3' }, { clock });

const get = (key: string, path: string) => fetch(`${ctx.server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
const limits = (response: Response) =>
  ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((name) => response.headers.get(name));

describe('each API key’s rate limit', () => {
  test('says what is left in the IETF headers, answers 429 with Retry-After past it, and counts again in the next minute', async () => {
    const owner = await ctx.member('api.limits@example.com', 'professional');
    const make = async (name: string) => (await owner.post('/api/integrations/api-keys', { name, scopes: ['read'] })).body.key as string;
    const key = await make('Busy');
    const other = await make('Quiet');

    expect(limits(await get(key, '/projects'))).toEqual(['3', '2', '60']);
    expect(limits(await get(key, '/content'))).toEqual(['3', '1', '60']);
    clock.advance(15_000);
    expect(limits(await get(key, '/projects'))).toEqual(['3', '0', '45']);

    const refused = await get(key, '/projects');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('45');
    expect(limits(refused)).toEqual(['3', '0', '45']);
    expect(await refused.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: apiKeyMessages.keyRateLimited } });

    // Another key of the same workspace has its own allowance.
    expect((await get(other, '/projects')).status).toBe(200);

    clock.advance(45_000);
    const next = await get(key, '/projects');
    expect(next.status).toBe(200);
    expect(limits(next)).toEqual(['3', '2', '60']);
  });
});
