// The contract of Email Marketing (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';
import { plansFrom, tieredLimits } from '../plans';

export const emailContract = {
  features: [
    {
      id: 'email_campaigns',
      name: 'Email campaigns',
      description: 'Send campaigns to your contact lists.',
      category: 'email',
      plans: plansFrom('starter'),
      limits: tieredLimits(1000, 10000),
      comparedAt: 7,
    },
    {
      id: 'email_templates',
      name: 'Email templates',
      description: 'Ready-made layouts for newsletters and announcements.',
      category: 'email',
      plans: plansFrom('starter'),
      limits: tieredLimits(5, 25),
    },
    {
      id: 'email_automation',
      name: 'Email automation',
      description: 'Welcome series and other automatic sequences.',
      category: 'email',
      plans: plansFrom('professional'),
    },
    {
      id: 'segmentation',
      name: 'Segmentation',
      description: 'Send to the part of your list that cares.',
      category: 'email',
      plans: plansFrom('professional'),
    },
    {
      id: 'ab_testing',
      name: 'A/B testing',
      description: 'Test subject lines and content against each other.',
      category: 'email',
      plans: plansFrom('professional'),
    },
  ],
  errorCodes: {
    CAMPAIGN_NOT_EDITABLE: 'CAMPAIGN_NOT_EDITABLE',
    CAMPAIGN_SENT: 'CAMPAIGN_SENT',
    NOTHING_TO_SEND: 'NOTHING_TO_SEND',
    SUBSCRIBER_EXISTS: 'SUBSCRIBER_EXISTS',
    LIST_IN_USE: 'LIST_IN_USE',
    POSTAL_ADDRESS_NEEDED: 'POSTAL_ADDRESS_NEEDED',
    /** A signed provider webhook sent a second time: each is taken once. */
    ALREADY_RECEIVED: 'ALREADY_RECEIVED',
  },
  notificationKinds: [
    {
      id: 'email_campaigns',
      label: 'E-mail campaigns',
      description: 'When an e-mail campaign has finished sending, paused or could not start, and when an automation’s e-mails wait.',
      defaults: { inApp: true, email: true },
    },
  ],
  providerKeys: [
    {
      name: 'MAILGUN_WEBHOOK_SIGNING_KEY',
      label: 'Mailgun webhook signing key',
      group: 'E-mail',
      secret: true,
      hint: 'Bounces and complaints from Mailgun: point its webhooks at /api/email/webhooks/mailgun',
    },
    {
      name: 'EMAIL_WEBHOOK_SECRET',
      label: 'Bounce webhook secret',
      group: 'E-mail',
      secret: true,
      hint: 'Signs bounces and complaints sent to /api/email/webhooks/generic (HMAC-SHA256, see the README)',
    },
  ],
  domainEvents: [
    { id: 'subscriber.created', description: 'Someone joined an e-mail list.' },
    { id: 'subscriber.unsubscribed', description: 'A subscriber left an e-mail list.' },
    { id: 'list.joined', description: 'Someone confirmed a sign-up through a list’s form.' },
    { id: 'campaign.sent', description: 'An e-mail campaign finished sending.' },
  ],
} as const satisfies AreaContract;
