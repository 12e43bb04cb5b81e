import { describe, expect, it } from 'vitest';
import { leadMagnetFileLimit } from '@/shared/monetization/lead-magnets';
import {
  amountsFigure,
  formatFileSize,
  formatPValue,
  formatRate,
  isAppPath,
  leadMagnetFileProblem,
  splitText,
  testTargetOf,
  withContentCredit,
} from './offers-format';

describe('formatPValue', () => {
  it('reads three decimals, a floor for tiny values, and a dash without figures', () => {
    expect(formatPValue(0.0312)).toBe('p = 0.031');
    expect(formatPValue(0.5)).toBe('p = 0.500');
    expect(formatPValue(0.0004)).toBe('p < 0.001');
    expect(formatPValue(null)).toBe('—');
  });
});

describe('formatRate', () => {
  it('is a percentage with one decimal, or a dash', () => {
    expect(formatRate(3.14)).toBe('3.1%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(null)).toBe('—');
  });
});

describe('formatFileSize', () => {
  it('uses bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(14 * 1024)).toBe('14 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(leadMagnetFileLimit)).toBe('20.0 MB');
  });
});

describe('leadMagnetFileProblem', () => {
  it('refuses an empty file and one over the limit', () => {
    expect(leadMagnetFileProblem({ size: 0 })).toMatch(/empty/);
    expect(leadMagnetFileProblem({ size: leadMagnetFileLimit })).toBeNull();
    expect(leadMagnetFileProblem({ size: leadMagnetFileLimit + 1 })).toMatch(/larger than 20\.0 MB/);
  });
});

describe('withContentCredit', () => {
  const id = '0b6f3c1e-8d7a-4c1b-9a6e-2f4d5c6b7a80';
  it('adds the c parameter to a bare link', () => {
    expect(withContentCredit('https://uplift.example/r/abc123', id)).toBe(`https://uplift.example/r/abc123?c=${id}`);
  });
  it('keeps a query and replaces an earlier c', () => {
    expect(withContentCredit('https://uplift.example/r/abc?x=1&c=old', id)).toBe(`https://uplift.example/r/abc?x=1&c=${id}`);
  });
});

describe('isAppPath', () => {
  it('accepts paths of this app only', () => {
    expect(isAppPath('/monetization?tab=affiliate')).toBe(true);
    expect(isAppPath('/content')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('https://evil.example')).toBe(false);
    expect(isAppPath('javascript:alert(1)')).toBe(false);
  });
});

describe('amountsFigure', () => {
  it('puts the first currency first and the others aside', () => {
    expect(
      amountsFigure([
        { currency: 'USD', amountMinor: 120000 },
        { currency: 'EUR', amountMinor: 3000 },
      ]),
    ).toEqual({ value: '$1,200.00', others: ['€30.00'] });
    expect(amountsFigure([])).toEqual({ value: '—', others: [] });
  });
});

describe('splitText', () => {
  it('reads the split as the second variant’s share', () => {
    expect(splitText(30)).toBe('A 70% · B 30%');
    expect(splitText(50)).toBe('A 50% · B 50%');
  });
});

describe('testTargetOf', () => {
  it('reads the kind and the id of a choice', () => {
    expect(testTargetOf('link:abc')).toEqual({ kind: 'link', id: 'abc' });
    expect(testTargetOf('lead-magnet:xyz')).toEqual({ kind: 'lead-magnet', id: 'xyz' });
  });
  it('is null for no choice or an unknown kind', () => {
    expect(testTargetOf('')).toBeNull();
    expect(testTargetOf('link:')).toBeNull();
    expect(testTargetOf('program:abc')).toBeNull();
  });
});
