/** The whole workspace as a zip (its rows as JSON and its files), for its Owner: a plain download. */
export const workspaceExportUrl = '/api/account/workspace-export';
