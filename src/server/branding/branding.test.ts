import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { brandingMessages } from '@/shared/branding';
import type { TestClient } from '../test/harness';
import { sendForm } from '../test/role-table';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { useTestServer } from '../test/use-test-server';

let sink: SmtpSink;
const env: Record<string, string> = {};
beforeAll(async () => {
  sink = await startSmtpSink();
  Object.assign(env, { SMTP_URL: sink.url, MAIL_FROM: 'Uplift <mail@uplift.test>' });
});
afterAll(() => sink.close());
const uplift = useTestServer(env);

const branding = {
  displayName: 'Rye & Co',
  primaryColor: '#0F766E',
  accentColor: '#7c2d12',
  footerText: 'Rye & Co · 1 Mill Lane, Bristol',
};

/** A page the server renders, as the signed-in browser (or, without a client, a visitor) reads it. */
async function page(path: string, client?: TestClient): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(new URL(path, uplift.server.url), { headers: client ? { cookie: client.cookies } : {} });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const logoForm = (bytes: Buffer, type: string, name: string) => {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
};

const png = () =>
  sharp({ create: { width: 120, height: 40, channels: 4, background: '#0f766e' } })
    .png()
    .toBuffer();

/** A list with a form, and the public sign-up form's page. */
async function signupForm(client: TestClient): Promise<string> {
  const list = (await client.post('/api/email/lists', { name: 'Bread lovers', optIn: 'single' })).body;
  return (await page(`/m/subscribe/${list.id}`)).html;
}

