// `npm run billing:import`: copies Stripe's products and prices into the database, as the admin
// panel's import does. With PGlite, stop Uplift first: one process at a time may open its data folder.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { resolveAppSecret } from '../secret';
import { apiKeySettingsFromConfig } from '../settings/from-config';
import { StripeProvider } from './stripe-client';
import { importCatalogue } from './sync';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const apiKeys = apiKeySettingsFromConfig(database.db, resolveAppSecret(config), config, createLogger(config.logLevel));
  const stripe = await new StripeProvider(apiKeys, config.stripeApiUrl).client();
  if (!stripe) throw new Error('No Stripe secret key is set (STRIPE_SECRET_KEY or the admin panel).');
  const { products, prices } = await importCatalogue(database.db, stripe);
  console.log(`Imported ${products} products and ${prices} prices from Stripe.`);
} finally {
  await database.close();
}
