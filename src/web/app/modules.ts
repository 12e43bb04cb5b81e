import { Bot, DollarSign, Plug, Send, Video } from 'lucide-react';
import { paths } from '@/web/config/paths';
import { adminModule } from '@/web/features/admin/module';
import { analyticsModule } from '@/web/features/analytics/module';
import { billingModule } from '@/web/features/billing/module';
import { contentModule } from '@/web/features/content/module';
import { emailModule } from '@/web/features/email/module';
import { notificationsModule } from '@/web/features/notifications/module';
import { seoModule } from '@/web/features/seo/module';
import { socialModule } from '@/web/features/social/module';
import { teamModule } from '@/web/features/team/module';
import type { PublicScreen, Screen, ScreenInfo, WebModule } from '@/web/lib/web-module';
import { dashboardModule, invitationModule, settingsModule, setupModule } from './composed-modules';

/** An area not built yet: its screen shows the title and purpose until its module replaces this line. */
const plannedArea = (screen: ScreenInfo): WebModule => ({ screens: [screen] });

/**
 * Every signed-in area, in the sidebar's order: the router and the sidebar are made from this
 * list and nothing else.
 */
export const webModules: readonly WebModule[] = [
  dashboardModule,
  setupModule,
  contentModule,
  seoModule,
  socialModule,
  emailModule,
  plannedArea({
    path: '/outreach',
    title: 'AI Outreach',
    description: 'Find prospects, run outreach campaigns and build links and partnerships.',
    nav: { label: 'AI Outreach', icon: Send },
  }),
  plannedArea({
    path: '/monetization',
    title: 'Monetization Hub',
    description: 'Affiliate programs, digital products, services and revenue.',
    nav: { label: 'Monetization', icon: DollarSign },
  }),
  plannedArea({
    path: '/video-audio',
    title: 'Video & Audio Studio',
    description: 'Scripts, videos and audio for every channel.',
    nav: { label: 'Video & Audio', icon: Video },
  }),
  plannedArea({
    path: paths.aiAssistant,
    title: 'AI Assistant',
    description: 'Ask for content ideas, SEO help and strategy advice.',
    nav: { label: 'AI Assistant', icon: Bot },
  }),
  plannedArea({
    path: '/integrations',
    title: 'Integrations',
    description: 'Connect the tools you already use.',
    nav: { label: 'Integrations', icon: Plug },
  }),
  analyticsModule,
  settingsModule,
  billingModule,
  teamModule,
  invitationModule,
  notificationsModule,
  adminModule,
];

/** Every signed-in screen, from the modules. */
export const screens: readonly Screen[] = webModules.flatMap((module) => module.screens);

/** The screens a signed-out visitor may open too, outside the app's frame. */
export const publicScreens: readonly PublicScreen[] = webModules.flatMap((module) => module.publicScreens ?? []);
