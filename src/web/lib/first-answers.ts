import { firstAnswersId } from '@/shared/screen-shells';

/**
 * The answers to a signed-in screen's first reads that the server wrote into the page (ADR 048,
 * tenth pass), by address, read from it on the first request. Each is taken once, by the app's first
 * GET of that address, and those left once the first screen shows are dropped (`forgetFirstAnswers`):
 * a later read asks the server.
 */
let written: Map<string, unknown> | undefined;

function answersInPage(): Map<string, unknown> {
  const text = typeof document === 'undefined' ? null : document.getElementById(firstAnswersId)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/** The page's answer to a GET of `url`, taken (the next GET of it asks the server); none if it has none. */
export function takeFirstAnswer(url: string): { body: unknown } | undefined {
  written ??= answersInPage();
  if (!written.has(url)) return undefined;
  const body = written.get(url);
  written.delete(url);
  return { body };
}

/** Drops the answers no first read took: from now on every read asks the server. */
export function forgetFirstAnswers() {
  written = new Map();
}
