import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws `children` once the place they take comes on the screen, `placeholder`
 * until then: what sits below a phone's first screen loads its code and data only when needed.
 */
export function WhenVisible({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  return seen ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
