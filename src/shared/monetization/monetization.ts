// The Monetization Hub's screen (issue 35): its tabs, the four revenue streams and the header's words.
import { formMessages } from '../messages';

export const monetizationTabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'affiliate', label: 'Affiliate' },
  { id: 'products', label: 'Products' },
  { id: 'services', label: 'Services' },
] as const;
export type MonetizationTabId = (typeof monetizationTabs)[number]['id'];

/** The four streams every amount belongs to; the summary cards are theirs, in this order. */
export const revenueStreams = ['affiliate', 'products', 'services', 'courses'] as const;
export type RevenueStream = (typeof revenueStreams)[number];

export const revenueStreamLabels: Record<RevenueStream, string> = {
  affiliate: 'Affiliate Commissions',
  products: 'Digital Products',
  services: 'Consulting Services',
  courses: 'Course Sales',
};

/** The cards' colours (blue, green, purple, orange), as the chart's series too. */
export const revenueStreamColors: Record<RevenueStream, string> = {
  affiliate: '#2563eb',
  products: '#16a34a',
  services: '#9333ea',
  courses: '#ea580c',
};

export const monetizationLabels = {
  title: 'Monetization Hub',
  description: 'Affiliate programs, digital products, services and revenue.',
  revenueReport: 'Revenue Report',
  addRevenueStream: 'Add Revenue Stream',
  recordRevenue: 'Record Revenue',
  importRevenue: 'Import CSV',
  revenueTrend: 'Revenue Trend',
  topEarningContent: 'Top-Earning Content',
  notMeasured: '—',
} as const;

export const monetizationMessages = {
  loadFailed: 'Failed to load monetization data',
  fillRequired: formMessages.fillRequired,
  addProgramFailed: 'Failed to add affiliate program',
  addProductFailed: 'Failed to add digital product',
  suggestionsFailed: 'Failed to get conversion suggestions',
  programAdded: 'Affiliate program added',
  programUpdated: 'Affiliate program updated',
  programDeleted: 'Affiliate program deleted',
  productAdded: 'Digital product added',
  productUpdated: 'Digital product updated',
  productDeleted: 'Digital product deleted',
  serviceAdded: 'Service added',
  serviceUpdated: 'Service updated',
  serviceDeleted: 'Service deleted',
  revenueRecorded: 'Revenue recorded',
  revenueDeleted: 'Revenue entry deleted',
  postbackRegenerated: 'A new postback URL was made; the old one no longer works',
} as const;
