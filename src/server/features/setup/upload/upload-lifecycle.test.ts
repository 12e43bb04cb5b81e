import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { setupMessages } from '@/shared/setup/setup';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { websiteAnalyses } from '../schema';
import { analysisQueue } from '../service';
import { setupUploads } from './schema';
import { analysisOutcome } from '../test/analysis-outcome';
import { localFilesRoot } from '../../../files';

/** Where the local file store keeps a key (the test servers' DATA_DIR is memory://). */
const onDisk = (key: string) => path.join(localFilesRoot('memory://'), key);

const uplift = useTestServer();
const { member } = uplift;

async function upload(who: TestClient, files: Array<{ name: string; text: string }>) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.text], { type: 'text/plain' }), file.name);
  const response = await fetch(`${uplift.server.url}/api/setup/uploads`, {
    method: 'POST',
    headers: { cookie: who.cookies, origin: uplift.server.url },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('uploaded files', () => {
  test('are listed per analysis, and deleting the analysis deletes them and frees the storage', async () => {
    const owner = await member('keeper@uplift.test');
    const first = await upload(owner, [{ name: 'bakery notes.txt', text: 'Sourdough bread and rye loaves baked daily.' }]);
    await analysisOutcome(owner, first.body.id);
    const second = await upload(owner, [
      { name: 'prices.txt', text: 'Croissant 3.20, baguette 2.10, rye loaf 4.50.' },
      { name: 'about.md', text: '# About the bakery\n\nA family bakery since 1962.' },
    ]);
    await analysisOutcome(owner, second.body.id);

    const listed = await owner.get('/api/setup/uploads');
    expect(listed.status).toBe(200);
    expect(listed.body.batches.map((batch: { analysisId: string }) => batch.analysisId)).toEqual([second.body.id, first.body.id]);
    expect(listed.body.batches[0]).toMatchObject({ status: 'done', files: [{ name: 'about.md' }, { name: 'prices.txt' }] });
    expect(listed.body.batches[0].files[1].size).toBe(Buffer.byteLength('Croissant 3.20, baguette 2.10, rye loaf 4.50.'));

    const stored = await uplift.server.db.select().from(setupUploads).where(eq(setupUploads.analysisId, second.body.id));
    const folder = path.dirname(onDisk(stored[0]!.storedPath));
    expect(existsSync(folder)).toBe(true);
    expect((await owner.delete(`/api/setup/analyses/${second.body.id}`)).status).toBe(204);
    expect(existsSync(folder)).toBe(false);
    expect(await uplift.server.db.select().from(setupUploads).where(eq(setupUploads.analysisId, second.body.id))).toEqual([]);
    expect((await owner.get(`/api/setup/analyses/${second.body.id}`)).status).toBe(404);
    expect((await owner.get('/api/setup/uploads')).body.batches).toHaveLength(1);
    expect((await owner.delete(`/api/setup/analyses/${second.body.id}`)).status).toBe(404);
  });

  test("another workspace's uploads are neither listed nor deletable", async () => {
    const owner = await member('private-files@uplift.test');
    const started = await upload(owner, [{ name: 'secret plan.txt', text: 'Our launch plan for the new pastry line.' }]);
    await analysisOutcome(owner, started.body.id);
    const stranger = await member('curious@uplift.test');
    expect((await stranger.get('/api/setup/uploads')).body.batches).toEqual([]);
    expect((await stranger.delete(`/api/setup/analyses/${started.body.id}`)).status).toBe(404);
    expect((await stranger.delete('/api/setup/analyses/not-an-id')).status).toBe(404);
    expect((await owner.get('/api/setup/uploads')).body.batches).toHaveLength(1);
  });

  test('files uploaded into the Sample workspace use the storage of the user’s own workspace', async () => {
    const owner = await member('sampler@uplift.test');
    await owner.post('/api/workspaces/sample');
    // Storage counts whole megabytes, rounded up: 2.5 MB uses 3.
    const big = 'a'.repeat(2.5 * 1024 * 1024);
    const started = await upload(owner, [{ name: 'big notes.txt', text: big }]);
    expect(started.status).toBe(202);
    await analysisOutcome(owner, started.body.id);
    // /api/me shows the own workspace's usage while in a sample.
    expect((await owner.get('/api/me')).body.usage.storage).toBe(3);
    const home = (await owner.get('/api/workspaces')).body.workspaces.find((workspace: { kind: string }) => workspace.kind === 'personal');
    expect((await owner.post('/api/workspaces/current', { workspaceId: home.id })).status).toBe(200);
    expect((await owner.get('/api/me')).body.usage.storage).toBe(3);

    // Deleting the sample removes its files with it (the file store's prefix of the workspace).
    const [stored] = await uplift.server.db.select().from(setupUploads).where(eq(setupUploads.analysisId, started.body.id));
    expect(existsSync(onDisk(stored!.storedPath))).toBe(true);
    const sample = (await owner.get('/api/workspaces')).body.workspaces.find((workspace: { kind: string }) => workspace.kind === 'sample');
    expect((await owner.delete(`/api/workspaces/${sample.id}`)).status).toBe(204);
    expect(existsSync(onDisk(stored!.storedPath))).toBe(false);
    expect((await owner.get('/api/me')).body.usage.storage).toBe(0);
  });

  test('a file name with control characters is stored without them', async () => {
    const owner = await member('odd-names@uplift.test');
    const started = await upload(owner, [{ name: 'notes\u0000\u0007 2026.txt', text: 'Wholemeal bread and spelt rolls.' }]);
    expect(started.status).toBe(202);
    const [stored] = await uplift.server.db.select().from(setupUploads).where(eq(setupUploads.analysisId, started.body.id));
    expect(stored!.originalName).toBe('notes 2026.txt');
    expect(readFileSync(onDisk(stored!.storedPath), 'utf8')).toBe('Wholemeal bread and spelt rolls.');
  });
});

describe('analyses under way', () => {
  test('are not deleted until they finish; one whose process died on its last run fails with the text for its mode', async () => {
    const owner = await member('patient@uplift.test');
    const me = (await owner.get('/api/me')).body;
    const [running] = await uplift.server.db
      .insert(websiteAnalyses)
      .values({ workspaceId: me.workspace.id, createdBy: me.id, mode: 'upload', status: 'running' })
      .returning();
    const refused = await owner.delete(`/api/setup/analyses/${running!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'ANALYSIS_UNDER_WAY', message: setupMessages.deleteUnderWay });

    // Silent past three heartbeats on its last run (ADR 042): its process has died, it is not run again, and can go.
    await uplift.server.db.execute(
      sql`insert into pgboss.job (name, data, state) values (${analysisQueue}, ${JSON.stringify({ recordId: running!.id, attempt: 3 })}::jsonb, 'completed')`,
    );
    await uplift.server.db
      .update(websiteAnalyses)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(websiteAnalyses.id, running!.id));
    expect((await owner.get(`/api/setup/analyses/${running!.id}`)).body).toMatchObject({
      status: 'failed',
      error: setupMessages.analysisFailed,
    });
    expect((await owner.delete(`/api/setup/analyses/${running!.id}`)).status).toBe(204);
  });

  test('a workspace runs at most three at a time', async () => {
    const owner = await member('eager@uplift.test');
    const me = (await owner.get('/api/me')).body;
    await uplift.server.db.insert(websiteAnalyses).values(
      Array.from({ length: 3 }, () => ({
        workspaceId: me.workspace.id,
        createdBy: me.id,
        mode: 'url' as const,
        url: 'https://example.com/',
        status: 'running' as const,
      })),
    );
    const refused = await owner.post('/api/setup/analyses', { url: 'https://example.org/' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'TOO_MANY_ANALYSES', message: setupMessages.tooManyUnderWay(3) });
    const uploadRefused = await upload(owner, [{ name: 'notes.txt', text: 'Rye bread.' }]);
    expect(uploadRefused.status).toBe(429);
  });
});
