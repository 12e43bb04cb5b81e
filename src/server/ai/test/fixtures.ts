// What the engine tests share: a project, answers a good model would give, API keys held in memory
// (switchable between calls, as the admin panel does), a logger that keeps what it was told, and a
// real database with one workspace.
import type { ApiKeyName } from '@/shared/api-keys';
import { user } from '../../auth/schema';
import type { DatabaseHandle } from '../../db/client';
import { createPersonalWorkspace } from '../../tenancy/memberships';
import type { Logger } from '../../logger';
import type { GenerationScope, ProjectContext } from '../types';
import { answerJson } from './scripted-server';
import { openTestDatabase } from '../../test/migrated-database';

export const bakery: ProjectContext = {
  name: 'Crumb & Co',
  url: 'https://crumb.example',
  niche: 'Artisan home baking',
  keywords: ['sourdough starter', 'rye bread'],
  competitors: ['Loaf Masters'],
  audience: 'home bakers',
  tone: 'warm',
};

export const blogAnswer = answerJson(
  {
    title: 'Sourdough at Home',
    metaDescription: 'How to keep a sourdough starter alive and bake your first rye bread.',
    content:
      '# Sourdough at Home\n\nIntro.\n\n## Feeding\n\n- Flour\n- Water\n\n## Baking\n\n1. Mix\n2. Bake\n\n## Start today\n\nBake with us.',
    tags: ['#sourdough starter', 'rye bread'],
  },
  { input: 321, output: 654 },
);

export const ideasAnswer = answerJson({
  ideas: ['blog', 'social', 'video', 'email', 'blog', 'social'].map((type, index) => ({
    title: `Idea ${index + 1}`,
    description: 'An angle that works.',
    type,
    difficulty: (['Easy', 'Medium', 'Hard'] as const)[index % 3],
    potential: (['Medium', 'High', 'Very High'] as const)[index % 3],
  })),
});

export const notJson = { text: 'Sure! Here is your blog post: # Sourdough...' };
export const wrongShape = answerJson({ headline: 'Sourdough', body: 'No such fields' });

/** API keys as the admin panel would hold them; `set` applies to the next call. */
export function memoryKeys(initial: Partial<Record<ApiKeyName, string>> = {}) {
  const values = new Map(Object.entries(initial) as Array<[ApiKeyName, string]>);
  return {
    get: async (name: ApiKeyName) => values.get(name),
    set(name: ApiKeyName, value: string | undefined) {
      if (value === undefined) values.delete(name);
      else values.set(name, value);
    },
  };
}

export interface LogEntry {
  level: string;
  message: string;
  fields?: Record<string, unknown>;
}

export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) => void entries.push({ level, message, fields });
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** An in-memory database with migrations applied, and one user with their personal workspace. */
export async function databaseWithWorkspace(): Promise<{ database: DatabaseHandle; who: GenerationScope }> {
  const database = await openTestDatabase();
  const owner = { id: crypto.randomUUID(), email: 'baker@uplift.test', name: 'Baker' };
  await database.db.insert(user).values(owner);
  const workspace = await createPersonalWorkspace(database.db, owner);
  return { database, who: { workspaceId: workspace.id, userId: owner.id } };
}
