import { describe, expect, test } from 'vitest';
import { nearDuplicates, similarity, textPrint } from './text-print';

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** A text of its own per topic: the sentence counter and the topic's own words change every triple. */
const article = (topic: string, sentences: number) =>
  Array.from(
    { length: sentences },
    (_, index) => `${topic} note ${index} says ${topic}${index * 7} matters more than ${topic}${index * 13} here.`,
  ).join(' ');

describe('text prints', () => {
  test('estimate how many word triples two texts share', () => {
    const text = article('rye', 40);
    expect(similarity(textPrint(words(text)), textPrint(words(text)))).toBe(1);
    const edited = `${text} One sentence more at the end.`;
    expect(similarity(textPrint(words(text)), textPrint(words(edited)))).toBeGreaterThanOrEqual(0.9);
    expect(similarity(textPrint(words(text)), textPrint(words(article('spelt', 40))))).toBeLessThan(0.2);
  });

  test('pair the near duplicates only, each with all it resembles', () => {
    const base = article('rye', 40);
    const items = [
      { key: '/a', print: textPrint(words(base)) },
      { key: '/b', print: textPrint(words(`${base} Baked at 220 degrees.`)) },
      { key: '/c', print: textPrint(words(article('spelt', 40))) },
      { key: '/d', print: textPrint(words(`${base} Baked at 230 degrees for longer.`)) },
    ];
    const found = nearDuplicates(items, 0.9);
    expect([...found.keys()].sort()).toEqual(['/a', '/b', '/d']);
    expect([...found.get('/a')!].sort()).toEqual(['/b', '/d']);
  });

  test('compare a site of one template page by page with a bounded number of others', () => {
    const print = textPrint(words(article('loaf', 30)));
    const items = Array.from({ length: 5000 }, (_, index) => ({ key: `/product-${index}`, print }));
    const found = nearDuplicates(items, 0.9);
    expect(found.size).toBe(5000);
    // Each page is compared with the latest sixteen of its bucket, not with the 4,999 others.
    const links = [...found.values()].reduce((sum, others) => sum + others.size, 0);
    expect(links).toBeLessThanOrEqual(5000 * 16 * 2);
    expect(Math.max(...[...found.values()].map((others) => others.size))).toBeLessThanOrEqual(32);
  });
});
