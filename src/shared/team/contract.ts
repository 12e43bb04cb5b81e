// The contract of the team (ADR 025): its entries in the product's catalogues, gathered by src/shared/contracts.ts.
import type { AreaContract } from '../area-contract';

export const teamContract = {
  errorCodes: {
    ALREADY_MEMBER: 'ALREADY_MEMBER',
    NOT_SHAREABLE: 'NOT_SHAREABLE',
    OWNER_MUST_TRANSFER: 'OWNER_MUST_TRANSFER',
    ONLY_WORKSPACE: 'ONLY_WORKSPACE',
    WRONG_ACCOUNT: 'WRONG_ACCOUNT',
    TOO_MANY_INVITATIONS: 'TOO_MANY_INVITATIONS',
  },
  notificationKinds: [
    {
      id: 'team_invitations',
      label: 'Team invitations',
      description: 'Invitations to join a workspace, and answers to the ones you sent.',
      defaults: { inApp: true, email: true },
    },
  ],
} as const satisfies AreaContract;
