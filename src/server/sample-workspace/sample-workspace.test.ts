import type { MonetizationSummary } from '@/shared/monetization/revenue';
import type { AffiliateProgram } from '@/shared/monetization/programs';
import type { AnalyticsReport, ContentPerformance } from '@/shared/analytics/analytics';
import type { EmailCampaign } from '@/shared/email/email';
import type { IssueList } from '@/shared/seo/seo';
import type { LinkBuildingState } from '@/shared/seo/links';
import type { RankHistory, RankOverview } from '@/shared/seo/ranks';
import type { CompetitorAnalysis, KeywordResearch } from '@/shared/seo/research';
import { describe, expect, test } from 'vitest';
import { contentPayloadSchemas, type ContentItem, type ContentType } from '@/shared/content/content';
import { type SocialAccount, type SocialPostView, socialMessages } from '@/shared/social/social';
import type { StudioAudio, StudioVideo } from '@/shared/studio/studio';
import type { UserEvent } from '@/shared/events';
import { sampleWorkspaceName, workspaceMessages, type WorkspaceSummary } from '@/shared/workspaces';
import { type TestClient, testPassword } from '../test/harness';
import { useTestServer } from '../test/use-test-server';
import { sampleFigures } from '../testing';

const uplift = useTestServer();
const { member } = uplift;

async function workspacesOf(client: TestClient): Promise<WorkspaceSummary[]> {
  const response = await client.get('/api/workspaces');
  expect(response.status).toBe(200);
  return response.body.workspaces;
}

const emptyDashboard = {
  totals: { projects: 0, content: 0, activeCampaigns: 0 },
  subscribers: { total: 0, newLast30Days: 0 },
  recentContent: [],
};

