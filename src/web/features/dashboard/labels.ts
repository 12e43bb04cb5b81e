import type { CardSize } from '@/shared/dashboard/custom-dashboard';

/** The custom dashboard's texts on the screen (ADR 039). */
export const customDashboardLabels = {
  customize: 'Customize',
  locked: 'Custom dashboards are part of the Enterprise plan: upgrade to choose your own cards.',
  title: 'Customize your dashboard',
  description: 'Choose the figures you want, their order and their width. Only you see this dashboard unless you share it.',
  cardsHeading: 'Your cards',
  noCards: 'No cards yet: add one below.',
  addCard: 'Add a card',
  chooseMetric: 'Choose a metric',
  add: 'Add',
  size: 'Width',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  dragHint: 'Drag a card, or use the arrows, to change the order.',
  save: 'Save dashboard',
  saved: 'Dashboard saved',
  saveFailed: 'Could not save the dashboard. Please try again.',
  reset: 'Use the default dashboard',
  resetDone: 'Back to the default dashboard',
  shareHeading: 'Share read-only',
  shareDescription: 'Anyone with the link sees these cards and their figures, and nothing else, until you revoke it.',
  shareSaveFirst: 'Save your cards to share them.',
  createLink: 'Create a link',
  copyLink: 'Copy link',
  revokeLink: 'Revoke link',
  revoked: 'The link no longer works',
  shareFailed: 'Could not change the link. Please try again.',
  period: (from: string, to: string) => `${from} to ${to}, compared with the 30 days before`,
  noData: 'No data yet: its source is not set up.',
  sharedTitle: 'Shared dashboard',
  sharedGone: 'This dashboard link no longer works.',
  sharedFailed: 'Could not load the dashboard. Please try again in a minute.',
  sharedBy: 'Shared from Uplift, read-only.',
} as const;

export const cardSizeLabels: Record<CardSize, string> = {
  small: 'Small (1 column)',
  medium: 'Medium (2 columns)',
  large: 'Large (3 columns)',
};

export const metricAreaLabels: Record<string, string> = {
  analytics: 'Analytics',
  seo: 'SEO',
  email: 'E-mail',
  social: 'Social',
  monetization: 'Monetization',
};
