// Settings → Integrations → API keys, and the public API they open (/api/v1, ADR 027).
import { z } from 'zod';

/** `read` acts as a Viewer; `write` as the key's creator's own role. */
export const apiKeyScopes = ['read', 'write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyMessages = {
  title: 'API keys',
  description: 'Keys let your own code, Zapier, Make or n8n work with this workspace through the Uplift API.',
  docsLink: 'API documentation',
  notOnPlan: 'API access is available on the Professional plan and above.',
  upgrade: 'Upgrade plan',
  loadFailed: 'Failed to load API keys',
  empty: 'No API keys yet.',
  create: 'Create key',
  nameLabel: 'Key name',
  namePlaceholder: 'Zapier',
  nameRequired: 'Please enter a name for the key',
  scopesLabel: 'Access',
  readScope: 'Read',
  readScopeHint: 'See the workspace’s projects, content, analytics, e-mail, social posts and SEO.',
  writeScope: 'Write',
  writeScopeHint: 'Create and change them too, as far as your role allows.',
  scopeRequired: 'Choose at least one kind of access',
  created: 'API key created',
  createFailed: 'Failed to create API key. Please try again.',
  shownOnce: 'Copy this key now. It is not shown again.',
  copy: 'Copy',
  copied: 'Key copied to clipboard',
  done: 'Done',
  columnName: 'Name',
  columnKey: 'Key',
  columnAccess: 'Access',
  columnCreatedBy: 'Created by',
  columnCreated: 'Created',
  columnLastUsed: 'Last used',
  neverUsed: 'Never',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this API key?',
  revokeDescription: 'Anything that uses it stops working at once. This cannot be undone.',
  revoked: 'API key revoked',
  revokeFailed: 'Failed to revoke API key. Please try again.',
  cancel: 'Cancel',
  /** The API's refusals of a key. */
  keyInvalid: 'The API key is missing, invalid or revoked. Send it as "Authorization: Bearer upl_…".',
  keyHolderGone: 'The member who created this API key no longer belongs to the workspace.',
  othersKey: 'Only the workspace owner can revoke another member’s key.',
  keyRateLimited: 'This API key has made too many requests. Wait until the limit resets.',
} as const;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, apiKeyMessages.nameRequired)
    .max(100, 'A key name has at most 100 characters'),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: apiKeyMessages.scopeRequired }), { error: apiKeyMessages.scopeRequired })
    .min(1, apiKeyMessages.scopeRequired)
    .max(apiKeyScopes.length)
    .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope))),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as listed: never the key itself, only the start that tells keys apart. */
export interface ApiKey {
  id: string;
  name: string;
  /** The key's first characters, e.g. `upl_Xk3f9a`. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdBy: { id: string; name: string };
  createdAt: string;
  lastUsedAt: string | null;
}

/** POST /api/integrations/api-keys answers the key once, in `key`; it is never answered again. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

/** What every key begins with, so secret scanners and people can tell an Uplift key. */
export const apiKeyPrefix = 'upl_';

/** Where the public API's reference is served. */
export const apiDocsPath = '/api/v1/docs';
