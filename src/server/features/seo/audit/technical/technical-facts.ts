import type { CheerioAPI } from 'cheerio';

type ItemElement = ReturnType<CheerioAPI>[number];

/** What the deeper checks read from a page beside its other facts. */
export interface TechnicalFacts {
  /** JSON-LD blocks as parsed, and microdata items in the same shape ({ '@type', properties… }). */
  structuredData: unknown[];
  /** http:// addresses an https page loads from srcset, CSS url(), icons, preloads, objects and embeds. */
  hiddenInsecure: string[];
  /** http:// addresses an https page's forms send to. */
  insecureForms: string[];
  /** <script> elements: a page with scripts and little text may be built in the browser. */
  scripts: number;
}

const cssUrl = /url\(\s*['"]?(http:[^'")\s]+)/gi;
const hiddenSources = [
  ['link[rel~="icon" i][href], link[rel~="apple-touch-icon" i][href], link[rel~="preload" i][href], link[rel~="manifest" i][href]', 'href'],
  ['object[data]', 'data'],
  ['embed[src], input[type="image" i][src]', 'src'],
  ['video[poster]', 'poster'],
] as const;

/** Reads the technical facts; call it before scripts and styles are stripped from `$`. */
export function readTechnicalFacts(
  $: CheerioAPI,
  pageUrl: string,
  jsonLd: unknown[],
  absolute: (value?: string) => string | null,
): TechnicalFacts {
  const https = pageUrl.startsWith('https:');
  const insecure = (addresses: (string | null)[]) =>
    addresses.filter((address): address is string => address?.startsWith('http:') === true);
  const hidden: (string | null)[] = [];
  if (https) {
    $('img[srcset], source[srcset]').each((_, element) => {
      for (const candidate of ($(element).attr('srcset') ?? '').split(',')) hidden.push(absolute(candidate.trim().split(/\s+/)[0]));
    });
    const styles = [
      ...$('style')
        .map((_, element) => $(element).text())
        .get(),
      ...$('[style]')
        .map((_, element) => $(element).attr('style'))
        .get(),
    ];
    for (const style of styles) for (const match of style.matchAll(cssUrl)) hidden.push(match[1] ?? null);
    for (const [selector, attribute] of hiddenSources)
      $(selector).each((_, element) => void hidden.push(absolute($(element).attr(attribute))));
  }
  const forms = https
    ? $('form[action]')
        .map((_, element) => absolute($(element).attr('action')))
        .get()
    : [];
  return {
    structuredData: [...jsonLd, ...readMicrodata($)],
    hiddenInsecure: [...new Set(insecure(hidden))],
    insecureForms: [...new Set(insecure(forms))],
    scripts: $('script').not('[type="application/ld+json" i]').length,
  };
}

/** Microdata items of schema.org types, as JSON-LD-shaped objects the same validator reads. */
function readMicrodata($: CheerioAPI): unknown[] {
  const item = (scope: ItemElement): Record<string, unknown> => {
    const type = ($(scope).attr('itemtype') ?? '').trim().split(/\s+/)[0] ?? '';
    const node: Record<string, unknown> = /^https?:\/\/schema\.org\//i.test(type)
      ? { '@context': 'https://schema.org', '@type': type.replace(/^https?:\/\/schema\.org\//i, '') }
      : {};
    $(scope)
      .find('[itemprop]')
      .filter((_, element) => $(element).parent().closest('[itemscope]')[0] === scope)
      .each((_, element) => {
        const property = $(element);
        const value = property.is('[itemscope]')
          ? item(element)
          : (property.attr('content') ??
            property.attr('datetime') ??
            property.attr('href') ??
            property.attr('src') ??
            property.text().trim());
        for (const name of (property.attr('itemprop') ?? '').trim().split(/\s+/))
          node[name] = name in node ? [node[name], value].flat() : value;
      });
    return node;
  };
  return $('[itemscope]')
    .not('[itemprop]')
    .map((_, element) => item(element))
    .get();
}
