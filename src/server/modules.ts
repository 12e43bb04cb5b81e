import { aiModule } from './ai/module';
import { authModule } from './sign-in/module';
import { billingModule } from './billing/module';
import { brandingModule } from './branding/module';
import { eventsModule } from './events/module';
import { domainEventsModule } from './domain-events/module';
import { accountModule } from './features/account';
import { adminModule } from './features/admin';
import { analyticsModule } from './features/analytics';
import { assistantModule } from './features/assistant';
import { billingScreensModule } from './features/billing';
import { campaignsModule } from './features/campaigns';
import { contentModule } from './features/content';
import { dashboardModule } from './features/dashboard';
import { emailModule } from './features/email';
import { healthModule } from './features/health';
import { integrationsModule } from './features/integrations';
import { meModule } from './features/me';
import { monetizationModule } from './features/monetization';
import { outreachModule } from './features/outreach';
import { seoModule } from './features/seo';
import { setupModule } from './features/setup';
import { socialModule } from './features/social';
import { studioModule } from './features/studio';
import { supportModule } from './features/support';
import { teamModule } from './features/team';
import { jobsModule } from './jobs/module';
import { mailModule } from './mail/module';
import { notificationsModule } from './notifications/module';
import { projectsModule } from './projects/module';
import { sampleWorkspaceModule } from './sample-workspace/module';
import type { ServerModule } from './server-module';
import { settingsModule } from './settings/module';
import { tenancyModule } from './tenancy/module';
import { usageModule } from './usage/module';

/**
 * Every server area, in one list (ADR 015): the app mounts their routes, start-server starts their
 * jobs, the usage meter reads their counters and modules.test.ts checks their tables against the
 * schema drizzle-kit reads. A new area is a folder under features/ and one line here.
 */
export const serverModules: readonly ServerModule[] = [
  // The core: it knows no feature.
  authModule,
  tenancyModule,
  usageModule,
  billingModule,
  eventsModule,
  domainEventsModule,
  jobsModule,
  notificationsModule,
  settingsModule,
  mailModule,
  brandingModule,
  aiModule,
  projectsModule,
  sampleWorkspaceModule,
  // The features, each through its public entry (features/<feature>/index.ts).
  healthModule,
  meModule,
  accountModule,
  teamModule,
  integrationsModule,
  billingScreensModule,
  analyticsModule,
  campaignsModule,
  contentModule,
  dashboardModule,
  setupModule,
  emailModule,
  socialModule,
  seoModule,
  outreachModule,
  monetizationModule,
  studioModule,
  assistantModule,
  supportModule,
  adminModule,
];
