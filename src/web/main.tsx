import './styles.css';

/**
 * The browser first paints what the server sent (a screen's shell, or the loading state: ADR 048),
 * then runs the app: evaluated first, its code would hold that paint back on a slow phone. A tab
 * opened in the background paints nothing until shown, so it starts at once.
 */
const start = () => void import('./app/start');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
