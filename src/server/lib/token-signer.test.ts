import { describe, expect, it } from 'vitest';
import { TokenSigner } from './token-signer';

describe('TokenSigner', () => {
  const signer = new TokenSigner('a'.repeat(64));

  it('gives back the payload of its own token', () => {
    expect(signer.verify('open', signer.sign('open', 'abc'))).toBe('abc');
  });

  it('refuses an altered payload or signature, another purpose and another secret', () => {
    const token = signer.sign('open', 'abc');
    expect(signer.verify('open', token.replace('abc', 'abd'))).toBeNull();
    expect(signer.verify('open', `${token.slice(0, -2)}AA`)).toBeNull();
    expect(signer.verify('click', token)).toBeNull();
    expect(new TokenSigner('b'.repeat(64)).verify('open', token)).toBeNull();
    expect(signer.verify('open', 'no-signature')).toBeNull();
  });
});
