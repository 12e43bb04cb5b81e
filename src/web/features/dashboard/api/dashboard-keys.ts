/** The dashboard's query keys: a saved layout or a link refreshes the custom dashboard. */
export const dashboardKeys = {
  metrics: ['dashboard', 'metrics'] as const,
  custom: ['dashboard', 'custom'] as const,
  shared: (token: string) => ['shared-dashboard', token] as const,
};
