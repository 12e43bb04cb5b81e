/**
 * The server's test entry: what the browser tests (e2e/) and the bench (bench/) may use besides its
 * HTTP API, which is how they reach everything else. Starting and configuring a server, its database,
 * the SSRF-safe fetcher, the fake Stripe, the mail outbox, an authenticator app's codes, the tracking
 * script as the server builds it, and the fixtures and figures the screens are checked against. An
 * area's own fakes (a social network's, an SEO data provider's) are imported from its `test/` folder.
 */
export { loadConfig } from './config';
export { openDatabase } from './db/client';
export { createSafeFetcher } from './http/safe-fetch';
export { mailOutbox } from './mail/schema';
export { type RunningServer, startServer, type TestOverrides } from './start-server';
export { cheapPasswordHasher } from './test/cheap-password-hasher';
export { freePort } from './test/free-port';
export { migratedPgliteDump } from './test/migrated-database';
export { startFakeStripe } from './test/fake-stripe';
export { lastMailTo } from './test/outbox';
export { totpCode } from './test/totp';
export { startSmtpSink } from './test/smtp-sink';
export { analyzePages, crawlSite } from './crawl';
export { serveBakerySite } from './crawl/fixtures/serve-bakery-site';
export { buildTrackerScript } from './features/analytics';
export { runAudit, serveDefectSite, serveGeneratedSite } from './features/seo';
export { discoverContacts } from './features/outreach';
export { type FixtureSite, page as fixturePage, serveFixtureSites } from './features/outreach/test/fixture-sites';

// The Sample workspace's figures (ADR 008): each area owns its sample rows and says what they add up to.
import { sampleCampaignFigures } from './features/campaigns';
import { sampleContentFigures } from './features/content';
import { sampleAudience } from './features/email';
import { sampleProjectFigures } from './projects/sample';

/** What the Sample workspace holds, for the tests' and the screens' expectations. */
export const sampleFigures = {
  projects: sampleProjectFigures.projects,
  content: sampleContentFigures.content,
  activeCampaigns: sampleCampaignFigures.activeCampaigns,
  subscribers: sampleAudience,
  // Every project, piece and campaign was created with an event, and loading the sample is one more.
  events: sampleProjectFigures.events + sampleContentFigures.events + sampleCampaignFigures.events + 1,
} as const;