describe('white label', () => {
  test('Starter and Professional are refused with the plan text and keep Uplift’s name; the tab still reads', async () => {
    for (const plan of ['starter', 'professional'] as const) {
      const client = await uplift.member(`${plan}@brand.test`, plan);
      const saved = await client.put('/api/branding', branding);
      expect(saved.status).toBe(403);
      expect(saved.body.error).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', message: brandingMessages.locked });
      expect((await sendForm(uplift.server.url, client, '/api/branding/logo', logoForm(await png(), 'image/png', 'logo.png'))).status).toBe(
        403,
      );
      expect((await client.get('/api/branding')).body).toEqual({ branding: null, applied: false });
      expect(await signupForm(client)).toContain('Made with Uplift');
      expect((await page('/api/seo/report?site=https://bakery.example', client)).html).toContain('Made by Uplift');
    }
  });

  test('Enterprise saves its branding and reads it back; bad colours and names are refused with their texts', async () => {
    const client = await uplift.member('owner@brand.test', 'enterprise');
    const badColour = await client.put('/api/branding', { ...branding, primaryColor: 'red;background:url(x)' });
    expect(badColour.status).toBe(400);
    expect(badColour.body.error.message).toBe(brandingMessages.invalidColor);
    expect((await client.put('/api/branding', { ...branding, displayName: ' ' })).body.error.message).toBe(brandingMessages.nameRequired);
    const saved = await client.put('/api/branding', branding);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ branding: { ...branding, primaryColor: '#0f766e', logoUrl: null }, applied: true });
    expect((await client.get('/api/branding')).body).toEqual(saved.body);
  });

  test('a logo must be a PNG, JPEG or WebP of at most 1 MB; it is served publicly at an unguessable address, cached for good', async () => {
    const client = await uplift.member('logo@brand.test', 'enterprise');
    const upload = (form: FormData) => sendForm(uplift.server.url, client, '/api/branding/logo', form);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusedSvg = await upload(logoForm(svg, 'image/svg+xml', 'logo.svg'));
    expect(refusedSvg.status).toBe(400);
    expect(refusedSvg.body.error.message).toBe(brandingMessages.logoNotImage);
    const huge = Buffer.concat([await png(), Buffer.alloc(1024 * 1024 + 1)]);
    const refusedHuge = await upload(logoForm(huge, 'image/png', 'logo.png'));
    expect(refusedHuge.status).toBe(413);
    expect(refusedHuge.body.error.message).toBe(brandingMessages.logoTooLarge);

    const uploaded = await upload(logoForm(await png(), 'image/png', 'logo.png'));
    expect(uploaded.status).toBe(200);
    const { logoUrl } = uploaded.body.branding;
    expect(logoUrl).toMatch(new RegExp(`^${uplift.server.url}/brand/logos/[\\w-]{32}$`));
    const served = await fetch(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(120);
    expect((await fetch(`${uplift.server.url}/brand/logos/${'x'.repeat(32)}`)).status).toBe(404);

    const removed = await client.delete('/api/branding/logo');
    expect(removed.body.branding.logoUrl).toBeNull();
    expect((await fetch(logoUrl)).status).toBe(404);
  });

  test('an Enterprise workspace’s campaign, SEO report and sign-up form carry its name and colour and no Uplift', async () => {
    const client = await uplift.member('bakery@brand.test', 'enterprise');
    expect((await client.put('/api/branding', branding)).status).toBe(200);

    // Sending needs a postal address; the sender's name stays the branding's.
    const settings = await client.get('/api/email/settings');
    expect(settings.body.senderName).toBe('Rye & Co');
    expect((await client.put('/api/email/settings', { ...settings.body, postalAddress: '1 Mill Lane, Bristol' })).status).toBe(200);
    const list = (await client.post('/api/email/lists', { name: 'Bread lovers', optIn: 'single' })).body;
    expect((await client.post('/api/email/subscribers', { email: 'ada@readers.test', listIds: [list.id] })).status).toBe(201);
    const campaign = (await client.post('/api/email/campaigns', { name: 'Rye', listId: list.id, subject: 'Fresh rye', content: 'Hello!' }))
      .body;
    expect((await client.post(`/api/email/campaigns/${campaign.id}/send`)).status).toBe(200);
    const mail = await sink.nextMail();
    expect(mail.parsed.from?.value[0]?.name).toBe('Rye & Co');
    expect(mail.parsed.html).toContain('Rye &amp; Co · 1 Mill Lane, Bristol');
    expect(mail.parsed.html).toContain('#0f766e');
    expect(mail.parsed.html).toContain('Unsubscribe');
    expect(`${mail.parsed.html}${mail.parsed.text}`).not.toContain('Uplift');

    const form = (await page(`/m/subscribe/${list.id}`)).html;
    expect(form).toContain('Rye &amp; Co');
    expect(form).toContain('#0f766e');
    expect(form).not.toContain('Uplift');

    const report = await page('/api/seo/report?site=https://bakery.example', client);
    expect(report.status).toBe(200);
    expect(report.html).toContain('Rye &amp; Co');
    expect(report.html).toContain('border-bottom:3px solid #0f766e');
    expect(report.html).not.toContain('Uplift');

    // A downgrade keeps the branding but shows Uplift's name again.
    await uplift.setPlan(client, 'professional');
    expect((await client.get('/api/branding')).body).toMatchObject({ branding: { displayName: 'Rye & Co' }, applied: false });
    expect((await page(`/m/subscribe/${list.id}`)).html).toContain('Made with Uplift');
  });

  test('another workspace’s branding is never shown or written', async () => {
    const owner = await uplift.member('first@brand.test', 'enterprise');
    const other = await uplift.member('second@brand.test', 'enterprise');
    expect((await owner.put('/api/branding', branding)).status).toBe(200);
    expect((await other.get('/api/branding')).body).toEqual({ branding: null, applied: true });
    expect((await other.put('/api/branding', { ...branding, displayName: 'Not yours', footerText: '' })).status).toBe(200);
    expect((await owner.get('/api/branding')).body.branding.displayName).toBe('Rye & Co');
    const othersForm = await signupForm(other);
    expect(othersForm).toContain('Not yours');
    expect(othersForm).not.toContain('Rye &amp; Co');
  });
});
