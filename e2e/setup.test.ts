import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usageMessages } from '../src/shared/messages';
import { projectMessages } from '../src/shared/projects';
import { setupLabels, setupMessages, uploadMessages } from '../src/shared/setup/setup';
import { formatFileSize } from '../src/web/features/setup/file-info';
import { analysisBaseUrl, bakerySiteUrl, workerBrowser, signedInContext } from './support/browser';
import { toast } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** Sonner's toasts, so a text that also appears on the page is only found in the toast. */
async function openSetup(page: Page, query = '') {
  await page.goto(`/setup${query}`);
  await page.getByRole('heading', { level: 1, name: setupLabels.title }).waitFor();
}

function chooser(page: Page) {
  return page.getByRole('heading', { name: setupLabels.chooseMode });
}

const notes = Buffer.from(
  [
    'Sourdough Bread Workshop',
    'Our bakery teaches sourdough bread baking to home bakers every weekend.',
    'Learn to feed a sourdough starter, shape a rye sourdough loaf and bake sourdough bread in a home oven.',
    'Sourdough bread classes cover starters, rye flour, long fermentation and crusty sourdough loaves.',
  ].join('\n'),
);
/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('Smart Setup', () => {
  it('checks the URL inline, shows a failed analysis with its reason, and Back returns to the chooser', async () => {
    const { context, page } = await signedInContext(browser);
    await openSetup(page);
    await chooser(page).waitFor();
    await page.getByRole('button', { name: new RegExp(setupLabels.urlMode) }).click();
    await page.getByRole('button', { name: setupLabels.back }).click();
    await chooser(page).waitFor();
    await page.getByRole('button', { name: new RegExp(setupLabels.urlMode) }).click();

    const analyze = page.getByRole('button', { name: setupLabels.analyze, exact: true });
    await analyze.click();
    await page.getByText(setupMessages.enterWebsiteUrl, { exact: true }).waitFor();
    const url = page.getByLabel(setupLabels.websiteUrl);
    await url.fill('not a url');
    await analyze.click();
    await page.getByText(setupMessages.enterValidUrl, { exact: true }).waitFor();
    await expect(url.getAttribute('aria-invalid')).resolves.toBe('true');

    // The server's fetcher refuses private addresses, so this analysis fails with a reason.
    await url.fill('http://10.0.0.1/');
    await analyze.click();
    await toast(page, setupMessages.analyzeFailed).waitFor();
    await page.getByRole('heading', { name: setupLabels.analysisFailed }).waitFor();
    const reason = await page.getByRole('alert').filter({ hasText: setupLabels.analysisFailed }).textContent();
    expect(reason).toContain(setupMessages.analyzeFailed);
    expect(reason).toMatch(/private or internal network/);

    await page.getByRole('button', { name: setupLabels.editAndRetry, exact: true }).click();
    await expect(page.getByLabel(setupLabels.websiteUrl).inputValue()).resolves.toBe('http://10.0.0.1/');
    await page.getByRole('button', { name: setupLabels.back }).click();
    await chooser(page).waitFor();
    await context.close();
  });

  it('analyses a website with real progress, shows what it found and saves it as a project with its URL', async () => {
    const { context, page } = await signedInContext(browser, undefined, analysisBaseUrl);
    await openSetup(page);
    await page.getByRole('button', { name: new RegExp(setupLabels.urlMode) }).click();
    await page.getByLabel(setupLabels.websiteUrl).fill(`${bakerySiteUrl}/`);
    await page.getByRole('button', { name: setupLabels.analyze, exact: true }).click();

    // The bar follows the job: it reads the pages one by one, so it shows values between 0 and 100.
    const bar = page.getByRole('progressbar', { name: setupLabels.analyzingWebsite });
    await bar.waitFor();
    await page.waitForFunction(() => {
      const value = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      return value > 5 && value < 100;
    });

    await toast(page, setupMessages.analyzed).waitFor();
    await page.getByRole('heading', { name: setupLabels.results }).waitFor();
    const keywords = await page.getByRole('list', { name: setupLabels.keyKeywords }).getByRole('listitem').allTextContents();
    expect(keywords.slice(0, 6).join(' | ')).toMatch(/sourdough/);
    expect(keywords.join(' | ')).toMatch(/rye/);
    await page.getByRole('list', { name: setupLabels.contentTopics }).getByText('Rye Bread Baking', { exact: true }).waitFor();
    await page.getByText(setupMessages.noCompetitors, { exact: true }).waitFor();
    await page.getByText(setupLabels.analysedFrom(5, 'url')).waitFor();
    await page.getByText(setupLabels.estimatedByHeuristics).waitFor();

    await page.getByRole('button', { name: setupLabels.saveAsProject }).click();
    const dialog = page.getByRole('dialog', { name: setupLabels.saveAsProject });
    await expect(dialog.getByLabel(setupLabels.websiteUrl).inputValue()).resolves.toBe(`${bakerySiteUrl}/`);
    await dialog.getByRole('button', { name: setupLabels.saveProject }).click();
    await toast(page, projectMessages.created).waitFor();
    const { projects } = await (await context.request.get('/api/projects')).json();
    expect(projects[0]).toMatchObject({ url: `${bakerySiteUrl}/`, niche: 'Food & Cooking' });
    expect(projects[0].keywords).toEqual(keywords);

    await page.getByRole('link', { name: setupLabels.startContentCreation }).click();
    await page.waitForURL('**/content');
    await context.close();
  });

  it('takes a manual setup to its results, saves it as the current project, and Try Again starts over', async () => {
    const { context, page } = await signedInContext(browser);
    await openSetup(page);
    await page.getByRole('button', { name: new RegExp(setupLabels.manualMode) }).click();
    const submit = page.getByRole('button', { name: setupLabels.continue });
    await submit.click();
    await page.getByText(setupMessages.fillRequired, { exact: true }).waitFor();
    await page.getByLabel(setupLabels.nicheField).fill('Home baking');
    await page.getByLabel(setupLabels.keywordsField).fill(' , ');
    await submit.click();
    await page.getByText(setupMessages.fillRequired, { exact: true }).waitFor();
    await page.getByLabel(setupLabels.keywordsField).fill('sourdough, rye bread, ');
    await submit.click();

    await page.getByRole('heading', { name: setupLabels.results }).waitFor();
    const keywords = page.getByRole('list', { name: setupLabels.keyKeywords }).getByRole('listitem');
    await expect(keywords.allTextContents()).resolves.toEqual(['sourdough', 'rye bread']);
    await page.getByText(setupMessages.noCompetitors, { exact: true }).waitFor();
    for (const title of [setupLabels.keyKeywords, setupLabels.competitors, setupLabels.contentTopics, setupLabels.targetAudience]) {
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    await page.getByText(setupLabels.enteredByHand).waitFor();
    await expect(page.getByRole('link', { name: setupLabels.startContentCreation }).getAttribute('href')).resolves.toBe('/content');

    await page.getByRole('button', { name: setupLabels.saveAsProject }).click();
    const dialog = page.getByRole('dialog', { name: setupLabels.saveAsProject });
    await expect(dialog.getByLabel(setupLabels.projectName).inputValue()).resolves.toBe('Home baking');
    await dialog.getByRole('button', { name: setupLabels.saveProject }).click();
    await toast(page, projectMessages.created).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Current project: Home baking' }).waitFor();
    await page.getByText(setupLabels.savedAs('Home baking')).waitFor();
    const { projects } = await (await context.request.get('/api/projects')).json();
    expect(projects[0]).toMatchObject({ name: 'Home baking', niche: 'Home baking', keywords: ['sourdough', 'rye bread'], competitors: [] });

    await page.getByRole('button', { name: setupLabels.tryAgain, exact: true }).click();
    await chooser(page).waitFor();

    // Starter allows one project: saving a second offers the upgrade and keeps the dialog open.
    await page.getByRole('button', { name: new RegExp(setupLabels.manualMode) }).click();
    await expect(page.getByLabel(setupLabels.nicheField).inputValue()).resolves.toBe('');
    await page.getByLabel(setupLabels.nicheField).fill('Pastry');
    await page.getByLabel(setupLabels.keywordsField).fill('croissants');
    await page.getByLabel(setupLabels.competitorsField).fill('rival.example');
    await submit.click();
    await page.getByText('rival.example', { exact: true }).waitFor();
    await page.getByRole('button', { name: setupLabels.saveAsProject }).click();
    await dialog.getByRole('button', { name: setupLabels.saveProject }).click();
    await dialog.getByText(usageMessages.reachedLimit).waitFor();
    await expect(dialog.getByRole('link', { name: usageMessages.upgrade }).getAttribute('href')).resolves.toBe('/settings/billing');
    await context.close();
  });

  it('lists picked files with badges and sizes, removes one, and analyses the rest', async () => {
    const { context, page } = await signedInContext(browser);
    await openSetup(page);
    await page.getByRole('button', { name: new RegExp(setupLabels.uploadMode) }).click();
    const analyze = page.getByRole('button', { name: setupLabels.analyzeFiles });
    await analyze.click();
    await page.getByText(setupMessages.uploadAtLeastOne, { exact: true }).waitFor();

    const input = page.locator('input[type="file"]');
    await input.setInputFiles([
      { name: 'bakery-notes.txt', mimeType: 'text/plain', buffer: notes },
      { name: 'logo.png', mimeType: 'image/png', buffer: png },
    ]);
    await toast(page, setupMessages.filesSelected(2)).waitFor();
    const rows = page.getByRole('list', { name: 'Selected files' }).getByRole('listitem');
    await expect(rows.count()).resolves.toBe(2);
    await expect(page.getByTestId('file-badge').allTextContents()).resolves.toEqual(['FILE', 'IMG']);
    await expect(rows.nth(0).textContent()).resolves.toContain(formatFileSize(notes.length));
    await expect(rows.nth(1).textContent()).resolves.toContain(formatFileSize(png.length));

    await page.getByRole('button', { name: setupLabels.remove('logo.png') }).click();
    await expect(rows.count()).resolves.toBe(1);

    // Dropped files join the list like picked ones.
    await page.getByTestId('drop-zone').evaluate((zone) => {
      const data = new DataTransfer();
      data.items.add(new File(['# Rye flour'], 'dropped.md', { type: 'text/markdown' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await toast(page, setupMessages.filesSelected(1)).waitFor();
    await expect(rows.allTextContents()).resolves.toEqual([
      expect.stringContaining('bakery-notes.txt'),
      expect.stringContaining('dropped.md'),
    ]);
    await page.getByRole('button', { name: setupLabels.remove('dropped.md') }).click();

    // What the server refuses comes back as its own message, and the list stays for a second try.
    await input.setInputFiles([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await page.getByRole('button', { name: setupLabels.remove('setup.exe') }).waitFor();
    await analyze.click();
    await toast(page, uploadMessages.unsupportedFile('setup.exe')).waitFor();
    await page.getByRole('button', { name: setupLabels.remove('setup.exe') }).click();

    await analyze.click();
    await toast(page, setupMessages.analyzed).waitFor();
    await page.getByRole('heading', { name: setupLabels.results }).waitFor();
    const keywords = await page.getByRole('list', { name: setupLabels.keyKeywords }).textContent();
    expect(keywords).toMatch(/sourdough/);
    await page.getByText(setupLabels.estimatedByHeuristics).waitFor();
    await page.getByText(setupLabels.analysedFrom(1, 'upload')).waitFor();
    await context.close();
  });

  it("shows the upload's real progress, then lists the kept files, which can be deleted with their analysis", async () => {
    const { context, page } = await signedInContext(browser);
    // A slow line (about 1 MB/s up), so the bar has time to move while 3 MB are sent.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await openSetup(page);
    await page.getByRole('button', { name: new RegExp(setupLabels.uploadMode) }).click();
    const bigNotes = Buffer.concat([notes, Buffer.from(`\n${'Rye sourdough loaves and starters. '.repeat(90_000)}`)]);
    await page.locator('input[type="file"]').setInputFiles([{ name: 'bakery-notes.txt', mimeType: 'text/plain', buffer: bigNotes }]);
    await page.getByRole('button', { name: setupLabels.analyzeFiles }).click();
    await page.getByRole('heading', { name: setupLabels.analyzingFiles(1) }).waitFor();
    // Between nothing and everything sent, the bar says so.
    const bar = page.getByRole('progressbar', { name: setupLabels.uploading });
    await expect
      .poll(async () => Number((await bar.count()) > 0 ? await bar.getAttribute('aria-valuenow') : 0), { timeout: 20_000, interval: 50 })
      .toBeGreaterThan(0);
    await expect.poll(async () => Number((await bar.count()) > 0 ? await bar.getAttribute('aria-valuenow') : 100)).toBeLessThan(100);
    await toast(page, setupMessages.analyzed).waitFor();

    await page.getByRole('button', { name: setupLabels.tryAgain }).click();
    await page.getByRole('button', { name: new RegExp(setupLabels.uploadMode) }).click();
    const stored = page.getByRole('region', { name: setupLabels.storedUploads });
    await stored.getByText('bakery-notes.txt').waitFor();
    await stored.getByText(formatFileSize(bigNotes.length)).waitFor();
    await stored.getByRole('button', { name: /^Delete files uploaded/ }).click();
    await stored.getByText(setupLabels.deleteUploadConfirm(1)).waitFor();
    await stored.getByRole('button', { name: setupLabels.confirmDelete, exact: true }).click();
    await toast(page, uploadMessages.deleted).waitFor();
    await stored.waitFor({ state: 'detached' });
    const listed = (await (await context.request.get('/api/setup/uploads')).json()) as { batches: unknown[] };
    expect(listed.batches).toEqual([]);
    await context.close();
  });

  it('welcomes a new subscriber once', async () => {
    const { context, page } = await signedInContext(browser);
    await openSetup(page, '?subscription=success');
    await toast(page, setupMessages.subscriptionSuccess).waitFor();
    await page.waitForURL((url) => !url.search.includes('subscription'));
    await context.close();
  });

  it('asks for a subscription when the session is gone', async () => {
    const { context, page } = await signedInContext(browser);
    await openSetup(page);
    await page.getByRole('button', { name: new RegExp(setupLabels.urlMode) }).click();
    await page.getByLabel(setupLabels.websiteUrl).fill('https://example.com');
    await context.clearCookies();
    await page.getByRole('button', { name: setupLabels.analyze, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: setupLabels.subscriptionRequired });
    await dialog.waitFor();
    await expect(dialog.getByRole('link', { name: setupLabels.viewPlans }).getAttribute('href')).resolves.toBe('/settings/billing');
    await context.close();
  });
});
