import { describe, expect, test } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a'.repeat(64));

  test('seals to something other than the plaintext and opens back to it', () => {
    const sealed = box.seal('sk_live_secret');
    expect(sealed).not.toContain('sk_live_secret');
    expect(box.open(sealed)).toBe('sk_live_secret');
  });

  test('seals the same value differently each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  test('refuses a tampered value and another secret', () => {
    const sealed = box.seal('value');
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3]!, 'base64');
    body[0] = body[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64')].join(':'))).toThrow();
    expect(() => new SecretBox('b'.repeat(64)).open(sealed)).toThrow();
  });
});
