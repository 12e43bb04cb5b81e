import { z } from 'zod';
import { provider } from './provider';

/** Gumroad's Ping needs nothing from the user: the address the card shows is its credential. */
const credentials = z.object({});
type GumroadCredentials = z.infer<typeof credentials>;

/** A Gumroad account: its Ping posts each sale to the card's address. */
export const gumroad = provider<GumroadCredentials>({
  id: 'gumroad',
  name: 'Gumroad',
  description: 'Sales arrive by Gumroad’s Ping and count as revenue, less refunds.',
  category: 'ecommerce',
  pastedWebhooks: 'tokened',
  fields: [],
  credentials,
  verify: async () => ({ label: 'Paste the Incoming URL into Gumroad → Settings → Advanced → Ping.' }),
});
