import { useEffect, useRef } from 'react';
import { useLocation } from '@harmony/mf-config/router';

/**
 * Client-side navigation to `/#episodes` (header links, the episode page's back button) changes the
 * URL without the browser's own jump to the fragment: scroll to the section, or to the top for `/`.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    const behavior: ScrollBehavior = initial || reduceMotion ? 'auto' : 'smooth';
    if (!hash) {
      if (!initial) window.scrollTo?.({ top: 0, behavior });
      return;
    }
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ behavior, block: 'start' });
  }, [hash, key]);
}
