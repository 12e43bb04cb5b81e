import { describe, expect, it } from 'vitest';
import { capitalise, formatBytes, formatDuration, formatMs, formatPercent, userDisplayName } from './admin-format';

describe('formatBytes', () => {
  it('reads bytes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(24_117_248)).toBe('23 MB');
    expect(formatBytes(2.4 * 1024 ** 3)).toBe('2.4 GB');
    expect(formatBytes(150 * 1024 ** 2)).toBe('150 MB');
    expect(formatBytes(3 * 1024 ** 5)).toBe('3072 TB');
  });
});

describe('formatDuration', () => {
  it('shows seconds under a minute and the two largest units above', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45.7)).toBe('45s');
    expect(formatDuration(60)).toBe('1m');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3h 5m');
    expect(formatDuration(86_400 + 2 * 3600 + 3 * 60)).toBe('1d 2h');
    expect(formatDuration(2 * 86_400 + 7 * 60)).toBe('2d');
  });
});

describe('formatMs and formatPercent', () => {
  it('keeps a decimal for small times and rates', () => {
    expect(formatMs(0.42)).toBe('0.4 ms');
    expect(formatMs(3)).toBe('3 ms');
    expect(formatMs(187.6)).toBe('188 ms');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.0004)).toBe('0.04%');
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(1)).toBe('100%');
  });
});

describe('userDisplayName and capitalise', () => {
  it('falls back to the e-mail local part', () => {
    expect(userDisplayName({ name: 'Ada Admin', email: 'ada@uplift.test' })).toBe('Ada Admin');
    expect(userDisplayName({ name: '  ', email: 'sam@uplift.test' })).toBe('sam');
    expect(capitalise('blog')).toBe('Blog');
    expect(capitalise('past_due')).toBe('Past due');
  });
});
