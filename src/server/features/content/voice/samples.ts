// Where a voice is learned from: the workspace's content library, the project's site, uploaded files.
import { desc, eq } from 'drizzle-orm';
import type { ContentBody } from '@/shared/content/content';
import { extractPage } from '../../../crawl/analyzer/page';
import { crawlSite } from '../../../crawl';
import type { Database } from '../../../db/database';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { content } from '../schema';

/** The newest pieces read: enough to hear a voice, few enough to read quickly. */
const contentItemsRead = 40;
const pagesCrawled = 10;

/** The prose a person reads in a piece of content: no hashtags, platform names or Markdown marks. */
export function contentProse(item: ContentBody): string {
  switch (item.type) {
    case 'blog':
      return item.body.content.replace(/^#+\s*/gm, '').replace(/[*_`>]/g, '');
    case 'social':
      return item.body.map((post) => post.content).join('\n\n');
    case 'email':
      return item.body.content;
    case 'video':
      return item.body.script;
  }
}

export async function libraryProse(db: Database, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ type: content.type, body: content.body })
    .from(content)
    .where(eq(content.workspaceId, workspaceId))
    .orderBy(desc(content.updatedAt))
    .limit(contentItemsRead);
  return rows.map((row) => contentProse(row as ContentBody)).filter((text) => text.trim().length > 0);
}

/** The site's pages' visible text, through the one SSRF-safe crawler; a site that cannot be read gives none. */
export async function siteProse(
  fetcher: SafeFetcher,
  url: string,
  onPage: (done: number, planned: number) => Promise<void>,
): Promise<string[]> {
  try {
    const pages = await crawlSite(fetcher, url, { maxPages: pagesCrawled, budgetMs: 60_000, onPage });
    return pages.map((page) => page.text).filter((text) => text.trim().length > 0);
  } catch {
    return [];
  }
}

/** An uploaded file's text: HTML stripped to what a reader sees, Markdown and plain text as they are. */
export function uploadProse(name: string, text: string): string {
  if (!/\.html?$/i.test(name)) return text;
  return extractPage(text, 'https://upload.invalid/').text;
}
