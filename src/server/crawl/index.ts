// The shared crawler and analyzer: every crawl goes through one crawler (ADR 007), for Smart Setup,
// SEO Tools, the bench and the browser tests.
export { analyzePages } from './analyzer/analyze';
export { rankKeywords } from './analyzer/keywords';
export { contentTopics } from './analyzer/topics';
export type { ExtractedPage } from './analyzer/page';
export { crawlSite } from './crawl';
