// The workspaces API's input, kept apart from workspaces.ts so the app's frame, which shows the
// workspace switcher, does not build it.
import { z } from 'zod';
import { workspaceMessages } from './workspaces';

/** POST /api/workspaces/current. An id that is not one of the user's workspaces answers 404. */
export const switchWorkspaceSchema = z.object({
  workspaceId: z
    .string({ message: workspaceMessages.chooseWorkspace })
    .trim()
    .min(1, workspaceMessages.chooseWorkspace)
    .max(100, workspaceMessages.chooseWorkspace),
});
export type SwitchWorkspaceInput = z.input<typeof switchWorkspaceSchema>;
