import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, usageMessages } from '../src/shared/messages';
import { hashtagResearchNotOnPlan } from '../src/shared/social/hashtags';
import { socialMediaMessages, socialMessages } from '../src/shared/social/social';
import { listeningNotOnPlan } from '../src/shared/social/listening';
import { startFakeBluesky } from '../src/server/features/social/test/fake-bluesky';
import { startFakeMastodon } from '../src/server/features/social/test/fake-mastodon';
import { startFakeOAuth } from '../src/server/features/social/test/fake-oauth';
import { makeMp4 } from '../src/server/features/social/test/mp4-fixture';
import type { RunningServer } from '../src/server/testing';
import { pageOrigin, setWorkspacePlan, workerBrowser, signedInContext, uniqueEmail } from './support/browser';
import { expectAccessible } from './support/accessibility';
import { tabTo } from './support/keyboard';
import { startOwnInstance } from './support/own-instance';
import { toast } from './support/screen';
import { rowsOf } from '../src/server/db/rows';

// An instance of its own in this process, beside a fake Mastodon instance and a fake Bluesky server
// on loopback (which FETCH_ALLOW_PRIVATE_NETWORK lets it reach, as an instance on the operator's network),
// and a fake of the OAuth networks standing in for Facebook.
let server: RunningServer;
let mastodon: Awaited<ReturnType<typeof startFakeMastodon>>;
let bluesky: Awaited<ReturnType<typeof startFakeBluesky>>;
let oauth: Awaited<ReturnType<typeof startFakeOAuth>>;
let url: string;
let browser: Browser;

beforeAll(async () => {
  [mastodon, bluesky, oauth] = await Promise.all([startFakeMastodon(), startFakeBluesky(), startFakeOAuth()]);
  server = await startOwnInstance(
    {
      FETCH_ALLOW_PRIVATE_NETWORK: 'true',
      FACEBOOK_APP_ID: oauth.clientId,
      FACEBOOK_APP_SECRET: oauth.clientSecret,
      YOUTUBE_CLIENT_ID: oauth.clientId,
      YOUTUBE_CLIENT_SECRET: oauth.clientSecret,
    },
    { originsForTests: { facebook: oauth.origin, youtube: oauth.origin } },
  );
  url = server.url;
  browser = await workerBrowser();
});
afterAll(async () => {
  await server?.close();
  await Promise.all([mastodon?.close(), bluesky?.close(), oauth?.close()]);
});

/** From /social through the Connect dialog to the fake network's consent page, approved there. */
async function approveOnNetwork(page: Page, network: 'Facebook' | 'YouTube') {
  await page.goto('/social');
  await page.getByRole('button', { name: 'Connect Account' }).first().click();
  await page.getByRole('radio', { name: new RegExp(network) }).check();
  await page.getByRole('button', { name: `Continue to ${network}` }).click();
  await page.waitForURL(`${oauth.origin}/**`);
  await page.getByRole('link', { name: 'Authorize' }).click();
}

/** Connects the fake Bluesky account through the Connect dialog: a handle and an app password, on its own server. */
async function connectBluesky(page: Page) {
  await page.getByRole('button', { name: 'Connect Account' }).first().click();
  await page.getByRole('radio', { name: /Bluesky/ }).check();
  await page.getByLabel('Handle').fill(bluesky.handle);
  await page.getByLabel('App password').fill(bluesky.appPassword);
  await page.getByText('Account on your own server?').click();
  await page.getByLabel('Server address (optional)').fill(bluesky.origin);
  await page.getByRole('button', { name: 'Connect Bluesky' }).click();
  await toast(page, socialMessages.accountConnected('Bluesky')).waitFor();
}

