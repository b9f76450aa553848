// The desk's default pricing (admins change it in the settings; PlatformSettings starts from
// these). Here rather than beside the settings schema so content that quotes the defaults (the
// fee example in the documentation) loads no zod.
export const TRADING_DEFAULTS = {
  'trading.spreadBps': 50,
  'trading.feeBps': 10,
  'trading.quoteValiditySeconds': 30,
} as const;
