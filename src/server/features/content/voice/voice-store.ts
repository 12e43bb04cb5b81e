import { and, eq } from 'drizzle-orm';
import type { BrandVoice, BrandVoiceFields } from '@/shared/content/voice';
import type { Database } from '../../../db/database';
import { contentBrandVoices } from './schema';

type VoiceRow = typeof contentBrandVoices.$inferSelect;

export async function findVoiceRow(db: Database, workspaceId: string, projectId: string): Promise<VoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(contentBrandVoices)
    .where(and(eq(contentBrandVoices.workspaceId, workspaceId), eq(contentBrandVoices.projectId, projectId)));
  return row;
}

export function voiceFields(row: VoiceRow): BrandVoiceFields {
  return { tone: row.tone, vocabulary: row.vocabulary, avoid: row.avoid, dos: row.dos, donts: row.donts, examples: row.examples };
}

export function toBrandVoice(row: VoiceRow): BrandVoice {
  return {
    projectId: row.projectId,
    ...voiceFields(row),
    learnedFrom: row.learnedFrom ?? null,
    learnedAt: row.learnedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
