import { useEffect, useState } from 'react';

/**
 * Leaves for Stripe and remembers that we are leaving, so buttons keep saying "Processing..." until the
 * page unloads. Coming back with the browser's Back button restores the page from its cache, so the
 * flag is cleared then.
 */
export function useRedirect() {
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  function redirect(url: string) {
    setRedirecting(true);
    window.location.assign(url);
  }

  return { redirecting, redirect };
}
