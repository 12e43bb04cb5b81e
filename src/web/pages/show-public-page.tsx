import { type ReactElement, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * A public page's entry hands its page here. In the browser the page is hydrated over the HTML the
 * build rendered (or rendered, when served unbuilt by Vite's dev server); the build's prerender step
 * loads the same module and renders what it returns, so the two can never differ.
 */
export function showPublicPage(page: ReactElement): ReactElement {
  const element = <StrictMode>{page}</StrictMode>;
  if (typeof document === 'undefined') return element;
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  if (!root.hasChildNodes()) {
    createRoot(root).render(element);
    return element;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    hydrateRoot(root, element);
  });
  return element;
}
