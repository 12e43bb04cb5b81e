// The feature catalogue: which plans may use each feature, and the per-plan limits.
// Feature access and the upgrade prompts on both sides read this data.
import { getPlan, type Limit, type PlanId } from './plans';

export const featureCategories = ['content', 'seo', 'social', 'email', 'analytics', 'support', 'integrations'] as const;
export type FeatureCategory = (typeof featureCategories)[number];

export interface CatalogueFeature {
  id: string;
  name: string;
  description: string;
  category: FeatureCategory;
  plans: readonly PlanId[];
  /** Per-plan limits; a plan without an entry has no limit. */
  limits?: Partial<Record<PlanId, Limit>>;
}

const allPlans = ['starter', 'professional', 'enterprise'] as const;
const professionalUp = ['professional', 'enterprise'] as const;
const enterpriseOnly = ['enterprise'] as const;

function tiered(starter: Limit, professional: Limit): Partial<Record<PlanId, Limit>> {
  return { starter, professional, enterprise: 'unlimited' };
}

export const featureCatalogue = [
  {
    id: 'ai_content_generation',
    name: 'AI content generation',
    description: 'Blog posts, social posts, e-mails and video scripts written by AI.',
    category: 'content',
    plans: allPlans,
    limits: tiered(50, 'unlimited'),
  },
  {
    id: 'seo_optimization',
    name: 'SEO optimization',
    description: 'On-page suggestions for titles, descriptions and headings.',
    category: 'seo',
    plans: allPlans,
  },
  {
    id: 'keyword_research',
    name: 'Keyword research',
    description: 'Find keywords with their volume and difficulty.',
    category: 'seo',
    plans: allPlans,
    limits: tiered(100, 1000),
  },
  {
    id: 'competitor_analysis',
    name: 'Competitor analysis',
    description: 'Compare your site with the competitors you name.',
    category: 'seo',
    plans: allPlans,
    limits: tiered(3, 10),
  },
  {
    id: 'social_posting',
    name: 'Social posting',
    description: 'Publish to your connected social accounts.',
    category: 'social',
    plans: allPlans,
    limits: tiered(3, 'unlimited'),
  },
  {
    id: 'social_scheduling',
    name: 'Social scheduling',
    description: 'Queue posts to go out at the best time.',
    category: 'social',
    plans: allPlans,
  },
  {
    id: 'email_campaigns',
    name: 'Email campaigns',
    description: 'Send campaigns to your contact lists.',
    category: 'email',
    plans: allPlans,
    limits: tiered(1000, 10000),
  },
  {
    id: 'content_templates',
    name: 'Content templates',
    description: 'Reusable outlines for the content you write often.',
    category: 'content',
    plans: allPlans,
    limits: tiered(10, 50),
  },
  {
    id: 'basic_analytics',
    name: 'Basic analytics',
    description: 'Visitors, page views and top pages.',
    category: 'analytics',
    plans: allPlans,
  },
  { id: 'email_support', name: 'Email support', description: 'Answers from our team by e-mail.', category: 'support', plans: allPlans },
  {
    id: 'email_templates',
    name: 'Email templates',
    description: 'Ready-made layouts for newsletters and announcements.',
    category: 'email',
    plans: allPlans,
    limits: tiered(5, 25),
  },
  {
    id: 'basic_integrations',
    name: 'Basic integrations',
    description: 'Connect the tools you already use.',
    category: 'integrations',
    plans: allPlans,
    limits: tiered(5, 25),
  },
  {
    id: 'rank_tracking',
    name: 'Rank tracking',
    description: 'Follow where your keywords rank, day by day.',
    category: 'seo',
    plans: professionalUp,
    limits: { professional: 500, enterprise: 'unlimited' },
  },
  {
    id: 'content_calendar',
    name: 'Content calendar',
    description: 'Plan and schedule content on a calendar.',
    category: 'content',
    plans: professionalUp,
  },
  {
    id: 'bulk_generation',
    name: 'Bulk generation',
    description: 'Generate many pieces of content in one go.',
    category: 'content',
    plans: professionalUp,
  },
  {
    id: 'backlink_monitoring',
    name: 'Backlink monitoring',
    description: 'Know when links to your site appear or disappear.',
    category: 'seo',
    plans: professionalUp,
  },
  {
    id: 'social_analytics',
    name: 'Social analytics',
    description: 'Reach and engagement for every post.',
    category: 'social',
    plans: professionalUp,
  },
  {
    id: 'hashtag_research',
    name: 'Hashtag research',
    description: 'Hashtags that reach your audience.',
    category: 'social',
    plans: professionalUp,
  },
  {
    id: 'email_automation',
    name: 'Email automation',
    description: 'Welcome series and other automatic sequences.',
    category: 'email',
    plans: professionalUp,
  },
  {
    id: 'segmentation',
    name: 'Segmentation',
    description: 'Send to the part of your list that cares.',
    category: 'email',
    plans: professionalUp,
  },
  {
    id: 'ab_testing',
    name: 'A/B testing',
    description: 'Test subject lines and content against each other.',
    category: 'email',
    plans: professionalUp,
  },
  {
    id: 'advanced_analytics',
    name: 'Advanced analytics',
    description: 'Sources, funnels and trends over time.',
    category: 'analytics',
    plans: professionalUp,
  },
  {
    id: 'conversion_tracking',
    name: 'Conversion tracking',
    description: 'See which traffic turns into customers.',
    category: 'analytics',
    plans: professionalUp,
  },
  { id: 'data_export', name: 'Data export', description: 'Download your data as CSV.', category: 'analytics', plans: professionalUp },
  {
    id: 'priority_support',
    name: 'Priority support',
    description: 'Your questions go to the front of the queue.',
    category: 'support',
    plans: professionalUp,
  },
  {
    id: 'onboarding_assistance',
    name: 'Onboarding assistance',
    description: 'A guided set-up with our team.',
    category: 'support',
    plans: professionalUp,
  },
  {
    id: 'api_access',
    name: 'API access',
    description: 'Work with Uplift from your own code.',
    category: 'integrations',
    plans: professionalUp,
  },
  {
    id: 'webhooks',
    name: 'Webhooks',
    description: 'Get told when things happen in Uplift.',
    category: 'integrations',
    plans: professionalUp,
  },
  {
    id: 'custom_ai_training',
    name: 'Custom AI training',
    description: 'AI that writes in your brand’s voice.',
    category: 'content',
    plans: enterpriseOnly,
  },
  {
    id: 'technical_seo_audit',
    name: 'Technical SEO audit',
    description: 'A crawl of your whole site for technical issues.',
    category: 'seo',
    plans: enterpriseOnly,
  },
  {
    id: 'social_listening',
    name: 'Social listening',
    description: 'Mentions of your brand across social networks.',
    category: 'social',
    plans: enterpriseOnly,
  },
  {
    id: 'custom_dashboards',
    name: 'Custom dashboards',
    description: 'Dashboards built around your own metrics.',
    category: 'analytics',
    plans: enterpriseOnly,
  },
  { id: 'phone_support', name: 'Phone support', description: 'Talk to our team on the phone.', category: 'support', plans: enterpriseOnly },
  {
    id: 'dedicated_account_manager',
    name: 'Dedicated account manager',
    description: 'One person who knows your account.',
    category: 'support',
    plans: enterpriseOnly,
  },
  {
    id: 'custom_integrations',
    name: 'Custom integrations',
    description: 'Integrations built for your stack.',
    category: 'integrations',
    plans: enterpriseOnly,
  },
  { id: 'white_label', name: 'White label', description: 'Uplift under your own brand.', category: 'integrations', plans: enterpriseOnly },
] as const satisfies readonly CatalogueFeature[];

export type FeatureId = (typeof featureCatalogue)[number]['id'];

export function getFeature(id: FeatureId): CatalogueFeature {
  return featureCatalogue.find((feature) => feature.id === id) as CatalogueFeature;
}

/** The plan's limit for a feature: null when the plan may not use it, 'unlimited' when there is no cap. */
export function featureLimit(planId: string, featureId: FeatureId): Limit | null {
  const plan = getPlan(planId).id;
  const feature = getFeature(featureId);
  if (!feature.plans.includes(plan)) return null;
  return feature.limits?.[plan] ?? 'unlimited';
}

/**
 * Allowed when the plan is listed; a numeric limit needs usage strictly below it; 'unlimited'
 * or no limit allows. An unknown plan counts as starter.
 */
export function canUseFeature(planId: string, featureId: FeatureId, usage = 0): boolean {
  const limit = featureLimit(planId, featureId);
  if (limit === null) return false;
  return limit === 'unlimited' || usage < limit;
}
