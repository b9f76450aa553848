import { useEffect } from 'react';

// Taps before hydration (docs/public-site.md "First taps before hydration"). public/early-tap.js,
// a blocking script in <head> (a file: the CSP forbids inline scripts), listens for clicks on
// document in the capture phase, remembers the latest element with data-early-tap and sets
// aria-busy="true" on it. Here the app takes that element just before hydrating and clicks it once
// hydrated. Mark a pre-rendered button that needs script with data-early-tap="<name>" and give it
// EARLY_TAP_BUSY so the recorded tap shows at once.

declare global {
  interface Window {
    /** Set by public/early-tap.js, loaded in <head> before the app. */
    __earlyTap?: { take: () => Element | null };
  }
}

/** Visible feedback while a tap waits for the app: set by early-tap.js as aria-busy="true". */
export const EARLY_TAP_BUSY = 'aria-busy:cursor-progress aria-busy:opacity-60';

export interface EarlyTap {
  element: HTMLElement;
  /** Its position among the marked elements, in case hydration had to replace the DOM. */
  index: number;
}

/**
 * Stops recording and returns the tap to replay, if any. Call right before hydrateRoot: from then
 * on React's own listeners see every click, so a tap is never both recorded and handled.
 */
export function takeEarlyTap(): EarlyTap | null {
  const element = window.__earlyTap?.take();
  if (!(element instanceof HTMLElement)) return null;
  const index = Array.from(document.querySelectorAll('[data-early-tap]')).indexOf(element);
  return { element, index };
}

let replayed = false;

/** Clicks the recorded element once, after the tree it lives in has hydrated. */
export function replayEarlyTap(tap: EarlyTap) {
  if (replayed) return;
  replayed = true;
  tap.element.removeAttribute('aria-busy');
  // Normally the same node: hydration keeps the pre-rendered DOM.
  const target = tap.element.isConnected
    ? tap.element
    : document.querySelectorAll<HTMLElement>('[data-early-tap]')[tap.index];
  if (!target) return;
  target.focus({ preventScroll: true });
  target.click();
}

/**
 * Rendered after the router: its effect runs once the first commit (the hydration) is done, so the
 * replayed click reaches React's handlers. Renders nothing.
 */
export function EarlyTapReplay({ tap }: { tap: EarlyTap | null }) {
  useEffect(() => {
    if (tap) replayEarlyTap(tap);
  }, [tap]);
  return null;
}
