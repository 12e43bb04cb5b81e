import './styles.css';
import { nextTask } from './lib/next-task';

/**
 * The browser first paints what the server sent (a screen's shell, or the loading state: ADR 048),
 * then runs the app: evaluated first, its code would hold that paint back on a slow phone. A tab
 * opened in the background paints nothing until shown, so it starts at once.
 *
 * The app's code is evaluated a layer at a time, each in a task of its own (the code the pages share,
 * then the app's; React comes with this entry's own chunk), and the app started in another: in one
 * go, it is one long task on a slow phone, during which a tap waits.
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

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start()));
else void start();
