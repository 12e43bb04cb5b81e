import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LeadMagnet } from '@/shared/monetization/lead-magnets';
import { rowsOf } from '../../../db/rows';
import type { TestClient } from '../../../test/harness';
import { lastMailTo, mailCountTo } from '../../../test/outbox';
import { sendForm } from '../../../test/role-table';
import { TestClock } from '../../../test/test-clock';
import { useTestServer } from '../../../test/use-test-server';
import { getPlan } from '@/shared/plans';
import { monetizationLeadMagnets } from '../lead-magnets/schema';
import { leadMagnetForm } from './roles';

const dayMs = 86_400_000;
const clock = new TestClock();
// TRUST_PROXY: each visitor comes from an address of its own (X-Forwarded-For).
const uplift = useTestServer({ TRUST_PROXY: 'true' }, { clock });

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const pdf = '%PDF-1.4 roles';
const deliveryQueue = 'domain-event.monetization-leads';
/** Page views are written every second, leads and mail by jobs: longer than expect.poll's default second. */
const eventually = { timeout: 10_000, interval: 100 };

const visit = (url: string, address = '198.51.100.30') => fetch(url, { headers: { 'user-agent': browser, 'x-forwarded-for': address } });
const postForm = (url: string, fields: Record<string, string>, origin?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.30', ...(origin && { origin }) },
    body: new URLSearchParams(fields),
  });
const sourceOf = (html: string) => /name="source" value="([^"]+)"/.exec(html)?.[1] ?? '';

async function listOf(client: TestClient, name = 'Bakery leads'): Promise<string> {
  const list = await client.post('/api/email/lists', { name, optIn: 'double' });
  expect(list.status).toBe(201);
  return list.body.id as string;
}

async function addMagnet(client: TestClient, listId: string, title = 'Sourdough Starter Kit'): Promise<LeadMagnet> {
  const added = await sendForm(uplift.server.url, client, '/api/monetization/lead-magnets', leadMagnetForm(listId, title));
  expect(added.status).toBe(201);
  return added.body as LeadMagnet;
}

const magnetOf = async (client: TestClient, id: string) =>
  ((await client.get('/api/monetization/lead-magnets')).body.leadMagnets as LeadMagnet[]).find((magnet) => magnet.id === id);

/** Signs `email` up with the form's source and follows the confirmation link (GET, then POST as the page's button does). */
async function signUpAndConfirm(listId: string, email: string, source: string, origin?: string): Promise<string> {
  const before = await mailCountTo(uplift.server.db, email);
  const answer = await postForm(`${uplift.server.url}/m/subscribe/${listId}`, { email, source }, origin);
  expect(answer.status).toBe(200);
  await expect.poll(() => mailCountTo(uplift.server.db, email), eventually).toBe(before + 1);
  const confirmation = (await lastMailTo(uplift.server.db, email))!;
  const link = /https?:\/\/\S+\/m\/confirm\/\S+/.exec(confirmation.text)![0];
  expect((await fetch(link)).status).toBe(200);
  expect((await fetch(link, { method: 'POST' })).status).toBe(200);
  return link;
}

