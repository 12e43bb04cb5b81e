import { describe, expect, test } from 'vitest';
import { bakerySite } from '../fixtures/bakery-site';
import { analyzePages } from './analyze';
import { readSitemap } from '../../http/sitemap';
import { extractPage } from './page';

const site = bakerySite();
const origin = 'https://crumb.example';
const pages = Object.entries(site)
  .filter(([path, page]) => page.type.startsWith('text/html') && !path.startsWith('/private'))
  .map(([path, page]) => extractPage(page.body, `${origin}${path}`));

describe('page extraction', () => {
  test('reads title, description, headings and visible text, not scripts or navigation', () => {
    const home = pages[0]!;
    expect(home.title).toBe('Crumb & Crust Sourdough Bakery');
    expect(home.description).toContain('bread baking classes');
    expect(home.headings).toEqual(['Sourdough bread from a wood-fired oven', 'Bread baking classes every Saturday']);
    expect(home.text).not.toContain('ignore me');
    expect(home.text).not.toContain('Privacy');
    expect(home.internalLinks).toContain(`${origin}/rye-bread`);
  });

  test('lists the pages of a sitemap', () => {
    const xml = site['/sitemap.xml']!.body.replaceAll('__ORIGIN__', origin);
    expect(readSitemap(xml).pages).toContain(`${origin}/baking-classes`);
  });
});

describe('analysis', () => {
  const analysis = analyzePages(pages);

  test('ranks what the bakery is about as its top keywords', () => {
    const top = analysis.keywords.slice(0, 6).join(' | ');
    expect(top).toMatch(/sourdough/);
    expect(top).toMatch(/rye/);
    expect(analysis.keywords.join(' | ')).toMatch(/bread baking class/);
    for (const boilerplate of ['contact', 'privacy', 'home']) expect(analysis.keywords).not.toContain(boilerplate);
  });

  test('takes topics from headings and keyword clusters, and finds the niche', () => {
    expect(analysis.topics).toContain('Sourdough bread from a wood-fired oven');
    expect(analysis.topics).toContain('Rye Bread Baking');
    expect(analysis.niche).toBe('Food & Cooking');
  });

  test('estimates audience and tone transparently, and names no competitors without an AI provider', () => {
    expect(analysis.audience).toMatch(/^Estimated from the text: /);
    expect(['professional', 'casual', 'friendly', 'authoritative', 'conversational']).toContain(analysis.tone);
    expect(analysis.competitors).toEqual([]);
    expect(analysis.source).toBe('heuristics');
    expect(analysis.pagesAnalyzed).toBe(5);
  });
});
