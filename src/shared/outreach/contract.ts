// The contract of AI Outreach (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const outreachContract = {
  errorCodes: {
    PROSPECT_EXISTS: 'PROSPECT_EXISTS',
  },
} as const satisfies AreaContract;
