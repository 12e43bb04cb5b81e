// Small text helpers for the offline writer. Everything here is a pure function of its input, so the
// same request always gives the same draft.
import type { ProjectContext } from '../../../../ai';
import { clip } from '../platform-rules';

const smallWords = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);

/** "baking at home" → "Baking at Home"; words already capitalised (SEO, iPhone) keep their letters. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && smallWords.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** The first letter raised, for the start of a sentence. */
export function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A topic inside a sentence: "Baking at home" → "baking at home", but "SEO tips" stays. */
export function inSentence(text: string): string {
  const second = text.charAt(1);
  return second && second === second.toLowerCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * A topic phrased as a question ("how to keep a starter alive") turned into something a sentence can
 * be about ("knowing how to keep a starter alive"); other topics stay as they are.
 */
export function asSubject(topic: string): string {
  return /^(how|what|why|when|where|which)\b/i.test(topic) ? `knowing ${topic}` : topic;
}

/** The topic short enough for a title or a hook. */
export function shortTopic(topic: string, max = 90): string {
  return clip(topic.replace(/\s+/g, ' '), max);
}

/** FNV-1a: a stable number from text, to choose between wordings without randomness. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function pick<T>(options: readonly T[], seed: number): T {
  return options[seed % options.length] as T;
}

/** Who the copy speaks to: the project's audience, else the spec's 'business owners'. */
export function audienceOf(project: ProjectContext | null): string {
  return project?.audience?.trim() || 'business owners';
}

/**
 * What a draft is built around: the project's keywords (at most `count`), topped up with angles on
 * the topic itself when the project has fewer.
 */
export function focusPoints(topic: string, project: ProjectContext | null, count: number): string[] {
  const subject = inSentence(shortTopic(topic, 60));
  const fallbacks = [`${subject} basics`, `common ${subject} mistakes`, `measuring ${subject} results`, `${subject} tools`];
  const keywords = (project?.keywords ?? []).map((keyword) => shortTopic(keyword, 60)).filter(Boolean);
  const unique = [...new Map([...keywords, ...fallbacks].map((point) => [point.toLowerCase(), point])).values()];
  return unique.slice(0, count);
}
