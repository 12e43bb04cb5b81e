import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';

describe('TRUSTED_ORIGINS', () => {
  test('takes origins, comma separated, as origins', () => {
    expect(loadConfig({ TRUSTED_ORIGINS: 'https://app.example.com/, http://staging.test:8080' }).trustedOrigins).toEqual([
      'https://app.example.com',
      'http://staging.test:8080',
    ]);
    expect(loadConfig({}).trustedOrigins).toEqual([]);
  });

  test('refuses at start what is not an http or https origin', () => {
    for (const value of ['app.example.com', 'javascript:alert(1)', '*.example.com']) {
      expect(() => loadConfig({ TRUSTED_ORIGINS: value })).toThrow(/TRUSTED_ORIGINS/);
    }
  });
});
