import { describe, expect, test } from 'vitest';
import { importRange, propertyFor } from './search-console-rules';

describe('the property chosen without asking', () => {
  test("the account's only property, whatever it is", () => {
    expect(propertyFor(['https://elsewhere.example/'], 'https://bakery.example')).toBe('https://elsewhere.example/');
  });

  test("the Domain property of the project's site before a URL-prefix one, www. or not", () => {
    const properties = ['https://www.bakery.example/', 'sc-domain:bakery.example', 'https://crumbs.example/'];
    expect(propertyFor(properties, 'https://www.bakery.example/menu')).toBe('sc-domain:bakery.example');
    expect(propertyFor(['sc-domain:bakery.example', 'https://crumbs.example/'], 'https://shop.bakery.example')).toBe(
      'sc-domain:bakery.example',
    );
    expect(propertyFor(['http://bakery.example/', 'https://crumbs.example/'], 'https://www.bakery.example')).toBe('http://bakery.example/');
  });

  test('no choice when in doubt or without a site', () => {
    expect(propertyFor(['https://bakery.example/', 'https://www.bakery.example/'], 'https://bakery.example')).toBeNull();
    expect(propertyFor(['https://bakery.example/', 'https://crumbs.example/'], null)).toBeNull();
    expect(propertyFor(['https://crumbs.example/', 'sc-domain:rivals.example'], 'https://bakery.example')).toBeNull();
    expect(propertyFor([], 'https://bakery.example')).toBeNull();
  });
});

test('an import reads the 28 whole days before today (UTC)', () => {
  expect(importRange(new Date('2026-03-01T00:30:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  expect(importRange(new Date('2026-01-10T23:59:00Z'))).toEqual({ from: '2025-12-13', to: '2026-01-09' });
});
