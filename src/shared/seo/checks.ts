// The site audit's checks (issue 18), in the class of SEOnaut's and Screaming Frog's: what each finds,
// how much it matters and how to fix it. The server runs them; the screen names and explains them.
import type { AuditCheck } from './check-shape';
import { technicalChecks } from './technical-checks';

export { type AuditCheck, type IssuePriority, issuePriorities } from './check-shape';

/** The checks every plan's audit runs. */
export const baseAuditChecks = {
  // Titles and descriptions
  title_missing: { issue: 'Title missing', priority: 'High', fix: 'Add a <title> of 30 to 60 characters that names the page’s subject.' },
  title_too_long: {
    issue: 'Title too long',
    priority: 'Medium',
    fix: 'Shorten the title to at most 60 characters; search results cut longer ones.',
  },
  title_too_short: {
    issue: 'Title too short',
    priority: 'Low',
    fix: 'Write a title of at least 20 characters that says what the page offers.',
  },
  title_duplicate: {
    issue: 'Duplicate title',
    priority: 'Medium',
    fix: 'Give each page its own title, so search engines can tell the pages apart.',
  },
  description_missing: {
    issue: 'Meta description missing',
    priority: 'Medium',
    fix: 'Add a <meta name="description"> of 70 to 160 characters summing up the page.',
  },
  description_too_long: {
    issue: 'Meta description too long',
    priority: 'Low',
    fix: 'Shorten the meta description to at most 160 characters.',
  },
  description_too_short: {
    issue: 'Meta description too short',
    priority: 'Low',
    fix: 'Write a meta description of at least 70 characters.',
  },
  description_duplicate: { issue: 'Duplicate meta description', priority: 'Low', fix: 'Write a description of its own for each page.' },
  // Headings
  h1_missing: { issue: 'H1 heading missing', priority: 'High', fix: 'Give the page one <h1> that states its main topic.' },
  h1_multiple: { issue: 'More than one H1 heading', priority: 'Low', fix: 'Keep one <h1> per page and turn the others into <h2>.' },
  heading_order: {
    issue: 'Heading levels skipped',
    priority: 'Low',
    fix: 'Nest headings in order (h1, then h2, then h3) without skipping a level.',
  },
  // Content
  thin_content: {
    issue: 'Thin content',
    priority: 'Medium',
    fix: 'Expand the page to at least 200 words of useful text, or merge it into a fuller page.',
  },
  duplicate_content: {
    issue: 'Duplicate content',
    priority: 'Medium',
    fix: 'Rewrite one of the pages, or point its canonical at the other.',
  },
  near_duplicate_content: {
    issue: 'Near-duplicate content',
    priority: 'Low',
    fix: 'Give each page text of its own, merge the pages, or point the canonical of one at the other.',
  },
  lang_missing: {
    issue: 'Language not declared',
    priority: 'Low',
    fix: 'Add a lang attribute to the <html> element, e.g. <html lang="en">.',
  },
  viewport_missing: {
    issue: 'Viewport meta tag missing',
    priority: 'Medium',
    fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> for mobile visitors.',
  },
  charset_missing: {
    issue: 'Character set not declared',
    priority: 'Low',
    fix: 'Add <meta charset="utf-8"> or a charset to the Content-Type header.',
  },
  // Structured data and sharing
  structured_data_missing: {
    issue: 'Structured data missing',
    priority: 'Low',
    fix: 'Describe the page with schema.org JSON-LD (Organization, Article, Product…).',
  },
  structured_data_invalid: {
    issue: 'Structured data cannot be read',
    priority: 'Medium',
    fix: 'Fix the JSON-LD block: it is not valid JSON, so search engines ignore it.',
  },
  open_graph_missing: {
    issue: 'Open Graph tags missing',
    priority: 'Low',
    fix: 'Add og:title, og:description and og:image so shared links show a proper card.',
  },
  // Links
  broken_internal_link: {
    issue: 'Broken internal link',
    priority: 'High',
    fix: 'Point the link at a page that exists, or restore the missing page.',
  },
  broken_external_link: {
    issue: 'Broken external link',
    priority: 'Medium',
    fix: 'Update or remove the link: the other site answers with an error.',
  },
  internal_link_redirects: {
    issue: 'Internal link to a redirect',
    priority: 'Low',
    fix: 'Link straight to the final address instead of one that redirects.',
  },
  redirect_chain: {
    issue: 'Redirect chain',
    priority: 'Medium',
    fix: 'Redirect the first address straight to the final one in a single hop.',
  },
  redirect_loop: { issue: 'Redirect loop', priority: 'High', fix: 'Break the loop: the redirects never reach a page.' },
  internal_nofollow: {
    issue: 'Internal link marked nofollow',
    priority: 'Low',
    fix: 'Remove rel="nofollow" from links to your own pages.',
  },
  link_text_missing: {
    issue: 'Link without text',
    priority: 'Low',
    fix: 'Give the link visible text, an image with alt text or an aria-label.',
  },
  insecure_internal_link: {
    issue: 'Internal link to an http:// address',
    priority: 'Low',
    fix: 'Link to the https:// address of the page.',
  },
  orphan_page: { issue: 'Orphan page', priority: 'Medium', fix: 'Link to the page from at least one other page of the site.' },
  deep_page: { issue: 'Page more than 4 clicks deep', priority: 'Low', fix: 'Link to the page from a page closer to the home page.' },
  // Pages and responses
  page_not_found: {
    issue: 'Page not found (4xx)',
    priority: 'High',
    fix: 'Restore the page, or redirect its address to the page that replaced it.',
  },
  page_server_error: { issue: 'Server error (5xx)', priority: 'High', fix: 'Find out why the server fails on this page and fix it.' },
  slow_response: {
    issue: 'Slow response',
    priority: 'Medium',
    fix: 'Make the page answer within a second: caching, a faster host or lighter pages.',
  },
  large_page: { issue: 'Large HTML page', priority: 'Low', fix: 'Keep the HTML under 1 MB: move inline data and scripts out of the page.' },
  meta_refresh: { issue: 'Meta refresh redirect', priority: 'Medium', fix: 'Use a 301 redirect on the server instead of a meta refresh.' },
  long_url: { issue: 'URL too long', priority: 'Low', fix: 'Use a shorter address of at most 115 characters.' },
  url_format: { issue: 'URL with capitals or underscores', priority: 'Low', fix: 'Use lower-case addresses with hyphens between words.' },
  // Canonicals and indexing
  canonical_missing: {
    issue: 'Canonical missing',
    priority: 'Low',
    fix: 'Add <link rel="canonical"> pointing at the page’s preferred address.',
  },
  canonical_elsewhere: {
    issue: 'Canonical points to another page',
    priority: 'Medium',
    fix: 'Check that this page should not be indexed itself; otherwise make its canonical point to itself.',
  },
  canonical_redirects: {
    issue: 'Canonical points to a redirect',
    priority: 'High',
    fix: 'Point the canonical at the final address, not one that redirects.',
  },
  canonical_broken: { issue: 'Canonical points to a broken page', priority: 'High', fix: 'Point the canonical at a page that exists.' },
  canonical_multiple: { issue: 'More than one canonical', priority: 'Medium', fix: 'Keep one <link rel="canonical"> per page.' },
  noindex_in_sitemap: {
    issue: 'Noindex page in the sitemap',
    priority: 'High',
    fix: 'Remove the page from the sitemap, or let it be indexed.',
  },
  missing_from_sitemap: {
    issue: 'Page missing from the sitemap',
    priority: 'Low',
    fix: 'Add the page to the sitemap so search engines find it.',
  },
  sitemap_lists_redirect: {
    issue: 'Sitemap lists a redirect',
    priority: 'Low',
    fix: 'List the final address in the sitemap, not one that redirects.',
  },
  sitemap_lists_broken: {
    issue: 'Sitemap lists a broken page',
    priority: 'High',
    fix: 'Remove the address from the sitemap or restore the page.',
  },
  sitemap_missing: {
    issue: 'Sitemap missing',
    priority: 'Medium',
    fix: 'Publish /sitemap.xml (or name one in robots.txt) listing the pages to index.',
  },
  robots_missing: { issue: 'robots.txt missing', priority: 'Low', fix: 'Publish /robots.txt; it can be as short as a Sitemap: line.' },
  // Hreflang
  hreflang_invalid: {
    issue: 'Invalid hreflang code',
    priority: 'Medium',
    fix: 'Use a language code such as en or en-GB (ISO 639-1, optionally with an ISO 3166-1 region), or x-default.',
  },
  hreflang_no_return: {
    issue: 'Hreflang without a return link',
    priority: 'Medium',
    fix: 'Make each alternate page link back to this one with its own hreflang.',
  },
  hreflang_broken: {
    issue: 'Hreflang points to a broken page or a redirect',
    priority: 'Medium',
    fix: 'Point each hreflang at a page that answers 200 directly.',
  },
  // Security and images
  not_https: { issue: 'Page not served over HTTPS', priority: 'High', fix: 'Serve the site over https:// and redirect http:// to it.' },
  mixed_content: {
    issue: 'Mixed content',
    priority: 'High',
    fix: 'Load every image, script and stylesheet of an https:// page over https://.',
  },
  image_alt_missing: {
    issue: 'Image without alt text',
    priority: 'Medium',
    fix: 'Describe each meaningful image in its alt attribute (alt="" for decoration).',
  },
  image_too_large: { issue: 'Image too large', priority: 'Low', fix: 'Compress or resize the image to under 300 KB; WebP or AVIF help.' },
  broken_image: { issue: 'Broken image', priority: 'Medium', fix: 'Fix the image address or upload the missing file.' },
} as const satisfies Record<string, AuditCheck>;

/** Every check: the base ones, and the Technical SEO audit's deeper ones (Enterprise). */
export const auditChecks = { ...baseAuditChecks, ...technicalChecks } as const;

export type AuditCheckId = keyof typeof auditChecks;

export const auditCheckIds = Object.keys(auditChecks) as AuditCheckId[];
export const baseAuditCheckIds = Object.keys(baseAuditChecks) as (keyof typeof baseAuditChecks)[];

export function isAuditCheckId(value: string): value is AuditCheckId {
  return Object.hasOwn(auditChecks, value);
}
