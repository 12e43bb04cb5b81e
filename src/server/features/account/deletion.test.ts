import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, test } from 'vitest';
import { accountMessages } from '@/shared/account/account';
import { testPassword, type TestClient } from '../../test/harness';
import { userEvents } from '../../events/schema';
import { notifications } from '../../notifications/schema';
import { workspaceMembers, workspaces } from '../../tenancy/schema';
import { useTestServer } from '../../test/use-test-server';
import { localFilesRoot } from '../../files';

const ctx = useTestServer();

async function downloadExport(client: TestClient, format: 'json' | 'csv') {
  const response = await fetch(new URL(`/api/account/export?format=${format}`, ctx.server.url), { headers: { cookie: client.cookies } });
  return { status: response.status, headers: response.headers, zip: await JSZip.loadAsync(await response.arrayBuffer()) };
}

async function workspaceId(client: TestClient): Promise<string> {
  return (await client.get('/api/me')).body.workspace.id;
}

describe('data export', () => {
  test("zips the user's profile and their workspace's rows, without secrets", async () => {
    const client = await ctx.member('export.me@example.com');
    expect((await client.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example', niche: 'Food' })).status).toBe(201);
    const { status, headers, zip } = await downloadExport(client, 'json');
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename=uplift-data-\d{4}-\d{2}-\d{2}-json\.zip$/);
    const files = Object.keys(zip.files);
    expect(files).toEqual(expect.arrayContaining(['profile.json', 'projects.json', 'workspaces.json', 'session.json']));
    expect(JSON.parse(await zip.file('profile.json')!.async('string'))).toEqual([
      expect.objectContaining({ email: 'export.me@example.com' }),
    ]);
    expect(JSON.parse(await zip.file('projects.json')!.async('string'))).toEqual([expect.objectContaining({ name: 'Bakery' })]);
    const everything = (await Promise.all(files.map((name) => zip.file(name)!.async('string')))).join('\n');
    expect(everything).not.toMatch(/"token"|"password"|"secret"/);
  });

  test("as CSV, and never with another workspace's rows", async () => {
    const other = await ctx.member('export.other@example.com');
    await other.post('/api/projects', { name: 'Not Yours', url: 'https://other.example', niche: 'Other' });
    const client = await ctx.member('export.csv@example.com');
    await client.post('/api/projects', { name: '=HYPERLINK("x")', url: 'https://csv.example', niche: 'Food' });
    const { zip } = await downloadExport(client, 'csv');
    const projects = await zip.file('projects.csv')!.async('string');
    expect(projects.split('\r\n')[0]).toContain('name');
    expect(projects).toContain(`"'=HYPERLINK(""x"")"`);
    expect(projects).not.toContain('Not Yours');
    expect((await client.get('/api/account/export?format=xml')).status).toBe(400);
  });
});

test("what a member made in someone else's workspace stays that workspace's; others' notices stay theirs", async () => {
  const owner = await ctx.member('export.team.owner@example.com');
  const member = await ctx.member('export.team.member@example.com');
  const teamId = await workspaceId(owner);
  const memberId = (await member.get('/api/me')).body.id;
  await ctx.server.db.insert(workspaceMembers).values({ workspaceId: teamId, userId: memberId, role: 'editor' });
  await ctx.server.db
    .insert(notifications)
    .values({ workspaceId: teamId, userId: memberId, kind: 'account', title: 'For the member only', body: 'Private.' });
  expect((await member.post('/api/workspaces/current', { workspaceId: teamId })).status).toBe(200);
  expect((await member.post('/api/projects', { name: 'Made For The Team', url: 'https://team.example', niche: 'Food' })).status).toBe(201);

  const memberExport = await downloadExport(member, 'json');
  const memberFiles = await Promise.all(Object.keys(memberExport.zip.files).map((name) => memberExport.zip.file(name)!.async('string')));
  expect(memberFiles.join('\n')).not.toContain('Made For The Team');

  const ownerExport = await downloadExport(owner, 'json');
  expect(await ownerExport.zip.file('projects.json')!.async('string')).toContain('Made For The Team');
  const ownerFiles = await Promise.all(Object.keys(ownerExport.zip.files).map((name) => ownerExport.zip.file(name)!.async('string')));
  expect(ownerFiles.join('\n')).not.toContain('For the member only');
});

describe('account deletion', () => {
  test('needs the password, then removes the account and its own workspace', async () => {
    const client = await ctx.member('delete.me@example.com');
    const id = await workspaceId(client);
    await client.post('/api/projects', { name: 'Gone Soon', url: 'https://gone.example', niche: 'Food' });
    // The workspace's files in the local store (the S3 bucket's case: files/s3-storage.test.ts).
    const folder = path.join(localFilesRoot('memory://'), id);
    mkdirSync(path.join(folder, 'studio'), { recursive: true });
    writeFileSync(path.join(folder, 'studio', 'clip'), 'bytes');
    expect((await client.post('/api/account/delete', { password: 'wrong-password' })).body.error.message).toBe(
      accountMessages.currentPasswordWrong,
    );
    expect((await client.post('/api/account/delete', {})).status).toBe(400);

    expect((await client.post('/api/account/delete', { password: testPassword })).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await ctx.server.client().signIn('delete.me@example.com', testPassword)).status).toBe(401);
    expect(await ctx.server.db.select().from(workspaces).where(eq(workspaces.id, id))).toEqual([]);
    expect(existsSync(folder)).toBe(false);
  });

  test('a workspace other people work in must be handed over first; then it stays, with its new owner', async () => {
    const owner = await ctx.member('delete.owner@example.com');
    const colleague = await ctx.member('delete.colleague@example.com');
    const id = await workspaceId(owner);
    const colleagueId = (await colleague.get('/api/me')).body.id;
    await ctx.server.db.insert(workspaceMembers).values({ workspaceId: id, userId: colleagueId, role: 'editor' });

    const refused = await owner.post('/api/account/delete', { password: testPassword });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('WORKSPACES_TO_HAND_OVER');
    expect(refused.body.error.message).toBe(accountMessages.handOverFirst("“delete.owner's workspace”"));

    // Handed over: the colleague owns it, the leaving user is an editor.
    const ownerId = (await owner.get('/api/me')).body.id;
    await ctx.server.db
      .update(workspaceMembers)
      .set({ role: 'owner' })
      .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.userId, colleagueId)));
    await ctx.server.db
      .update(workspaceMembers)
      .set({ role: 'editor' })
      .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.userId, ownerId)));
    const history = await ctx.server.db.select().from(userEvents).where(eq(userEvents.workspaceId, id));
    expect(history.length).toBeGreaterThan(0);
    expect((await owner.post('/api/account/delete', { password: testPassword })).status).toBe(200);
    const [kept] = await ctx.server.db.select().from(workspaces).where(eq(workspaces.id, id));
    expect(kept?.createdBy).toBe(colleagueId);
    // The workspace keeps its history; its author is no longer named.
    expect(await ctx.server.db.select().from(userEvents).where(eq(userEvents.workspaceId, id))).toHaveLength(history.length);
  });

  test('the last admin cannot delete themself', async () => {
    const refused = await ctx.admin.post('/api/account/delete', { password: testPassword });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'LAST_ADMIN', message: accountMessages.lastAdminCannotLeave });
  });
});
