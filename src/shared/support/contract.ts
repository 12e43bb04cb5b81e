// The contract of Support (ADR 025), gathered by src/shared/contracts.ts. It adds no catalogue entry of
// its own: the support features the plans sell stay in the core's block of feature-catalogue.ts (the
// 'support' category), and this area makes them real (how the operator is reached, the onboarding
// checklist). Its refusals are the core's codes (VALIDATION_FAILED, FEATURE_NOT_AVAILABLE).
import type { AreaContract } from '../area-contract';

export const supportContract = {} as const satisfies AreaContract;
