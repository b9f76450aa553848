import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: the page scrolls to the top on each route change; a #hash scrolls to its anchor. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
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
