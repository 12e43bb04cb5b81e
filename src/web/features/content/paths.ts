import { paths } from '@/web/config/paths';

/** The Content Calendar: only the Content Engine links to it. */
export const contentCalendarPath = `${paths.content}/calendar`;
