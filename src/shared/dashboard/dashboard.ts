// The dashboard's figures, all counted from the workspace's own data.

export interface DashboardContentRow {
  id: string;
  title: string;
  type: string;
  /** Page views of the address it was published at (Analytics); null when it has none on a tracked site. */
  views: number | null;
  engagement: number;
}

/** GET /api/dashboard */
export interface DashboardSummary {
  totals: { projects: number; content: number; activeCampaigns: number };
  /** Subscribed e-mail addresses, and how many of them joined in the last 30 days. */
  subscribers: { total: number; newLast30Days: number };
  /** The newest four pieces of content. */
  recentContent: DashboardContentRow[];
}

export const dashboardMessages = {
  totalProjects: 'Total Projects',
  contentPieces: 'Content Pieces',
  activeCampaigns: 'Active Campaigns',
  subscribers: 'Subscribers',
  recentActivity: 'Recent Activity',
  quickActions: 'Quick Actions',
  yourContent: 'Your Content',
  generateContent: 'Generate Content',
  analyzeWebsite: 'Analyze Website',
  schedulePosts: 'Schedule Posts',
  emailCampaign: 'Email Campaign',
  loadFailed: 'Failed to load dashboard data',
  noActivity: 'No activity yet',
  createFirstContent: 'Create Your First Content',
  startSmartSetup: 'Start Smart Setup',
  viewAnalytics: 'View Analytics',
} as const;

/** "+34 this month" style text under the Subscribers tile. */
export function subscriberGrowthText(newLast30Days: number): string {
  return newLast30Days > 0 ? `+${newLast30Days} in the last 30 days` : 'No new subscribers in the last 30 days';
}
