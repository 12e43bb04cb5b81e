import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '@/shared/account/account';
import { useTestServer } from '../../test/use-test-server';
import { localFilesRoot } from '../../files';
import { mailOutbox } from '../../mail/schema';
import type { TestClient } from '../../test/harness';

const uplift = useTestServer();
const megabytes = 1024 * 1024;

/** An Owner on professional (seats for a team) and their workspace. */
async function owner(email: string) {
  const client = await uplift.member(email, 'professional');
  const { workspace } = (await client.get('/api/me')).body;
  return { owner: client, workspaceId: workspace.id as string, workspaceName: workspace.name as string };
}

/** A member of the owner's workspace, through the e-mailed invitation. */
async function join(inviter: TestClient, email: string, role: 'editor' | 'viewer') {
  expect((await inviter.post('/api/team/invitations', { email, role })).status).toBe(201);
  const [mail] = await uplift.server.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail && /\/invite\?token=([\w-]+)/.exec(mail.text)?.[1];
  const client = await uplift.member(email);
  expect((await client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
  return client;
}

async function download(url: string, cookies: string): Promise<Response> {
  return fetch(new URL('/api/account/workspace-export', url), { headers: { cookie: cookies } });
}

describe('GET /api/account/workspace-export', () => {
  it("gives the Owner every row of the workspace's tables and its files, and nothing of another workspace", async () => {
    const { owner: ownerClient, workspaceId, workspaceName } = await owner('export-owner@uplift.test');
    const editor = await join(ownerClient, 'export-editor@uplift.test', 'editor');
    const piece = {
      type: 'blog',
      title: 'Rye bread',
      body: { title: 'Rye bread', metaDescription: '', content: 'Dark and dense.', tags: [] },
    };
    expect((await editor.post('/api/content', piece)).status).toBeLessThan(300);
    const stranger = await uplift.member('export-stranger@uplift.test');
    expect((await stranger.post('/api/content', { ...piece, title: 'Not theirs' })).status).toBeLessThan(300);
    const folder = path.join(localFilesRoot('memory://'), workspaceId, 'briefs');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'brief.txt'), 'The brief.');

    const response = await download(uplift.server.url, ownerClient.cookies);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(`uplift-workspace-${workspaceId}-`);
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    const json = async (name: string) => JSON.parse((await zip.file(name)?.async('string')) ?? 'null');

    expect(await json('workspace.json')).toEqual([expect.objectContaining({ id: workspaceId, name: workspaceName })]);
    const members = (await json('tables/workspace_members.json')) as { role: string }[];
    expect(members.map((member) => member.role).sort()).toEqual(['editor', 'owner']);
    const content = (await json('tables/content.json')) as { title: string; workspace_id: string }[];
    expect(content.map((row) => row.title)).toEqual(['Rye bread']);
    expect(await zip.file('files/briefs/brief.txt')?.async('string')).toBe('The brief.');
    // No credentials: session tokens are a user's, never in a workspace's file; invitation tokens are left out.
    const everything = (await Promise.all(Object.values(zip.files).map((file) => file.async('string')))).join('\n');
    expect(everything).not.toContain('Not theirs');
    expect(everything).not.toMatch(/"token(_hash)?":/);
  });

  it('streams the archive: a workspace with a 256 MB video exports without the server holding it in memory', async () => {
    const { owner: ownerClient, workspaceId } = await owner('export-owner-3@uplift.test');
    const folder = path.join(localFilesRoot('memory://'), workspaceId, 'videos');
    mkdirSync(folder, { recursive: true });
    const video = path.join(folder, 'long-take.mp4');
    writeFileSync(video, '');
    // Sparse: 256 MB that take no room on the disk, and read back as zeros.
    truncateSync(video, 256 * megabytes);

    const before = process.memoryUsage().rss;
    const response = await download(uplift.server.url, ownerClient.cookies);
    expect(response.status).toBe(200);
    let received = 0;
    let tail = Buffer.alloc(0);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      received += read.value.byteLength;
      tail = Buffer.concat([tail, read.value]).subarray(-22);
    }
    // Built in memory (the video, then the whole archive), the server grew by half as much again as the video.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * megabytes);
    expect(received).toBeGreaterThan(256 * megabytes);
    // The zip's end record closes the stream, so the archive was written whole.
    expect(tail.readUInt32LE(0)).toBe(0x06054b50);
  });

  it('refuses an Editor with the Owner-only message', async () => {
    const { owner: ownerClient } = await owner('export-owner-2@uplift.test');
    const editor = await join(ownerClient, 'export-editor-2@uplift.test', 'editor');
    const refused = await editor.get('/api/account/workspace-export');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(accountMessages.workspaceExportOwnerOnly);
  });
});
