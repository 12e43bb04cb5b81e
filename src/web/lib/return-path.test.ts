import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { returnPathOf } from './return-path';

describe('the return path after signing in', () => {
  it('comes back to the screen, its query included', () => {
    const login = paths.loginReturningTo('/analytics?range=90d');
    expect(login).toBe('/login?redirect=%2Fanalytics%3Frange%3D90d');
    expect(returnPathOf(new URL(login, 'http://uplift.test').search)).toBe('/analytics?range=90d');
  });

  it('needs no parameter for the dashboard, where sign-in goes anyway', () => {
    expect(paths.loginReturningTo('/dashboard')).toBe('/login');
    expect(returnPathOf('')).toBeNull();
  });

  it('only ever leads to a path on this site, and never back to sign-in', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?redirect=%2Fseo',
    ]) {
      expect(returnPathOf(`?redirect=${encodeURIComponent(target)}`)).toBeNull();
    }
  });
});
