/**
 * The one localStorage key for the selected project (only currentProject persists locally):
 * the projects feature keeps it, and a change of workspace forgets it.
 */
export const currentProjectKey = 'uplift.currentProjectId';
