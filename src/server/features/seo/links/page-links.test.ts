import { describe, expect, test } from 'vitest';
import { brandsOf, relevanceOf } from './classify-page';
import { linkTo, pageLinks } from './page-links';

const page = (links: string) => `<html><head><base href="https://blog.example/posts/"></head><body>${links}</body></html>`;

describe('the link to the site on a page', () => {
  test('any path of the same host, www. ignored, relative links read against <base>, the followed one first', () => {
    const links = pageLinks(
      page(
        '<a href="https://other.example/">Other</a><a href="https://www.sunrise.example/a" rel="UGC nofollow">First</a><a href="//sunrise.example/b#top"><img alt="Sunrise logo"></a><a href="mailto:hi@sunrise.example">Mail</a>',
      ),
      'https://blog.example/posts/1',
    );
    expect(linkTo(links, 'https://sunrise.example')).toEqual({
      href: 'https://sunrise.example/b',
      hostKey: 'sunrise.example',
      rel: 'follow',
      anchorText: 'Sunrise logo',
    });
    expect(linkTo(links.slice(0, 2), 'http://www.sunrise.example')).toMatchObject({ rel: 'ugc', anchorText: 'First' });
    expect(
      linkTo(pageLinks(page('<a href="../sunrise">Relative</a>'), 'https://blog.example/posts/1'), 'https://sunrise.example'),
    ).toBeNull();
    expect(pageLinks(page('<a href="rel" rel="sponsored nofollow">x</a>'), 'https://blog.example/')[0]).toMatchObject({
      href: 'https://blog.example/posts/rel',
      rel: 'sponsored',
    });
  });
});

describe('relevance and brand', () => {
  test("relevance is the share of the site's keywords the page contains", () => {
    expect(relevanceOf('Sourdough-bread and RYE bread tips', ['sourdough bread', 'rye bread', 'wedding cakes', 'bread flour'])).toBe(50);
    expect(relevanceOf('anything', [])).toBe(0);
  });

  test("the brand is the project's name and the name in the domain, never an address", () => {
    expect(brandsOf('https://www.sunrise-bakery.co.uk', 'Sunrise Bakery')).toEqual(['Sunrise Bakery', 'sunrise-bakery']);
    expect(brandsOf('http://127.0.0.1:8080', null)).toEqual([]);
  });
});
