// The contract of the AI Assistant (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const assistantContract = {
  screenVisits: { assistant: { type: 'ai_assistant_accessed', description: 'Opened the AI Assistant' } },
  errorCodes: {
    /** A proposed action the user already confirmed or declined. */
    ACTION_ANSWERED: 'ACTION_ANSWERED',
    /** A question sent while the chat's last reply is still being written (from another tab, say). */
    REPLY_UNDER_WAY: 'REPLY_UNDER_WAY',
  },
} as const satisfies AreaContract;
