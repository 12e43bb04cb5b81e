// The contract of Smart Setup (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const setupContract = {
  errorCodes: {
    TOO_MANY_ANALYSES: 'TOO_MANY_ANALYSES',
    ANALYSIS_UNDER_WAY: 'ANALYSIS_UNDER_WAY',
    NO_FILES: 'NO_FILES',
    TOO_MANY_FILES: 'TOO_MANY_FILES',
    UNREADABLE_UPLOAD: 'UNREADABLE_UPLOAD',
    UNSUPPORTED_FILE: 'UNSUPPORTED_FILE',
  },
} as const satisfies AreaContract;
