import { describe, expect, it } from 'vitest';
import {
  AdminChainDepositsQuerySchema,
  CryptoAddressRequestSchema,
  ChainPayoutRequestSchema,
  CryptoSettingsSchema,
} from './stablecoins.ts';

// The forms and the server read the same rules (issue 40, docs/stablecoins.md).
describe('stablecoin schemas', () => {
  it('takes USDC or USDT on a network named in lower case, nothing else', () => {
    expect(CryptoAddressRequestSchema.parse({ asset: 'USDT', network: ' polygon ' })).toEqual({
      asset: 'USDT',
      network: 'polygon',
    });
    const bad = CryptoAddressRequestSchema.safeParse({ asset: 'DAI', network: 'Ethereum Main' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['asset', 'validation.stablecoin.asset'],
      ['network', 'validation.stablecoin.network'],
    ]);
    expect(
      CryptoAddressRequestSchema.safeParse({ asset: 'USDC', network: 'base', extra: 1 }).success,
    ).toBe(false);
  });

  it('converts on arrival to a wallet currency other than USD, keeps USD, or keeps the stablecoin', () => {
    expect(CryptoSettingsSchema.parse({ convertTo: 'KES' })).toEqual({
      convertTo: 'KES',
      keepStablecoin: false,
    });
    expect(CryptoSettingsSchema.parse({ convertTo: null })).toEqual({
      convertTo: null,
      keepStablecoin: false,
    });
    expect(CryptoSettingsSchema.parse({ convertTo: null, keepStablecoin: true })).toEqual({
      convertTo: null,
      keepStablecoin: true,
    });
    const both = CryptoSettingsSchema.safeParse({ convertTo: 'KES', keepStablecoin: true });
    expect(both.error!.issues[0]).toMatchObject({
      path: ['convertTo'],
      message: 'validation.stablecoin.keepOrConvert',
    });
    expect(CryptoSettingsSchema.safeParse({ convertTo: 'USD' }).error!.issues[0]!.message).toBe(
      'validation.stablecoin.convertTo',
    );
    expect(CryptoSettingsSchema.safeParse({ convertTo: 'XYZ' }).success).toBe(false);
  });

  it('pays out from USD by default, or from the same stablecoin only', () => {
    const base = {
      asset: 'USDC',
      network: 'base',
      toAddress: `0x${'ab'.repeat(20)}`,
      amount: '10',
    };
    expect(ChainPayoutRequestSchema.parse(base).payFrom).toBe('USD');
    expect(ChainPayoutRequestSchema.parse({ ...base, payFrom: 'USDC' }).payFrom).toBe('USDC');
    expect(
      ChainPayoutRequestSchema.safeParse({ ...base, payFrom: 'USDT' }).error!.issues[0],
    ).toMatchObject({ path: ['payFrom'], message: 'validation.stablecoin.payFrom' });
    expect(ChainPayoutRequestSchema.safeParse({ ...base, payFrom: 'KES' }).success).toBe(false);
  });

  it('filters the admin list by a known status only', () => {
    expect(AdminChainDepositsQuerySchema.parse({ status: 'reorged' })).toEqual({
      status: 'reorged',
    });
    expect(AdminChainDepositsQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