/** The link of the newest mail to `email` once `count` mails have gone to it. */
async function fileLinkAfter(email: string, count: number): Promise<string> {
  await expect.poll(() => mailCountTo(uplift.server.db, email), eventually).toBe(count);
  const mail = (await lastMailTo(uplift.server.db, email))!;
  return /https?:\/\/\S+\/l\/file\/[^\s"]+/.exec(mail.text)![0];
}

describe('lead magnets', () => {
  test('a confirmed sign-up through the page counts one lead and mails the file once; its link downloads the file', async () => {
    const owner = await uplift.member('magnet.flow@monetization.test');
    const listId = await listOf(owner);
    const magnet = await addMagnet(owner, listId);
    expect(magnet).toMatchObject({
      listId,
      listName: 'Bakery leads',
      kind: 'file',
      file: { name: 'starter-kit.pdf', size: pdf.length, type: 'application/pdf' },
      status: 'Active',
      views: 0,
      leads: 0,
    });
    expect(magnet.pageUrl).toMatch(new RegExp(`^${uplift.server.url}/l/[a-z0-9]+$`));

    const page = await visit(magnet.pageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Sourdough Starter Kit</h1>');
    expect(html).toContain(`action="/m/subscribe/${listId}"`);
    const source = sourceOf(html);
    expect(source).not.toBe('');

    const email = 'ivy@readers.test';
    const confirmLink = await signUpAndConfirm(listId, email, source);
    await expect.poll(async () => (await magnetOf(owner, magnet.id))?.leads, eventually).toBe(1);
    await expect.poll(async () => (await magnetOf(owner, magnet.id))?.views, eventually).toBeGreaterThanOrEqual(1);
    const fileLink = await fileLinkAfter(email, 2);
    expect((await lastMailTo(uplift.server.db, email))!.subject).toBe('Here is Sourdough Starter Kit');

    const download = await fetch(fileLink);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''starter-kit.pdf`);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe(pdf);

    // Confirming again, and the event delivered again (a retry after a crash), send nothing more.
    expect((await fetch(confirmLink, { method: 'POST' })).status).toBe(200);
    const [joined] = rowsOf<{ id: string }>(
      await uplift.server.db.execute(sql`select id from domain_events where type = 'list.joined' and data->>'email' = ${email}`),
    );
    expect(joined).toBeDefined();
    await uplift.server.db.execute(
      sql`insert into pgboss.job (name, data) values (${deliveryQueue}, ${JSON.stringify({ eventId: joined!.id })}::jsonb)`,
    );
    await uplift.server.drained([deliveryQueue]);
    const runs = rowsOf<{ state: string }>(
      await uplift.server.db.execute(sql`select state from pgboss.job where name = ${deliveryQueue} and data->>'eventId' = ${joined!.id}`),
    );
    expect(runs.map((run) => run.state)).toEqual(['completed', 'completed']);
    expect(await mailCountTo(uplift.server.db, email)).toBe(2);
    expect((await magnetOf(owner, magnet.id))?.leads).toBe(1);

    // An altered link is refused; an expired one offers a new link by e-mail.
    const token = fileLink.slice(fileLink.lastIndexOf('/') + 1);
    const altered = `${uplift.server.url}/l/file/${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetch(altered)).status).toBe(400);
    expect((await fetch(`${uplift.server.url}/l/file/nothing`)).status).toBe(400);
    clock.advance(7 * dayMs + 60_000);
    try {
      const expired = await fetch(fileLink);
      expect(expired.status).toBe(410);
      const offer = await expired.text();
      expect(offer).toContain('This link has expired');
      expect(offer).toContain(`action="/l/file/${token}/renew"`);
      const renewed = await fetch(`${fileLink}/renew`, { method: 'POST' });
      expect(renewed.status).toBe(200);
      const newLink = await fileLinkAfter(email, 3);
      expect(newLink).not.toBe(fileLink);
      const again = await fetch(newLink);
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).toString()).toBe(pdf);
      // An altered link asks for nothing (the renewal is sent before the page answers).
      expect((await fetch(`${altered}/renew`, { method: 'POST' })).status).toBe(200);
      expect(await mailCountTo(uplift.server.db, email)).toBe(3);
    } finally {
      clock.set(Date.now());
    }
  });

  test('a file of another type or over the limit, and a list of another workspace, are refused with what is wrong', async () => {
    const owner = await uplift.member('magnet.refused@monetization.test');
    const stranger = await uplift.member('magnet.refused.stranger@monetization.test');
    const listId = await listOf(owner);
    const withFile = (file: Blob, name: string) => {
      const form = leadMagnetForm(listId);
      form.set('file', file, name);
      return sendForm(uplift.server.url, owner, '/api/monetization/lead-magnets', form);
    };
    const program = await withFile(new Blob(['MZ'], { type: 'application/octet-stream' }), 'setup.exe');
    expect(program.status).toBe(400);
    expect(program.body.error.message).toContain('this one is .exe');
    const large = await withFile(new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: 'application/pdf' }), 'large.pdf');
    expect(large.status).toBe(413);
    expect(large.body.error.message).toBe('The file is larger than 20 MB');
    const foreign = await sendForm(uplift.server.url, stranger, '/api/monetization/lead-magnets', leadMagnetForm(listId));
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('Choose a list in Email Marketing');
    expect((await owner.get('/api/monetization/lead-magnets')).body.leadMagnets).toEqual([]);
    expect((await stranger.get('/api/monetization/lead-magnets')).body.leadMagnets).toEqual([]);
  });

  test('a file takes room in the plan’s storage, and is refused when there is none left', async () => {
    const owner = await uplift.member('magnet.storage@monetization.test');
    const listId = await listOf(owner);
    const storageOf = async () => (await owner.get('/api/me')).body.usage.storage as number;
    expect(await storageOf()).toBe(0);
    const small = await addMagnet(owner, listId, 'Small Kit');
    expect(await storageOf()).toBe(1);

    // Another file already fills the Starter plan's storage but for a megabyte.
    const workspaceId = (await owner.get('/api/me')).body.workspace.id as string;
    const megabyte = 1024 * 1024;
    const [archive] = await uplift.server.db
      .insert(monetizationLeadMagnets)
      .values({
        workspaceId,
        allowanceWorkspaceId: workspaceId,
        title: 'Archive',
        listId,
        slug: 'storagearchive1',
        kind: 'file',
        fileName: 'archive.zip',
        fileType: 'application/zip',
        fileSize: (Number(getPlan('starter').limits.storage) - 2) * megabyte,
      })
      .returning({ id: monetizationLeadMagnets.id });
    const form = leadMagnetForm(listId, 'Large Kit');
    form.set('file', new Blob([new Uint8Array(megabyte + 1)], { type: 'application/pdf' }), 'large-kit.pdf');
    const refused = await sendForm(uplift.server.url, owner, '/api/monetization/lead-magnets', form);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAN_LIMIT_REACHED');
    expect(
      ((await owner.get('/api/monetization/lead-magnets')).body.leadMagnets as LeadMagnet[]).map((magnet) => magnet.title),
    ).not.toContain('Large Kit');

    // Removing a file gives its room back.
    expect((await owner.delete(`/api/monetization/lead-magnets/${archive!.id}`)).status).toBe(204);
    expect(await storageOf()).toBe(1);
    expect((await sendForm(uplift.server.url, owner, '/api/monetization/lead-magnets', form)).status).toBe(201);
    expect((await owner.delete(`/api/monetization/lead-magnets/${small.id}`)).status).toBe(204);
    expect(await storageOf()).toBe(2);
  });

  test('another workspace cannot reach the magnet; the embed form signs up with the source; a paused magnet offers nothing', async () => {
    const owner = await uplift.member('magnet.embed@monetization.test');
    const stranger = await uplift.member('magnet.embed.stranger@monetization.test');
    const listId = await listOf(owner, 'Embed leads');
    const magnet = await addMagnet(owner, listId, 'Rye Recipe Cards');

    expect((await stranger.get(`/api/monetization/lead-magnets/${magnet.id}/embed`)).status).toBe(404);
    expect((await stranger.patch(`/api/monetization/lead-magnets/${magnet.id}`, { title: 'Mine' })).status).toBe(404);
    expect((await stranger.delete(`/api/monetization/lead-magnets/${magnet.id}`)).status).toBe(404);
    expect((await stranger.get('/api/monetization/lead-magnets')).body.leadMagnets).toEqual([]);
    expect((await magnetOf(owner, magnet.id))?.title).toBe('Rye Recipe Cards');

    const embed = await owner.get(`/api/monetization/lead-magnets/${magnet.id}/embed`);
    expect(embed.status).toBe(200);
    const html = embed.body.html as string;
    expect(html).toContain(`<form method="post" action="${uplift.server.url}/m/subscribe/${listId}">`);
    expect(html).toContain('Rye Recipe Cards');
    const source = sourceOf(html);
    expect(source).not.toBe('');

    // Pasted into another site, the form posts from there.
    const email = 'gus@readers.test';
    await signUpAndConfirm(listId, email, source, 'https://blog.example.com');
    await expect.poll(async () => (await magnetOf(owner, magnet.id))?.leads, eventually).toBe(1);
    const fileLink = await fileLinkAfter(email, 2);
    expect((await fetch(fileLink)).status).toBe(200);
    // The embed was not a page view.
    expect((await magnetOf(owner, magnet.id))?.views).toBe(0);

    // The source names this magnet: signed up on another list of the workspace, it credits nothing.
    const otherList = await listOf(owner, 'Other list');
    await signUpAndConfirm(otherList, 'hal@readers.test', source);
    await uplift.server.drained([deliveryQueue]);
    expect((await magnetOf(owner, magnet.id))?.leads).toBe(1);
    expect(await mailCountTo(uplift.server.db, 'hal@readers.test')).toBe(1);

    // A magnet giving a link mails the link itself.
    const linkForm = new FormData();
    for (const [key, value] of Object.entries({ title: 'Rye Video', listId, kind: 'link', linkUrl: 'https://video.example/rye' }))
      linkForm.append(key, value);
    const linkMagnet = await sendForm(uplift.server.url, owner, '/api/monetization/lead-magnets', linkForm);
    expect(linkMagnet.status).toBe(201);
    expect(linkMagnet.body).toMatchObject({ kind: 'link', linkUrl: 'https://video.example/rye', file: null });
    const linkPage = await (await visit(linkMagnet.body.pageUrl, '198.51.100.31')).text();
    expect(linkPage).toContain('You will get the link by e-mail.');
    await signUpAndConfirm(listId, 'ida@readers.test', sourceOf(linkPage));
    await expect.poll(() => mailCountTo(uplift.server.db, 'ida@readers.test'), eventually).toBe(2);
    expect(await lastMailTo(uplift.server.db, 'ida@readers.test')).toMatchObject({
      subject: 'Here is Rye Video',
      link: 'https://video.example/rye',
    });

    const paused = await owner.patch(`/api/monetization/lead-magnets/${magnet.id}`, { status: 'Paused' });
    expect(paused.status).toBe(200);
    expect(paused.body.status).toBe('Paused');
    const page = await visit(magnet.pageUrl);
    expect(page.status).toBe(404);
    const text = await page.text();
    expect(text).toContain('This offer is not available right now.');
    expect(text).not.toContain('/m/subscribe/');
  });

  test('someone already on the list who asks through a second magnet gets it too, once', async () => {
    const owner = await uplift.member('magnet.member@monetization.test');
    const listId = await listOf(owner, 'Members');
    const first = await addMagnet(owner, listId, 'Starter Kit');
    const second = await addMagnet(owner, listId, 'Pricing Sheet');
    const email = 'regular@bakery.test';
    const firstPage = await (await visit(first.pageUrl)).text();
    await signUpAndConfirm(listId, email, sourceOf(firstPage));
    await fileLinkAfter(email, 2);

    // Already subscribed: no confirmation is asked again, and the second magnet's file comes at once.
    const secondPage = await (await visit(second.pageUrl)).text();
    const answer = await postForm(`${uplift.server.url}/m/subscribe/${listId}`, { email, source: sourceOf(secondPage) });
    expect(answer.status).toBe(200);
    await fileLinkAfter(email, 3);
    expect((await lastMailTo(uplift.server.db, email))!.subject).toBe('Here is Pricing Sheet');
    await expect.poll(async () => (await magnetOf(owner, second.id))?.leads, eventually).toBe(1);
    // Asking again sends nothing more.
    await postForm(`${uplift.server.url}/m/subscribe/${listId}`, { email, source: sourceOf(secondPage) });
    await uplift.server.drained([deliveryQueue]);
    expect(await mailCountTo(uplift.server.db, email)).toBe(3);
  });
});
