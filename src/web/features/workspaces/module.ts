import type { WebModule } from '@/web/lib/web-module';

/**
 * The workspace switcher at the start of the frame's header, the banner across every screen while in
 * the Sample workspace, and 'Load sample workspace' on the dashboard.
 */
export const workspacesModule: WebModule = {
  headerItems: [
    {
      id: 'workspace-switcher',
      place: 'start',
      order: 10,
      load: async () => (await import('./components/workspace-switcher')).WorkspaceSwitcher,
    },
  ],
  frameBanners: [
    {
      id: 'sample-workspace',
      order: 10,
      load: async () => (await import('./components/sample-workspace-banner')).SampleWorkspaceBanner,
      prefetch: async (queryClient) => queryClient.prefetchQuery((await import('./api/get-workspaces')).workspacesQueryOptions),
      firstReads: ['/api/workspaces'],
      shell: {
        when: 'sample-workspace',
        load: async () => (await import('./components/sample-workspace-banner')).SampleWorkspaceBannerShell,
      },
    },
  ],
  dashboardButtons: [
    {
      id: 'load-sample-workspace',
      order: 10,
      load: async () => (await import('./components/load-sample-workspace-button')).LoadSampleWorkspaceButton,
    },
  ],
};
