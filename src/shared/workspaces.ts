// Workspaces (ADR 002, ADR 008): the switcher, the Sample workspace and their texts.
import type { WorkspaceRole } from './user';

export const workspaceKinds = ['personal', 'team', 'sample'] as const;
export type WorkspaceKind = (typeof workspaceKinds)[number];

/** The name every sample workspace carries, so it never passes for real data. */
export const sampleWorkspaceName = 'Sample workspace';

export const workspaceMessages = {
  switcherLabel: 'Workspaces',
  sampleBadge: 'Sample',
  loadSample: 'Load sample workspace',
  loadingSample: 'Loading sample workspace...',
  sampleLoaded: 'Sample workspace loaded. Its figures are sample data.',
  loadSampleFailed: 'Could not load the sample workspace. Please try again.',
  sampleBanner: 'You are exploring the Sample workspace. Its figures are sample data.',
  backToMyWorkspace: 'Back to my workspace',
  deleteSample: 'Delete sample workspace',
  deleteSampleTitle: 'Delete the Sample workspace?',
  deleteSampleText: 'Its sample projects, content, campaigns and activity are removed. Your own workspace is not affected.',
  cancel: 'Cancel',
  sampleDeleted: 'Sample workspace deleted',
  deleteSampleFailed: 'Could not delete the sample workspace. Please try again.',
  switchedTo: (name: string) => `Switched to ${name}`,
  switchFailed: 'Could not switch workspaces. Please try again.',
  onlySampleDeletable: 'Only a sample workspace can be deleted.',
  ownerDeletes: 'Only the workspace owner can delete it.',
  chooseWorkspace: 'Please choose a workspace',
} as const;

/** GET /api/workspaces: every workspace the user belongs to, oldest membership first. */
export interface WorkspaceSummary {
  id: string;
  name: string;
  kind: WorkspaceKind;
  role: WorkspaceRole;
  /** The one the user's requests act in. */
  isCurrent: boolean;
}

export interface WorkspaceList {
  workspaces: WorkspaceSummary[];
}

/** The workspace the user is in, from the list. */
export function currentWorkspace(list: readonly WorkspaceSummary[]): WorkspaceSummary | undefined {
  return list.find((workspace) => workspace.isCurrent);
}
