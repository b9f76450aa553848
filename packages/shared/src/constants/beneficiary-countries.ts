/**
 * Mobile-money networks a payout can go to, by id (the value stored and sent) and brand name
 * (shown as it is in every language). A mobile-money payout is routed by network, not by number:
 * numbers move between networks in several markets.
 */
export const MOBILE_NETWORKS = {
  mpesa: 'M-Pesa',
  airtel_money: 'Airtel Money',
  mtn_momo: 'MTN MoMo',
  tigo_pesa: 'Tigo Pesa',
  halopesa: 'HaloPesa',
  telecel_cash: 'Telecel Cash',
  at_money: 'AT Money',
  telebirr: 'telebirr',
  zamtel_kwacha: 'Zamtel Kwacha',
  emola: 'e-Mola',
  mkesh: 'mKesh',
} as const;
export type MobileNetwork = keyof typeof MOBILE_NETWORKS;

/**
 * Per-country formats of the payout details, and the mobile-money networks a payout can go to
 * there (none: bank accounts only). The one source of the payout countries (issue 34).
 */
export const BENEFICIARY_COUNTRIES = {
  KE: {
    name: 'Kenya',
    currency: 'KES',
    phone: /^\+2547\d{8}$|^\+2541\d{8}$/,
    phoneHint: '+2547XXXXXXXX',
    account: /^\d{6,16}$/,
    networks: ['mpesa', 'airtel_money'],
  },
  TZ: {
    name: 'Tanzania',
    currency: 'TZS',
    phone: /^\+255[67]\d{8}$/,
    phoneHint: '+2557XXXXXXXX',
    account: /^\d{8,16}$/,
    networks: ['mpesa', 'tigo_pesa', 'airtel_money', 'halopesa'],
  },
  GH: {
    name: 'Ghana',
    currency: 'GHS',
    phone: /^\+233[235]\d{8}$/,
    phoneHint: '+23324XXXXXXX',
    account: /^\d{10,16}$/,
    networks: ['mtn_momo', 'telecel_cash', 'at_money'],
  },
  NG: {
    name: 'Nigeria',
    currency: 'NGN',
    phone: /^\+234[789][01]\d{8}$/,
    phoneHint: '+23480XXXXXXXX',
    account: /^\d{10}$/,
    networks: ['mtn_momo'],
  },
  ZA: {
    name: 'South Africa',
    currency: 'ZAR',
    phone: /^\+27[6-8]\d{8}$/,
    phoneHint: '+2782XXXXXXX',
    account: /^\d{9,11}$/,
    networks: [],
  },
  ET: {
    name: 'Ethiopia',
    currency: 'ETB',
    phone: /^\+2519\d{8}$/,
    phoneHint: '+2519XXXXXXXX',
    account: /^\d{10,16}$/,
    networks: ['telebirr', 'mpesa'],
  },
  ZM: {
    name: 'Zambia',
    currency: 'ZMW',
    phone: /^\+260[79][5-7]\d{7}$/,
    phoneHint: '+26097XXXXXXX',
    account: /^\d{8,16}$/,
    networks: ['mtn_momo', 'airtel_money', 'zamtel_kwacha'],
  },
  MZ: {
    name: 'Mozambique',
    currency: 'MZN',
    phone: /^\+2588[2-7]\d{7}$/,
    phoneHint: '+25884XXXXXXX',
    // NIB: 21 digits; older account numbers are shorter.
    account: /^\d{11,21}$/,
    networks: ['mpesa', 'emola', 'mkesh'],
  },
  US: {
    name: 'United States',
    currency: 'USD',
    phone: /^\+1\d{10}$/,
    phoneHint: '+1XXXXXXXXXX',
    account: /^\d{6,17}$/,
    networks: [],
  },
  GB: {
    name: 'United Kingdom',
    currency: 'GBP',
    phone: /^\+447\d{9}$/,
    phoneHint: '+447XXXXXXXXX',
    account: /^\d{8}$/,
    networks: [],
  },
} as const satisfies Record<
  string,
  {
    name: string;
    currency: string;
    phone: RegExp;
    phoneHint: string;
    account: RegExp;
    networks: readonly MobileNetwork[];
  }
>;

export type BeneficiaryCountryCode = keyof typeof BENEFICIARY_COUNTRIES;

/** The mobile-money networks of a payout country (empty: bank accounts only). */
export function mobileNetworksOf(country: string): readonly MobileNetwork[] {
  const c = (BENEFICIARY_COUNTRIES as Record<string, { networks: readonly MobileNetwork[] }>)[
    country
  ];
  return c ? c.networks : [];
}

/** A network's brand name ("M-Pesa"), or undefined (payees saved before networks, unknown ids). */
export function mobileNetworkName(id: string | undefined): string | undefined {
  return id && Object.prototype.hasOwnProperty.call(MOBILE_NETWORKS, id)
    ? MOBILE_NETWORKS[id as MobileNetwork]
    : undefined;
}
