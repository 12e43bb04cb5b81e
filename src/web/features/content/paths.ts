import { paths } from '@/web/config/paths';

/** The Content Calendar: only the Content Engine links to it. */
export const contentCalendarPath = `${paths.content}/calendar`;

/** The Brand voice screen (custom AI training): only the Content Engine links to it. */
export const contentVoicePath = `${paths.content}/voice`;
