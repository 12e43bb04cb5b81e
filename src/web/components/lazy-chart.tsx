import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/web/components/ui/spinner';

/**
 * The place of a lazily loaded chart, filling its parent: the chart (`children`) loads and renders
 * once any of its place is in the viewport, so a chart below a phone's fold costs the screen's first
 * load nothing (recharts measures every label as it renders). A spinner holds the place until then.
 */
export function LazyChart({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  // A browser without IntersectionObserver renders it at once.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  const spinner = (
    <div className="flex h-full items-center justify-center">
      <Spinner />
    </div>
  );
  return (
    <div ref={place} className="h-full">
      {inView ? <Suspense fallback={spinner}>{children}</Suspense> : spinner}
    </div>
  );
}
