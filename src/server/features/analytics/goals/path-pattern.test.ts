import { describe, expect, test } from 'vitest';
import { pathPatternMatches, pathPatternToLike } from './path-pattern';

describe('path patterns', () => {
  test('a pattern without a star is one path', () => {
    expect(pathPatternMatches('/thank-you', '/thank-you')).toBe(true);
    expect(pathPatternMatches('/thank-you', '/thank-you/again')).toBe(false);
    expect(pathPatternToLike('/thank-you')).toBe('/thank-you');
  });

  test('a star stands for any run of characters, slashes included', () => {
    expect(pathPatternMatches('/blog/*', '/blog/first-post')).toBe(true);
    expect(pathPatternMatches('/blog/*', '/blog/2026/11/post')).toBe(true);
    expect(pathPatternMatches('/blog/*', '/blogroll')).toBe(false);
    expect(pathPatternMatches('*/pricing', '/en/pricing')).toBe(true);
    expect(pathPatternToLike('/blog/*')).toBe('/blog/%');
  });

  test('characters with a meaning in LIKE or in expressions are taken literally', () => {
    expect(pathPatternToLike('/100%_off')).toBe('/100\\%\\_off');
    expect(pathPatternMatches('/a.b', '/axb')).toBe(false);
    expect(pathPatternMatches('/(x)+', '/(x)+')).toBe(true);
  });
});
