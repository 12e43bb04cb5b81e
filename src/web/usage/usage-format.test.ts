import { describe, expect, it } from 'vitest';
import { formatStorage, formatUsageAmount, formatUsageOfLimit } from './usage-format';

describe('usage formatting', () => {
  it('shows storage in MB, GB or TB', () => {
    expect(formatStorage(0)).toBe('0 MB');
    expect(formatStorage(512)).toBe('512 MB');
    expect(formatStorage(1024)).toBe('1 GB');
    expect(formatStorage(1536)).toBe('1.5 GB');
    expect(formatStorage(102400)).toBe('100 GB');
    expect(formatStorage(1048576)).toBe('1 TB');
  });

  it('groups thousands for counts', () => {
    expect(formatUsageAmount('emailContacts', 2000)).toBe('2,000');
    expect(formatUsageOfLimit('contentGeneration', 12, 50)).toBe('12 / 50');
    expect(formatUsageOfLimit('storage', 300, 1024)).toBe('300 MB / 1 GB');
  });
});
