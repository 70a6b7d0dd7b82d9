import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@harmony/mf-config/router';

/** How far below the fold a deferred part starts loading, so it is there by the time it scrolls into view. */
const preloadMargin = '600px 0px';

export interface LoadNearViewportProps {
  /** The anchor (`#newsletter`) whose selection loads the part at once: a header link, a deep link. */
  anchor: string;
  /** What stands in its place until then: same size, no heavy code (the prerendered page shows it). */
  placeholder: ReactNode;
  /** The lazily imported part. */
  children: ReactNode;
}

/**
 * Keeps a below-the-fold part of a page (the home page's newsletter and contact forms, the workshop
 * interest form: their form and validation libraries) out of the first view's JavaScript: its chunk is
 * fetched only when the placeholder comes within `preloadMargin` of the viewport, or when the URL's
 * hash names its anchor.
 * The first render always shows the placeholder, in the browser as on the server, so hydration matches.
 */
export function LoadNearViewport({ anchor, placeholder, children }: LoadNearViewportProps) {
  const frame = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (hash === `#${anchor}`) setWanted(true);
  }, [hash, anchor]);

  useEffect(() => {
    const element = frame.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, { rootMargin: preloadMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  return <div ref={frame}>{wanted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
