/** Query keys of the AI Outreach screen. */
export const outreachKeys = {
  all: ['outreach'] as const,
  overview: () => [...outreachKeys.all, 'overview'] as const,
  /** Every prospect query is under this key: a change to one (a reply marked, a send) refreshes them all. */
  prospects: () => [...outreachKeys.all, 'prospects'] as const,
  prospectPage: (query: string) => [...outreachKeys.prospects(), 'page', query] as const,
  prospect: (id: string) => [...outreachKeys.prospects(), 'one', id] as const,
  prospectHistory: (id: string) => [...outreachKeys.prospects(), 'one', id, 'history'] as const,
  search: (id: string) => [...outreachKeys.all, 'searches', id] as const,
  latestSearch: () => [...outreachKeys.all, 'searches', 'latest'] as const,
  /** SEO's link opportunities of a project, under Outreach's names. */
  links: (projectId: string | null) => [...outreachKeys.all, 'links', projectId] as const,
  influencers: () => [...outreachKeys.all, 'influencers'] as const,
  influencerHistory: (id: string) => [...outreachKeys.influencers(), id, 'history'] as const,
  identities: () => [...outreachKeys.all, 'identities'] as const,
  campaigns: () => [...outreachKeys.all, 'campaigns'] as const,
  campaign: (id: string) => [...outreachKeys.campaigns(), id] as const,
  pendingMessage: (campaignId: string, enrollmentId: string) => [...outreachKeys.campaign(campaignId), 'pending', enrollmentId] as const,
};

export const outreachPath = (rest: string) => `/api/outreach/${rest}`;
export const prospectPath = (id: string, action?: string) =>
  outreachPath(`prospects/${encodeURIComponent(id)}${action ? `/${action}` : ''}`);
