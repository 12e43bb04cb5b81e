// The contract of the admin panel (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const adminContract = {
  errorCodes: {
    CANNOT_BAN_YOURSELF: 'CANNOT_BAN_YOURSELF',
  },
} as const satisfies AreaContract;
