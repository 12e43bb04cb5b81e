import { describe, expect, test } from 'vitest';
import { mailboxStatus, sendingRule } from './identity-format';

const rule = (days: number[], window = { startHour: 9, endHour: 17 }) =>
  sendingRule({ dailyCap: 30, timeZone: 'Europe/London', window: { ...window, days } });

describe('a sending identity’s rule in words', () => {
  test('runs of days read as ranges, Monday first, so a weekend run is one', () => {
    expect(rule([1, 2, 3, 4, 5])).toBe('30 a day, Mon–Fri 9:00–17:00 Europe/London');
    expect(rule([0, 1, 2, 3, 4, 5, 6])).toBe('30 a day, Every day 9:00–17:00 Europe/London');
    expect(rule([5, 6, 0, 1])).toBe('30 a day, Fri–Mon 9:00–17:00 Europe/London');
  });

  test('two days or scattered ones are listed', () => {
    expect(rule([0, 6])).toBe('30 a day, Sat, Sun 9:00–17:00 Europe/London');
    expect(rule([1, 3, 5], { startHour: 8, endHour: 24 })).toBe('30 a day, Mon, Wed, Fri 8:00–24:00 Europe/London');
  });
});

describe('where the reply reader stands, in words', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const imap = { host: 'imap.example', port: 993, tls: true, username: 'sam', checkedAt: null, error: null };

  test('an identity without IMAP is marked by hand; one not read yet says when it will be', () => {
    expect(mailboxStatus(null, now)).toBe('No IMAP: mark replies by hand');
    expect(mailboxStatus(imap, now)).toBe('IMAP imap.example · replies not read yet: every 5 minutes');
  });

  test('a read says when; a failed read says why, and when it was tried', () => {
    const checkedAt = '2026-11-29T11:58:00Z';
    expect(mailboxStatus({ ...imap, checkedAt }, now)).toBe('IMAP imap.example · replies read 2 minutes ago');
    expect(mailboxStatus({ ...imap, checkedAt, error: 'The IMAP server refused the login.' }, now)).toBe(
      'IMAP imap.example: The IMAP server refused the login. (2 minutes ago)',
    );
    expect(mailboxStatus({ ...imap, error: 'Unreachable.' }, now)).toBe('IMAP imap.example: Unreachable.');
  });
});
