import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { until } from '../../test/until';
import { eq } from 'drizzle-orm';
import { type IssueList, type SeoIssue, seoMessages } from '@/shared/seo/seo';
import { baseAuditCheckIds } from '@/shared/seo/checks';
import type { TestClient, TestResponse } from '../../test/harness';
import { loopbackCertificate } from './test/loopback-tls';
import { useTestServer } from '../../test/use-test-server';
import { type DefectSite, serveBareSite, serveDefectSite } from './fixtures/serve-defect-site';
import { page } from './fixtures/defect-pages';
import { seoAudits } from './schema';
import { domainEvents } from '../../domain-events/schema';

const uplift = useTestServer({}, { safeFetcher: { allowLoopbackForTests: true, trustedCertificatesForTests: [loopbackCertificate] } });
let site: DefectSite;

beforeAll(async () => {
  site = await serveDefectSite();
});
afterAll(async () => {
  await site?.close();
});

/** Asks for an audit until it ends (a minute at most: the fixture has a slow page), and returns it. */
async function auditOutcome(who: TestClient, id: string): Promise<TestResponse['body']> {
  return until(
    async () => (await who.get(`/api/seo/audits/${id}`)).body,
    (body) => body.status === 'done' || body.status === 'failed',
  );
}

async function scan(who: TestClient, url: string) {
  const started = await who.post('/api/seo/audits', { url });
  expect(started.status).toBe(202);
  return auditOutcome(who, started.body.id);
}

/** A Slow response is timed: a busy machine may file one on any page, so exact lists leave it out. */
const untimed = (issue: SeoIssue) => issue.check !== 'slow_response';

/** Every issue of the site with the given filters, all pages read. */
async function allIssues(who: TestClient, query = ''): Promise<SeoIssue[]> {
  const issues: SeoIssue[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const list = (await who.get(`/api/seo/issues?site=${encodeURIComponent(site.url)}&page=${pageNumber}${query}`)).body as IssueList;
    issues.push(...list.issues);
    if (pageNumber >= list.pageCount) return issues;
  }
}

const path = (issue: SeoIssue) => new URL(issue.page).pathname;

