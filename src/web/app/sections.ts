import { paths } from '@/web/config/paths';

export interface Section {
  path: string;
  title: string;
  description: string;
}

/** Every signed-in screen with the title it shows inside the layout. */
export const sections: readonly Section[] = [
  { path: paths.dashboard, title: 'Dashboard', description: 'Your projects, content, campaigns and latest activity at a glance.' },
  { path: paths.setup, title: 'Smart Setup', description: 'Analyze your website, describe it by hand or upload documents to set up a project.' },
  { path: paths.content, title: 'Content Engine', description: 'Generate, edit, schedule and publish blog posts, social posts, e-mails and video scripts.' },
  { path: paths.contentCalendar, title: 'Content Calendar', description: 'Scheduled and published content by day.' },
  { path: paths.seo, title: 'SEO Tools', description: 'Keyword research, competitor analysis, content optimization and link building.' },
  { path: paths.social, title: 'Social Engine', description: 'Connect accounts, create and schedule posts, and follow engagement.' },
  { path: paths.email, title: 'Email Marketing', description: 'Campaigns, lists and segments, automation and templates.' },
  { path: paths.outreach, title: 'AI Outreach', description: 'Find prospects, run outreach campaigns and build links and partnerships.' },
  { path: paths.monetization, title: 'Monetization Hub', description: 'Affiliate programs, digital products, services and revenue.' },
  { path: paths.videoAudio, title: 'Video & Audio Studio', description: 'Scripts, videos and audio for every channel.' },
  { path: paths.aiAssistant, title: 'AI Assistant', description: 'Ask for content ideas, SEO help and strategy advice.' },
  { path: paths.integrations, title: 'Integrations', description: 'Connect the tools you already use.' },
  { path: paths.analytics, title: 'Analytics', description: 'Traffic, sources, top pages and content performance.' },
  { path: paths.settings, title: 'Settings', description: 'Your profile, notifications, security and team.' },
  { path: paths.billing, title: 'Billing & Subscription', description: 'Your plan, usage, payment method and invoices.' },
  { path: paths.team, title: 'Team Management', description: 'The people who work in this workspace and their roles.' },
  { path: paths.admin, title: 'Admin Panel', description: 'Users, content, system health and API keys for this instance.' },
];
