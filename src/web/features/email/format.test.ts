import { describe, expect, it } from 'vitest';
import { campaignStatus, displayUrl, formatDelay, formatMoney, formatRate, formatWait } from './format';

describe('email figures', () => {
  it('writes rates with one decimal and a dash before anything was sent', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(24.5)).toBe('24.5%');
  });

  it('writes revenue in dollars', () => {
    expect(formatMoney(1245)).toBe('$1,245');
    expect(formatMoney(12.5)).toBe('$12.50');
  });

  it('names each status, with the progress while sending', () => {
    expect(campaignStatus({ status: 'draft', sent: 0, recipients: 0 })).toEqual({ label: 'Draft', tone: 'gray' });
    expect(campaignStatus({ status: 'sending', sent: 1200, recipients: 5000 }).label).toBe('Sending 1,200/5,000');
    expect(campaignStatus({ status: 'failed', sent: 3, recipients: 9 }).label).toBe('Failed');
  });

  it('says waits in words', () => {
    expect(formatDelay(0)).toBe('Right away');
    expect(formatDelay(1)).toBe('After 1 hour');
    expect(formatDelay(48)).toBe('After 2 days');
    expect(formatWait(240)).toBe('4 hours');
    expect(formatWait(45)).toBe('45 minutes');
    expect(formatWait(1440)).toBe('1 day');
  });

  it('shows clicked links without the campaign’s utm parameters', () => {
    expect(displayUrl('https://example.com/blog?utm_source=newsletter&utm_medium=email&utm_campaign=march')).toBe(
      'https://example.com/blog',
    );
    expect(displayUrl('https://example.com/p?id=4&utm_source=x')).toBe('https://example.com/p?id=4');
    expect(displayUrl('not a url')).toBe('not a url');
  });
});
