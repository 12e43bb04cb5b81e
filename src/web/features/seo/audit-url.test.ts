import { describe, expect, it } from 'vitest';
import { seoMessages } from '@/shared/seo/seo';
import { chooseAuditUrl, listedSite } from './audit-url';

describe('chooseAuditUrl', () => {
  it("takes the field's address, trimmed, over the project's", () => {
    expect(chooseAuditUrl('  https://shop.example.com/blog ', 'https://example.com')).toEqual({ url: 'https://shop.example.com/blog' });
  });

  it("falls back to the project's address when the field is empty", () => {
    expect(chooseAuditUrl('   ', 'https://example.com')).toEqual({ url: 'https://example.com' });
  });

  it('asks for an address when there is none', () => {
    expect(chooseAuditUrl('', null)).toEqual({ error: seoMessages.noUrl });
  });

  it('refuses what is not an absolute http(s) address', () => {
    for (const field of ['example.com', 'ftp://example.com', 'http://', 'https://exa mple.com']) {
      expect(chooseAuditUrl(field, 'https://example.com')).toEqual({ error: seoMessages.invalidUrl });
    }
  });
});

describe('listedSite', () => {
  it("lists an address's site by its origin", () => {
    expect(listedSite('https://Example.com/blog/post?x=1')).toBe('https://example.com');
    expect(listedSite(null)).toBeNull();
    expect(listedSite('mailto:a@example.com')).toBeNull();
  });
});
