// The contract of SEO Tools (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';
import { plansFrom, tieredLimits } from '../plans';

export const seoContract = {
  features: [
    {
      id: 'seo_optimization',
      name: 'SEO optimization',
      description: 'On-page suggestions for titles, descriptions and headings.',
      category: 'seo',
      plans: plansFrom('starter'),
      comparedAt: 2,
    },
    {
      id: 'keyword_research',
      name: 'Keyword research',
      description: 'Find keywords with their volume and difficulty.',
      category: 'seo',
      plans: plansFrom('starter'),
      limits: tieredLimits(100, 1000),
      comparedAt: 3,
    },
    {
      id: 'competitor_analysis',
      name: 'Competitor analysis',
      description: 'Compare your site with the competitors you name.',
      category: 'seo',
      plans: plansFrom('starter'),
      limits: tieredLimits(3, 10),
      comparedAt: 4,
    },
    {
      id: 'rank_tracking',
      name: 'Rank tracking',
      description: 'Follow where your keywords rank, day by day.',
      category: 'seo',
      plans: plansFrom('professional'),
      limits: { professional: 500, enterprise: 'unlimited' },
    },
    {
      id: 'backlink_monitoring',
      name: 'Backlink monitoring',
      description: 'Know when links to your site appear or disappear.',
      category: 'seo',
      plans: plansFrom('professional'),
    },
    {
      id: 'technical_seo_audit',
      name: 'Technical SEO audit',
      description: 'A crawl of your whole site for technical issues.',
      category: 'seo',
      plans: plansFrom('enterprise'),
    },
  ],
  errorCodes: {
    AUDIT_UNDER_WAY: 'AUDIT_UNDER_WAY',
    TOO_MANY_AUDITS: 'TOO_MANY_AUDITS',
    LINK_NOT_ON_PAGE: 'LINK_NOT_ON_PAGE',
    PAGE_UNREADABLE: 'PAGE_UNREADABLE',
  },
  notificationKinds: [
    {
      id: 'seo_alerts',
      label: 'SEO alerts',
      description: 'Finished site analyses and audits, and changes in your rankings.',
      defaults: { inApp: true, email: true },
    },
  ],
  providerKeys: [
    {
      name: 'DATAFORSEO_LOGIN',
      label: 'DataForSEO API login',
      group: 'SEO',
      secret: false,
      hint: 'The API login of app.dataforseo.com (API Access): keyword volume, difficulty, CPC and trend, and competitors’ authority, backlinks and traffic',
    },
    {
      name: 'DATAFORSEO_PASSWORD',
      label: 'DataForSEO API password',
      group: 'SEO',
      secret: true,
      hint: 'The API password of the same account (not the sign-in password); also reads rank-tracking positions',
    },
    {
      name: 'SERPAPI_KEY',
      label: 'SerpApi API key',
      group: 'SEO',
      secret: true,
      hint: 'serpapi.com: reads rank-tracking positions when DataForSEO is not configured',
    },
    {
      name: 'GOOGLE_SEARCH_CONSOLE_CLIENT_ID',
      label: 'Google Search Console client ID',
      group: 'SEO',
      secret: false,
      hint: 'A Google Cloud OAuth web client with the Search Console API enabled; callback URL {PUBLIC_URL}/api/seo/search-console/callback',
    },
    {
      name: 'GOOGLE_SEARCH_CONSOLE_CLIENT_SECRET',
      label: 'Google Search Console client secret',
      group: 'SEO',
      secret: true,
      hint: 'The client secret of the same OAuth client',
    },
  ],
  screenVisits: { seo: { type: 'seo_tools_accessed', description: 'Opened SEO Tools' } },
  domainEvents: [{ id: 'audit.completed', description: 'A site audit finished.' }],
} as const satisfies AreaContract;
