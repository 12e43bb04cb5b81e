import { type MergedIn, mergedIn } from './area-contract';
import { type AreaContracts, areaContracts } from './contracts';

/** The core's codes; each area adds its own in its contract (ADR 025). */
const coreErrorCodes = {
  // Any request
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CROSS_ORIGIN_REQUEST: 'CROSS_ORIGIN_REQUEST',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL',
  ERROR: 'ERROR',
  // What the plan allows; `details` carry the figures (PlanLimitDetails in usage.ts) or the feature
  PLAN_LIMIT_REACHED: 'PLAN_LIMIT_REACHED',
  FEATURE_NOT_AVAILABLE: 'FEATURE_NOT_AVAILABLE',
  // Roles in a workspace, and the workspaces themselves
  READ_ONLY: 'READ_ONLY',
  OWNER_ONLY: 'OWNER_ONLY',
  NOT_DELETABLE: 'NOT_DELETABLE',
  // A record asked to move along its statuses from a status that does not lead there (SEO, Outreach)
  WRONG_STATUS: 'WRONG_STATUS',
  // Mail, uploads, imports and signed webhooks, whichever area they serve
  MAIL_NOT_SENT: 'MAIL_NOT_SENT',
  INVALID_IMAGE: 'INVALID_IMAGE',
  IMPORT_FAILED: 'IMPORT_FAILED',
  BAD_SIGNATURE: 'BAD_SIGNATURE',
  // Accounts at outside services an area connects to (social networks, Search Console)
  NETWORK_NOT_CONFIGURED: 'NETWORK_NOT_CONFIGURED',
  CONNECT_FAILED: 'CONNECT_FAILED',
  ACCOUNT_NOT_CONNECTED: 'ACCOUNT_NOT_CONNECTED',
  // Billing
  PAYMENTS_NOT_CONFIGURED: 'PAYMENTS_NOT_CONFIGURED',
  UNKNOWN_PRICE: 'UNKNOWN_PRICE',
  STARTER_NOT_FOR_SALE: 'STARTER_NOT_FOR_SALE',
  ALREADY_ON_PLAN: 'ALREADY_ON_PLAN',
  FOREIGN_RETURN_URL: 'FOREIGN_RETURN_URL',
  CHECKOUT_FAILED: 'CHECKOUT_FAILED',
  PORTAL_FAILED: 'PORTAL_FAILED',
  NO_CUSTOMER: 'NO_CUSTOMER',
  CUSTOMER_NOT_FOUND: 'CUSTOMER_NOT_FOUND',
  BILLING_LOAD_FAILED: 'BILLING_LOAD_FAILED',
  // Accounts and admins
  LAST_ADMIN: 'LAST_ADMIN',
  /** A code from the authenticator app that was already taken (better-auth's answer shape). */
  TOTP_CODE_USED: 'TOTP_CODE_USED',
  // better-auth's own, which /api/auth passes through in the same shape and the screens tell apart
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  INVALID_CODE: 'INVALID_CODE',
  INVALID_TWO_FACTOR_COOKIE: 'INVALID_TWO_FACTOR_COOKIE',
  // AI
  AI_GENERATION_FAILED: 'AI_GENERATION_FAILED',
  AI_TIMEOUT: 'AI_TIMEOUT',
} as const;

/**
 * Every code of the API's one error shape, `{ error: { code, message, details } }`: the client maps
 * codes, the server builds them with a few helpers. The server may answer only these;
 * both sides compare against the constants, never a spelled-out string.
 */
export const errorCodes = { ...coreErrorCodes, ...mergedIn(areaContracts, 'errorCodes') } as typeof coreErrorCodes &
  MergedIn<AreaContracts, 'errorCodes'>;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
