import type { Presentation } from '@/shared/branding';
import { brandHeader, footerLine } from '../../../branding/brand-html';
import { auditChecks } from '@/shared/seo/checks';
import { technicalCheckIds, technicalMessages } from '@/shared/seo/technical-checks';
import { escapeHtml } from '../../../lib/escape-html';
import type { ReportData } from './report-data';

const dash = '—';

/**
 * The SEO Report as one self-contained HTML page: readable in any browser, printable to PDF (the
 * print styles drop the chrome), with every text from the crawls and providers escaped. A white-label
 * workspace's own header replaces Uplift's name (ADR 040).
 */
export function renderReportPage(data: ReportData, presentation: Presentation): string {
  const title = `SEO report for ${data.site}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(title)}</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; color: #111827; max-width: 960px; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: 0.2rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #e5e7eb; padding-bottom: 0.3rem; }
table { width: 100%; border-collapse: collapse; margin: 0.5rem 0; } th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid #f3f4f6; vertical-align: top; }
th { font-size: 0.8rem; text-transform: uppercase; color: #6b7280; } .muted { color: #6b7280; } .High { color: #b91c1c; } .Medium { color: #b45309; } .Low { color: #4b5563; }
.figures { display: flex; gap: 1.5rem; flex-wrap: wrap; } .figures div { min-width: 8rem; } .figures strong { display: block; font-size: 1.4rem; }
@media print { body { margin: 0; max-width: none; } h2 { break-after: avoid; } tr { break-inside: avoid; } }
</style>
</head>
<body>
${brandHeader(presentation)}
<h1>${text(title)}</h1>
<p class="muted">${presentation.branded ? 'Made' : 'Made by Uplift'} on ${day(data.generatedAt)}. Figures marked ${dash} need a search data provider.</p>
${auditSection(data)}
${technicalSection(data)}
${competitorSection(data)}
${keywordSection(data)}
${rankSection(data)}
${linkSection(data)}
${presentation.branded ? footerLine(presentation.footerText) : ''}
</body>
</html>
`;
}

function auditSection({ audit, issues }: ReportData): string {
  if (!audit?.summary) return '<h2>Site audit</h2><p class="muted">No finished scan of this site yet.</p>';
  const { summary } = audit;
  const rows = issues.map(
    (issue) =>
      `<tr><td class="${text(issue.priority)}">${text(issue.priority)}</td><td>${text(issue.page)}</td><td><strong>${text(issue.issue)}</strong><br><span class="muted">${text(issue.detail)}</span></td><td>${text(issue.fix)}</td></tr>`,
  );
  return `<h2>Site audit</h2>
<p>Scan finished ${audit.finishedAt ? day(audit.finishedAt) : dash}: ${summary.pagesCrawled} pages read of a budget of ${audit.pageBudget}.</p>
<div class="figures"><div><strong>${summary.issues.High}</strong>High</div><div><strong>${summary.issues.Medium}</strong>Medium</div><div><strong>${summary.issues.Low}</strong>Low</div><div><strong>${summary.new}</strong>new since the previous scan</div><div><strong>${summary.resolved}</strong>resolved</div></div>
${rows.length ? `<table><thead><tr><th>Priority</th><th>Page</th><th>Issue</th><th>How to fix</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>No pending issues.</p>'}`;
}

/** What the audit's plan ran of the Technical SEO audit: rendering's outcome, or the checks it left out. */
function technicalSection({ audit }: ReportData): string {
  if (!audit?.summary) return '';
  const heading = `<h2>${text(technicalMessages.title)}</h2>`;
  if (!audit.technicalChecks) {
    const items = technicalCheckIds.map((check) => `<li>${text(auditChecks[check].issue)}</li>`).join('');
    return `${heading}<p>${text(technicalMessages.leftOutIntro(technicalCheckIds.length))}</p><ul>${items}</ul>`;
  }
  const rendering = audit.summary.rendering;
  if (!rendering || rendering.status === 'skipped')
    return `${heading}<p>${text(technicalMessages.includedIntro)}</p><p class="muted">${text(technicalMessages.renderingSkipped(rendering?.reason ?? dash))}</p>`;
  const rows = rendering.pages.map(
    (page) =>
      `<tr><td>${text(page.url)}</td><td>${page.rawWords} → ${page.renderedWords}</td><td>${page.lcpMs === null ? dash : `${(page.lcpMs / 1000).toFixed(1)} s`}</td><td>${page.cls.toFixed(2)}</td><td>${page.tbtMs} ms</td></tr>`,
  );
  return `${heading}<p>${text(technicalMessages.includedIntro)}</p>
<table><thead><tr><th>Key page</th><th>Words (HTML → rendered)</th><th>LCP</th><th>CLS</th><th>TBT</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function competitorSection({ competitors }: ReportData): string {
  if (!competitors) return '<h2>Competitors</h2><p class="muted">No competitor analysis yet.</p>';
  const rows = competitors.competitors.map(
    (competitor) =>
      `<tr><td>${text(competitor.domain)}</td><td>${figure(competitor.authority)}</td><td>${figure(competitor.backlinks)}</td><td>${figure(competitor.traffic)}</td><td>${text(competitor.topKeywords.slice(0, 8).join(', '))}</td><td>${text(competitor.keywordGap.slice(0, 8).join(', '))}</td></tr>`,
  );
  return `<h2>Competitors</h2>
<p>Your top keywords: ${text(competitors.siteKeywords.slice(0, 15).join(', ') || dash)}</p>
<table><thead><tr><th>Site</th><th>Authority</th><th>Backlinks</th><th>Traffic</th><th>Top keywords</th><th>Keyword gap</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function keywordSection({ keywords }: ReportData): string {
  if (!keywords) return '<h2>Keywords</h2><p class="muted">No keyword research yet.</p>';
  const rows = keywords.ideas.map(
    (idea) =>
      `<tr><td>${text(idea.keyword)}</td><td>${figure(idea.volume)}</td><td>${text(idea.difficulty ?? dash)}</td><td>${idea.cpc === null ? dash : `$${idea.cpc.toFixed(2)}`}</td><td>${text(idea.trend ?? dash)}</td></tr>`,
  );
  return `<h2>Keywords</h2>
<p>Ideas for “${text(keywords.term)}”, ${day(keywords.createdAt)}.</p>
<table><thead><tr><th>Keyword</th><th>Volume</th><th>Difficulty</th><th>CPC</th><th>Trend</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function rankSection({ ranks }: ReportData): string {
  if (ranks.length === 0) return '';
  const rows = ranks.map(
    (rank) =>
      `<tr><td>${text(rank.keyword)}</td><td>${text(`${rank.country} · ${rank.device}`)}</td><td>${rank.position ?? dash}</td><td>${text(rank.url ?? dash)}</td></tr>`,
  );
  return `<h2>Rankings</h2><table><thead><tr><th>Keyword</th><th>Where</th><th>Position</th><th>Page</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function linkSection({ links }: ReportData): string {
  return `<h2>Links</h2>
<div class="figures"><div><strong>${links.verified}</strong>verified backlinks</div><div><strong>${links.referringDomains}</strong>referring domains</div><div><strong>${links.opportunities}</strong>link opportunities</div><div><strong>${links.acquired}</strong>acquired</div></div>`;
}

function text(value: string): string {
  return escapeHtml(value);
}

function figure(value: number | null): string {
  return value === null ? dash : value.toLocaleString('en-US');
}

function day(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
