import { z } from 'zod';
import { provider } from './provider';

const credentials = z.object({
  webhookSecret: z.string().trim().min(1, 'Enter the secret you gave the webhook in WooCommerce').max(200),
});
type WooCommerceCredentials = z.infer<typeof credentials>;

/** A WooCommerce store: its orders arrive by the webhooks the user adds there, signed with a secret they choose. */
export const wooCommerce = provider<WooCommerceCredentials>({
  id: 'woocommerce',
  name: 'WooCommerce',
  description: 'Paid orders arrive by webhook and count as revenue, less their refunds.',
  category: 'ecommerce',
  pastedWebhooks: 'signed',
  fields: [
    {
      name: 'webhookSecret',
      label: 'Webhook secret',
      type: 'password',
      placeholder: 'A long random text',
      hint: 'In WordPress: WooCommerce → Settings → Advanced → Webhooks → Add webhook, once with the topic Order created and once with Order updated, API version 3. Give both this secret, connect, then paste the card’s Incoming URL as their Delivery URL.',
    },
  ],
  credentials,
  // WooCommerce has nothing to ask with a webhook secret: its signature is checked on each delivery.
  verify: async () => ({ label: 'Paste the Incoming URL as the Delivery URL of the Order created and Order updated webhooks.' }),
});