describe('Social Engine', () => {
  it('connects Mastodon and Bluesky, schedules a post for both, sees it published and its engagement appear', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('social'), url);
    await page.goto('/social');
    // The screen's first load on a fresh server: Playwright's wait, not a second's poll, which a busy CI machine outran.
    await page.getByRole('heading', { name: 'Social Engine' }).waitFor();

    // Mastodon: the instance's own consent page, and back.
    await page.getByRole('button', { name: 'Connect Account' }).first().click();
    await page.getByRole('radio', { name: /Mastodon/ }).check();
    await page.getByLabel('Server address').fill('');
    await page.getByRole('button', { name: 'Continue to Mastodon' }).click();
    await page.getByText(socialMessages.fieldsRequired).first().waitFor();
    await page.getByLabel('Server address').fill(mastodon.origin);
    await page.getByRole('button', { name: 'Continue to Mastodon' }).click();
    await page.waitForURL(`${mastodon.origin}/oauth/authorize**`);
    await page.getByRole('link', { name: 'Authorize' }).click();
    await page.waitForURL(`${url}/social**`);
    await toast(page, socialMessages.accountConnected('Mastodon')).waitFor();

    // Bluesky: a handle and an app password, on its own server.
    await connectBluesky(page);
    await expect.poll(() => page.getByTestId('social-account').count()).toBe(2);

    // Compose for both and schedule it for the next whole minute (at least 15 s away), in the browser's zone.
    await page.getByRole('button', { name: 'Create Post' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(socialMessages.contentRequired).first().waitFor();
    await page.getByLabel('Post content').fill('Fresh rye at eight, for every network');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(socialMessages.platformRequired).first().waitFor();
    await page.getByRole('checkbox', { name: /Mastodon/ }).check();
    await page.getByRole('checkbox', { name: /Bluesky/ }).check();
    const due = Math.ceil((Date.now() + 15_000) / 60_000) * 60_000;
    const local = await page.evaluate((at) => {
      const date = new Date(at);
      const two = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
    }, due);
    await page.getByLabel('Schedule (optional)').fill(local);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast(page, socialMessages.postScheduled).waitFor();

    const post = page.getByTestId('social-post').filter({ hasText: 'Fresh rye at eight' });
    await post.getByText('Scheduled', { exact: true }).first().waitFor();
    // Stored for the minute the browser's zone named, its job due then. Rather than wait up to a
    // minute and a quarter for it, the post and its job are moved to now: the worker publishes it as
    // it would have at its time (the API test of scheduled posts checks that one goes out at its time, not before).
    const scheduled = rowsOf<{ id: string; at: Date | string }>(
      await server.db.execute(sql`select id, scheduled_at as at from social_posts where content = 'Fresh rye at eight, for every network'`),
    );
    expect(scheduled.map((row) => new Date(row.at).getTime())).toEqual([due]);
    const jobs = rowsOf<{ at: Date | string }>(
      await server.db.execute(
        sql`select start_after as at from pgboss.job where data->>'postId' = ${scheduled[0]!.id} and state = 'created'`,
      ),
    );
    expect(jobs.map((job) => new Date(job.at).getTime())).toEqual([due]);
    await server.db.execute(sql`update social_posts set scheduled_at = now() where id = ${scheduled[0]!.id}`);
    await server.db.execute(
      sql`update pgboss.job set start_after = now() where data->>'postId' = ${scheduled[0]!.id} and state = 'created'`,
    );
    await expect.poll(() => post.getByTestId('social-post-status').textContent(), { timeout: 30_000 }).toBe('Published');
    expect(mastodon.statuses.map((status) => status.text)).toContain('Fresh rye at eight, for every network');
    expect([...bluesky.posts.values()].map((record) => record.value.text)).toContain('Fresh rye at eight, for every network');
    await expect.poll(() => post.getByRole('link', { name: 'View post' }).count()).toBe(2);

    // People answer on the networks; Sync now brings their likes and mentions in.
    const status = mastodon.statuses.find((entry) => entry.text.startsWith('Fresh rye'))!;
    mastodon.setCounters(status.id, { favourites: 9, replies: 1, reblogs: 2 });
    mastodon.addMention({ from: 'ada@bakers.example', text: '<p>Saving me a loaf?</p>', inReplyToId: status.id });
    await page.getByRole('button', { name: /^Sync now: Mastodon/ }).click();
    await expect.poll(() => post.getByText('9', { exact: true }).first().isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('tab', { name: 'Engagement' }).click();
    const item = page.getByTestId('social-engagement-item').filter({ hasText: 'Saving me a loaf?' });
    await expect.poll(() => item.isVisible(), { timeout: 20_000 }).toBe(true);
    await item.getByText('@ada@bakers.example').waitFor();

    // Hashtag research (Enterprise here): tags for the draft, one added to it with a click.
    await page.getByRole('button', { name: 'Create Post' }).first().click();
    await page.getByLabel('Post content').fill('Sourdough croissants, sourdough everything');
    await dialog.getByRole('button', { name: 'Suggest hashtags' }).click();
    await dialog.getByRole('button', { name: 'Add #sourdough' }).click();
    await expect.poll(() => page.getByLabel('Post content').inputValue()).toBe('Sourdough croissants, sourdough everything\n\n#sourdough');
    await dialog.getByTestId('hashtag-suggestion').filter({ hasText: '#sourdough' }).getByText('In post').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  }, 180_000);

  it('lists posts twenty to a page, newest first, with the way to the older ones', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('social-pages'), url);
    await page.goto('/social');
    await page.getByRole('heading', { name: 'Social Engine' }).waitFor();
    await connectBluesky(page);
    // Twenty-one drafts (drafts use no allowance), the last written the newest.
    const { accounts } = (await (await context.request.get('/api/social/accounts')).json()) as { accounts: { id: string }[] };
    for (let index = 1; index <= 21; index++) {
      const written = await context.request.post('/api/social/posts', {
        headers: pageOrigin(url),
        data: { content: `Draft number ${index}`, accountIds: [accounts[0]!.id] },
      });
      expect(written.status()).toBe(201);
    }
    await page.reload();
    const cards = page.locator('[id^="social-post-"]');
    const pages = page.getByRole('navigation', { name: 'Social posts pages' });
    await pages.getByText('Showing 1–20 of 21').waitFor();
    await expect(cards.count()).resolves.toBe(20);
    await expect(cards.first().textContent()).resolves.toContain('Draft number 21');
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText('Showing 21–21 of 21').waitFor();
    await expect(cards.count()).resolves.toBe(1);
    await expect(cards.first().textContent()).resolves.toMatch(/Draft number 1(?!\d)/);
    await context.close();
  });

  it('composes a post with the keyboard alone: chooses the account, writes it and saves the draft', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('keyboard'), url);
    await page.goto('/social');
    await page.getByRole('heading', { name: 'Social Engine' }).waitFor();
    await connectBluesky(page);
    // From the screen's start, no click from here on.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Social Engine' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Create Post' }).first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Social Post' });
    await dialog.waitFor();
    await expectAccessible(page, 'Create Social Post');

    const account = dialog.getByRole('checkbox', { name: /Bluesky/ });
    await tabTo(page, account);
    await page.keyboard.press('Space');
    await expect(account.isChecked()).resolves.toBe(true);
    await tabTo(page, dialog.getByLabel('Post content'));
    await page.keyboard.type('Rye at eight, written without a mouse');
    await expectAccessible(page, 'Create Social Post, filled in');
    // Save draft sits before Publish now: back to it with Shift+Tab.
    await tabTo(page, dialog.getByRole('button', { name: 'Publish now' }));
    await tabTo(page, dialog.getByRole('button', { name: 'Save draft' }), { backwards: true });
    await page.keyboard.press('Enter');
    await toast(page, socialMessages.postSaved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('social-post').filter({ hasText: 'Rye at eight, written without a mouse' }).waitFor();
    await context.close();
  });

  it('connects a Facebook account that manages several Pages, chooses one, and posts to it', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('social-pages'), url);
    await approveOnNetwork(page, 'Facebook');
    await page.waitForURL(`${url}/social?choosePages=**`);

    const dialog = page.getByRole('dialog', { name: 'Choose Facebook Pages' });
    await dialog.getByRole('checkbox', { name: /Uplift Café/ }).waitFor();
    // The Page the user may only analyse is not offered.
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Connect Pages' }).click();
    await dialog.getByText(socialMessages.choosePages).waitFor();
    await dialog.getByRole('checkbox', { name: /Uplift Café/ }).check();
    await dialog.getByRole('button', { name: 'Connect Pages' }).click();
    await toast(page, socialMessages.accountConnected('Facebook')).waitFor();
    await page.getByTestId('social-account').filter({ hasText: 'Uplift Café' }).waitFor();
    expect(new URL(page.url()).searchParams.has('choosePages')).toBe(false);

    await page.getByRole('button', { name: 'Create Post' }).first().click();
    await page.getByLabel('Post content').fill('Our café opens on Sunday');
    await page.getByRole('checkbox', { name: /Facebook/ }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
    const post = page.getByTestId('social-post').filter({ hasText: 'Our café opens on Sunday' });
    await expect.poll(() => post.getByTestId('social-post-status').textContent(), { timeout: 30_000 }).toBe('Published');
    expect([...oauth.meta.posts.values()].map((sent) => [sent.pageId, sent.message])).toContainEqual([
      '104000000000003',
      'Our café opens on Sunday',
    ]);
    await context.close();
  }, 120_000);

  it('uploads a video for a YouTube post, shows what YouTube will get, and publishes it there', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('social-video'), url);
    await approveOnNetwork(page, 'YouTube');
    await toast(page, socialMessages.accountConnected('YouTube')).waitFor();

    await page.getByRole('button', { name: 'Create Post' }).first().click();
    const dialog = page.getByRole('dialog');
    await page.getByRole('checkbox', { name: /YouTube/ }).check();
    await page.getByLabel('Post content').fill('Launch day <live>');
    await dialog.getByText('YouTube takes no “<” or “>” in a video’s title or description.').waitFor();
    await dialog.getByText('YouTube takes no post without a video: add one.').waitFor();

    const picker = dialog.getByLabel('Add images or a video');
    const launch = {
      name: 'Launch day.mp4',
      mimeType: 'video/mp4',
      buffer: makeMp4({ width: 1280, height: 720, durationMs: 65_000, mediaBytes: 3 * 1024 * 1024 }),
    };
    // Held on its way, the upload shows how far it got, keeps the post from being saved, and stops when removed.
    await page.route('**/api/social/media/videos**', () => undefined);
    await picker.setInputFiles(launch);
    const progress = dialog.getByRole('progressbar', { name: /^Uploading Launch day\.mp4… \d+%$/ });
    await progress.waitFor();
    expect(await dialog.getByRole('button', { name: 'Publish now' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Remove Launch day.mp4' }).click();
    await expect.poll(() => progress.count()).toBe(0);
    await expect.poll(() => dialog.getByRole('button', { name: 'Publish now' }).isEnabled()).toBe(true);
    await page.unroute('**/api/social/media/videos**');
    await picker.setInputFiles(launch);
    const video = dialog.getByTestId('post-video');
    await expect.poll(() => video.textContent(), { timeout: 20_000 }).toContain('Launch day.mp4');
    expect(await video.textContent()).toContain('3 MB · 1:05');
    await expect.poll(() => dialog.getByText('YouTube takes no post without a video: add one.').count()).toBe(0);
    // One video a post: a second is refused before it is sent.
    await picker.setInputFiles({ name: 'Second.mp4', mimeType: 'video/mp4', buffer: makeMp4() });
    await toast(page, socialMediaMessages.videoUploadFailed).waitFor();
    await page.getByText('Second.mp4: A post can have at most one video.').waitFor();

    await page.getByLabel('Post content').fill('Launch day\nFresh rye, baked at dawn.');
    const preview = dialog.getByRole('listitem', { name: /^Preview on YouTube/ });
    await expect
      .poll(() => preview.getByText('Launch day', { exact: true }).evaluate((element) => getComputedStyle(element).fontWeight))
      .toBe('600');
    expect(await preview.getByText('Fresh rye, baked at dawn.').isVisible()).toBe(true);
    expect(await preview.locator('video').getAttribute('src')).toMatch(/^\/api\/social\/media\//);

    await dialog.getByRole('button', { name: 'Publish now' }).click();
    const post = page.getByTestId('social-post').filter({ hasText: 'Launch day' });
    await expect.poll(() => post.getByTestId('social-post-status').textContent(), { timeout: 30_000 }).toBe('Published');
    // The list shows a play button, and the player once it is asked for.
    const postVideo = post.getByRole('list', { name: 'Video' });
    expect(await postVideo.locator('video').count()).toBe(0);
    await postVideo.getByRole('button', { name: 'Play video' }).click();
    expect(await postVideo.locator('video').getAttribute('src')).toMatch(/^\/api\/social\/media\//);
    expect([...oauth.youtube.videos.values()].map((sent) => [sent.title, sent.description, sent.mimeType])).toContainEqual([
      'Launch day',
      'Fresh rye, baked at dawn.',
      'video/mp4',
    ]);
    await context.close();
  }, 120_000);

  it('shows a Starter workspace its social posts this month in the composer, and refuses the fourth with the way to upgrade', async () => {
    // The instance's first account is its admin, on Enterprise: when this test runs alone, someone else signs up first.
    await (await signedInContext(browser, uniqueEmail('social-first'), url)).context.close();
    const { context, page } = await signedInContext(browser, uniqueEmail('social-limit'), url);
    await page.goto('/social');
    await page.getByRole('heading', { name: 'Social Engine' }).waitFor();
    await connectBluesky(page);

    // Two posts went out earlier this month.
    const accounts = (await (await context.request.get('/api/social/accounts')).json()) as { accounts: Array<{ id: string }> };
    for (const content of ['Earlier one', 'Earlier two']) {
      const sent = await context.request.post('/api/social/posts', {
        headers: pageOrigin(url),
        data: { content, accountIds: [accounts.accounts[0]!.id], publishNow: true },
      });
      expect(sent.status()).toBe(201);
    }
    await page.reload();
    await page.getByRole('button', { name: 'Create Post' }).first().click();
    const dialog = page.getByRole('dialog');
    const allowance = dialog.getByTestId('social-posts-allowance');
    await expect.poll(() => allowance.textContent()).toBe('2 of 3 social posts this month. Drafts do not count.');
    // Hashtag research is Professional and up: locked here, with the way to upgrade.
    const hashtags = dialog.getByTestId('hashtag-research');
    await hashtags.getByText(hashtagResearchNotOnPlan).waitFor();
    await hashtags.getByRole('button', { name: 'Upgrade to use' }).waitFor();
    expect(await hashtags.getByRole('button', { name: 'Suggest hashtags' }).count()).toBe(0);
    await page.getByLabel('Post content').fill('The third loaf');
    await page.getByRole('checkbox', { name: /Bluesky/ }).check();
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await toast(page, socialMessages.postPublishing).waitFor();

    await page.getByRole('button', { name: 'Create Post' }).first().click();
    await expect
      .poll(() => allowance.textContent())
      .toBe(`3 of 3 social posts this month. ${usageMessages.reachedLimit} ${usageMessages.upgrade}`);
    await page.getByLabel('Post content').fill('The fourth loaf');
    await page.getByRole('checkbox', { name: /Bluesky/ }).check();
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    const refusal = toast(page, usageMessages.reachedLimit);
    await refusal.waitFor();
    await refusal.getByRole('button', { name: usageMessages.upgrade }).click();
    await page.getByRole('dialog', { name: billingMessages.choosePlanTitle }).waitFor();
    expect(await page.getByTestId('social-post').filter({ hasText: 'The fourth loaf' }).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('shows Professional the locked Listening tab with the way to upgrade, and lets Enterprise add a monitor', async () => {
    // On the suite's shared instance, whose admin sets the plans.
    const { context, page } = await signedInContext(browser, uniqueEmail('listening'));
    await setWorkspacePlan(browser, context, 'professional');
    await page.goto('/social?tab=listening');
    const locked = page.getByTestId('social-listening-locked');
    await locked.getByText(listeningNotOnPlan).waitFor();
    await locked.getByRole('button', { name: usageMessages.upgrade }).click();
    await page.getByRole('dialog', { name: billingMessages.choosePlanTitle }).waitFor();

    await setWorkspacePlan(browser, context, 'enterprise');
    await page.reload();
    await page.getByRole('button', { name: 'Add monitor' }).click();
    const dialog = page.getByRole('dialog', { name: 'New monitor' });
    await dialog.getByLabel('Name').fill('Acme');
    await dialog.getByLabel('Terms').fill('acme, "acme bakery"');
    await dialog.getByRole('checkbox', { name: 'Mastodon' }).uncheck();
    await dialog.getByRole('button', { name: 'Add monitor' }).click();
    await toast(page, 'Monitor added: its first check has started').waitFor();
    await page.getByTestId('listening-monitor').filter({ hasText: 'acme, "acme bakery"' }).waitFor();
    await context.close();
  }, 60_000);
});
