// The plan catalogue, the feature catalogue and the pricing and access rules.
// Plain data: screens, the server and the tests all read the same numbers.

export const planIds = ['starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
export const defaultPlan: PlanId = 'starter';

export type Limit = number | 'unlimited';

export interface PlanLimits {
  contentGeneration: Limit;
  socialAccounts: Limit;
  /** Posts published this month or waiting to go out: the catalogue's Social posting limit. */
  socialPosts: Limit;
  emailContacts: Limit;
  projects: Limit;
  teamMembers: Limit;
  /** Megabytes. */
  storage: Limit;
}

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** US dollars per month. */
  price: number;
  period: 'month';
  popular: boolean;
  features: readonly string[];
  limits: PlanLimits;
}

export const plans: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'For site owners getting their first traffic engine running.',
    price: 19,
    period: 'month',
    popular: false,
    features: [
      '50 AI content generations per month',
      '1 project',
      '3 social accounts',
      '2,000 email contacts',
      'SEO optimization tools',
      'Social scheduling',
      'Basic analytics',
      'Email support',
      '1GB storage',
    ],
    limits: {
      contentGeneration: 50,
      socialAccounts: 3,
      socialPosts: 3,
      emailContacts: 2000,
      projects: 1,
      teamMembers: 1,
      storage: 1024,
    },
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For growing businesses and marketing teams.',
    price: 59,
    period: 'month',
    popular: true,
    features: [
      'Unlimited AI content generation',
      'Unlimited projects',
      'Unlimited social accounts',
      '20,000 email contacts',
      'Content calendar and bulk generation',
      'Rank tracking for 500 keywords',
      'Email automation, segmentation and A/B testing',
      'Advanced analytics and conversion tracking',
      'Up to 10 team members',
      'API access and webhooks',
      'Priority support',
      '100GB storage',
    ],
    limits: {
      contentGeneration: 'unlimited',
      socialAccounts: 'unlimited',
      socialPosts: 'unlimited',
      emailContacts: 20000,
      projects: 'unlimited',
      teamMembers: 10,
      storage: 102400,
    },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For agencies and larger teams that need everything.',
    price: 199,
    period: 'month',
    popular: false,
    features: [
      'Everything in Professional',
      'Unlimited email contacts',
      'Unlimited team members',
      'Custom AI training',
      'Technical SEO audit',
      'Social listening',
      'Custom dashboards and integrations',
      'White label',
      'Dedicated account manager and phone support',
      '1TB storage',
    ],
    limits: {
      contentGeneration: 'unlimited',
      socialAccounts: 'unlimited',
      socialPosts: 'unlimited',
      emailContacts: 'unlimited',
      projects: 'unlimited',
      teamMembers: 'unlimited',
      storage: 1048576,
    },
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

/** An unknown plan counts as starter. */
export function getPlan(id: string | null | undefined): Plan {
  return plans.find((plan) => plan.id === id) ?? (plans[0] as Plan);
}

/** Yearly view: the monthly price less 20%, rounded down. */
export function yearlyMonthlyPrice(monthly: number): number {
  return Math.floor(monthly * 0.8);
}

/** The yearly saving shown: floor(monthly × 0.2) × 12. */
export function yearlySaving(monthly: number): number {
  return Math.floor(monthly * 0.2) * 12;
}

/** Provider amounts are in cents. */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

/** Upgrades move up this order. */
export function isUpgrade(from: PlanId, to: PlanId): boolean {
  return planIds.indexOf(to) > planIds.indexOf(from);
}

/** A feature sold from `first` up: that plan and the ones above it. */
export function plansFrom(first: PlanId): readonly PlanId[] {
  return planIds.slice(planIds.indexOf(first));
}

/** Limits that grow with the plan; Enterprise has none. */
export function tieredLimits(starter: Limit, professional: Limit): Partial<Record<PlanId, Limit>> {
  return { starter, professional, enterprise: 'unlimited' };
}
