import { describe, expect, it } from 'vitest';
import { campaignInputSchema, projectInputSchema, splitList } from './projects';

describe('comma lists', () => {
  it('are trimmed and lose their empty entries', () => {
    expect(splitList(' seo, ,content marketing ,')).toEqual(['seo', 'content marketing']);
    expect(splitList(['  a', '', 'b '])).toEqual(['a', 'b']);
  });
});

describe('project input', () => {
  it('needs a name and accepts only http(s) URLs', () => {
    expect(projectInputSchema.safeParse({ name: 'Site', url: 'https://example.com' }).success).toBe(true);
    expect(projectInputSchema.safeParse({ name: 'Site', url: '' }).data?.url).toBeNull();
    expect(projectInputSchema.safeParse({ name: 'Site', url: 'ftp://example.com' }).success).toBe(false);
    expect(projectInputSchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('campaign input', () => {
  const today = new Date().toISOString().slice(0, 10);
  it('takes only the listed goals', () => {
    expect(campaignInputSchema.safeParse({ name: 'A', type: 'email', startDate: today, goals: ['Drive sales'] }).success).toBe(true);
    expect(campaignInputSchema.safeParse({ name: 'A', type: 'email', startDate: today, goals: ['Win'] }).success).toBe(false);
  });
});
