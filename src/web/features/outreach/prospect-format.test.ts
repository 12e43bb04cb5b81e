import { describe, expect, test } from 'vitest';
import type { ProspectContact } from '@/shared/outreach/prospects';
import { prospectMessages } from '@/shared/outreach/prospects';
import { bestContact, contactState, formatTraffic } from './prospect-format';

const contact = (email: string, patch: Partial<ProspectContact> = {}): ProspectContact => ({
  email,
  name: null,
  role: false,
  confidence: 'high',
  via: 'mailto',
  foundOn: 'https://a.example/contact',
  ownDomain: true,
  guess: false,
  mailDomain: 'verified',
  ...patch,
});

describe('the Prospect Finder’s figures', () => {
  test('traffic is compact and monthly', () => {
    expect(formatTraffic(52_340)).toBe('52.3K/mo');
    expect(formatTraffic(900)).toBe('900/mo');
    expect(formatTraffic(1_250_000)).toBe('1.3M/mo');
  });

  test('the contact shown is a found person before a desk, and a guess last', () => {
    const guess = contact('jane@a.example', { guess: true, via: 'pattern', confidence: 'low', foundOn: null });
    const desk = contact('info@a.example', { role: true });
    const person = contact('sam@a.example', { confidence: 'medium', name: 'Sam' });
    expect(bestContact([guess, desk, person])?.email).toBe('sam@a.example');
    expect(bestContact([guess, desk])?.email).toBe('info@a.example');
    expect(bestContact([])).toBeNull();
  });

  test('without an address, the column says where the read stands', () => {
    const discovery = { pagesRead: 0, finishedAt: null, error: null };
    expect(contactState({ contacts: [], discovery: { ...discovery, status: 'running' } })).toBe(prospectMessages.discovering);
    expect(contactState({ contacts: [], discovery: { ...discovery, status: 'failed', error: 'Timed out' } })).toBe('Timed out');
    expect(contactState({ contacts: [], discovery: { ...discovery, status: 'done' } })).toBe(prospectMessages.noContacts);
    expect(contactState({ contacts: [contact('a@a.example')], discovery: { ...discovery, status: 'done' } })).toBeNull();
  });
});
