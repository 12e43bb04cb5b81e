import type { Database } from '../db/database';
import { projects } from './schema';

// The Sample workspace's projects (ADR 008), written before every area's sample rows, which are
// keyed by them. Every date counts from the moment of loading.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A sample project as the areas' sample rows receive it. */
export interface SampleProject {
  id: string;
  name: string;
  url: string | null;
}

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

const day = 24 * 3600 * 1000;

/** Writes the three sample projects, each with its `project_created` event. */
export async function insertSampleProjects(
  tx: Transaction,
  sample: {
    workspaceId: string;
    userId: string;
    now: Date;
    event(type: string, description: string, createdAt: Date, data: Record<string, unknown>): void;
  },
): Promise<SampleProject[]> {
  const { workspaceId, userId, now, event } = sample;
  return tx
    .insert(projects)
    .values(
      sampleProjects.map(({ createdDaysAgo, ...project }) => {
        const createdAt = new Date(now.getTime() - createdDaysAgo * day);
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
    .returning({ id: projects.id, name: projects.name, url: projects.url });
}

/** What the sample's projects add up to, for tests: each was created with an event. */
export const sampleProjectFigures = { projects: sampleProjects.length, events: sampleProjects.length } as const;
