import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { SecretBox } from './secret-box';
import { ApiKeySettings } from './service';

/** Stored keys sealed with a key derived from APP_SECRET, over the environment's values. */
export function apiKeySettingsFromConfig(db: Database, appSecret: string, config: Config, logger: Logger): ApiKeySettings {
  return new ApiKeySettings({
    db,
    logger,
    box: new SecretBox(appSecret),
    refreshSeconds: config.sessionCacheSeconds,
    environment: {
      AI_PROVIDER: config.aiProvider,
      AI_BASE_URL: config.aiBaseUrl,
      AI_API_KEY: config.aiApiKey,
      AI_MODEL: config.aiModel,
      STRIPE_SECRET_KEY: config.stripeSecretKey,
      STRIPE_WEBHOOK_SECRET: config.stripeWebhookSecret,
      SMTP_URL: config.smtpUrl,
      MAIL_FROM: config.mailFrom,
      ...config.serviceKeys,
    },
  });
}
