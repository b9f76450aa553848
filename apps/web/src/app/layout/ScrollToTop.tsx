import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/nav';

/**
 * Spec §2: the page scrolls to the top on each route change; a #hash scrolls to its anchor.
 * The first render is not a route change: a visitor who scrolled the pre-rendered page before the
 * app hydrated keeps their place (the browser already handled a #hash on load).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!hash) return;
    }
    if (hash) {
      const el = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