describe('the site audit', () => {
  let owner: TestClient;
  let firstAudit: TestResponse['body'];
  beforeAll(async () => {
    owner = await uplift.member('auditor@uplift.test');
    firstAudit = await scan(owner, `${site.url}/`);
  });

  test('crawls the site as robots.txt allows, within the plan’s page budget, with real progress', async () => {
    expect(firstAudit).toMatchObject({ status: 'done', progress: 100, site: site.url, pageBudget: 100, error: null });
    expect(firstAudit.pagesCrawled).toBeGreaterThan(50);
    expect(firstAudit.summary).toMatchObject({ stoppedEarly: null, stillOpen: 0, resolved: 0 });
    expect(firstAudit.summary.new).toBeGreaterThan(50);
    expect(site.requested).toContain('/robots.txt');
    expect(site.requested).toContain('/sitemap.xml');
    expect(site.requested.filter((requested) => requested.startsWith('/private'))).toEqual([]);
  });

  test('finds every planted defect, and nothing on the clean page', async () => {
    const issues = await allIssues(owner);
    const bare = await serveBareSite();
    try {
      expect((await scan(owner, bare.url)).status).toBe('done');
      const bareIssues = (await owner.get(`/api/seo/issues?site=${encodeURIComponent(bare.url)}`)).body as IssueList;
      const found = new Set([...issues, ...bareIssues.issues].map((issue) => issue.check));
      expect(baseAuditCheckIds.filter((check) => !found.has(check))).toEqual([]);
      expect(baseAuditCheckIds.length).toBeGreaterThanOrEqual(40);
    } finally {
      await bare.close();
    }
    expect(issues.filter((issue) => path(issue) === '/clean' && untimed(issue))).toEqual([]);
    const on = (check: string) => issues.filter((issue) => issue.check === check).map(path);
    expect(on('title_missing')).toEqual(['/no-title']);
    expect(on('title_duplicate').sort()).toEqual(['/dup-title-a', '/dup-title-b']);
    expect(on('orphan_page')).toEqual(['/orphan']);
    expect(on('deep_page')).toEqual(['/deep-5']);
    expect(on('redirect_loop').sort()).toEqual(['/loop-a', '/loop-b']);
    expect(on('redirect_chain')).toEqual(['/chain-start']);
    expect(on('missing_from_sitemap')).toEqual(['/not-in-sitemap']);
    expect(on('noindex_in_sitemap')).toEqual(['/noindex']);
    expect(on('page_not_found')).toContain('/missing-page');
    expect(on('mixed_content')).toEqual(['/mixed']);
    expect(on('large_page').sort()).toEqual(['/huge', '/large']);
    expect(on('near_duplicate_content').sort()).toEqual(['/near-copy-a', '/near-copy-b']);
    expect(on('duplicate_content').sort()).toEqual(['/copy-a', '/copy-b']);
    expect(issues.find((issue) => issue.check === 'large_page' && path(issue) === '/huge')?.detail).toBe(
      'More HTML than Uplift reads: the rest of its checks were skipped.',
    );
    expect(on('page_server_error')).not.toContain('/huge');
    const brokenLinks = issues.find((issue) => issue.check === 'broken_internal_link' && path(issue) === '/broken-links');
    expect(brokenLinks).toMatchObject({
      priority: 'High',
      status: 'pending',
      issue: 'Broken internal link',
      detail: 'Links to /missing-page (404)',
      isNew: true,
    });
    expect(brokenLinks?.fix).toMatch(/^Point the link/);
  });

  test('lists issues High first, filtered by priority, check and status, 50 to a page, with counts', async () => {
    const list = (await owner.get(`/api/seo/issues?site=${encodeURIComponent(`${site.url}/clean`)}`)).body as IssueList;
    expect(list.issues).toHaveLength(50);
    expect(list.pageCount).toBeGreaterThan(1);
    expect(list.issues[0]?.priority).toBe('High');
    expect(list.lastFinished?.id).toBe(firstAudit.id);
    const high = list.counts.pending.High;
    expect(high).toBeGreaterThan(5);
    expect((await allIssues(owner, '&priority=High')).length).toBe(high);
    // The page built by script is thin in its HTML, as crawlers that do not run scripts read it.
    expect((await allIssues(owner, '&check=thin_content')).map(path).sort()).toEqual(['/built-by-script', '/copy-a', '/copy-b', '/thin']);
    expect(list.counts.byCheck.thin_content).toBe(4);
  });

  test('Fix marks an issue fixed; the next crawl re-opens it while it is there and fixes it once it is gone', async () => {
    const [missingTitle] = await allIssues(owner, '&check=title_missing');
    const fixed = await owner.post(`/api/seo/issues/${missingTitle!.id}/fix`, {});
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ status: 'fixed', fixedBy: 'user' });
    expect(await allIssues(owner, '&check=title_missing&status=pending')).toEqual([]);

    const before = (await allIssues(owner)).filter(untimed).map((issue) => issue.id);
    await scan(owner, site.url);
    // The same site read again: every issue is still there, open, and none is new. Only a page's
    // timing may differ between two crawls on a busy machine, so Slow response is left out.
    const after = (await allIssues(owner)).filter(untimed);
    expect(after.map((issue) => issue.id).sort()).toEqual(before.sort());
    expect(after.filter((issue) => issue.status !== 'pending' || issue.isNew)).toEqual([]);
    expect((await allIssues(owner, '&check=title_missing'))[0]).toMatchObject({ status: 'pending', fixedBy: null, isNew: false });

    site.setPage('/no-title', page('/no-title'));
    site.setPage('/short-title', null);
    // The broken link removed: nothing leads to /missing-page any more, so its 404 is closed too.
    site.setPage('/broken-links', page('/broken-links'));
    // A page too large to read hides its links: a crawl with one is not whole.
    site.setPage('/huge', null);
    const third = await scan(owner, site.url);
    expect(third.summary.resolved).toBeGreaterThanOrEqual(3);
    expect((await allIssues(owner, '&check=title_missing'))[0]).toMatchObject({ status: 'fixed', fixedBy: 'crawl' });
    const notFound = await allIssues(owner, '&check=page_not_found');
    expect(notFound.find((issue) => path(issue) === '/missing-page')).toMatchObject({ status: 'fixed', fixedBy: 'crawl' });
    const gone = await allIssues(owner, '&status=pending&onlyNew=true');
    expect(gone.map((issue) => `${issue.check} ${path(issue)}`)).toContain('page_not_found /short-title');

    // Grown past what Uplift reads, /thin is not checked: its issue stays open, beside a large page.
    site.setPage('/thin', page('/thin', { words: 40, body: `<div data-blob="${'x'.repeat(5_300_000)}"></div>` }));
    await scan(owner, site.url);
    const onThin = (await allIssues(owner, '&status=pending'))
      .filter((issue) => path(issue) === '/thin' && untimed(issue))
      .map((issue) => issue.check);
    expect(onThin.sort()).toEqual(['large_page', 'thin_content']);
  });

  test('SEO Report downloads the audit as a page to keep or print, every text escaped', async () => {
    const report = await owner.get(`/api/seo/report?site=${encodeURIComponent(site.url)}`);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toMatch(/^text\/html/);
    expect(report.headers.get('content-disposition')).toMatch(/^attachment; filename=seo-report-127\.0\.0\.1-\d+-\d{4}-\d{2}-\d{2}\.html$/);
    expect(report.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const html = await (
      await fetch(`${uplift.server.url}/api/seo/report?site=${encodeURIComponent(site.url)}`, { headers: { cookie: owner.cookies } })
    ).text();
    expect(html).toContain(`<h1>SEO report for ${site.url}</h1>`);
    expect(html).toContain('The page has no &lt;h1&gt;.');
    expect(html).not.toContain('The page has no <h1>');
    expect(html).toContain('No competitor analysis yet.');
    const stranger = await uplift.member('report-stranger@uplift.test');
    const theirs = await (
      await fetch(`${uplift.server.url}/api/seo/report?site=${encodeURIComponent(site.url)}`, { headers: { cookie: stranger.cookies } })
    ).text();
    expect(theirs).toContain('No finished scan of this site yet.');
  });

  test('tells the user who started a scan that it finished (SEO alerts), and records website_scanned', async () => {
    const { items } = (await owner.get('/api/notifications')).body as { items: Array<{ title: string; body: string; link: string }> };
    expect(items[0]).toMatchObject({ title: 'Site scan finished', link: '/seo' });
    expect(items[0]?.body).toMatch(new RegExp(`^The scan of ${site.url.replace(/[.]/g, '\\.')} read \\d+ pages`));
    const events = (await owner.get('/api/events?limit=5')).body.events as Array<{ type: string }>;
    expect(events[0]?.type).toBe('website_scanned');
    // Webhooks and workflows hear of it (ADR 028).
    const completed = await uplift.server.db.select().from(domainEvents).where(eq(domainEvents.type, 'audit.completed'));
    expect(completed.filter((event) => event.data.id === firstAudit.id)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ site: site.url, pagesCrawled: firstAudit.pagesCrawled }) }),
    ]);
  });
});

