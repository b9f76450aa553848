import { FIRST_BALANCE_ATTR } from '@mizani/shared';

// The balance the server wrote into /dashboard's first response (issue 35; apps/server/src/site/
// dashboard-balance.ts): the client's own total, in its language and chosen currency, for the
// personal account. Read once, as this module loads, before React draws over the pre-rendered
// shell, so the shell it draws and the hero show the same figure until the overview answers:
// the balance is on screen at the first paint, not after the code and the data.
let text: string | null =
  typeof document === 'undefined'
    ? null
    : document.querySelector(`[${FIRST_BALANCE_ATTR}]`)?.textContent?.trim() || null;

/** The figure while the overview loads for the first time; null once it has answered. */
export const firstBalance = () => text;

/** The overview answered (or the choice changed): from now on only its figures are shown. */
export const forgetFirstBalance = () => {
  text = null;
};
