import { z } from 'zod';
import { provider } from './provider';

const credentials = z.object({
  signingSecret: z
    .string()
    .trim()
    .min(6, 'Enter the webhook’s signing secret (6 to 40 characters)')
    .max(40, 'Enter the webhook’s signing secret (6 to 40 characters)'),
});
type LemonSqueezyCredentials = z.infer<typeof credentials>;

/** A Lemon Squeezy store: its orders and refunds arrive by the webhook the user adds there, signed with its signing secret. */
export const lemonSqueezy = provider<LemonSqueezyCredentials>({
  id: 'lemon-squeezy',
  name: 'Lemon Squeezy',
  description: 'Orders arrive by webhook and count as revenue; refunds take theirs off.',
  category: 'ecommerce',
  pastedWebhooks: 'signed',
  fields: [
    {
      name: 'signingSecret',
      label: 'Signing secret',
      type: 'password',
      placeholder: '6 to 40 characters',
      hint: 'In Lemon Squeezy: Settings → Webhooks → add a webhook with the events order_created and order_refunded and a signing secret; enter the same secret here, connect, then paste the card’s Incoming URL as its Callback URL.',
    },
  ],
  credentials,
  // Lemon Squeezy's webhook secret reaches no API: its signature is checked on each delivery.
  verify: async () => ({ label: 'Paste the Incoming URL as the Lemon Squeezy webhook’s Callback URL.' }),
});
