// Texts of the social screen that only the browser says (the spec's and the server's are socialMessages in src/shared/social/social.ts).

export const socialLabels = {
  syncStarted: 'Sync started',
  noEngagement: 'No mentions or replies yet',
  noEngagementHint:
    'Mentions of and replies to your connected accounts appear here after a sync: every 15 minutes, or when you press Sync now on an account.',
  engagementFailed: 'Mentions and replies could not be loaded',
  analyticsFailed: 'The figures could not be loaded',
  bestTimesFailed: 'Best Times could not be loaded',
} as const;
