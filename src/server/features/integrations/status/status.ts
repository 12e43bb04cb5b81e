import { type IntegrationStatus, integrationMessages as text } from '@/shared/integrations/integrations';
import type { AiEngine } from '../../../ai';
import type { ApiKeySettings } from '../../../settings/service';

/**
 * Which services the instance is connected to, without a secret or an address: the provider and
 * model of the AI writer, and whether mail and payments are configured (admin panel over environment).
 */
export async function integrationStatuses(deps: {
  ai: Pick<AiEngine, 'status'>;
  apiKeys: Pick<ApiKeySettings, 'get'>;
}): Promise<IntegrationStatus[]> {
  const [ai, smtp, stripe] = await Promise.all([deps.ai.status(), deps.apiKeys.get('SMTP_URL'), deps.apiKeys.get('STRIPE_SECRET_KEY')]);
  return [
    ai.source === 'ai'
      ? { id: 'ai', name: text.aiName, state: 'connected', detail: `${ai.provider} · ${ai.model}` }
      : { id: 'ai', name: text.aiName, state: 'not_configured', detail: text.aiOffline },
    smtp
      ? { id: 'email', name: text.emailName, state: 'connected', detail: text.emailSmtp }
      : { id: 'email', name: text.emailName, state: 'not_configured', detail: text.emailOutbox },
    stripe
      ? { id: 'payments', name: text.paymentsName, state: 'connected', detail: text.paymentsStripe }
      : { id: 'payments', name: text.paymentsName, state: 'not_configured', detail: text.paymentsMissing },
  ];
}
