// The contract of the Monetization Hub (ADR 025, ADR 031): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const monetizationContract = {
  screenVisits: { monetization: { type: 'monetization_accessed', description: 'Opened the Monetization Hub' } },
  domainEvents: [{ id: 'conversion.recorded', description: 'An affiliate network reported a conversion through a program’s postback.' }],
} as const satisfies AreaContract;
