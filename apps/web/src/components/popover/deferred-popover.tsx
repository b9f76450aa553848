import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';

// Radix Popover, floating-ui and the dismiss, focus and portal layers (about 19 kB gzip) are not
// needed to draw a closed menu: they load at the first interaction with the page and mount at the
// first open (decision 027, 25 Nov). The trigger is drawn here with the attributes Radix's
// Popover.Trigger gives its button, so it never remounts when the panel arrives.
const loadPanel = () => import('./popover-panel');
const PopoverPanel = lazy(loadPanel);

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Starts loading the panel at the page's first pointer, key, touch or focus (once per page). */
function useLoadOnFirstInteraction(more?: () => Promise<unknown>) {
  useEffect(() => {
    const load = () => {
      stop();
      void loadPanel();
      void more?.();
    };
    const stop = () => {
      for (const e of INTERACTIONS) document.removeEventListener(e, load, { capture: true });
    };
    for (const e of INTERACTIONS)
      document.addEventListener(e, load, { capture: true, passive: true });
    return stop;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}

export interface PopoverTriggerProps {
  id: string;
  type: 'button';
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-state': 'open' | 'closed';
  onClick: () => void;
}

/**
 * A non-modal popover (Radix Popover's behaviour: focus moves into it, Escape and a click outside
 * close it, focus returns to the trigger) whose code loads on first use. `trigger` renders the
 * button with the given props; `label` is the panel's accessible name; `load` starts loading
 * what the children load lazily, at the same time as the panel.
 */
export function DeferredPopover({
  trigger,
  label,
  load,
  className,
  children,
}: {
  trigger: (props: PopoverTriggerProps) => ReactNode;
  label: string;
  load?: () => Promise<unknown>;
  className?: string;
  children: ReactNode;
}) {
  const triggerId = useId();
  const contentId = useId();
  const [open, setOpen] = useState(false);
  // Mounted at the first open, then kept so that closing animates as before.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  useLoadOnFirstInteraction(load);
  return (
    <>
      {trigger({
        id: triggerId,
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? contentId : undefined,
        'data-state': open ? 'open' : 'closed',
        onClick: () => setOpen((o) => !o),
      })}
      {mounted ? (
        <Suspense fallback={null}>
          <PopoverPanel
            open={open}
            onOpenChange={setOpen}
            triggerId={triggerId}
            contentId={contentId}
            label={label}
            className={className}
          >
            {children}
          </PopoverPanel>
        </Suspense>
      ) : null}
    </>
  );
}
