import { userEvents } from '../events/schema';
import { insertSampleProjects } from '../projects/sample';
import type { RecordSampleEvent, SampleRows, SampleTransaction } from './sample-rows';

// The Sample workspace's data (ADR 008): sample data lives only in a workspace named and marked as a
// sample. The core writes its projects; each area writes its own rows (ServerModule.sample).

/** Fills an empty workspace with the sample projects, then every area's sample rows and their activity. */
export async function insertSampleData(
  tx: SampleTransaction,
  areas: readonly SampleRows[],
  { workspaceId, userId }: { workspaceId: string; userId: string },
  now = new Date(),
): Promise<void> {
  const events: Array<typeof userEvents.$inferInsert> = [];
  const event: RecordSampleEvent = (type, description, createdAt, data) =>
    events.push({ workspaceId, createdBy: userId, eventType: type, description, eventData: { ...data, sample: true }, createdAt });

  const projects = await insertSampleProjects(tx, { workspaceId, userId, now, event });
  const sample = { workspaceId, userId, now, projects, event };
  for (const area of areas) await area.insert?.(tx, sample);

  event('sample_workspace_loaded', 'Loaded the Sample workspace', now, {});
  await tx.insert(userEvents).values(events);
}
