import { D, minorUnits, roundMoney } from '../money.ts';
import { clientRate } from '../rates/display.ts';

/**
 * Pure firm-quote arithmetic. Rates are "quote currency per 1 base currency" (bid < ask).
 * The client sells `sell` and buys `buy`:
 * - pair BASE/QUOTE with sell=BASE: client sells base at the bid, minus the spread.
 * - pair BASE/QUOTE with sell=QUOTE: client buys base at the ask, plus the spread.
 * The resulting client rate is "buy per 1 sell". Every rounding favours the house: the amount the
 * client receives is rounded down, the amount the client pays is rounded up, the fee rounded up.
 */
export interface QuoteInput {
  sellCurrency: string;
  buyCurrency: string;
  /** Exactly one of sellAmount / buyAmount. */
  sellAmount?: string;
  buyAmount?: string;
  baseCurrency: string;
  quoteCurrency: string;
  bid: string;
  ask: string;
  spreadBps: string | number;
  /** Fee in basis points of the sell amount, charged in the sell currency. */
  feeBps?: string | number;
}

export interface QuoteResult {
  rate: string;
  marketRate: string;
  sellAmount: string;
  buyAmount: string;
  fee: string;
  feeCurrency: string;
}

export function computeQuote(q: QuoteInput): QuoteResult {
  const spread = new D(q.spreadBps).div(10000);
  const feeBps = new D(q.feeBps ?? 0).div(10000);
  let marketRate: InstanceType<typeof D>;
  let rate: InstanceType<typeof D>;
  if (q.sellCurrency === q.baseCurrency && q.buyCurrency === q.quoteCurrency) {
    marketRate = new D(q.bid);
    rate = marketRate.times(new D(1).minus(spread));
  } else if (q.sellCurrency === q.quoteCurrency && q.buyCurrency === q.baseCurrency) {
    marketRate = new D(1).div(q.ask);
    rate = new D(1).div(new D(q.ask).times(new D(1).plus(spread)));
  } else {
    throw new Error('pair does not match the currencies');
  }
  if (!rate.gt(0)) throw new Error('rate must be positive');
  // The client rate has 6 significant digits, rounded down, and the amounts are computed from it:
  // the rate the client reads reproduces the amount they get (issue 34, rates/display.ts).
  rate = new D(clientRate(rate));
  let sellAmount: string;
  let fee: string;
  let buyAmount: string;
  if (q.sellAmount !== undefined) {
    sellAmount = roundMoney(q.sellAmount, q.sellCurrency, 'up');
    fee = roundMoney(new D(sellAmount).times(feeBps), q.sellCurrency, 'up');
    buyAmount = roundMoney(new D(sellAmount).minus(fee).times(rate), q.buyCurrency, 'down');
  } else if (q.buyAmount !== undefined) {
    buyAmount = roundMoney(q.buyAmount, q.buyCurrency, 'down');
    // net sell needed for buyAmount, then gross up for the fee; all rounded up.
    const net = new D(buyAmount).div(rate);
    const gross = feeBps.gt(0) ? net.div(new D(1).minus(feeBps)) : net;
    sellAmount = roundMoney(gross, q.sellCurrency, 'up');
    const minor = new D(1).div(new D(10).pow(minorUnits(q.sellCurrency)));
    const proceeds = (sell: string) => {
      const f = roundMoney(new D(sell).times(feeBps), q.sellCurrency, 'up');
      return { f, buy: roundMoney(new D(sell).minus(f).times(rate), q.buyCurrency, 'down') };
    };
    // The fee and the rate are rounded in the house's favour, so the rounded sell amount can buy a
    // minor unit less than asked: pay one more minor unit until the asked amount is reached.
    let p = proceeds(sellAmount);
    for (let i = 0; i < 10 && new D(p.buy).lt(buyAmount); i++) {
      sellAmount = new D(sellAmount).plus(minor).toFixed(minorUnits(q.sellCurrency));
      p = proceeds(sellAmount);
    }
    fee = p.f;
    // Never more than asked and never more than the sell amount pays for.
    if (new D(p.buy).lt(buyAmount)) buyAmount = p.buy;
  } else {
    throw new Error('sellAmount or buyAmount is required');
  }
  return {
    rate: rate.toFixed(10),
    marketRate: marketRate.toDecimalPlaces(10, D.ROUND_HALF_EVEN).toFixed(10),
    sellAmount,
    buyAmount,
    fee,
    feeCurrency: q.sellCurrency,
  };
}

/** Is `amount` a positive decimal with no more decimals than the currency allows? */
export function isValidAmount(amount: string, currency: string): boolean {
  if (!/^\d{1,15}(\.\d+)?$/.test(amount)) return false;
  const d = new D(amount);
  return d.gt(0) && d.decimalPlaces() <= minorUnits(currency);
}
