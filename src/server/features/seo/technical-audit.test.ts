import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { IssueList, SeoIssue, SiteAudit } from '@/shared/seo/seo';
import { auditChecks } from '@/shared/seo/checks';
import { isTechnicalCheck, renderingCheckIds, technicalCheckIds, technicalMessages } from '@/shared/seo/technical-checks';
import type { TestClient } from '../../test/harness';
import { until } from '../../test/until';
import { useTestServer } from '../../test/use-test-server';
import { type DefectSite, serveDefectSite } from './fixtures/serve-defect-site';
import { loopbackCertificate } from './test/loopback-tls';

// Two key pages rendered (the home page and the page built by script): enough to judge, quick in CI.
const uplift = useTestServer(
  { AUDIT_RENDER_PAGES: '2', CHROMIUM_PATH: '/usr/bin/chromium' },
  { safeFetcher: { allowLoopbackForTests: true, trustedCertificatesForTests: [loopbackCertificate] } },
);
const chromiumInstalled = existsSync('/usr/bin/chromium');
let site: DefectSite;

beforeAll(async () => {
  site = await serveDefectSite();
});
afterAll(async () => {
  await site?.close();
});

async function scan(who: TestClient): Promise<SiteAudit> {
  const started = await who.post('/api/seo/audits', { url: `${site.url}/` });
  expect(started.status).toBe(202);
  return until(
    async () => (await who.get(`/api/seo/audits/${started.body.id}`)).body as SiteAudit,
    (audit) => audit.status === 'done' || audit.status === 'failed',
  );
}

async function allIssues(who: TestClient): Promise<SeoIssue[]> {
  const issues: SeoIssue[] = [];
  for (let page = 1; ; page++) {
    const list = (await who.get(`/api/seo/issues?site=${encodeURIComponent(site.url)}&page=${page}`)).body as IssueList;
    issues.push(...list.issues);
    if (page >= list.pageCount) return issues;
  }
}

const pathOf = (issue: SeoIssue) => new URL(issue.page).pathname;
const on = (issues: SeoIssue[], check: string) =>
  issues
    .filter((issue) => issue.check === check)
    .map(pathOf)
    .sort();

