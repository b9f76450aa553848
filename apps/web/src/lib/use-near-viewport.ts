import { useEffect, useState, type RefObject } from 'react';

/**
 * Loads a module once the element comes near the viewport (decision 027): code a section below
 * the fold needs (the rates calculator's decimal arithmetic) is not fetched with the page, nor on
 * a timer, but when the reader scrolls towards it or jumps to it. Null until loaded, also during
 * the pre-render and hydration, so the first render matches the HTML. Where IntersectionObserver
 * is missing the module loads at once.
 */
export function useModuleNearViewport<M>(
  ref: RefObject<Element | null>,
  load: () => Promise<M>,
): M | null {
  const [mod, setMod] = useState<M | null>(null);
  useEffect(() => {
    if (mod) return;
    let live = true;
    const fetchIt = () =>
      void load().then(
        (m) => live && setMod(() => m),
        (err: unknown) => console.warn('Could not load a section of the page', err),
      );
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      fetchIt();
      return;
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        fetchIt();
      },
      { rootMargin: '200px 0px' },
    );
    seen.observe(el);
    return () => {
      live = false;
      seen.disconnect();
    };
    // `load` is a module-level import(): it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, mod]);
  return mod;
}
