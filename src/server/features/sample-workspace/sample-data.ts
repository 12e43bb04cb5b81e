import type { CampaignMetrics } from '@/shared/projects';
import type { Database } from '../../db/database';
import { campaigns } from '../campaigns';
import { content, contentSearchText } from '../content';
import { userEvents } from '../../events/schema';
import { insertSampleTraffic, type SampleSite } from '../analytics';
import { projects } from '../../projects/schema';
import { emailListMembers, emailLists, subscribers } from '../email';
import { sampleContent } from './sample-content';
import { insertSampleEmail } from './sample-email';
import { insertSampleSeo } from './sample-seo';
import { insertSampleSocial } from './sample-social';

// The Sample workspace's figures (ADR 008): sample data lives only in a workspace named and
// marked as a sample. Every date is counted from the moment it is loaded, so it always looks current.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const sampleProjects = [
  {
    name: 'Sunrise Bakery',
    url: 'https://sunrisebakery.example.com',
    niche: 'Food & Beverage',
    keywords: ['sourdough bread', 'artisan bakery', 'rye loaf', 'bake sale', 'sourdough starter kit'],
    competitors: ['crumbandco.example.com', 'thedailyloaf.example.net'],
    createdDaysAgo: 30,
  },
  {
    name: 'Trailhead Outfitters',
    url: 'https://trailhead-outfitters.example.com',
    niche: 'Outdoor & Recreation',
    keywords: ['hiking layers', 'rain shell', 'trekking packing list', 'merino base layer'],
    competitors: ['summitsupply.example.com', 'ridgeline.example.org'],
    createdDaysAgo: 28,
  },
  {
    name: 'Ledgerly',
    url: 'https://ledgerly.example.com',
    niche: 'Software & SaaS',
    keywords: ['invoicing for freelancers', 'small business accounting', 'expense tracking'],
    competitors: ['billwise.example.com', 'tallybooks.example.io'],
    createdDaysAgo: 21,
  },
] as const;

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

/** 847 subscribers, 34 of them new this month. */
const sampleAudience = { total: 847, newLast30Days: 34 } as const;
const sampleFirstNames = ['Ada', 'Ben', 'Chloe', 'Dev', 'Elif', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonah', 'Kira', 'Luca'] as const;

const day = 24 * 3600 * 1000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * day);
const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * day).toISOString().slice(0, 10);

/** Fills an empty workspace with the sample projects, content, campaigns and their activity. */
export async function insertSampleData(tx: Transaction, scope: { workspaceId: string; userId: string }, now = new Date()) {
  const { workspaceId, userId } = scope;
  const events: Array<typeof userEvents.$inferInsert> = [];
  const event = (type: string, description: string, createdAt: Date, data: Record<string, unknown>) =>
    events.push({ workspaceId, createdBy: userId, eventType: type, description, eventData: { ...data, sample: true }, createdAt });

  const projectRows = await tx
    .insert(projects)
    .values(
      sampleProjects.map(({ createdDaysAgo, ...project }) => {
        const createdAt = daysAgo(now, createdDaysAgo);
        event('project_created', `Created the project ${project.name}`, createdAt, { project_name: project.name });
        return {
          ...project,
          keywords: [...project.keywords],
          competitors: [...project.competitors],
          workspaceId,
          createdBy: userId,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: projects.id, url: projects.url });

  await tx.insert(content).values(
    sampleContent.map(({ createdDaysAgo, scheduledInDays, metrics, status, title, publishedUrl, ...piece }) => {
      const createdAt = daysAgo(now, createdDaysAgo);
      event('content_created', `Created the ${piece.type} ${title}`, createdAt, { content_type: piece.type });
      return {
        workspaceId,
        createdBy: userId,
        title,
        type: piece.type,
        body: piece.body,
        status,
        source: null,
        searchText: contentSearchText(title, piece),
        scheduledAt: scheduledInDays === undefined ? null : new Date(now.getTime() + scheduledInDays * day),
        publishedUrl: publishedUrl ?? null,
        metrics,
        createdAt,
        // Published pieces went out a few hours after they were written.
        updatedAt: status === 'published' ? new Date(createdAt.getTime() + 3 * 3600 * 1000) : createdAt,
      };
    }),
  );

  await tx.insert(campaigns).values(
    sampleCampaigns.map(({ createdDaysAgo, startDaysFromNow, endDaysFromNow, ...campaign }) => {
      const createdAt = daysAgo(now, createdDaysAgo);
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

  const people = await tx
    .insert(subscribers)
    .values(sampleSubscribers(scope, now))
    .returning({ id: subscribers.id, createdAt: subscribers.createdAt });
  const [newsletter] = await tx
    .insert(emailLists)
    .values({
      workspaceId,
      name: 'Sunrise Bakery newsletter',
      description: 'Weekly bakes, opening hours and offers.',
      optIn: 'double',
      createdAt: daysAgo(now, 400),
    })
    .returning({ id: emailLists.id });
  await tx.insert(emailListMembers).values(
    people.map((person) => ({
      listId: newsletter!.id,
      subscriberId: person.id,
      workspaceId,
      status: 'subscribed' as const,
      joinedAt: person.createdAt,
    })),
  );
  await insertSampleEmail(tx, { workspaceId, userId, listId: newsletter!.id }, now);
  await insertSampleSocial(tx, { workspaceId, userId }, now);
  await insertSampleSeo(tx, { workspaceId, userId, projectId: projectRows[0]!.id }, now);

  await insertSampleTraffic(
    tx,
    projectRows.map((project) => sampleSite(project, workspaceId)),
    now,
  );

  event('sample_workspace_loaded', 'Loaded the Sample workspace', now, {});
  await tx.insert(userEvents).values(events);
}

/** A sample project's site: its usual pages and the addresses its sample content was published at. */
function sampleSite(project: { id: string; url: string | null }, workspaceId: string): SampleSite {
  const origin = new URL(project.url ?? 'https://sample.example');
  const published = sampleContent.flatMap((piece) =>
    piece.publishedUrl && new URL(piece.publishedUrl).hostname === origin.hostname ? [new URL(piece.publishedUrl).pathname] : [],
  );
  return {
    projectId: project.id,
    workspaceId,
    hostname: origin.hostname,
    pages: ['/', '/about', '/pricing', '/contact', '/blog', ...published, ...published],
  };
}

/** The newest joined over the last 29 days; the rest over the year before. */
function sampleSubscribers({ workspaceId, userId }: { workspaceId: string; userId: string }, now: Date) {
  return Array.from({ length: sampleAudience.total }, (_, index) => {
    const isNew = index < sampleAudience.newLast30Days;
    const joined = isNew ? daysAgo(now, (index * 29) / sampleAudience.newLast30Days) : daysAgo(now, 31 + ((index * 7) % 365));
    const name = sampleFirstNames[index % sampleFirstNames.length]!;
    return {
      workspaceId,
      createdBy: userId,
      email: `${name.toLowerCase()}.${index + 1}@sample-audience.example`,
      name,
      // One in seven buys: the Customers segment has people in it.
      tier: index % 7 === 0 ? ('paid' as const) : ('free' as const),
      source: 'form',
      consentAt: joined,
      createdAt: joined,
    };
  });
}

/** What the sample holds, for tests and the dashboard's expectations. */
export const sampleFigures = {
  projects: sampleProjects.length,
  content: sampleContent.length,
  activeCampaigns: sampleCampaigns.filter((campaign) => campaign.status === 'active').length,
  subscribers: sampleAudience,
  events: sampleProjects.length + sampleContent.length + sampleCampaigns.length + 1,
} as const;
