import type { CampaignMetrics } from '@/shared/projects';
import type { SampleRows } from '../../sample-workspace/sample-rows';
import { campaigns } from './schema';

const sampleCampaigns: ReadonlyArray<{
  name: string;
  type: 'email' | 'social' | 'content';
  status: string;
  description: string;
  targetAudience: string;
  goals: string[];
  startDaysFromNow: number;
  endDaysFromNow: number | null;
  metrics: CampaignMetrics;
  createdDaysAgo: number;
}> = [
  {
    name: 'Spring bake sale',
    type: 'email',
    status: 'active',
    description: 'Invite newsletter readers to the Saturday bake sale and the new rye loaf.',
    targetAudience: 'Local newsletter subscribers',
    goals: ['Drive sales', 'Boost engagement'],
    startDaysFromNow: -10,
    endDaysFromNow: 20,
    metrics: { sent: 847, opened: 412, clicked: 96, converted: 23 },
    createdDaysAgo: 12,
  },
  {
    name: 'Trail season launch',
    type: 'social',
    status: 'active',
    description: 'Spring layering tips and the packing list across Instagram and Facebook.',
    targetAudience: 'Weekend hikers aged 25-45',
    goals: ['Increase website traffic', 'Build brand awareness'],
    startDaysFromNow: -6,
    endDaysFromNow: 24,
    metrics: { sent: 3200, opened: 1480, clicked: 214, converted: 31 },
    createdDaysAgo: 7,
  },
  {
    name: 'Freelancer invoicing guides',
    type: 'content',
    status: 'active',
    description: 'A series of how-to articles that bring freelancers to the Ledgerly trial.',
    targetAudience: 'Freelancers and one-person businesses',
    goals: ['Generate leads', 'Educate audience'],
    startDaysFromNow: -20,
    endDaysFromNow: null,
    metrics: { sent: 0, opened: 0, clicked: 0, converted: 0 },
    createdDaysAgo: 20,
  },
  {
    name: 'Winter clearance',
    type: 'email',
    status: 'completed',
    description: 'End-of-season offers on winter gear.',
    targetAudience: 'Past customers',
    goals: ['Drive sales'],
    startDaysFromNow: -60,
    endDaysFromNow: -35,
    metrics: { sent: 790, opened: 351, clicked: 77, converted: 18 },
    createdDaysAgo: 62,
  },
];

const day = 24 * 3600 * 1000;
const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * day).toISOString().slice(0, 10);

/** The campaigns' part of the Sample workspace (ServerModule.sample): four campaigns, each created with an event. */
export const campaignsSampleRows: SampleRows = {
  async insert(tx, { workspaceId, userId, now, event }) {
    await tx.insert(campaigns).values(
      sampleCampaigns.map(({ createdDaysAgo, startDaysFromNow, endDaysFromNow, ...campaign }) => {
        const createdAt = new Date(now.getTime() - createdDaysAgo * day);
        event('campaign_created', `Created the ${campaign.type} campaign ${campaign.name}`, createdAt, {
          campaign_type: campaign.type,
        });
        return {
          ...campaign,
          workspaceId,
          createdBy: userId,
          startDate: isoDay(now, startDaysFromNow),
          endDate: endDaysFromNow === null ? null : isoDay(now, endDaysFromNow),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  },
};

/** What the sample's campaigns add up to, for tests: each was created with an event. */
export const sampleCampaignFigures = {
  activeCampaigns: sampleCampaigns.filter((campaign) => campaign.status === 'active').length,
  events: sampleCampaigns.length,
} as const;
