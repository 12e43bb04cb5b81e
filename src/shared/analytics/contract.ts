// The contract of Analytics (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';
import { plansFrom } from '../plans';

export const analyticsContract = {
  features: [
    {
      id: 'basic_analytics',
      name: 'Basic analytics',
      description: 'Visitors, page views and top pages.',
      category: 'analytics',
      plans: plansFrom('starter'),
      comparedAt: 9,
    },
    {
      id: 'advanced_analytics',
      name: 'Advanced analytics',
      description: 'Sources, funnels and trends over time.',
      category: 'analytics',
      plans: plansFrom('professional'),
    },
    {
      id: 'conversion_tracking',
      name: 'Conversion tracking',
      description: 'See which traffic turns into customers.',
      category: 'analytics',
      plans: plansFrom('professional'),
    },
    {
      id: 'data_export',
      name: 'Data export',
      description: 'Download your data as CSV.',
      category: 'analytics',
      plans: plansFrom('professional'),
    },
    {
      id: 'custom_dashboards',
      name: 'Custom dashboards',
      description: 'Dashboards built around your own metrics.',
      category: 'analytics',
      plans: plansFrom('enterprise'),
    },
  ],
  errorCodes: {
    GOAL_EXISTS: 'GOAL_EXISTS',
    TOO_MANY_GOALS: 'TOO_MANY_GOALS',
    TOO_MANY_FUNNELS: 'TOO_MANY_FUNNELS',
  },
  notificationKinds: [
    {
      id: 'weekly_reports',
      label: 'Weekly reports',
      description: 'A summary of the week’s traffic, content and campaigns.',
      defaults: { inApp: false, email: false },
    },
  ],
  screenVisits: { analytics: { type: 'analytics_viewed', description: 'Opened Analytics' } },
  domainEvents: [{ id: 'goal.converted', description: 'A visitor reached a goal.' }],
} as const satisfies AreaContract;
