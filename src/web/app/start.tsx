import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { syncProjectCookie } from '@/web/lib/current-project-storage';
import { forgetFirstAnswers } from '@/web/lib/first-answers';
import { createRouter } from './router';

/**
 * Starts the app (main.tsx calls it in a task of its own, once this code has been evaluated). It
 * first renders once the router has the first screen's code and data: until then the page shows
 * what the server sent (a screen's shell, or the loading state), instead of a loading state of the
 * app's own in its place. That first render is a transition: React renders it in slices, leaving the
 * main thread free between them (a tap or a scroll is not held up on a slow phone), and swaps it in
 * whole.
 */
export function startApp() {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  // Before the first reads: the server answers the next page's by this cookie.
  syncProjectCookie();
  const router = createRouter();
  const render = () => {
    // The first screen's reads are done: what the page answered that none of them took is dropped.
    forgetFirstAnswers();
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    );
  };

  if (router.state.initialized) render();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  }
}
