import type { RankedKeyword } from './keywords';

/**
 * Content topics: the site's own headings (cleaned and de-duplicated), then keyword clusters, where
 * phrases that share their last word ("bread baking", "cake baking") form one topic.
 */
export function contentTopics(headings: readonly string[], keywords: readonly RankedKeyword[], limit = 8): string[] {
  const topics: string[] = [];
  const seen = new Set<string>();
  const add = (topic: string) => {
    const key = topic.toLowerCase();
    if (topic.length < 4 || topic.length > 80 || seen.has(key)) return;
    seen.add(key);
    topics.push(topic);
  };
  for (const heading of headings) add(heading.replace(/\s+/g, ' ').trim());

  const clusters = new Map<string, string[]>();
  for (const { phrase } of keywords) {
    const head = phrase.split(' ').at(-1)!;
    clusters.set(head, [...(clusters.get(head) ?? []), phrase]);
  }
  for (const [head, phrases] of clusters) {
    if (phrases.length > 1) add(`${capitalise(head)}: ${phrases.slice(0, 3).join(', ')}`);
  }
  for (const { phrase } of keywords) add(capitalise(phrase));
  return topics.slice(0, limit);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
