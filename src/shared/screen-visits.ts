import { z } from 'zod';
import { type MergedIn, mergedIn, type ScreenVisitDefinition } from './area-contract';
import { type AreaContracts, areaContracts } from './contracts';

const coreVisits = {
  settings: { type: 'settings_accessed', description: 'Opened Settings' },
} as const satisfies Record<string, ScreenVisitDefinition>;

/**
 * Screens whose opening is recorded in the workspace's activity (the *_accessed events), at most once
 * an hour per user: the core's and those the areas' contracts name (ADR 025).
 */
export const screenVisits = { ...coreVisits, ...mergedIn(areaContracts, 'screenVisits') } as typeof coreVisits &
  MergedIn<AreaContracts, 'screenVisits'>;

export type VisitedScreen = keyof typeof screenVisits;

export const screenVisitSchema = z.object({
  screen: z.enum(Object.keys(screenVisits) as [VisitedScreen, ...VisitedScreen[]]),
});
