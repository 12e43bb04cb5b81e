import type { ServerModule } from '../server-module';
import * as tables from './schema';

/** Our copy of Stripe's customers, catalogue and subscriptions; the billing screens are a feature. */
export const billingModule: ServerModule = { name: 'billing', tables };
