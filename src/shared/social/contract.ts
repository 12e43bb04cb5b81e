// The contract of Social Engine (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';
import { plansFrom, tieredLimits } from '../plans';

export const socialContract = {
  features: [
    {
      id: 'social_posting',
      name: 'Social posting',
      description: 'Publish to your connected social accounts.',
      category: 'social',
      plans: plansFrom('starter'),
      limits: tieredLimits(3, 'unlimited'),
      comparedAt: 5,
    },
    {
      id: 'social_scheduling',
      name: 'Social scheduling',
      description: 'Queue posts to go out at the best time.',
      category: 'social',
      plans: plansFrom('starter'),
      comparedAt: 6,
    },
    {
      id: 'social_analytics',
      name: 'Social analytics',
      description: 'Reach and engagement for every post.',
      category: 'social',
      plans: plansFrom('professional'),
    },
    {
      id: 'hashtag_research',
      name: 'Hashtag research',
      description: 'Hashtags that reach your audience.',
      category: 'social',
      plans: plansFrom('professional'),
    },
    {
      id: 'social_listening',
      name: 'Social listening',
      description: 'Mentions of your brand across social networks.',
      category: 'social',
      plans: plansFrom('enterprise'),
    },
  ],
  errorCodes: {
    POST_NOT_EDITABLE: 'POST_NOT_EDITABLE',
    POST_TOO_LONG: 'POST_TOO_LONG',
  },
  notificationKinds: [
    {
      id: 'social_mentions',
      label: 'Social mentions',
      description: 'Mentions of your brand, social posts that failed to publish, and accounts that need connecting again.',
      defaults: { inApp: true, email: true },
    },
  ],
  providerKeys: [
    {
      name: 'TWITTER_CLIENT_ID',
      label: 'X (Twitter) client ID',
      group: 'Social',
      secret: false,
      hint: 'OAuth 2.0 client of an app at developer.x.com; callback URL {PUBLIC_URL}/api/social/connect/callback',
    },
    {
      name: 'TWITTER_CLIENT_SECRET',
      label: 'X (Twitter) client secret',
      group: 'Social',
      secret: true,
      hint: 'The OAuth 2.0 client secret of the same app',
    },
    {
      name: 'LINKEDIN_CLIENT_ID',
      label: 'LinkedIn client ID',
      group: 'Social',
      secret: false,
      hint: 'An app at linkedin.com/developers with Sign In with LinkedIn and Share on LinkedIn',
    },
    {
      name: 'LINKEDIN_CLIENT_SECRET',
      label: 'LinkedIn client secret',
      group: 'Social',
      secret: true,
      hint: 'The primary client secret of the same app',
    },
    {
      name: 'FACEBOOK_APP_ID',
      label: 'Facebook app ID',
      group: 'Social',
      secret: false,
      hint: 'A business app at developers.facebook.com with Facebook Login',
    },
    { name: 'FACEBOOK_APP_SECRET', label: 'Facebook app secret', group: 'Social', secret: true, hint: 'The app secret of the same app' },
    {
      name: 'INSTAGRAM_APP_ID',
      label: 'Instagram app ID',
      group: 'Social',
      secret: false,
      hint: 'The Instagram app ID of a Meta app with Instagram API with Instagram Login',
    },
    {
      name: 'INSTAGRAM_APP_SECRET',
      label: 'Instagram app secret',
      group: 'Social',
      secret: true,
      hint: 'The Instagram app secret of the same app',
    },
    {
      name: 'TIKTOK_CLIENT_KEY',
      label: 'TikTok client key',
      group: 'Social',
      secret: false,
      hint: 'An app at developers.tiktok.com with Login Kit and Content Posting API',
    },
    {
      name: 'TIKTOK_CLIENT_SECRET',
      label: 'TikTok client secret',
      group: 'Social',
      secret: true,
      hint: 'The client secret of the same app',
    },
    {
      name: 'YOUTUBE_CLIENT_ID',
      label: 'YouTube (Google) client ID',
      group: 'Social',
      secret: false,
      hint: 'A Google Cloud OAuth web client with the YouTube Data API v3 enabled',
    },
    {
      name: 'YOUTUBE_CLIENT_SECRET',
      label: 'YouTube (Google) client secret',
      group: 'Social',
      secret: true,
      hint: 'The client secret of the same OAuth client',
    },
  ],
  domainEvents: [{ id: 'post.published', description: 'A social post went out to its accounts.' }],
} as const satisfies AreaContract;
