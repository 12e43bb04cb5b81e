import { expect, test } from 'vitest';
import { classifyChannel } from './channels';

const from = (referrerHost: string | null, utmMedium: string | null = null, utmSource: string | null = null) =>
  classifyChannel({ referrerHost, utmMedium, utmSource });

test('no referrer and no campaign is Direct', () => {
  expect(from(null)).toBe('Direct');
});

test('search engines, in any of their countries, are Organic Search', () => {
  for (const host of [
    'google.com',
    'google.co.uk',
    'news.google.de',
    'bing.com',
    'duckduckgo.com',
    'search.brave.com',
    'ecosia.org',
    'yandex.ru',
  ]) {
    expect(from(host), host).toBe('Organic Search');
  }
});

test('social networks are Social, web mail is Email, anything else is Referral', () => {
  for (const host of ['t.co', 'x.com', 'm.facebook.com', 'l.instagram.com', 'linkedin.com', 'old.reddit.com', 'pinterest.fr', 'bsky.app']) {
    expect(from(host), host).toBe('Social');
  }
  for (const host of ['mail.google.com', 'outlook.live.com', 'webmail.example.net']) expect(from(host), host).toBe('Email');
  for (const host of ['blog.example.org', 'notgoogle.com', 'x.company.com']) expect(from(host), host).toBe('Referral');
});

test('the UTM medium wins over the referrer', () => {
  expect(from('google.com', 'cpc')).toBe('Paid');
  expect(from('facebook.com', 'paid_social')).toBe('Paid');
  expect(from(null, 'email')).toBe('Email');
  expect(from(null, 'Newsletter')).toBe('Email');
  expect(from('blog.example.org', 'social')).toBe('Social');
  expect(from(null, 'organic')).toBe('Organic Search');
});

test('a UTM source alone is read like a referrer', () => {
  expect(from(null, null, 'facebook')).toBe('Social');
  expect(from(null, null, 'google')).toBe('Organic Search');
  expect(from(null, null, 'newsletter')).toBe('Email');
  expect(from(null, null, 'partner-site')).toBe('Referral');
});
