// AI Outreach's screen (issue 34): its tabs and the header's words.

export const outreachTabs = [
  { id: 'prospects', label: 'Prospect Finder' },
  { id: 'campaigns', label: 'Outreach Campaigns' },
  { id: 'links', label: 'Link Building' },
  { id: 'influencers', label: 'Influencer Network' },
] as const;
export type OutreachTabId = (typeof outreachTabs)[number]['id'];

export const outreachLabels = {
  title: 'AI Outreach',
  description: 'Find prospects, run outreach campaigns and build links and partnerships.',
  aiAssistant: 'AI Assistant',
  newCampaign: 'New Campaign',
  findProspects: 'Find Prospects',
  addProspect: 'Add Prospect',
  prospectFinder: 'AI Prospect Finder',
  notMeasured: '—',
} as const;

/** What the assistant is asked when the header's AI Assistant opens it from here. */
export const outreachAssistantDraft =
  'Looking at my outreach prospects and link opportunities, which sites should I contact first, and what should my first message say?';

/** Link Building in Outreach: SEO's opportunities under the Outreach names of their statuses. */
export const outreachLinkStatusLabels = { Pending: 'Opportunity', Contacted: 'Contacted', Acquired: 'Acquired' } as const;
