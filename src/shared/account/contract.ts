// The contract of the user's own account (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const accountContract = {
  errorCodes: {
    CURRENT_SESSION: 'CURRENT_SESSION',
    WRONG_PASSWORD: 'WRONG_PASSWORD',
    WORKSPACES_TO_HAND_OVER: 'WORKSPACES_TO_HAND_OVER',
    SUBSCRIPTION_ACTIVE: 'SUBSCRIPTION_ACTIVE',
  },
} as const satisfies AreaContract;