describe('the Technical SEO audit on Enterprise', () => {
  let enterprise: TestClient;
  let audit: SiteAudit;
  let issues: SeoIssue[];
  beforeAll(async () => {
    enterprise = await uplift.member('technical-enterprise@uplift.test', 'enterprise');
    audit = await scan(enterprise);
    issues = await allIssues(enterprise);
  });

  test('runs the deeper checks in the same audit and finds each planted defect, with the fix', () => {
    expect(audit).toMatchObject({ status: 'done', technical: { included: true } });
    expect(on(issues, 'structured_data_type_missing')).toEqual(['/sd-untyped']);
    expect(on(issues, 'structured_data_required_missing')).toEqual(['/no-title', '/sd-event', '/sd-microdata']);
    expect(on(issues, 'structured_data_recommended_missing')).toEqual(['/sd-bad-value', '/sd-event', '/sd-microdata']);
    expect(on(issues, 'structured_data_bad_value')).toEqual(['/sd-bad-value']);
    expect(on(issues, 'hreflang_unknown_code')).toEqual(['/hreflang-en-uk']);
    expect(on(issues, 'hreflang_no_self')).toEqual(['/hreflang-broken', '/hreflang-no-return', '/hreflang-no-self']);
    expect(on(issues, 'hreflang_no_x_default')).toEqual(['/hreflang-bad-code', '/hreflang-broken', '/hreflang-no-return']);
    expect(on(issues, 'canonical_chain')).toEqual(['/canonical-chain-a']);
    expect(on(issues, 'canonical_loop')).toEqual(['/canonical-loop-a', '/canonical-loop-b']);
    expect(on(issues, 'canonical_to_noindex')).toEqual(['/canonical-to-noindex']);
    expect(on(issues, 'mixed_content_hidden')).toEqual(['/mixed-hidden']);
    expect(on(issues, 'insecure_form')).toEqual(['/insecure-form']);
    expect(on(issues, 'page_images_heavy')).toEqual(['/heavy-gallery']);
    // Images whose server declares no size are weighed too.
    expect(on(issues, 'image_too_large')).toEqual(['/big-image', '/heavy-gallery']);
    expect(issues.filter((issue) => pathOf(issue) === '/clean' && isTechnicalCheck(issue.check))).toEqual([]);
    const loop = issues.find((issue) => issue.check === 'canonical_loop' && pathOf(issue) === '/canonical-loop-a');
    expect(loop).toMatchObject({
      priority: 'High',
      issue: auditChecks.canonical_loop.issue,
      fix: auditChecks.canonical_loop.fix,
      detail: '/canonical-loop-a → /canonical-loop-b → /canonical-loop-a',
    });
    expect(audit.summary?.issues.High).toBeGreaterThan(0);
  });

  test(
    chromiumInstalled
      ? 'renders the key pages in Chromium: a page built by script is flagged, with Core Web Vitals'
      : 'says rendering was skipped because Chromium is not installed',
    () => {
      if (!chromiumInstalled) {
        expect(audit.technical.rendering).toEqual({
          status: 'skipped',
          reason: `${technicalMessages.chromiumMissing} (/usr/bin/chromium)`,
        });
        expect(issues.filter((issue) => (renderingCheckIds as readonly string[]).includes(issue.check))).toEqual([]);
        return;
      }
      const rendering = audit.technical.rendering;
      expect(rendering?.status).toBe('ran');
      const pages = rendering?.status === 'ran' ? rendering.pages : [];
      expect(pages.map((page) => new URL(page.url).pathname)).toEqual(['/', '/built-by-script']);
      const built = pages[1]!;
      expect(built.renderedWords).toBeGreaterThan(built.rawWords + 200);
      expect(built.lcpMs).toBeGreaterThan(0);
      expect(built.cls).toBeGreaterThan(0.1);
      // Blocking time is measured, and a busy machine delivers long tasks late: the figure is read here,
      // and the rule that turns it into a finding is the unit tests' (renderingFindings).
      expect(built.tbtMs).toBeGreaterThanOrEqual(0);
      expect(on(issues, 'built_by_javascript')).toEqual(['/built-by-script']);
      expect(on(issues, 'layout_shift')).toEqual(['/built-by-script']);
    },
  );

  test('keeps the audit and its issues to the workspace', async () => {
    const stranger = await uplift.member('technical-stranger@uplift.test', 'enterprise');
    expect((await stranger.get(`/api/seo/audits/${audit.id}`)).status).toBe(404);
    const theirs = (await stranger.get(`/api/seo/issues?site=${encodeURIComponent(site.url)}`)).body as IssueList;
    expect(theirs.issues).toEqual([]);
  });
});

describe('the Technical SEO audit on Professional', () => {
  test('runs none of the deeper checks, and the audit and the report name them as left out by the plan', async () => {
    const professional = await uplift.member('technical-professional@uplift.test', 'professional');
    const audit = await scan(professional);
    expect(audit).toMatchObject({ status: 'done', technical: { included: false, rendering: null } });
    const issues = await allIssues(professional);
    expect(issues.length).toBeGreaterThan(50);
    expect(issues.filter((issue) => isTechnicalCheck(issue.check))).toEqual([]);
    expect(on(issues, 'image_too_large')).toEqual(['/big-image']);

    const report = await fetch(`${uplift.server.url}/api/seo/report?site=${encodeURIComponent(site.url)}`, {
      headers: { cookie: professional.cookies },
    });
    const html = await report.text();
    expect(html).toContain(technicalMessages.leftOutIntro(technicalCheckIds.length));
    for (const check of technicalCheckIds) expect(html).toContain(auditChecks[check].issue);
  });
});
