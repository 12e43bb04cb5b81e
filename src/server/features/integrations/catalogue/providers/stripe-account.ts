import { z } from 'zod';
import { ProviderRejection, provider, rejectionOf } from './provider';
import { importStripe } from './stripe-revenue';

const stripeBase = 'https://api.stripe.com';

const credentials = z.object({
  restrictedKey: z.string().regex(/^rk_(live|test)_[0-9a-zA-Z]{10,247}$/, 'Enter a restricted key: it starts with rk_live_ or rk_test_'),
});
type StripeAccountCredentials = z.infer<typeof credentials>;

/** The workspace's own Stripe account, read with a restricted key (charges and customers: read). */
export const stripeAccount = provider<StripeAccountCredentials>({
  id: 'stripe',
  name: 'Stripe',
  description: 'Read your own Stripe account’s charges, refunds and customers as revenue, with a restricted read-only key.',
  category: 'ecommerce',
  fields: [
    {
      name: 'restrictedKey',
      label: 'Restricted key',
      type: 'password',
      placeholder: 'rk_live_…',
      hint: 'In Stripe: Developers → API keys → Create restricted key, with Charges, Refunds and Customers set to Read.',
    },
  ],
  credentials,

  async verify(context, { restrictedKey }) {
    const base = context.baseUrlOf('stripe', stripeBase);
    const response = await context.api.call({
      method: 'GET',
      url: `${base}/v1/charges`,
      query: { limit: '1' },
      headers: { authorization: `Bearer ${restrictedKey}` },
    });
    if (response.status !== 200) {
      throw rejectionOf('Stripe', response, {
        401: 'Stripe refused the key.',
        403: 'This key may not read charges: give it Read access to Charges and Customers.',
      });
    }
    if (!z.object({ object: z.literal('list') }).safeParse(response.json).success)
      throw new ProviderRejection('Stripe answered without a list of charges.');
    return { label: restrictedKey.startsWith('rk_live_') ? 'Stripe account (live)' : 'Stripe account (test mode)' };
  },

  sync: (context, { restrictedKey }, run) =>
    importStripe({ context, base: context.baseUrlOf('stripe', stripeBase), key: restrictedKey }, run),
});
