import type { SitePage } from './fetch-pages';

/** Hosts of the networks a later influencer view looks people up on. */
const socialHosts = /^(?:www\.|mobile\.|[a-z]{2}\.)?(?:twitter\.com|x\.com|linkedin\.com|youtube\.com|bsky\.app)$/i;
/** Paths on those hosts that share the page rather than name a profile. */
const sharePaths = /^\/(?:intent|share|sharer|sharing|shareArticle|home|search|watch|embed)\b/i;
/** A Mastodon (or other fediverse) profile: https://instance/@name. */
const fediverseProfile = /^\/@[\w.-]+\/?$/;

/** og:site_name where a page gives one, else the home page's title, else the first page's. */
export function siteNameOf(pages: SitePage[]): string {
  for (const { $ } of pages) {
    const name = $('meta[property="og:site_name"]').attr('content')?.trim();
    if (name) return name;
  }
  const home = pages.find((page) => new URL(page.url).pathname === '/') ?? pages[0];
  return home?.$('title').first().text().replace(/\s+/g, ' ').trim() ?? '';
}

/** Profile links on any page read, without query or trailing slash, once each. */
export function socialProfilesOf(pages: SitePage[]): string[] {
  const profiles = new Set<string>();
  for (const { $, url } of pages) {
    $('a[href]').each((_, element) => {
      const profile = profileUrl($(element).attr('href') ?? '', url, $(element).attr('rel') ?? '');
      if (profile) profiles.add(profile);
    });
  }
  return [...profiles];
}

function profileUrl(href: string, base: string, rel: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const known = socialHosts.test(url.hostname) && url.pathname.length > 1 && !sharePaths.test(url.pathname);
  // A fediverse instance can be any host; rel="me" or the /@name shape says it is a profile.
  const fediverse = fediverseProfile.test(url.pathname) && (/\bme\b/.test(rel) || /mastodon|social/i.test(url.hostname));
  if (!known && !fediverse) return null;
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
}
