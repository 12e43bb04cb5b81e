import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContentItem, contentMessages } from '../src/shared/content/content';
import { paths } from '../src/web/config/paths';
import { workerBrowser, pageOrigin, signedInContext } from './support/browser';
import { toast } from './support/screen';

// The address a piece was published at, from which Analytics counts its views; set in the content detail.
let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const addressMessage = 'Enter the full address, such as https://example.com/blog/my-post';

async function saveBlog(context: BrowserContext, title: string): Promise<ContentItem> {
  const response = await context.request.post('/api/content', {
    headers: pageOrigin(),
    data: { type: 'blog', title, body: { title, metaDescription: 'Rye', content: '# Rye\n\nSlowly.', tags: ['rye'] } },
  });
  if (response.status() !== 201) throw new Error(`Could not save content: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ContentItem;
}

async function storedAddress(context: BrowserContext, id: string): Promise<string | null> {
  return ((await (await context.request.get(`/api/content/${id}`)).json()) as ContentItem).publishedUrl;
}

describe('published address', () => {
  it('is checked as the server checks it, saved, shown as a link and cleared', async () => {
    const { context, page } = await signedInContext(browser);
    const item = await saveBlog(context, 'Why rye loves a slow proof');
    await page.goto(paths.contentItem(item.id));
    const dialog = page.getByRole('dialog', { name: item.title });
    const field = dialog.getByTestId('published-address');
    // Opened by its address, the blog's renderer may still be loading: the body shows before anything below it is used.
    await dialog.getByTestId('blog-markdown').waitFor();
    await field.getByText('Not set', { exact: true }).waitFor();

    await field.getByRole('button', { name: 'Add published address' }).click();
    const input = field.getByLabel('Published at');
    await expect(input.getAttribute('type')).resolves.toBe('url');
    await input.fill('ryebakery.example/blog');
    await field.getByRole('button', { name: 'Save address' }).click();
    await field.getByRole('alert').filter({ hasText: addressMessage }).waitFor();
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    // Typing again takes the message away; Escape leaves the form but not the dialog.
    await input.fill('https://rye');
    await expect(field.getByRole('alert').count()).resolves.toBe(0);
    await input.press('Escape');
    await field.getByText('Not set', { exact: true }).waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(storedAddress(context, item.id)).resolves.toBeNull();

    const address = 'https://ryebakery.example/blog/slow-proof';
    await field.getByRole('button', { name: 'Add published address' }).click();
    await field.getByLabel('Published at').fill(address);
    await field.getByLabel('Published at').press('Enter');
    await toast(page, 'Published address saved').waitFor();
    const link = field.getByRole('link', { name: address });
    await expect(link.getAttribute('href')).resolves.toBe(address);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(storedAddress(context, item.id)).resolves.toBe(address);

    // Edit starts from the saved address.
    await field.getByRole('button', { name: 'Edit published address' }).click();
    await expect(field.getByLabel('Published at').inputValue()).resolves.toBe(address);
    await field.getByRole('button', { name: 'Cancel' }).click();

    await field.getByRole('button', { name: 'Clear published address' }).click();
    await toast(page, 'Published address removed').waitFor();
    await field.getByText('Not set', { exact: true }).waitFor();
    await expect(storedAddress(context, item.id)).resolves.toBeNull();
    await context.close();
  });

  it("shows the server's refusal under the field, and a failure as a toast", async () => {
    const { context, page } = await signedInContext(browser);
    const item = await saveBlog(context, 'Seeded rye');
    await page.goto(paths.contentItem(item.id));
    const dialog = page.getByRole('dialog', { name: item.title });
    await dialog.getByTestId('blog-markdown').waitFor();
    const field = dialog.getByTestId('published-address');
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'That address is refused' } },
    };
    await page.route('**/api/content/*/published-url', (route) => route.fulfill({ status: answer.status, json: answer.body }));

    await field.getByRole('button', { name: 'Add published address' }).click();
    await field.getByLabel('Published at').fill('https://ryebakery.example/seeded');
    await field.getByRole('button', { name: 'Save address' }).click();
    await field.getByRole('alert').filter({ hasText: 'That address is refused' }).waitFor();

    answer = { status: 500, body: { error: { code: 'INTERNAL', message: '' } } };
    await field.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Failed to save the published address').waitFor();
    await field.getByLabel('Published at').waitFor();
    await context.close();
  });

  it('after marking a piece Published without an address, the card says Analytics needs one', async () => {
    const { context, page } = await signedInContext(browser);
    const item = await saveBlog(context, 'Rye for beginners');
    await page.goto(paths.content);
    await page.getByLabel(`Status of ${item.title}`).selectOption('published');
    await toast(page, contentMessages.statusChanged('published')).waitFor();
    const card = page.getByTestId('content-card').filter({ hasText: item.title });
    await card.getByText('Analytics can count its views', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Add address' }).click();
    const field = page.getByRole('dialog', { name: item.title }).getByTestId('published-address');
    await field.getByText('Add the address it was published at so Analytics can count its views.').waitFor();
    await field.getByRole('button', { name: 'Add published address' }).waitFor();
    await context.close();
  });
});
