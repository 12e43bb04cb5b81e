/**
 * The one localStorage key for the selected project (only currentProject persists locally):
 * the core's projects (web/projects/) keep it, and a change of workspace forgets it.
 */
export const currentProjectKey = 'uplift.currentProjectId';
