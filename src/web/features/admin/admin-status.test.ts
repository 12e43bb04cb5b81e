import { describe, expect, it } from 'vitest';
import { contentStatusTone, keySourceBadge, statusDotClass, userStatusBadge } from './admin-status';

describe('admin status colours', () => {
  it('colours content: published green, scheduled yellow, anything else grey', () => {
    expect(contentStatusTone('published')).toBe('green');
    expect(contentStatusTone('scheduled')).toBe('yellow');
    expect(contentStatusTone('draft')).toBe('gray');
    expect(contentStatusTone('archived')).toBe('gray');
  });

  it('colours system checks ok green, warning amber, error red', () => {
    expect(statusDotClass).toEqual({ ok: 'bg-green-500', warning: 'bg-amber-500', error: 'bg-red-500' });
  });

  it('colours users Active green, Banned red, Unverified amber', () => {
    expect(userStatusBadge.Active.tone).toBe('green');
    expect(userStatusBadge.Banned.tone).toBe('red');
    expect(userStatusBadge.Unverified.className).toContain('amber');
  });

  it('labels where a key comes from', () => {
    expect(Object.values(keySourceBadge).map((badge) => badge.label)).toEqual(['Stored', 'From environment', 'Not set']);
  });
});
