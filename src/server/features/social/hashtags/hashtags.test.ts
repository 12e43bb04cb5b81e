import { describe, expect, test } from 'vitest';
import { type DeliveredPost, tagRecords } from './hashtag-history';
import { offlineHashtags } from './hashtags-recipe';
import { mergeSuggestions } from './merge-suggestions';

const delivered = (postId: string, text: string, figures: Partial<DeliveredPost> = {}): DeliveredPost => ({
  postId,
  text,
  synced: false,
  likes: null,
  comments: null,
  shares: null,
  impressions: null,
  ...figures,
});

describe('the workspace’s tags', () => {
  test('count posts once and average the synced deliveries’ figures', () => {
    const records = tagRecords([
      delivered('a', 'Fresh #Rye', { synced: true, likes: 10, comments: 2, shares: 3, impressions: 400 }),
      delivered('a', 'Fresh #rye', { synced: true, likes: 4, comments: 1, shares: null }),
      delivered('b', 'More #rye and #seeds'),
    ]);
    expect(records.get('rye')).toEqual({ tag: '#Rye', posts: 2, averageEngagement: 10, averageImpressions: 400 });
    expect(records.get('seeds')).toEqual({ tag: '#seeds', posts: 1, averageEngagement: null, averageImpressions: null });
  });
});

describe('merging suggestions', () => {
  const history = tagRecords([
    delivered('a', '#rye #bakery', { synced: true, likes: 5, comments: 0, shares: 0 }),
    delivered('b', '#croissant', { synced: true, likes: 50, comments: 0, shares: 0 }),
    delivered('c', '#SourdoughBread'),
  ]);

  test('puts tags both sources name first, then the AI’s, then the workspace’s, each once', () => {
    const merged = mergeSuggestions({ text: 'Our sourdough bread with #bakery flour', aiTags: ['#flour', '#Rye', '#RYE'], history });
    expect(merged.map((entry) => [entry.tag, entry.sources])).toEqual([
      ['#rye', ['ai', 'history']],
      ['#flour', ['ai']],
      ['#bakery', ['history']],
      ['#SourdoughBread', ['history']],
      ['#croissant', ['history']],
    ]);
    expect(merged.find((entry) => entry.tag === '#bakery')).toMatchObject({ inPost: true, history: { posts: 1, averageEngagement: 5 } });
    expect(merged.find((entry) => entry.tag === '#flour')).toMatchObject({ inPost: false, history: null });
  });
});

describe('the offline writer', () => {
  test('tags the post’s distinctive words, then the project’s keywords it speaks of first', () => {
    const tags = offlineHashtags('Sourdough loaves and sourdough starters at https://bakery.example #old', ['wedding cakes', 'loaves']);
    expect(tags[0]).toBe('#sourdough');
    expect(tags).toContain('#WeddingCakes');
    expect(tags.indexOf('#loaves')).toBeLessThan(tags.indexOf('#WeddingCakes'));
    expect(tags).not.toContain('#old');
  });
});
