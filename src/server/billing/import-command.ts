// `npm run billing:import`: copies Stripe's products and prices into the database, as the admin
// panel's import does. With PGlite, stop Uplift first: one process at a time may open its data folder.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { importCatalogue } from './sync';
import { createStripeClient } from './stripe-client';

const config = loadConfig();
const stripe = createStripeClient({
  secretKey: config.stripeSecretKey,
  webhookSecret: config.stripeWebhookSecret,
  apiUrl: config.stripeApiUrl,
});
if (!stripe) {
  console.error('STRIPE_SECRET_KEY is not set: there is no Stripe account to import from.');
  process.exit(1);
}
const database = await openDatabase(config);
try {
  const { products, prices } = await importCatalogue(database.db, stripe);
  console.log(`Imported ${products} products and ${prices} prices from Stripe.`);
} finally {
  await database.close();
}
