import { FileText } from 'lucide-react';
import { paths } from '@/web/config/paths';
import type { WebModule } from '@/web/lib/web-module';
import { contentCalendarPath } from './paths';

/** The Content Engine works on the current project (ideas, insights, generations); the calendar on the workspace. */
export const contentModule: WebModule = {
  screens: [
    {
      path: paths.content,
      title: 'Content Engine',
      description: 'Generate, edit, schedule and publish blog posts, social posts, e-mails and video scripts.',
      nav: { label: 'Content Engine', icon: FileText },
      meters: ['contentGeneration'],
      loadForProject: async () => (await import('./components/content-page')).ContentPage,
    },
    {
      path: contentCalendarPath,
      title: 'Content Calendar',
      description: 'Scheduled and published content by day.',
      meters: ['contentGeneration'],
      load: async () => (await import('./components/calendar-page')).CalendarPage,
    },
  ],
};
