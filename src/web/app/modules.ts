import { accountModule } from '@/web/features/account/module';
import { adminModule } from '@/web/features/admin/module';
import { analyticsModule } from '@/web/features/analytics/module';
import { assistantModule } from '@/web/features/assistant/module';
import { billingModule } from '@/web/features/billing/module';
import { brandingModule } from '@/web/features/branding/module';
import { campaignsModule } from '@/web/features/campaigns/module';
import { contentModule } from '@/web/features/content/module';
import { dashboardModule } from '@/web/features/dashboard/module';
import { emailModule } from '@/web/features/email/module';
import { integrationsModule } from '@/web/features/integrations/module';
import { landingModule } from '@/web/features/landing/module';
import { monetizationModule } from '@/web/features/monetization/module';
import { notificationsModule } from '@/web/features/notifications/module';
import { outreachModule } from '@/web/features/outreach/module';
import { seoModule } from '@/web/features/seo/module';
import { settingsModule } from '@/web/features/settings/module';
import { setupModule } from '@/web/features/setup/module';
import { socialModule } from '@/web/features/social/module';
import { studioModule } from '@/web/features/studio/module';
import { supportModule } from '@/web/features/support/module';
import { teamModule } from '@/web/features/team/module';
import { workspacesModule } from '@/web/features/workspaces/module';
import { type Contributions, type PublicScreen, type Screen, type WebModule, gatherContributions } from '@/web/lib/web-module';

/**
 * Every area, its screens in the sidebar's order: the router and the sidebar are made from this list
 * and nothing else. The areas that only contribute to other screens (settings tabs, dashboard actions
 * and buttons) or to the frame (header items, banners, providers), and the landing page, come last;
 * the contributions' own `order` places them.
 */
export const webModules: readonly WebModule[] = [
  dashboardModule,
  setupModule,
  contentModule,
  seoModule,
  socialModule,
  emailModule,
  outreachModule,
  monetizationModule,
  studioModule,
  assistantModule,
  integrationsModule,
  analyticsModule,
  settingsModule,
  billingModule,
  teamModule,
  brandingModule,
  notificationsModule,
  adminModule,
  accountModule,
  campaignsModule,
  workspacesModule,
  supportModule,
  landingModule,
];

/** Every signed-in screen, from the modules. */
export const screens: readonly Screen[] = webModules.flatMap((module) => module.screens ?? []);

/** The screens a signed-out visitor may open too, outside the app's frame (the landing page outside its providers too). */
export const publicScreens: readonly PublicScreen[] = webModules.flatMap((module) => module.publicScreens ?? []);

/** What the modules add to each other's screens and to the frame; every screen's `load` is handed them. */
export const contributions: Contributions = gatherContributions(webModules);
