import { describe, expect, test } from 'vitest';
import { figuresNote, formatEngagement, formatFollowers, nextInfluencerStep } from './influencer-format';

describe('the Influencer Network’s figures', () => {
  test('followers are compact and engagement a percentage', () => {
    expect(formatFollowers(12_500)).toBe('12.5K');
    expect(formatFollowers(980)).toBe('980');
    expect(formatEngagement(3.456)).toBe('3.5%');
  });

  test('Available leads to Contacted, Contacted to Negotiating, and Negotiating nowhere', () => {
    expect(nextInfluencerStep('Available')).toEqual({ status: 'Contacted', label: 'Contact' });
    expect(nextInfluencerStep('Contacted')?.status).toBe('Negotiating');
    expect(nextInfluencerStep('Negotiating')).toBeNull();
  });

  test('a failed read is said before where the figures came from', () => {
    const figures = { source: 'platform' as const, readAt: '2026-11-28T10:00:00.000Z', error: null };
    expect(figuresNote({ platform: 'bluesky', figures })).toBeNull();
    expect(figuresNote({ platform: 'bluesky', figures: { ...figures, error: 'Bluesky could not be reached' } })).toBe(
      'Bluesky could not be reached',
    );
    expect(figuresNote({ platform: 'instagram', figures: { ...figures, source: 'user' } })).toBe('Entered by hand');
  });
});
