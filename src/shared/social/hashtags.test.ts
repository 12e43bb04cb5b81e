import { describe, expect, test } from 'vitest';
import { hashtagsIn, insertHashtag, tagFromWords, tagKey, trendDirection } from './hashtags';

describe('hashtags in a post', () => {
  test('are read after spaces and punctuation, once each whatever their case', () => {
    expect(hashtagsIn('Fresh #Rye today (#bakery), more #rye! #2024 #café_life')).toEqual(['#Rye', '#bakery', '#café_life']);
  });

  test('are not read inside words, links or entities', () => {
    expect(hashtagsIn('issue#12 https://example.com/page#section &#38; ##double')).toEqual([]);
  });

  test('compare without case or their #', () => {
    expect(tagKey('#SourDough')).toBe(tagKey('sourdough'));
  });
});

describe('tags from words', () => {
  test('join several words in capitals and keep one as it is', () => {
    expect(tagFromWords('sourdough bread')).toBe('#SourdoughBread');
    expect(tagFromWords('#rye')).toBe('#rye');
    expect(tagFromWords('  -- 2024 ')).toBeNull();
  });
});

describe('inserting a tag', () => {
  test('joins the line of tags that ends the post, else starts one', () => {
    expect(insertHashtag('Fresh rye', '#bakery')).toBe('Fresh rye\n\n#bakery');
    expect(insertHashtag('Fresh rye\n\n#bakery  ', '#rye')).toBe('Fresh rye\n\n#bakery #rye');
    expect(insertHashtag('', '#rye')).toBe('#rye');
  });

  test('leaves a post that carries the tag as it is', () => {
    expect(insertHashtag('Fresh #Rye', '#rye')).toBe('Fresh #Rye');
  });
});

describe('trend direction', () => {
  test('compares the newer half of the days with the older', () => {
    expect(trendDirection([9, 8, 7, 2, 1, 1])).toBe('rising');
    expect(trendDirection([1, 1, 1, 5, 6, 7])).toBe('falling');
    expect(trendDirection([3, 3, 3, 3, 3, 3])).toBe('steady');
    expect(trendDirection([0, 0, 0, 0])).toBeNull();
    expect(trendDirection([4])).toBeNull();
  });
});
