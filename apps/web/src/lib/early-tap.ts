// Taps before hydration (docs/public-site.md "First taps before hydration"). public/early-tap.js,
// a blocking script in <head> (a file: the CSP forbids inline scripts), listens for clicks on
// document in the capture phase, remembers the latest element with data-early-tap and sets
// aria-busy="true" on it. The islands' script (islands/main.tsx) takes that element when it starts
// and clicks it once its island has hydrated, or opens its request dialog; from then on it holds
// any click on a control of an island still without script the same way. Mark a pre-rendered
// button that needs script with data-early-tap="<name>" and give it EARLY_TAP_BUSY so the
// recorded tap shows at once. A form of an island sent before it hydrates (Enter in a field) is
// held the same way, never sent as a plain GET with its fields (a password) in the address, and
// sent again by the islands' script once its island has hydrated.

declare global {
  interface Window {
    /** Set by public/early-tap.js, loaded in <head> before the app. */
    __earlyTap?: {
      /** The element tapped last, recording on. */
      peek: () => Element | null;
      /** The element tapped last and the form held, recording off. */
      take: () => { tap: Element | null; form: HTMLFormElement | null };
    };
  }
}

/** Visible feedback while a tap waits for the app: set by early-tap.js as aria-busy="true". */
export const EARLY_TAP_BUSY = 'aria-busy:cursor-progress aria-busy:opacity-60';

/**
 * The app's half (main.tsx): an app page the pre-renderer wrote (/auth) is drawn afresh by React,
 * not hydrated, so the tapped element itself goes. Once React's tree holds its twin (the same
 * data-early-tap name), the twin gets the tap: focus (a Radix tab activates on focus) and click.
 * A tap on React's own elements is React's: only the busy mark goes.
 */
export function handEarlyTapToApp(container: Element): void {
  const early = window.__earlyTap;
  if (!early) return;
  const prerendered = container.firstElementChild;
  const deadline = performance.now() + 20_000;
  const done = () => early.take().tap?.removeAttribute('aria-busy');
  const look = () => {
    if (prerendered && container.contains(prerendered)) {
      if (performance.now() < deadline) setTimeout(look, 50);
      else done();
      return;
    }
    const tap = early.peek();
    const name = tap?.getAttribute('data-early-tap');
    if (!tap || tap.isConnected || !name) return void done();
    const twin = container.querySelector<HTMLElement>(`[data-early-tap="${CSS.escape(name)}"]`);
    if (!twin) {
      if (performance.now() < deadline) setTimeout(look, 50);
      else done();
      return;
    }
    early.take();
    replayTap(twin);
  };
  look();
}

/**
 * A recorded tap given again: focus, then click. The tap itself may have focused the element
 * already, and a focus it has fires nothing, yet a Radix tab activates on focus (it ignores
 * click): blurred first, the focus is a real one.
 */
export function replayTap(target: HTMLElement): void {
  if (document.activeElement === target) target.blur();
  target.focus({ preventScroll: true });
  target.click();
}
