import type { ListeningMonitorInput, ListeningMonitorView, ListeningSource } from '@/shared/social/listening';

/** The monitor dialog's fields as typed: terms as one line each, separated by commas. */
export interface MonitorFormValues {
  name: string;
  terms: string;
  excludedTerms: string;
  sources: ListeningSource[];
  mastodonInstance: string;
}

/** Terms separated by commas; a comma inside a quoted phrase ("salt, pepper") stays in it. */
export function splitTerms(text: string): string[] {
  return (text.match(/"[^"]*"?|[^,]+/g) ?? []).map((term) => term.trim()).filter((term) => term && term !== ',');
}

export const joinTerms = (terms: readonly string[]) => terms.join(', ');

export function monitorFormValues(monitor?: ListeningMonitorView): MonitorFormValues {
  return {
    name: monitor?.name ?? '',
    terms: joinTerms(monitor?.terms ?? []),
    excludedTerms: joinTerms(monitor?.excludedTerms ?? []),
    sources: monitor?.sources ?? ['mastodon', 'bluesky', 'reddit'],
    mastodonInstance: monitor?.mastodonInstance ?? 'mastodon.social',
  };
}

export function monitorInput(values: MonitorFormValues): ListeningMonitorInput {
  const mastodon = values.sources.includes('mastodon');
  return {
    name: values.name,
    terms: splitTerms(values.terms),
    excludedTerms: splitTerms(values.excludedTerms),
    sources: values.sources,
    ...(mastodon ? { mastodonInstance: values.mastodonInstance } : {}),
  };
}
