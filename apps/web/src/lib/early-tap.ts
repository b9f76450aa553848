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
    __earlyTap?: { take: () => { tap: Element | null; form: HTMLFormElement | null } };
  }
}

/** Visible feedback while a tap waits for the app: set by early-tap.js as aria-busy="true". */
export const EARLY_TAP_BUSY = 'aria-busy:cursor-progress aria-busy:opacity-60';
