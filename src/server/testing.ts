/**
 * The server's test entry: what the browser tests (e2e/) and the bench (bench/) may use besides its
 * HTTP API, which is how they reach everything else. Starting and configuring a server, its database,
 * the SSRF-safe fetcher, the fake Stripe, the mail outbox, an authenticator app's codes, the tracking
 * script as the server builds it, and the fixtures and figures the screens are checked against.
 */
export { loadConfig } from './config';
export { openDatabase } from './db/client';
export { createSafeFetcher } from './http/safe-fetch';
export { mailOutbox } from './mail/schema';
export { type RunningServer, startServer, type TestOverrides } from './start-server';
export { cheapPasswordHasher } from './test/cheap-password-hasher';
export { migratedPgliteDump } from './test/migrated-database';
export { startFakeStripe } from './test/fake-stripe';
export { startFakeMastodon } from './test/fake-mastodon';
export { startFakeBluesky } from './test/fake-bluesky';
export { startFakeOAuth } from './test/fake-oauth';
export { makeMp4 } from './test/mp4-fixture';
export { lastMailTo } from './test/outbox';
export { totpCode } from './test/totp';
export { sampleFigures } from './features/sample-workspace';
export { startSmtpSink } from './test/smtp-sink';
export { analyzePages, crawlSite } from './crawl';
export { serveBakerySite } from './crawl/fixtures/serve-bakery-site';
export { buildTrackerScript } from './features/analytics';
export { runAudit, serveDefectSite, serveGeneratedSite } from './features/seo';
