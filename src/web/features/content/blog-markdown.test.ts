import { describe, expect, test } from 'vitest';
import { markdownBelowTitle } from './blog-markdown';

describe('a blog post under its title', () => {
  test('drops an opening H1 that repeats the title', () => {
    expect(markdownBelowTitle('# Rye Bread Basics\n\nFeed the starter.', 'Rye bread basics')).toBe('Feed the starter.');
    expect(markdownBelowTitle('  # Rye Bread Basics ##\r\nFeed it.', 'Rye Bread Basics')).toBe('Feed it.');
  });

  test('keeps any other opening', () => {
    expect(markdownBelowTitle('# Another Heading\n\nText', 'Rye Bread Basics')).toBe('# Another Heading\n\nText');
    expect(markdownBelowTitle('## Rye Bread Basics\n\nText', 'Rye Bread Basics')).toBe('## Rye Bread Basics\n\nText');
    expect(markdownBelowTitle('Intro first\n\n# Rye Bread Basics', 'Rye Bread Basics')).toBe('Intro first\n\n# Rye Bread Basics');
  });
});
