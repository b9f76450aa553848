import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatRate, type BusinessApproval } from '@mizani/shared';
import { formatMoneyIn } from '@/lib/i18n/format';
import { compileCataloguesWith, loadLocale, translate } from '@/lib/i18n/i18n';
import { describeApproval, describeTreasury } from './labels';

// What an approver reads of a forward contract waiting for them (issue 41): its rate, value date,
// amount received and margin held, in each language.

const forward = {
  conversion: {
    sellCurrency: 'USD',
    buyCurrency: 'KES',
    side: 'sell',
    amount: '2000.00',
    quotedRate: '',
    quotedSellAmount: '',
    quotedBuyAmount: '',
  },
  treasury: {
    kind: 'forward',
    id: 'f',
    reference: 'FWD-ABC123',
    forwardRate: '130.048',
    valueDate: '2027-03-02',
    buyAmount: '260096.00',
    marginAmount: '200.00',
    marginPct: '10',
  },
} as unknown as BusinessApproval;

describe('describeTreasury', () => {
  it('names a forward contract’s rate, value date, amount received and margin', async () => {
    compileCataloguesWith(compileMessage);
    for (const locale of ['en', 'fr', 'sw'] as const) {
      await loadLocale(locale);
      const fmt = {
        money: (v: string, c: string) => formatMoneyIn(locale, v, c),
        rate: (v: string) => formatRate(v),
      } as never;
      const text = describeTreasury(
        forward,
        ((id: string, v?: Record<string, string | number>) =>
          translate(locale, id as never, v)) as never,
        fmt,
      )!;
      for (const part of ['FWD-ABC123', '130.048', '2027-03-02', '10 %'])
        expect(text, locale).toContain(part);
      expect(text).toContain(formatMoneyIn(locale, '200.00', 'USD'));
      expect(text).toContain(formatMoneyIn(locale, '260096.00', 'KES'));
    }
    expect(translate('en', 'business.treasuryForward' as never, {})).toMatch(/^Forward contract/);
  });
});

// A bulk payout and a stablecoin payout have no one beneficiary and no conversion: the list and
// the overview named them by reading `conversion.side` of null, and the approvals list broke.
describe('describeApproval of payouts without one beneficiary', () => {
  const bulk = {
    withdrawal: null,
    conversion: null,
    amountUsd: '5196.60',
    treasury: { kind: 'bulk_payout', id: 'b', reference: 'BLK-1', lines: 3 },
  } as unknown as BusinessApproval;
  const chain = {
    withdrawal: null,
    conversion: null,
    amountUsd: '250.00',
    treasury: {
      kind: 'chain_payout',
      id: 'c',
      reference: 'CPO-ABC123',
      asset: 'USDC',
      networkName: 'Ethereum',
      toAddress: '0x00000000000000000000000000000000000000aa',
    },
  } as unknown as BusinessApproval;

  it('names the amount and what it is, in each language', async () => {
    compileCataloguesWith(compileMessage);
    for (const locale of ['en', 'fr', 'sw'] as const) {
      await loadLocale(locale);
      const t = ((id: string, v?: Record<string, string | number>) =>
        translate(locale, id as never, v)) as never;
      const money = (v: string, c: string) => formatMoneyIn(locale, v, c);
      expect(describeApproval(bulk, t, money)).toContain(money('5196.60', 'USD'));
      const named = describeApproval(chain, t, money);
      expect(named).toContain(money('250.00', 'USD'));
      expect(named).toContain('USDC');
      const detail = describeTreasury(chain, t, { money, rate: formatRate } as never)!;
      for (const part of ['CPO-ABC123', '0x00000000000000000000000000000000000000aa', 'Ethereum'])
        expect(detail, locale).toContain(part);
    }
    expect(
      translate('en', 'business.describeBulkPayout' as never, { amount: '5,196.60 USD' }),
    ).toBe('Bulk payout of 5,196.60 USD');
  });
});
