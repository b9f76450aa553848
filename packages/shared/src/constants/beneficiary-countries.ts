/** Per-country formats of the payout details. */
export const BENEFICIARY_COUNTRIES = {
  KE: {
    name: 'Kenya',
    currency: 'KES',
    phone: /^\+2547\d{8}$|^\+2541\d{8}$/,
    phoneHint: '+2547XXXXXXXX',
    account: /^\d{6,16}$/,
  },
  TZ: {
    name: 'Tanzania',
    currency: 'TZS',
    phone: /^\+255[67]\d{8}$/,
    phoneHint: '+2557XXXXXXXX',
    account: /^\d{8,16}$/,
  },
  GH: {
    name: 'Ghana',
    currency: 'GHS',
    phone: /^\+233[235]\d{8}$/,
    phoneHint: '+23324XXXXXXX',
    account: /^\d{10,16}$/,
  },
  NG: {
    name: 'Nigeria',
    currency: 'NGN',
    phone: /^\+234[789][01]\d{8}$/,
    phoneHint: '+23480XXXXXXXX',
    account: /^\d{10}$/,
  },
  ZA: {
    name: 'South Africa',
    currency: 'ZAR',
    phone: /^\+27[6-8]\d{8}$/,
    phoneHint: '+2782XXXXXXX',
    account: /^\d{9,11}$/,
  },
  ET: {
    name: 'Ethiopia',
    currency: 'ETB',
    phone: /^\+2519\d{8}$/,
    phoneHint: '+2519XXXXXXXX',
    account: /^\d{10,16}$/,
  },
  US: {
    name: 'United States',
    currency: 'USD',
    phone: /^\+1\d{10}$/,
    phoneHint: '+1XXXXXXXXXX',
    account: /^\d{6,17}$/,
  },
  GB: {
    name: 'United Kingdom',
    currency: 'GBP',
    phone: /^\+447\d{9}$/,
    phoneHint: '+447XXXXXXXXX',
    account: /^\d{8}$/,
  },
} as const;
