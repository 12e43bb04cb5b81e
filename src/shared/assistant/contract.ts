// The contract of the AI Assistant (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const assistantContract = {
  screenVisits: { assistant: { type: 'ai_assistant_accessed', description: 'Opened the AI Assistant' } },
  errorCodes: {
    /** A proposed action the user already confirmed or declined. */
    ACTION_ANSWERED: 'ACTION_ANSWERED',
  },
} as const satisfies AreaContract;
