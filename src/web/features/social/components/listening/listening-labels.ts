// Texts of the Listening tab that only the browser says (the server's are listeningMessages in src/shared/social/listening.ts).
import type { Sentiment } from '@/shared/social/listening';

export const listeningLabels = {
  lockedDetail:
    'Monitor your brand and keywords on Mastodon, Bluesky and Reddit, see how people feel about them, hear of spikes and reply from your accounts.',
  monitors: 'Monitors',
  monitorsHint: 'Each monitor searches its sources every 15 minutes.',
  addMonitor: 'Add monitor',
  noMonitors: 'No monitors yet',
  noMonitorsHint: 'Add a monitor with your brand name or keywords to see who mentions them.',
  newMonitor: 'New monitor',
  editMonitor: 'Edit monitor',
  created: 'Monitor added: its first check has started',
  saved: 'Monitor saved',
  saveFailed: 'The monitor could not be saved',
  deleted: 'Monitor deleted',
  deleteFailed: 'The monitor could not be deleted',
  deleteText: (name: string) => `Delete “${name}” and the mentions it found? This cannot be undone.`,
  checkStarted: 'Check started',
  checkFailed: 'The check could not be started',
  neverChecked: 'Not checked yet',
  lastChecked: (when: string, found: number | null) => `Last checked ${when}${found === null ? '' : `: ${found} new`}`,
  monitorsFailed: 'The monitors could not be loaded',
  mentionsFailed: 'The mentions could not be loaded',
  noMentions: 'No mentions found yet',
  noMentionsHint: 'Mentions appear here as the monitors find them.',
  allMonitors: 'All monitors',
  allSources: 'All sources',
  allSentiments: 'All sentiments',
  termsHint: 'Separate terms with commas; put a phrase in quotes to find it as it is.',
  excludedHint: 'Posts containing any of these are left out.',
  instanceHint: 'The instance to search, such as mastodon.social: many answer searches only for single words, read as hashtags.',
  replyTitle: 'Reply',
  replySent: 'Reply sent',
  replyFailed: 'The reply could not be sent',
  openOnReddit: 'Open on Reddit',
} as const;

export const sentimentLabels: Record<Sentiment, string> = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' };
export const sentimentTones = { positive: 'green', neutral: 'gray', negative: 'red' } as const satisfies Record<Sentiment, string>;
