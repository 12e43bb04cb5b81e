import type { Hreflang } from '../page-facts';

const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** The shape the base check accepts; codes not of it are its finding (hreflang_invalid), not these. */
const codeShape = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

/** What a page's hreflang set lacks or gets wrong beyond the codes' shape and the return links. */
export interface HreflangSetProblems {
  /** Codes of the right shape that name no language or region, each with the code to use when there is one. */
  unknownCodes: string[];
  noSelf: boolean;
  noXDefault: boolean;
}

/** Judges the hreflang set of the page at `pageUrl`; null when the page declares none. */
export function hreflangSetProblems(pageUrl: string, hreflangs: readonly Hreflang[]): HreflangSetProblems | null {
  if (hreflangs.length === 0) return null;
  const unknownCodes = [
    ...new Set(hreflangs.map((alternate) => alternate.lang).filter((code) => code.toLowerCase() !== 'x-default' && codeShape.test(code))),
  ].flatMap((code) => {
    const problem = codeProblem(code);
    return problem ? [problem] : [];
  });
  return {
    unknownCodes,
    noSelf: !hreflangs.some((alternate) => alternate.href === pageUrl),
    noXDefault: !hreflangs.some((alternate) => alternate.lang.toLowerCase() === 'x-default'),
  };
}

/** “jp” (no such language), “en-UK” (use en-GB): what is wrong with one well-shaped code, or null. */
export function codeProblem(code: string): string | null {
  const [language = '', ...rest] = code.split('-');
  const region = rest.find((part) => part.length === 2 || /^\d{3}$/.test(part));
  if (language.length !== 2 || !languages.of(language)) return `“${code}”: no ISO 639-1 language “${language}”`;
  if (region && !regions.of(region.toUpperCase())) return `“${code}”: no region “${region}”`;
  const [canonical = code] = Intl.getCanonicalLocales(code);
  // ICU reads old or wrong codes as their replacements (UK as GB, iw as he); search engines do not.
  return canonical.toLowerCase() === code.toLowerCase() ? null : `“${code}”: use “${canonical}”`;
}
