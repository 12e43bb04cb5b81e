import type { Channel } from '@/shared/analytics/analytics';

// Our own lists (ADR 019): the npm packages that carried Snowplow's referrer list are years out of
// date. A host matches an entry when it is the entry or ends with '.' + entry; an entry ending in '.'
// matches any top-level domain (google.de, google.co.uk).
const searchEngines = [
  'google.',
  'bing.com',
  'duckduckgo.com',
  'yahoo.',
  'baidu.com',
  'yandex.',
  'ya.ru',
  'ecosia.org',
  'search.brave.com',
  'startpage.com',
  'qwant.com',
  'naver.com',
  'seznam.cz',
  'ask.com',
  'aol.com',
  'sogou.com',
  'so.com',
  'kagi.com',
  'search.yahoo.co.jp',
  'perplexity.ai',
  'you.com',
  'mojeek.com',
];
const socialNetworks = [
  'facebook.com',
  'fb.com',
  'fb.me',
  'm.facebook.com',
  'l.facebook.com',
  'instagram.com',
  'l.instagram.com',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'reddit.com',
  'old.reddit.com',
  'pinterest.',
  'pin.it',
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'threads.net',
  'threads.com',
  'bsky.app',
  'mastodon.social',
  'mastodon.online',
  'tumblr.com',
  'quora.com',
  'vk.com',
  'weibo.com',
  'telegram.org',
  't.me',
  'whatsapp.com',
  'wa.me',
  'snapchat.com',
  'discord.com',
  'news.ycombinator.com',
  'medium.com',
];
const mailServices = [
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.aol.com',
  'mail.proton.me',
  'mail.protonmail.com',
  'app.fastmail.com',
  'mail.zoho.com',
  'webmail',
  'e.mail.ru',
];

const paidMedia = /^(cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?(search|social|media)|display|banner|retargeting|sem)$/;
const emailMedia = /^(e[-_ ]?mail|newsletter)$/;
const socialMedia = /^(social|social[-_ ]?(network|media)|sm|social[-_ ]?post)$/;
const searchMedia = /^(organic|seo)$/;

function hostMatches(host: string, entries: readonly string[]): boolean {
  return entries.some((entry) =>
    entry.endsWith('.')
      ? host.startsWith(entry) || host.includes(`.${entry}`)
      : host === entry || host.endsWith(`.${entry}`) || (entry === 'webmail' && host.startsWith('webmail.')),
  );
}

export interface ChannelClues {
  /** The referrer's host, lower case, without 'www.'; null when there is none or it is the site itself. */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
}

/** Direct, Organic Search, Paid, Social, Email or Referral: the UTM medium first, then the referrer's host, then the UTM source. */
export function classifyChannel({ referrerHost, utmSource, utmMedium }: ChannelClues): Channel {
  const medium = utmMedium?.trim().toLowerCase() ?? '';
  if (paidMedia.test(medium)) return 'Paid';
  if (emailMedia.test(medium)) return 'Email';
  if (socialMedia.test(medium)) return 'Social';
  if (searchMedia.test(medium)) return 'Organic Search';
  if (referrerHost) return channelOfHost(referrerHost);
  const source = utmSource?.trim().toLowerCase();
  if (!source) return 'Direct';
  if (/^(e[-_ ]?mail|newsletter)$/.test(source)) return 'Email';
  const asHost = source.includes('.') ? source : `${source}.com`;
  return channelOfHost(asHost);
}

function channelOfHost(host: string): Channel {
  if (hostMatches(host, mailServices)) return 'Email';
  if (hostMatches(host, searchEngines)) return 'Organic Search';
  if (hostMatches(host, socialNetworks)) return 'Social';
  return 'Referral';
}
