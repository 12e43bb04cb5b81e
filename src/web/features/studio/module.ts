import { Video } from 'lucide-react';
import { studioLabels } from '@/shared/studio/labels';
import type { WebModule } from '@/web/lib/web-module';

/** The Video & Audio Studio: videos the AI writes and the voice narrates, audio, templates and their performance. */
export const studioModule: WebModule = {
  screens: [
    {
      path: '/video-audio',
      title: studioLabels.title,
      description: studioLabels.description,
      shell: 'centred',
      nav: { label: 'Video & Audio', icon: Video },
      load: async () => (await import('./components/studio-page')).StudioPage,
      prefetch: async (queryClient) => (await import('./api/studio-prefetch')).prefetchStudio(queryClient),
      firstReads: ['/api/studio/overview', '/api/studio/videos', '/api/studio/audio'],
    },
  ],
};
