// What the /integrations routes accept: connecting, settings and custom integrations (catalogue.ts
// has the rest of the contract).
import { z } from 'zod';
import { integrationCategories, syncFrequencies } from './catalogue';

export const integrationSettingsSchema = z.strictObject({
  syncFrequency: z.enum(syncFrequencies),
  imports: z.strictObject({ analytics: z.boolean(), profiles: z.boolean(), content: z.boolean() }),
});

const credentialValue = z.string().trim().min(1).max(2000);

/** Connect: the form's values by field name; each adapter checks its own fields. */
export const connectIntegrationSchema = z.strictObject({
  credentials: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/), credentialValue),
});
export type ConnectIntegrationInput = z.infer<typeof connectIntegrationSchema>;

export const integrationIdSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) });

export const addIntegrationSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(80),
  category: z.enum(integrationCategories),
  description: z.string().trim().min(1, 'Description is required').max(500),
});
export type AddIntegrationInput = z.infer<typeof addIntegrationSchema>;
