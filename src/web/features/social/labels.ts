// Texts of the social screen that only the browser says (the spec's and the server's are socialMessages in src/shared/social/social.ts).

export const socialLabels = {
  syncStarted: 'Sync started',
  noEngagement: 'No mentions or replies yet',
  noEngagementHint:
    'Mentions of and replies to your connected accounts appear here after a sync: every 15 minutes, or when you press Sync now on an account.',
  engagementFailed: 'Mentions and replies could not be loaded',
  analyticsFailed: 'The figures could not be loaded',
  bestTimesFailed: 'Best Times could not be loaded',
  hashtags: {
    title: 'Hashtags',
    suggest: 'Suggest hashtags',
    suggesting: 'Suggesting…',
    upgrade: 'Upgrade to use',
    hint: 'Suggests tags for this text and the chosen networks: from the AI and from your own posts, with their figures.',
    none: 'No hashtags to suggest for this text yet: write a little more about the subject.',
    listLabel: 'Suggested hashtags',
    offline: 'The AI’s tags come from the built-in offline writer: no AI provider is configured.',
    inPost: 'In post',
    addShort: 'Add',
    add: (tag: string) => `Add ${tag}`,
  },
} as const;