describe('workspaces', () => {
  test('a new account lists its personal workspace as current', async () => {
    const client = await member('solo@uplift.test');
    const me = (await client.get('/api/me')).body;
    expect(await workspacesOf(client)).toEqual([
      { id: me.workspace.id, name: "solo's workspace", kind: 'personal', role: 'owner', isCurrent: true },
    ]);
  });

  test('loading the sample creates a separate workspace filled with sample data and switches to it', async () => {
    const client = await member('explorer@uplift.test');
    const personal = (await client.get('/api/me')).body.workspace;

    const loaded = await client.post('/api/workspaces/sample');
    expect(loaded.status).toBe(201);
    expect(loaded.body.workspace).toMatchObject({ name: sampleWorkspaceName, kind: 'sample', role: 'owner', isCurrent: true });
    const sampleId = loaded.body.workspace.id;
    expect(sampleId).not.toBe(personal.id);

    expect(await workspacesOf(client)).toEqual([
      { id: personal.id, name: personal.name, kind: 'personal', role: 'owner', isCurrent: false },
      { id: sampleId, name: sampleWorkspaceName, kind: 'sample', role: 'owner', isCurrent: true },
    ]);
    expect((await client.get('/api/me')).body.workspace).toEqual({ id: sampleId, name: sampleWorkspaceName, role: 'owner' });

    const dashboard = (await client.get('/api/dashboard')).body;
    expect(dashboard.totals).toEqual({
      projects: sampleFigures.projects,
      content: sampleFigures.content,
      activeCampaigns: sampleFigures.activeCampaigns,
    });
    // The sample audience.
    expect(dashboard.subscribers).toEqual({ total: 847, newLast30Days: 34 });
    expect(dashboard.recentContent).toHaveLength(4);
    // Views come from the sample traffic at the published addresses; pieces without one show none.
    const views = Object.fromEntries(dashboard.recentContent.map((row: { title: string; views: number | null }) => [row.title, row.views]));
    expect(views['How we shape a country loaf in 60 seconds']).toBeGreaterThan(0);
    expect(views['The layering guide for spring hikes']).toBeGreaterThan(0);
    expect(Object.values(views).filter((count) => count === null)).toHaveLength(2);

    // Its Analytics shows the labelled sample traffic of the last 60 days, compared with the period before.
    const bakery = (await client.get('/api/projects')).body.projects.find((project: { name: string }) => project.name === 'Sunrise Bakery');
    const analytics = (await client.get(`/api/analytics/projects/${bakery.id}/report?range=30d`)).body as AnalyticsReport;
    expect(analytics.kpis.visitors.value).toBeGreaterThan(300);
    expect(analytics.kpis.visitors.change).not.toBeNull();
    expect(analytics.sources.map((source) => source.channel)).toEqual(
      expect.arrayContaining(['Organic Search', 'Social', 'Email', 'Direct']),
    );
    expect(analytics.kpis.revenue.currency).toBe('USD');
    const performance = (await client.get(`/api/analytics/projects/${bakery.id}/content?range=30d`)).body as ContentPerformance;
    expect(performance.items.map((item) => item.title).sort()).toEqual([
      '10 sourdough mistakes home bakers make',
      'How we shape a country loaf in 60 seconds',
    ]);
    expect(performance.items[0]?.pageViews).toBeGreaterThan(0);

    // Its Monetization Hub: money in all four streams (the shop's in euros beside dollars), programs with clicks and conversions, content credited.
    const money = (await client.get('/api/monetization/summary?range=30d')).body as MonetizationSummary;
    for (const { totals } of money.streams) expect(totals[0]?.amountMinor).toBeGreaterThan(0);
    expect(money.trends.map((trend) => trend.currency)).toEqual(['USD', 'EUR']);
    const programs = (await client.get('/api/monetization/programs?range=30d')).body.programs as AffiliateProgram[];
    expect(programs).toHaveLength(3);
    for (const program of programs) expect(program.clicks).toBeGreaterThan(0);
    expect(programs.some((program) => program.conversions > 0)).toBe(true);
    expect((await client.get('/api/monetization/top-content?range=30d')).body.items.length).toBeGreaterThan(0);

    const projects = (await client.get('/api/projects')).body.projects;
    expect(projects).toHaveLength(3);
    for (const project of projects) expect(new URL(project.url).hostname).toMatch(/\.example\.com$/);

    const library = (await client.get('/api/content?pageSize=100')).body;
    expect(library.counts).toEqual({ all: 8, blog: 2, social: 2, email: 2, video: 2 });
    for (const item of library.items as ContentItem[]) {
      expect(contentPayloadSchemas[item.type as ContentType].safeParse(item.body).success).toBe(true);
      expect(new Date(item.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect((await client.get('/api/content?q=sourdough')).body.total).toBeGreaterThan(0);

    // Its Email Marketing screen: the sample list, sent campaigns with their figures, a draft and a scheduled one.
    const email = (await client.get('/api/email/campaigns')).body.campaigns as EmailCampaign[];
    expect(email.map((campaign) => [campaign.name, campaign.status])).toEqual([
      ['Weekend opening hours', 'scheduled'],
      ['New rye loaf', 'draft'],
      ['Spring bake sale', 'sent'],
      ['Winter clearance', 'sent'],
    ]);
    expect(email[2]).toMatchObject({ sent: 812, opens: 397, openRate: 48.9, clickRate: 11.3 });
    expect((await client.get('/api/email/lists')).body.lists[0].counts.subscribed).toBe(847);
    expect((await client.get('/api/email/overview')).body).toMatchObject({ subscribers: 847, openRate: 46.7 });

    // Its Social Engine: three labelled sample accounts nothing is published to, posts with figures, mentions and replies.
    const accounts = (await client.get('/api/social/accounts')).body.accounts as SocialAccount[];
    expect(accounts.map((account) => [account.network, account.status])).toEqual([
      ['mastodon', 'Connected'],
      ['bluesky', 'Connected'],
      ['twitter', 'Connected'],
    ]);
    const social = (await client.get('/api/social/posts')).body.posts as SocialPostView[];
    // Six posts of its own, and the studio's twelve videos on X.
    expect(social.map((post) => post.status).sort()).toEqual(['Draft', ...Array<string>(18).fill('Published'), 'Scheduled']);
    expect(social.find((post) => post.status === 'Published')!.engagement?.likes).toBeGreaterThan(0);
    expect((await client.get('/api/social/engagement')).body.items).toHaveLength(3);
    expect((await client.get('/api/social/best-times?tz=UTC')).body).toMatchObject({ basedOn: 23, best: { weekday: 2, hour: 15 } });
    const refused = await client.post('/api/social/posts', { content: 'Hello', accountIds: [accounts[0]!.id], publishNow: true });
    expect(refused.body.error.message).toBe(socialMessages.sampleAccount);
    expect((await client.post(`/api/social/accounts/${accounts[0]!.id}/sync`)).status).toBe(409);

    // Its studio: a dozen videos published on X with the views it reported, two drafts, three audio to play.
    const videos = (await client.get('/api/studio/videos')).body.videos as StudioVideo[];
    expect(videos.filter((video) => video.status === 'Published')).toHaveLength(12);
    expect(videos.filter((video) => video.status === 'Draft' && !video.rendered)).toHaveLength(2);
    const croissants = videos.find((video) => video.title === 'Croissant lamination, up close')!;
    expect(croissants).toMatchObject({ views: 6240, engagement: 10.4, rendered: true, changedSinceRender: false });
    const clip = await fetch(new URL(croissants.fileUrl!, uplift.server.url), { headers: { cookie: client.cookies, range: 'bytes=4-7' } });
    expect(Buffer.from(await clip.arrayBuffer()).toString()).toBe('ftyp');
    expect((await client.get('/api/studio/overview')).body).toEqual({ videos: 14, audio: 3, renderedSeconds: 70, views: 38870 });
    expect((await client.get('/api/studio/best-time?tz=UTC')).body).toMatchObject({
      basedOn: 12,
      best: { weekday: 2, startHour: 14, lift: 37 },
    });
    const audio = (await client.get('/api/studio/audio')).body.audio as StudioAudio[];
    expect(audio.map((item) => [item.status, item.downloads])).toEqual([
      ['Ready', 24],
      ['Ready', 9],
      ['Ready', 15],
    ]);

    const events = (await client.get('/api/events?limit=100')).body.events as UserEvent[];
    expect(events).toHaveLength(sampleFigures.events);
    expect(events[0]).toMatchObject({ type: 'sample_workspace_loaded', description: 'Loaded the Sample workspace' });

    // The personal workspace's own figures are untouched.
    expect((await client.post('/api/workspaces/current', { workspaceId: personal.id })).status).toBe(200);
    expect((await client.get('/api/dashboard')).body).toEqual(emptyDashboard);
    expect((await client.get('/api/projects')).body.projects).toEqual([]);
    const personalEvents = (await client.get('/api/events')).body.events as UserEvent[];
    expect(personalEvents.map((event) => event.type)).toEqual(['account_created']);
  });

  test("its SEO screen shows the sample project's audits, research, ranks and links", async () => {
    const client = await member('seo-sample@uplift.test');
    await client.post('/api/workspaces/sample');
    const bakery = (await client.get('/api/projects')).body.projects.find((project: { name: string }) => project.name === 'Sunrise Bakery');

    // Two finished audits a week apart; the issues are the latest's, some first found by it.
    const issues = (await client.get(`/api/seo/issues?site=${encodeURIComponent(bakery.url)}`)).body as IssueList;
    expect(issues.lastFinished).toMatchObject({ status: 'done', progress: 100, summary: { new: 5, resolved: 2 } });
    expect(issues.counts.pending).toEqual({ High: 3, Medium: 8, Low: 8 });
    expect(issues.counts.fixed).toBe(3);
    expect(issues.total).toBe(22);
    expect(issues.issues.filter((issue) => issue.isNew && issue.status === 'pending')).toHaveLength(5);
    expect(
      issues.issues
        .filter((issue) => issue.status === 'fixed')
        .map((issue) => issue.fixedBy)
        .sort(),
    ).toEqual(['crawl', 'crawl', 'user']);
    const newOnly = (await client.get(`/api/seo/issues?site=${encodeURIComponent(bakery.url)}&onlyNew=true`)).body as IssueList;
    expect(newOnly.issues.map((issue) => issue.page)).toContain(`${bakery.url}/gift-cards`);

    const analysis = (await client.get(`/api/seo/competitors/analyses/latest?projectId=${bakery.id}`)).body.analysis as CompetitorAnalysis;
    expect(analysis).toMatchObject({ status: 'done', source: 'project', provider: { configured: true, problem: null } });
    expect(analysis.competitors.map((competitor) => competitor.domain)).toEqual(['crumbandco.example.com', 'thedailyloaf.example.net']);
    expect(analysis.competitors[0]).toMatchObject({ sharedKeywords: ['sourdough bread', 'artisan bakery', 'rye loaf'], authority: 38 });

    const research = (await client.get(`/api/seo/keywords/research/latest?projectId=${bakery.id}`)).body.research as KeywordResearch;
    expect(research.term).toBe('sourdough bread');
    expect(research.ideas).toHaveLength(15);
    expect(research.ideas.filter((idea) => idea.saved).map((idea) => idea.keyword)).toEqual(['sourdough bread', 'sourdough starter kit']);

    // The sample's owner is on Starter: the tracked keywords still read, with no room to add more.
    const ranks = (await client.get(`/api/seo/ranks?projectId=${bakery.id}`)).body as RankOverview;
    expect(ranks.usage).toEqual({ used: 6, limit: null });
    expect(ranks.keywords.map((keyword) => [keyword.keyword, keyword.device])).toEqual([
      ['artisan bakery', 'desktop'],
      ['bake sale', 'desktop'],
      ['rye loaf', 'desktop'],
      ['sourdough bread', 'desktop'],
      ['sourdough bread', 'mobile'],
      ['sourdough starter kit', 'mobile'],
    ]);
    expect(ranks.keywords[2]).toMatchObject({
      position: expect.any(Number),
      previousPosition: expect.any(Number),
      url: `${bakery.url}/menu/rye-loaf`,
    });
    const history = (await client.get(`/api/seo/ranks/${ranks.keywords[1]!.id}/history`)).body as RankHistory;
    expect(history.points).toHaveLength(30);
    expect(history.points.filter((point) => point.position === null)).toHaveLength(2);
    expect(history.points.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      competitors: { 'crumbandco.example.com': null },
    });

    const links = (await client.get(`/api/seo/links?projectId=${bakery.id}`)).body as LinkBuildingState;
    expect(links.opportunities).toHaveLength(8);
    expect(new Set(links.opportunities.map((opportunity) => opportunity.type)).size).toBe(4);
    expect(
      links.opportunities
        .filter((opportunity) => opportunity.status === 'Acquired')
        .map((opportunity) => opportunity.backlink?.rel)
        .sort(),
    ).toEqual(['follow', 'follow', 'nofollow']);
    expect(links.backlinks).toEqual({ verified: 3, referringDomains: 3 });

    // The tiles: positions and the authority read before, with no provider configured on this instance.
    const tiles = (await client.get(`/api/seo/overview?site=${encodeURIComponent(bakery.url!)}&projectId=${bakery.id}`)).body;
    expect(tiles).toMatchObject({
      domainAuthority: 34,
      keywordsRanking: expect.any(Number),
      provider: { configured: false, problem: expect.stringMatching(/^No search data provider is configured now/) },
    });
  });

  test('switches back and forth; the choice holds across sign-in', async () => {
    const client = await member('switcher@uplift.test');
    const personalId = (await client.get('/api/me')).body.workspace.id;
    const sampleId = (await client.post('/api/workspaces/sample')).body.workspace.id;

    const back = await client.post('/api/workspaces/current', { workspaceId: personalId });
    expect(back.body.workspaces.map((item: WorkspaceSummary) => [item.id, item.isCurrent])).toEqual([
      [personalId, true],
      [sampleId, false],
    ]);
    expect((await client.get('/api/me')).body.workspace.id).toBe(personalId);

    await client.post('/api/workspaces/current', { workspaceId: sampleId });
    expect((await client.get('/api/me')).body.workspace.id).toBe(sampleId);
    expect((await client.get('/api/dashboard')).body.totals.projects).toBe(sampleFigures.projects);

    const again = uplift.server.client();
    await again.signIn('switcher@uplift.test', testPassword);
    expect((await again.get('/api/me')).body.workspace.id).toBe(sampleId);
  });

  test("another user's workspace, a made-up id and a missing id", async () => {
    const owner = await member('private@uplift.test');
    const stranger = await member('stranger@uplift.test');
    const ownerPersonal = (await owner.get('/api/me')).body.workspace.id;
    const ownerSample = (await owner.post('/api/workspaces/sample')).body.workspace.id;
    const strangerPersonal = (await stranger.get('/api/me')).body.workspace.id;

    for (const id of [ownerPersonal, ownerSample, crypto.randomUUID(), 'not-an-id']) {
      const switched = await stranger.post('/api/workspaces/current', { workspaceId: id });
      expect(switched.status).toBe(404);
      expect(switched.body.error.code).toBe('NOT_FOUND');
      expect((await stranger.delete(`/api/workspaces/${id}`)).status).toBe(404);
    }
    expect((await stranger.get('/api/me')).body.workspace.id).toBe(strangerPersonal);
    expect((await owner.get('/api/dashboard')).body.totals.projects).toBe(sampleFigures.projects);

    const missing = await stranger.post('/api/workspaces/current', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({ code: 'VALIDATION_FAILED', message: workspaceMessages.chooseWorkspace });
    expect((await uplift.server.client().get('/api/workspaces')).status).toBe(401);
  });

  test('loading the sample twice returns the same one and switches to it', async () => {
    const client = await member('twice@uplift.test');
    const first = await client.post('/api/workspaces/sample');
    await client.post('/api/workspaces/current', { workspaceId: (await workspacesOf(client))[0]?.id });

    const second = await client.post('/api/workspaces/sample');
    expect(second.status).toBe(200);
    expect(second.body.workspace).toEqual(first.body.workspace);
    expect(await workspacesOf(client)).toHaveLength(2);
    expect((await client.get('/api/dashboard')).body.totals.content).toBe(sampleFigures.content);

    // Requests racing each other still make one.
    const racer = await member('racer@uplift.test');
    const raced = await Promise.all([racer.post('/api/workspaces/sample'), racer.post('/api/workspaces/sample')]);
    expect(raced.map((response) => response.status).sort()).toEqual([200, 201]);
    expect(raced[0]?.body.workspace.id).toBe(raced[1]?.body.workspace.id);
    expect((await racer.get('/api/projects')).body.projects).toHaveLength(sampleFigures.projects);
  });

  test('deletes the sample and switches back; a personal workspace cannot be deleted', async () => {
    const client = await member('tidy@uplift.test');
    const personalId = (await client.get('/api/me')).body.workspace.id;
    const sampleId = (await client.post('/api/workspaces/sample')).body.workspace.id;

    const refused = await client.delete(`/api/workspaces/${personalId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'NOT_DELETABLE', message: workspaceMessages.onlySampleDeletable });

    expect((await client.delete(`/api/workspaces/${sampleId}`)).status).toBe(204);
    expect((await client.get('/api/me')).body.workspace.id).toBe(personalId);
    expect(await workspacesOf(client)).toEqual([expect.objectContaining({ id: personalId, isCurrent: true })]);
    expect((await client.get('/api/dashboard')).body).toEqual(emptyDashboard);
    expect((await client.delete(`/api/workspaces/${sampleId}`)).status).toBe(404);
    expect((await client.post('/api/workspaces/current', { workspaceId: sampleId })).status).toBe(404);

    // Deleting while in the personal workspace keeps it there.
    const reloaded = (await client.post('/api/workspaces/sample')).body.workspace.id;
    expect(reloaded).not.toBe(sampleId);
    await client.post('/api/workspaces/current', { workspaceId: personalId });
    expect((await client.delete(`/api/workspaces/${reloaded}`)).status).toBe(204);
    expect((await client.get('/api/me')).body.workspace.id).toBe(personalId);
  });

  test("a sample draws on the user's own plan and generation allowance", async () => {
    const client = await member('thrifty@uplift.test');
    const personalId = (await client.get('/api/me')).body.workspace.id;
    expect((await client.post('/api/content/generate', { topic: 'Sourdough', type: 'email' })).status).toBe(200);
    const sampleId = (await client.post('/api/workspaces/sample')).body.workspace.id;
    expect((await client.get('/api/me')).body).toMatchObject({ plan: 'starter', usage: { contentGeneration: 1 } });

    expect((await client.post('/api/content/generate', { topic: 'Rye bread', type: 'blog' })).status).toBe(200);
    await client.delete(`/api/workspaces/${sampleId}`);
    expect((await client.get('/api/me')).body).toMatchObject({ workspace: { id: personalId }, usage: { contentGeneration: 2 } });

    await uplift.admin.put(`/api/admin/workspaces/${personalId}/plan`, { plan: 'professional' });
    await client.post('/api/workspaces/sample');
    expect((await client.get('/api/me')).body.plan).toBe('professional');
  });

  test('creating a project in a sample is checked against the plan and count /api/me shows', async () => {
    const client = await member('planner@uplift.test');
    const personalId = (await client.get('/api/me')).body.workspace.id;
    await uplift.admin.put(`/api/admin/workspaces/${personalId}/plan`, { plan: 'enterprise' });
    await client.post('/api/workspaces/sample');
    expect((await client.get('/api/me')).body).toMatchObject({ plan: 'enterprise', limits: { projects: 'unlimited' } });
    expect((await client.post('/api/projects', { name: 'Pop-up stall' })).status).toBe(201);

    // A starter user whose own project fills the allowance is told the figures /api/me shows.
    const starter = await member('frugal@uplift.test');
    expect((await starter.post('/api/projects', { name: 'Mine' })).status).toBe(201);
    await starter.post('/api/workspaces/sample');
    expect((await starter.get('/api/me')).body).toMatchObject({ limits: { projects: 1 }, usage: { projects: 1 } });
    const refused = await starter.post('/api/projects', { name: 'One more' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toEqual({ usageKey: 'projects', used: 1, limit: 1, plan: 'starter' });
  });

  test("billing from a sample workspace acts in the user's own workspace", async () => {
    const client = await member('payer@uplift.test');
    const personalId = (await client.get('/api/me')).body.workspace.id;
    await uplift.admin.put(`/api/admin/workspaces/${personalId}/plan`, { plan: 'professional' });
    await client.post('/api/workspaces/sample');

    expect((await client.get('/api/me')).body.plan).toBe('professional');
    const billing = await client.get('/api/billing');
    expect(billing.status).toBe(200);
    expect(billing.body).toMatchObject({ plan: 'professional', planSource: 'override', usage: { projects: 0 } });
  });
});
