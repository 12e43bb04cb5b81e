import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a section named in the address is waited for (its card may still be loading). */
const waitMs = 5_000;

/**
 * Brings the section the address names (/analytics#goals, #tracking) into view once the report is on
 * screen, also when a recommendation on this same screen points there.
 */
export function useScrollToSection(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    let frame = 0;
    const seek = () => {
      const section = document.getElementById(id);
      if (section) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (Date.now() - started < waitMs) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [hash, key, ready]);
}
