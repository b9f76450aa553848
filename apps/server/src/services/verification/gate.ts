import { sql } from 'drizzle-orm';
import {
  checkLimits,
  D,
  mayDo,
  remaining,
  usdEquivalent,
  OVERVIEW_USD_RATES,
  PLATFORM_SETTINGS_DEFAULTS,
  REQUIRED_TIER,
  type LimitedOperation,
  type LimitFigures,
  type MoneyOperation,
  type PairQuote,
  type PlatformSettings,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { readPlatformSettings } from '../platform-settings.ts';

// The compliance gate of every money movement (issue 22; docs/compliance.md): restriction
// (screening), tier, minimum transaction, daily and monthly limits in USD equivalent. The binding
// check runs inside the movement's transaction after the user lock (ledger.ts lockUser), which
// serialises one user's movements: the volume it reads cannot change before the movement and its
// volume row commit, so concurrent requests can never pass the limit together. Orders and
// withdrawals make that binding check in SQL (mizani_gate, migration 0024, decision 015) with the
// same arithmetic; sqlGateRefusal words its refusals with the functions below, so both answer alike.

/**
 * Limits run on East Africa Time calendar days and months (UTC+3 all year, no daylight saving),
 * the provider's home time, whatever the server's zone.
 */
const EAT_OFFSET_MS = 3 * 3600_000;
export function limitPeriods(now = new Date()) {
  const eat = new Date(now.getTime() + EAT_OFFSET_MS);
  const day = Date.UTC(eat.getUTCFullYear(), eat.getUTCMonth(), eat.getUTCDate()) - EAT_OFFSET_MS;
  const month = Date.UTC(eat.getUTCFullYear(), eat.getUTCMonth(), 1) - EAT_OFFSET_MS;
  return { dayStart: new Date(day), monthStart: new Date(month) };
}

interface GateState {
  tier: number | null;
  restriction: string | null;
  pending: boolean;
  business: boolean;
  used_today: string;
  used_month: string;
  mids: { base: string; quote: string; mid: string }[] | null;
}

/** Profile, waiting submission, volume used and the currency's USD rate, in one read. */
async function readState(db: DbOrTx, userId: string, currency: string | null) {
  const { dayStart, monthStart } = limitPeriods();
  // A withdrawal an admin rejected (hold released) never left: it stops counting.
  const counted = sql`v.user_id = ${userId} and not exists (select 1 from withdrawals w where w.id = v.ref_id and w.status = 'rejected')`;
  const [row] = await queryRows<GateState>(
    db,
    sql`select p.tier, p.restriction,
               exists (select 1 from organization o where o.id = ${userId}) as business,
               exists (select 1 from kyc_submissions s where s.user_id = ${userId} and s.status in ('submitted', 'in_review')
                        and (s.tier = 1 or exists (select 1 from organization o where o.id = ${userId}))) as pending,
               (select coalesce(sum(v.usd_amount), 0)::text from compliance_volume v where ${counted} and v.created_at >= ${dayStart.toISOString()}::timestamptz) as used_today,
               (select coalesce(sum(v.usd_amount), 0)::text from compliance_volume v where ${counted} and v.created_at >= ${monthStart.toISOString()}::timestamptz) as used_month,
               ${
                 currency && currency !== 'USD'
                   ? sql`(select json_agg(json_build_object('base', x.base_currency, 'quote', x.quote_currency, 'mid', x.mid)) from (
                       select cp.base_currency, cp.quote_currency,
                              (select f.mid_rate::text from fx_rates f where f.pair_id = cp.id order by f.created_at desc, f.id desc limit 1) as mid
                         from currency_pairs cp
                        where (cp.base_currency = ${currency} and cp.quote_currency = 'USD') or (cp.base_currency = 'USD' and cp.quote_currency = ${currency})) x where x.mid is not null)`
                   : sql`null`
               } as mids
          from (select 1) one left join kyc_profiles p on p.user_id = ${userId}`,
  );
  return row!;
}

export function tierLimits(settings: PlatformSettings, tier: number) {
  return tier >= 2
    ? {
        daily: settings['compliance.tier2DailyUsd'],
        monthly: settings['compliance.tier2MonthlyUsd'],
      }
    : {
        daily: settings['compliance.tier1DailyUsd'],
        monthly: settings['compliance.tier1MonthlyUsd'],
      };
}

/** The client's limits and what is left of them (the Verification section shows these). */
export async function limitFigures(db: DbOrTx, userId: string): Promise<LimitFigures | null> {
  const [state, settings] = await Promise.all([
    readState(db, userId, null),
    readPlatformSettings(db),
  ]);
  if (!state.tier) return null;
  const l = tierLimits(settings, state.tier);
  return {
    dailyLimitUsd: new D(l.daily).toFixed(2),
    monthlyLimitUsd: new D(l.monthly).toFixed(2),
    usedTodayUsd: new D(state.used_today).toFixed(2),
    usedMonthUsd: new D(state.used_month).toFixed(2),
    remainingTodayUsd: remaining(l.daily, state.used_today),
    remainingMonthUsd: remaining(l.monthly, state.used_month),
  };
}

/**
 * Refuses the operation with the reason and what to do, or returns the amount's USD equivalent
 * (null for funding, which has no amount at request time). Pass the transaction that holds the
 * user lock for the binding check; a quote calls it without one, as an early answer.
 */
export async function assertMayMove(
  db: DbOrTx,
  userId: string,
  op: MoneyOperation,
  money?: { amount: string; currency: string },
): Promise<string | null> {
  const [state, settings] = await Promise.all([
    readState(db, userId, money?.currency ?? null),
    readPlatformSettings(db),
  ]);
  return mayMoveWith(state, settings, op, money);
}

/** The gate's state for `readGateState` → `mayMoveWith` (a caller that reads it beside others). */
export const readGateState = readState;

/** assertMayMove on a state and settings already read. */
export function mayMoveWith(
  state: GateState,
  settings: PlatformSettings,
  op: MoneyOperation,
  money?: { amount: string; currency: string },
): string | null {
  const standing = standingRefusal(op, state);
  if (standing) throw standing;
  if (!money || op === 'fund') return null;
  const quotes: PairQuote[] = (state.mids ?? []).map((m) => ({ ...m, timestamp: '' }));
  const amountUsd = usdEquivalent(money.amount, money.currency, quotes);
  const limits = tierLimits(settings, state.tier ?? 0);
  const refusal = limitRefusal(op, amountUsd, state, {
    ...limits,
    minimum: settings['compliance.minTransactionUsd'],
  });
  if (refusal) throw refusal;
  return amountUsd;
}

type Standing = Pick<GateState, 'tier' | 'restriction' | 'pending' | 'business'>;

/** A restriction or a tier below the operation's, as the answer the client sees. */
function standingRefusal(op: MoneyOperation, state: Standing): AppError | null {
  if (state.restriction === 'frozen')
    return new AppError('ACCOUNT_RESTRICTED', said('gate.frozen'));
  if (state.restriction === 'review')
    return new AppError('ACCOUNT_RESTRICTED', said('gate.review'));
  if (!mayDo(state.tier ?? 0, op))
    return new AppError(
      'VERIFICATION_REQUIRED',
      said('gate.tier', {
        op,
        pending: !!state.pending,
        holder: state.business ? 'business' : 'person',
      }),
    );
  return null;
}

function limitRefusal(
  op: MoneyOperation,
  amountUsd: string,
  used: Pick<GateState, 'used_today' | 'used_month'>,
  limits: { daily: string | number; monthly: string | number; minimum: string | number },
): AppError | null {
  const input = {
    op: op as LimitedOperation,
    amountUsd,
    usedTodayUsd: used.used_today,
    usedMonthUsd: used.used_month,
    dailyLimitUsd: limits.daily,
    monthlyLimitUsd: limits.monthly,
    minimumUsd: limits.minimum,
  };
  const refusal = checkLimits(input);
  if (!refusal) return null;
  const words = said('gate.limit', input);
  return new AppError(refusal.code, words, { amount: words });
}

/**
 * What the SQL gate (mizani_gate, migration 0024) needs from the app: the tier the operation
 * requires, the limit calendar (EAT), the fixed USD rates used when no feed exists and the
 * settings' defaults. The function reads the stored settings, the profile, the volume and the
 * rate itself, under the holder lock.
 */
export function sqlGateParams(op: MoneyOperation) {
  const { dayStart, monthStart } = limitPeriods();
  return {
    op,
    minTier: REQUIRED_TIER[op],
    dayStart: dayStart.toISOString(),
    monthStart: monthStart.toISOString(),
    overviewUsd: OVERVIEW_USD_RATES,
    defaults: Object.fromEntries(LIMIT_KEYS.map((k) => [k, String(PLATFORM_SETTINGS_DEFAULTS[k])])),
  };
}
const LIMIT_KEYS = [
  'compliance.tier1DailyUsd',
  'compliance.tier1MonthlyUsd',
  'compliance.tier2DailyUsd',
  'compliance.tier2MonthlyUsd',
  'compliance.minTransactionUsd',
] as const;

/**
 * The answer to the SQL gate's refusal (MZ403, its detail the gate's state): the same error
 * assertMayMove throws for that state.
 */
export function sqlGateRefusal(detail: string): AppError {
  const s = JSON.parse(detail) as Standing & {
    op: MoneyOperation;
    used_today: string;
    used_month: string;
    amount_usd: string;
    daily: string;
    monthly: string;
    minimum: string;
  };
  const refusal = standingRefusal(s.op, s) ?? limitRefusal(s.op, s.amount_usd, s, s);
  if (!refusal) throw new Error(`the SQL gate refused a movement the app would allow: ${detail}`);
  return refusal;
}
