import './styles.css';
import { appCodeId } from '@/shared/app-code';
import { whenFirstPaintShown } from './lib/first-paint-shown';
import { nextTask } from './lib/next-task';

/**
 * The browser first paints what the server sent (a screen's shell, or the loading state: ADR 048),
 * then fetches and runs the app: evaluated first, its code would hold that paint back on a slow
 * phone, and fetched with the page, Lighthouse's simulation counts it as needed for that paint.
 *
 * The app's code is evaluated a layer at a time, each in a task of its own (the code the pages share,
 * React with it, then the app's), and the app started in another: in one go, it is one long task on
 * a slow phone, during which a tap waits.
 */
async function start() {
  await import('@/shared/messages');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  startApp();
  // While the first screen's code and data load: tailwind-merge builds its tables at its first call,
  // a long task of its own on a slow phone rather than a part of the first render's.
  await nextTask();
  const { cn } = await import('./lib/cn');
  cn('p-0');
}

/** The app's code the page names in its template (the frame's and the screen's chunks), fetched now. */
function fetchAppCode() {
  const template = document.getElementById(appCodeId);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}

whenFirstPaintShown(() => {
  fetchAppCode();
  void start();
});
