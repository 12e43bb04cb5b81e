import { z } from 'zod';
import { type ProviderContext, ProviderRejection, provider, rejectionOf } from './provider';

const webhookUrl = (example: string) =>
  z.object({ webhookUrl: z.url({ protocol: /^https?$/, error: `Enter the webhook’s address, such as ${example}` }) });
type ChatWebhook = { webhookUrl: string };

const connectedMessage = 'Uplift is connected: notifications and workflow messages will be posted here.';

/** A Slack channel, through an incoming webhook of a Slack app. */
export const slack = provider<ChatWebhook>({
  id: 'slack',
  name: 'Slack',
  description: 'Post notifications and workflow messages to a Slack channel.',
  category: 'other',
  fields: [
    {
      name: 'webhookUrl',
      label: 'Incoming webhook URL',
      type: 'password',
      placeholder: 'https://hooks.slack.com/services/…',
      hint: 'In Slack: create an app, turn on Incoming Webhooks and add one for the channel.',
    },
  ],
  credentials: webhookUrl('https://hooks.slack.com/services/…'),

  async verify(context: ProviderContext, credentials) {
    await this.sendMessage!(context, credentials, connectedMessage);
    return { label: 'Slack channel' };
  },

  async sendMessage({ api }, { webhookUrl }, text) {
    const response = await api.call({ method: 'POST', url: webhookUrl, body: { json: { text } } });
    // Slack answers 200 "ok", or 4xx with a reason in plain text (no_service, channel_not_found...).
    if (response.status !== 200) {
      throw new ProviderRejection(
        response.status === 404 || response.status === 403
          ? 'Slack does not know this webhook: it was removed or the app uninstalled.'
          : `Slack answered ${response.status}${response.text ? `: ${response.text.slice(0, 100)}` : ''}.`,
      );
    }
  },
});

/** A Discord channel, through one of its webhooks. */
export const discord = provider<ChatWebhook>({
  id: 'discord',
  name: 'Discord',
  description: 'Post notifications and workflow messages to a Discord channel.',
  category: 'other',
  fields: [
    {
      name: 'webhookUrl',
      label: 'Webhook URL',
      type: 'password',
      placeholder: 'https://discord.com/api/webhooks/…',
      hint: 'In Discord: channel settings → Integrations → Webhooks → New Webhook → Copy Webhook URL.',
    },
  ],
  credentials: webhookUrl('https://discord.com/api/webhooks/…'),

  async verify({ api }, credentials) {
    // A webhook's own address answers its name without a token: the test call posts nothing.
    const response = await api.call({ method: 'GET', url: credentials.webhookUrl });
    if (response.status !== 200)
      throw rejectionOf('Discord', response, { 401: 'Discord does not know this webhook.', 404: 'Discord does not know this webhook.' });
    const hook = z.object({ name: z.string().nullable() }).safeParse(response.json);
    if (!hook.success) throw new ProviderRejection('This address is not a Discord webhook.');
    return { label: hook.data.name ? `Discord webhook “${hook.data.name}”` : 'Discord webhook' };
  },

  async sendMessage({ api }, { webhookUrl }, text) {
    // Discord limits a message to 2,000 characters; no mention may ping anyone.
    const response = await api.call({
      method: 'POST',
      url: webhookUrl,
      body: { json: { content: text.slice(0, 2000), allowed_mentions: { parse: [] } } },
    });
    if (response.status !== 204 && response.status !== 200)
      throw rejectionOf('Discord', response, { 404: 'Discord does not know this webhook.' });
  },
});
