import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardMessages } from '../src/shared/dashboard/dashboard';
import { sampleWorkspaceName, workspaceMessages } from '../src/shared/workspaces';
import { sampleFigures } from '../src/server/testing';
import { screens } from '../src/web/app/modules';
import { expectAccessible } from './support/accessibility';
import { workerBrowser, pageOrigin, signedInContext } from './support/browser';
import { statValue, toast } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

function tiles(page: Page) {
  return Promise.all((['projects', 'content', 'campaigns', 'subscribers'] as const).map((stat) => statValue(page, stat).textContent()));
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Sample workspace' });
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
  await statValue(page, 'projects').waitFor();
}

describe('Sample workspace', () => {
  it('loads from the welcome banner, shows the sample figures under a banner, and goes back to zeros', async () => {
    const { context, page, email } = await signedInContext(browser);
    const personalName = `${email.split('@')[0]}'s workspace`;
    await openDashboard(page);
    await expect.poll(() => tiles(page)).toEqual(['0', '0', '0', '0']);
    await page.getByRole('button', { name: `Current workspace: ${personalName}` }).waitFor();

    const welcome = page.getByRole('region', { name: "Let's set up your first project" });
    await welcome.getByRole('button', { name: workspaceMessages.loadSample }).click();
    await toast(page, workspaceMessages.sampleLoaded).waitFor();
    await banner(page).getByText(workspaceMessages.sampleBanner).waitFor();
    await page.getByRole('button', { name: `Current workspace: ${sampleWorkspaceName}` }).waitFor();
    await expect
      .poll(() => tiles(page))
      .toEqual([String(sampleFigures.projects), String(sampleFigures.content), String(sampleFigures.activeCampaigns), '847']);
    await page.getByText('+34 in the last 30 days', { exact: true }).waitFor();
    // Views come from the sample traffic at a piece's published address; a social post has none.
    const views = (title: string) =>
      page
        .getByRole('row', { name: new RegExp(title) })
        .getByRole('cell')
        .nth(2)
        .textContent();
    await expect.poll(() => views('How we shape a country loaf')).toMatch(/^\d[\d,]*$/);
    await expect(views('Weekend bake sale announcement')).resolves.toBe('—');
    await page.getByText('Loaded the Sample workspace').waitFor();
    // Neither the welcome banner nor the load button shows inside the sample.
    await expect(page.getByRole('link', { name: dashboardMessages.startSmartSetup }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: workspaceMessages.loadSample }).count()).resolves.toBe(0);

    // Every screen and each of its tabs, full of the sample's data: no serious accessibility violation.
    for (const screen of screens.filter((s) => s.path !== '/admin')) {
      await page.goto(screen.path);
      await page.locator('[data-screen-shell]').waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: screen.title, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${screen.path} with the sample`);
      const tabs = page.getByRole('tab');
      for (let tab = 1; tab < (await tabs.count()); tab++) {
        await tabs.nth(tab).click();
        // The screen's data is in; a tab shows its own part of it (or asks for a little more, which
        // the check then sees loading rather than waiting half a second of quiet for each).
        await expect.poll(() => tabs.nth(tab).getAttribute('aria-selected')).toBe('true');
        await expectAccessible(page, `${screen.path} with the sample, tab ${await tabs.nth(tab).textContent()}`);
      }
    }

    // The banner follows the user to every screen, and survives a reload.
    await page.getByRole('link', { name: 'Content Engine' }).click();
    await page.waitForURL('**/content');
    await banner(page).waitFor();
    await page.reload();
    await banner(page).getByRole('button', { name: workspaceMessages.backToMyWorkspace }).click();
    await toast(page, workspaceMessages.switchedTo(personalName)).waitFor();
    await banner(page).waitFor({ state: 'detached' });

    await openDashboard(page);
    await expect.poll(() => tiles(page)).toEqual(['0', '0', '0', '0']);
    await page.getByRole('link', { name: dashboardMessages.startSmartSetup }).waitFor();
    await context.close();
  }, 240_000);

  it('switches from the header and deletes the sample after confirming', async () => {
    const { context, page, email } = await signedInContext(browser);
    const personalName = `${email.split('@')[0]}'s workspace`;
    const personalId = (await (await context.request.get('/api/me')).json()).workspace.id;
    await context.request.post('/api/workspaces/sample', { headers: pageOrigin() });
    await context.request.post('/api/workspaces/current', { headers: pageOrigin(), data: { workspaceId: personalId } });
    await openDashboard(page);
    await expect.poll(() => tiles(page)).toEqual(['0', '0', '0', '0']);

    await page.getByRole('button', { name: `Current workspace: ${personalName}` }).click();
    await page.getByRole('menuitem', { name: new RegExp(sampleWorkspaceName) }).click();
    await toast(page, workspaceMessages.switchedTo(sampleWorkspaceName)).waitFor();
    await expect.poll(() => statValue(page, 'projects').textContent()).toBe(String(sampleFigures.projects));

    await banner(page).getByRole('button', { name: workspaceMessages.deleteSample }).click();
    const dialog = page.getByRole('dialog', { name: workspaceMessages.deleteSampleTitle });
    await dialog.getByText(workspaceMessages.deleteSampleText).waitFor();
    await dialog.getByRole('button', { name: workspaceMessages.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    await banner(page).waitFor();

    await banner(page).getByRole('button', { name: workspaceMessages.deleteSample }).click();
    await dialog.getByRole('button', { name: workspaceMessages.deleteSample }).click();
    await toast(page, workspaceMessages.sampleDeleted).waitFor();
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(() => tiles(page)).toEqual(['0', '0', '0', '0']);
    await page.getByRole('button', { name: `Current workspace: ${personalName}` }).click();
    await page.getByRole('menuitem', { name: workspaceMessages.loadSample }).waitFor();
    await context.close();
  });
});
