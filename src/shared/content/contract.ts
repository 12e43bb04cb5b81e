// The contract of Content Engine (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';
import { plansFrom, tieredLimits } from '../plans';

export const contentContract = {
  features: [
    {
      id: 'ai_content_generation',
      name: 'AI content generation',
      description: 'Blog posts, social posts, e-mails and video scripts written by AI.',
      category: 'content',
      plans: plansFrom('starter'),
      limits: tieredLimits(50, 'unlimited'),
      meteredBy: 'contentGeneration',
      comparedAt: 1,
    },
    {
      id: 'content_templates',
      name: 'Content templates',
      description: 'Reusable outlines for the content you write often.',
      category: 'content',
      plans: plansFrom('starter'),
      limits: tieredLimits(10, 50),
      comparedAt: 8,
    },
    {
      id: 'content_calendar',
      name: 'Content calendar',
      description: 'Plan and schedule content on a calendar.',
      category: 'content',
      plans: plansFrom('professional'),
    },
    {
      id: 'bulk_generation',
      name: 'Bulk generation',
      description: 'Generate many pieces of content in one go.',
      category: 'content',
      plans: plansFrom('professional'),
    },
    {
      id: 'custom_ai_training',
      name: 'Custom AI training',
      description: 'AI that writes in your brand’s voice.',
      category: 'content',
      plans: plansFrom('enterprise'),
    },
  ],
  notificationKinds: [
    {
      id: 'content_publishing',
      label: 'Content publishing',
      description: 'Drafts finished by bulk generation, and content published or scheduled.',
      defaults: { inApp: true, email: true },
    },
  ],
  domainEvents: [{ id: 'content.published', description: 'A content item was published.' }],
} as const satisfies AreaContract;
