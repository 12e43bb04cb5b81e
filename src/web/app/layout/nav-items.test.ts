import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItems } from './nav-items';

describe('sidebar active rule', () => {
  it('lists the 13 items of the spec in order', () => {
    expect(navItems.map((item) => item.path)).toEqual([
      '/dashboard',
      '/setup',
      '/content',
      '/seo',
      '/social',
      '/email',
      '/outreach',
      '/monetization',
      '/video-audio',
      '/ai-assistant',
      '/integrations',
      '/analytics',
      '/settings',
    ]);
  });

  it('marks Dashboard active only on an exact match', () => {
    expect(isNavItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isNavItemActive('/dashboard/anything', '/dashboard')).toBe(false);
  });

  it('marks other items active on an exact match or a path that starts with them', () => {
    expect(isNavItemActive('/content', '/content')).toBe(true);
    expect(isNavItemActive('/content/calendar', '/content')).toBe(true);
    expect(isNavItemActive('/settings/billing', '/settings')).toBe(true);
    expect(isNavItemActive('/seo', '/content')).toBe(false);
  });
});
