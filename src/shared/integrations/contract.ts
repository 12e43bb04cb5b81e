// The contract of Integrations (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';
import { plansFrom, tieredLimits } from '../plans';

export const integrationsContract = {
  features: [
    {
      id: 'basic_integrations',
      name: 'Basic integrations',
      description: 'Connect the tools you already use.',
      category: 'integrations',
      plans: plansFrom('starter'),
      limits: tieredLimits(5, 25),
    },
    {
      id: 'api_access',
      name: 'API access',
      description: 'Work with Uplift from your own code.',
      category: 'integrations',
      plans: plansFrom('professional'),
    },
    {
      id: 'webhooks',
      name: 'Webhooks',
      description: 'Get told when things happen in Uplift.',
      category: 'integrations',
      plans: plansFrom('professional'),
    },
    {
      id: 'custom_integrations',
      name: 'Custom integrations',
      description: 'Integrations built for your stack.',
      category: 'integrations',
      plans: plansFrom('enterprise'),
    },
    {
      id: 'white_label',
      name: 'White label',
      description: 'Uplift under your own brand.',
      category: 'integrations',
      plans: plansFrom('enterprise'),
    },
  ],
  errorCodes: {
    INTEGRATION_REJECTED: 'INTEGRATION_REJECTED',
    ALREADY_PUBLISHED: 'ALREADY_PUBLISHED',
  },
  domainEvents: [
    { id: 'integration.received', description: 'A custom integration received a post from other software.' },
    { id: 'revenue.recorded', description: 'Your own shop (Stripe, Shopify, WooCommerce, Lemon Squeezy, Gumroad) took a payment.' },
    { id: 'customer.created', description: 'Your own shop (Stripe, Shopify) has a new customer.' },
  ],
  screenVisits: { integrations: { type: 'integrations_accessed', description: 'Opened Integrations' } },
  notificationKinds: [
    {
      id: 'webhook_failures',
      label: 'Webhook failures',
      description: 'A webhook endpoint turned off after failing for five days.',
      defaults: { inApp: true, email: true },
    },
  ],
} as const satisfies AreaContract;