describe('starting a scan', () => {
  test('needs an absolute http(s) URL, in the spec’s words', async () => {
    const client = await uplift.member('scan-input@uplift.test');
    expect((await client.post('/api/seo/audits', { url: '' })).body.error.message).toBe(seoMessages.noUrl);
    expect((await client.post('/api/seo/audits', {})).body.error.message).toBe(seoMessages.noUrl);
    const relative = await client.post('/api/seo/audits', { url: 'example.com' });
    expect(relative.status).toBe(400);
    expect(relative.body.error.message).toBe(seoMessages.invalidUrl);
    expect((await client.post('/api/seo/audits', { url: 'ftp://example.com' })).body.error.message).toBe(seoMessages.invalidUrl);
    expect((await client.get('/api/seo/issues?site=nope')).status).toBe(400);
  });

  test('answers 409 with the scan under way for the same site', async () => {
    const client = await uplift.member('scan-twice@uplift.test');
    const first = await client.post('/api/seo/audits', { url: site.url });
    const second = await client.post('/api/seo/audits', { url: `${site.url}/clean` });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'AUDIT_UNDER_WAY',
      message: seoMessages.scanUnderWay,
      details: { auditId: first.body.id },
    });
    await auditOutcome(client, first.body.id);
  });

  test('stores a failure the user can read when the site cannot be reached', async () => {
    const client = await uplift.member('scan-fails@uplift.test');
    const failed = await scan(client, 'http://10.0.0.1/');
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(new RegExp(`^${seoMessages.scanFailed}: `));
  });

  test('gives Professional its 500-page budget and Enterprise the whole site', async () => {
    const professional = await uplift.member('scan-pro@uplift.test', 'professional');
    const started = await professional.post('/api/seo/audits', { url: 'http://10.0.0.1/' });
    expect(started.body.pageBudget).toBe(500);
    await auditOutcome(professional, started.body.id);
    const enterprise = await uplift.member('scan-enterprise@uplift.test', 'enterprise');
    const whole = await enterprise.post('/api/seo/audits', { url: 'http://10.0.0.1/' });
    expect(whole.body.pageBudget).toBe(10_000);
    await auditOutcome(enterprise, whole.body.id);
  });

  test('an audit whose process died after filing its findings is run again once, its issues not doubled', async () => {
    const client = await uplift.member('scan-resumed@uplift.test');
    const bare = await serveBareSite();
    try {
      const first = await scan(client, bare.url);
      expect(first.status).toBe('done');
      const issuesOf = async () =>
        ((await client.get(`/api/seo/issues?site=${encodeURIComponent(bare.url)}`)).body as IssueList).issues.map(
          (issue) => `${issue.check} ${issue.page} ${issue.isNew}`,
        );
      const filed = await issuesOf();
      expect(filed.length).toBeGreaterThan(0);
      // As a process that died right after filing the findings leaves its audit: running, its heartbeat silent.
      await uplift.server.db
        .update(seoAudits)
        .set({ status: 'running', progress: 96, summary: null, finishedAt: null, updatedAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(seoAudits.id, first.id));
      const again = await auditOutcome(client, first.id);
      expect(again).toMatchObject({ status: 'done', progress: 100, error: null });
      expect(again.summary).toMatchObject({ new: first.summary.new, stillOpen: 0 });
      expect((await issuesOf()).sort()).toEqual(filed.sort());
      const audits = await uplift.server.db.select({ id: seoAudits.id }).from(seoAudits).where(eq(seoAudits.site, bare.url));
      expect(audits).toEqual([{ id: first.id }]);
    } finally {
      await bare.close();
    }
  });

  test('keeps audits and issues to their workspace', async () => {
    const owner = await uplift.member('scan-owner@uplift.test');
    const audit = await scan(owner, `${site.url}/`);
    const [issue] = (await owner.get(`/api/seo/issues?site=${encodeURIComponent(site.url)}`)).body.issues as SeoIssue[];
    const stranger = await uplift.member('scan-stranger@uplift.test');
    expect((await stranger.get(`/api/seo/audits/${audit.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/seo/issues/${issue!.id}/fix`, {})).status).toBe(404);
    expect(((await stranger.get(`/api/seo/issues?site=${encodeURIComponent(site.url)}`)).body as IssueList).issues).toEqual([]);
    const [row] = await uplift.server.db.select().from(seoAudits).where(eq(seoAudits.id, audit.id));
    expect(row?.workspaceId).not.toBe((await stranger.get('/api/me')).body.workspace.id);
  });
});
