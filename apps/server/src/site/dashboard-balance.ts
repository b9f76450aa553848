import { sql } from 'drizzle-orm';
import {
  BALANCE_IN_COOKIE,
  FIRST_BALANCE_ATTR,
  OVERVIEW_USD_RATES,
  overviewBalanceIn,
} from '@mizani/shared';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppBindings, AppDeps, SessionUser } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { escapeHtml } from '../services/mail/escape.ts';
import { moneyIn, usdIn } from '../services/i18n/language.ts';
import { walletOverview } from '../services/wallet/accounts.ts';

// /dashboard's first response carries the client's balance (issue 35: the dashboard's largest
// paint was the balance, drawn only after the code, the session and the overview had arrived,
// 4.3 s on Lighthouse's phone). The pre-rendered shell marks an empty element for it
// (DashboardSkeleton, data-first-balance); the web app reads the figure back and shows it until
// its own overview answers (features/dashboard/first-balance.ts).

const EMPTY_SLOT = new RegExp(`(<p\\b[^>]*\\s${FIRST_BALANCE_ATTR}=""[^>]*>)(</p>)`);

/** The balance hero's currency the device chose (the cookie the web app sets), USD otherwise. */
const chosenCurrency = (c: Context<AppBindings>): string => {
  const code = getCookie(c, BALANCE_IN_COOKIE);
  return code && /^[A-Z]{3}$/.test(code) && code in OVERVIEW_USD_RATES ? code : 'USD';
};

/**
 * The figure the hero will show, written as the web app writes it, or null where the server
 * cannot know it: an admin (no wallet), or a member of a business, whose tab may be showing the
 * business's money (the choice lives in the tab, lib/account.ts), never the wrong account's.
 */
export async function firstBalanceOf(
  deps: AppDeps,
  user: SessionUser,
  c: Context<AppBindings>,
): Promise<string | null> {
  if (user.role !== 'client') return null;
  const [member] = await queryRows<{ any: boolean }>(
    deps.database.db,
    sql`select exists(select 1 from member where user_id = ${user.id}) as any`,
  );
  if (member?.any) return null;
  const { accounts } = await walletOverview(deps.database, user.id);
  const currency = chosenCurrency(c);
  const total = overviewBalanceIn(accounts, currency);
  return currency === 'USD' ? usdIn(user.language, total) : moneyIn(user.language, total, currency);
}

/** The shell with the figure in its slot (escaped); unchanged if it has no slot. */
export const withFirstBalance = (html: string, figure: string) =>
  html.replace(
    EMPTY_SLOT,
    (_all, open: string, close: string) => `${open}${escapeHtml(figure)}${close}`,
  );
