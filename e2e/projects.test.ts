import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '../src/shared/projects';
import { workerBrowser, pageOrigin, signedInContext } from './support/browser';
import { toast } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** Sonner's toasts, so a text that also appears on the page is only found in the toast. */
async function openEditDialog(page: Page, projectName: string) {
  await page.getByRole('button', { name: `Current project: ${projectName}` }).click();
  await page.getByRole('menuitem', { name: 'Edit project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  await dialog.waitFor();
  return dialog;
}

describe('edit and delete the current project', () => {
  it('saves changes from the header, keeps them across reloads, then deletes the project after confirmation', async () => {
    const { context, page } = await signedInContext(browser);
    const created = await context.request.post('/api/projects', {
      headers: pageOrigin(),
      data: { name: 'Bakery', url: 'https://bakery.example', niche: 'Food', keywords: 'bread, rye' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();

    let dialog = await openEditDialog(page, 'Bakery');
    await expect(dialog.getByLabel('Project name *').inputValue()).resolves.toBe('Bakery');
    await expect(dialog.getByLabel('Website URL').inputValue()).resolves.toBe('https://bakery.example');
    await expect(dialog.getByLabel('Niche').inputValue()).resolves.toBe('Food');
    await expect(dialog.getByLabel('Keywords (comma-separated)').inputValue()).resolves.toBe('bread, rye');
    await expect(dialog.getByLabel('Competitors (comma-separated)').inputValue()).resolves.toBe('');

    await dialog.getByLabel('Project name *').fill('  ');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(projectMessages.fillRequired);
    await dialog.getByLabel('Project name *').fill('Bakery Bloom');
    await dialog.getByLabel('Keywords (comma-separated)').fill('sourdough, rye , ');
    // A failure without a message gets the screen's own text.
    await page.route('**/api/projects/*', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: '' } } }), {
      times: 1,
    });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, projectMessages.updateFailed).waitFor();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, projectMessages.updated).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Current project: Bakery Bloom' }).waitFor();

    const { projects } = await (await context.request.get('/api/projects')).json();
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ name: 'Bakery Bloom', url: 'https://bakery.example', niche: 'Food' });
    expect(projects[0]).toMatchObject({ keywords: ['sourdough', 'rye'], competitors: [] });
    await page.reload();
    await page.getByRole('button', { name: 'Current project: Bakery Bloom' }).waitFor();

    dialog = await openEditDialog(page, 'Bakery Bloom');
    const confirmation = dialog.getByText(projectMessages.deleteConfirm('Bakery Bloom'), { exact: true });
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await confirmation.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Delete project');

    // A refusal's own message is shown, e.g. a viewer's READ_ONLY.
    const readOnly = 'Your role in this workspace can view but not change it.';
    await page.route(
      '**/api/projects/*',
      (route) => route.fulfill({ status: 403, json: { error: { code: 'READ_ONLY', message: readOnly } } }),
      {
        times: 1,
      },
    );
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, readOnly).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, projectMessages.deleted).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Current project: No project' }).waitFor();
    await expect((await context.request.get('/api/projects')).json()).resolves.toEqual({ projects: [] });

    // With no project left there is nothing to edit.
    await page.getByRole('button', { name: 'Current project: No project' }).click();
    await page.getByRole('menuitem', { name: 'New project' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Edit project' }).count()).resolves.toBe(0);
    await context.close();
  });
});
