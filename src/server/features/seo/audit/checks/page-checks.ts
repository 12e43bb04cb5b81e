import type { Finding, ReadPage, SiteView } from '../site-view';
import { someOf } from '../site-view';
import { limits } from './page-limits';

/** Checks each read page answers alone: its head, headings, text, links and images. */
export function pageChecks(site: SiteView): Finding[] {
  return site.pages.flatMap((page) =>
    [...headChecks(page), ...bodyChecks(page, site), ...addressChecks(page)].map((finding) => ({ ...finding, page: page.url })),
  );
}

type PageFinding = Omit<Finding, 'page'>;

function headChecks({ facts }: ReadPage): PageFinding[] {
  const found: PageFinding[] = [];
  const { title, description } = facts;
  if (!title) found.push({ check: 'title_missing', detail: 'The page has no <title>.' });
  else if (title.length > limits.titleMax) found.push({ check: 'title_too_long', detail: `${title.length} characters: “${title}”` });
  else if (title.length < limits.titleMin) found.push({ check: 'title_too_short', detail: `${title.length} characters: “${title}”` });
  if (!description) found.push({ check: 'description_missing', detail: 'The page has no meta description.' });
  else if (description.length > limits.descriptionMax)
    found.push({ check: 'description_too_long', detail: `${description.length} characters` });
  else if (description.length < limits.descriptionMin)
    found.push({ check: 'description_too_short', detail: `${description.length} characters` });
  if (facts.canonicals.length === 0 && !facts.noindex) found.push({ check: 'canonical_missing', detail: 'No <link rel="canonical">.' });
  if (facts.canonicals.length > 1)
    found.push({ check: 'canonical_multiple', detail: `${facts.canonicals.length} canonicals: ${someOf(facts.canonicals)}` });
  if (!facts.viewport) found.push({ check: 'viewport_missing', detail: 'No <meta name="viewport">.' });
  if (!facts.lang) found.push({ check: 'lang_missing', detail: 'The <html> element has no lang attribute.' });
  if (!facts.charset)
    found.push({ check: 'charset_missing', detail: 'Neither a <meta charset> nor a charset in the Content-Type header.' });
  if (facts.metaRefresh) found.push({ check: 'meta_refresh', detail: 'The page redirects with <meta http-equiv="refresh">.' });
  const missingGraph = (['title', 'description', 'image'] as const).filter((tag) => !facts.openGraph[tag]).map((tag) => `og:${tag}`);
  if (missingGraph.length > 0 && !facts.noindex) found.push({ check: 'open_graph_missing', detail: `Missing ${someOf(missingGraph)}.` });
  const data = facts.structuredData;
  if (data.invalid > 0)
    found.push({
      check: 'structured_data_invalid',
      detail: `${data.invalid} JSON-LD block${data.invalid === 1 ? '' : 's'} that do not parse.`,
    });
  else if (data.valid === 0 && !data.inline && !facts.noindex)
    found.push({ check: 'structured_data_missing', detail: 'No JSON-LD, microdata or RDFa.' });
  return found;
}

function bodyChecks({ url, facts, elapsedMs, bytes }: ReadPage, site: SiteView): PageFinding[] {
  const found: PageFinding[] = [];
  if (facts.h1.length === 0) found.push({ check: 'h1_missing', detail: 'The page has no <h1>.' });
  if (facts.h1.length > 1)
    found.push({ check: 'h1_multiple', detail: `${facts.h1.length} H1 headings: ${someOf(facts.h1.map((text) => `“${text}”`))}` });
  const skip = facts.headingLevels.findIndex((level, index) => index > 0 && level > facts.headingLevels[index - 1]! + 1);
  if (skip > 0)
    found.push({ check: 'heading_order', detail: `An h${facts.headingLevels[skip]} follows an h${facts.headingLevels[skip - 1]}.` });
  if (!facts.noindex && facts.wordCount < limits.thinWords) found.push({ check: 'thin_content', detail: `${facts.wordCount} words` });
  if (elapsedMs > limits.slowMs) found.push({ check: 'slow_response', detail: `Answered in ${(elapsedMs / 1000).toFixed(1)} s` });
  if (bytes > limits.largeBytes) found.push({ check: 'large_page', detail: `${(bytes / (1024 * 1024)).toFixed(1)} MB of HTML` });
  if (facts.insecureResources.length > 0)
    found.push({ check: 'mixed_content', detail: `Loads ${someOf(facts.insecureResources)} over http://` });
  const noAlt = [...new Set(facts.images.filter((image) => !image.hasAlt).map((image) => site.label(image.src)))];
  if (noAlt.length > 0) found.push({ check: 'image_alt_missing', detail: someOf(noAlt) });

  const internal = facts.links.filter((link) => site.isInternal(link.target));
  const nofollow = [...new Set(internal.filter((link) => link.nofollow).map((link) => site.label(link.target)))];
  if (nofollow.length > 0) found.push({ check: 'internal_nofollow', detail: `Links to ${someOf(nofollow)}` });
  const textless = facts.links.filter((link) => !link.hasText).map((link) => site.label(link.target));
  if (textless.length > 0) found.push({ check: 'link_text_missing', detail: `Links to ${someOf([...new Set(textless)])}` });
  if (url.startsWith('https:')) {
    const { hostname } = new URL(url);
    const insecure = facts.links.filter((link) => link.target.startsWith('http:') && new URL(link.target).hostname === hostname);
    if (insecure.length > 0)
      found.push({ check: 'insecure_internal_link', detail: `Links to ${someOf([...new Set(insecure.map((link) => link.target))])}` });
  }
  return found;
}

function addressChecks({ url }: ReadPage): PageFinding[] {
  const found: PageFinding[] = [];
  const { pathname } = new URL(url);
  if (url.length > limits.urlLength) found.push({ check: 'long_url', detail: `${url.length} characters` });
  if (/[A-Z_]/.test(pathname.replace(/%[0-9A-F]{2}/g, ''))) found.push({ check: 'url_format', detail: pathname });
  return found;
}
