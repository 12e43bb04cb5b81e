import { FileText } from 'lucide-react';
import { projectMark } from '@/shared/screen-shells';
import { paths } from '@/web/config/paths';
import { createElement } from 'react';
import { type ProjectScreenProps, type WebModule, loadContributions } from '@/web/lib/web-module';
import { contentCalendarPath, contentVoicePath } from './paths';

/** The Content Engine works on the current project (ideas, insights, generations); the calendar on the workspace. */
export const contentModule: WebModule = {
  screens: [
    {
      path: paths.content,
      title: 'Content Engine',
      description: 'Generate, edit, schedule and publish blog posts, social posts, e-mails and video scripts.',
      shell: 'centred',
      nav: { label: 'Content Engine', icon: FileText },
      meters: ['contentGeneration'],
      // Other areas' actions on an item (Publish to WordPress) load with the page.
      loadForProject: async ({ contentItemActions }) => {
        const [{ ContentPage }, itemActions] = await Promise.all([
          import('./components/content-page'),
          loadContributions(contentItemActions),
        ]);
        return (props: ProjectScreenProps) => createElement(ContentPage, { ...props, itemActions });
      },
      prefetch: async (queryClient) => (await import('./api/content-prefetch')).prefetchContent(queryClient),
      firstReads: ['/api/content?page=1&pageSize=12', `/api/content/ideas?projectId=${projectMark}`],
    },
    {
      path: contentCalendarPath,
      title: 'Content Calendar',
      description: 'Scheduled and published content by day.',
      meters: ['contentGeneration'],
      load: async () => (await import('./components/calendar-page')).CalendarPage,
    },
    {
      path: contentVoicePath,
      title: 'Brand voice',
      description: 'The voice every AI writer uses for the project: learned from its content, site and files, then edited.',
      meters: ['contentGeneration'],
      loadForProject: async () => (await import('./components/brand-voice-page')).BrandVoicePage,
    },
  ],
};
