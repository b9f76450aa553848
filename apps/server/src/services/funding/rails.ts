// What a payer needs to reach our client-funds account in each currency (issue 34 item 10): the
// rail decides the fields. An international USD wire needs the beneficiary bank's SWIFT/BIC and
// address and the correspondent (intermediary) bank that clears USD; a SEPA transfer an IBAN and
// BIC; a UK Faster Payment a sort code; a local African transfer the branch code, with the SWIFT/BIC
// for a payer abroad. Labels are the keys the dashboard translates (FundForm INSTRUCTION_TEXTS).

export interface InstructionField {
  label: string;
  value: string;
}

const ACCOUNT_NAME = (currency: string) => `Mizani FX Ltd — client funds (${currency})`;
const HOME_BANK = {
  bank: 'Pan-African Settlement Bank',
  address: 'Upper Hill Road 14, P.O. Box 30012-00100, Nairobi, Kenya',
  swift: 'PASBKENAXXX',
};

interface Rail {
  bank: string;
  address: string;
  swift: string;
  /** Account number or IBAN, by rail. */
  account: InstructionField;
  extra?: InstructionField[];
  intermediary?: { bank: string; swift: string; account: string };
}

/** Local collection accounts: one per currency, at a bank in that currency's market. */
type Local = Omit<Rail, 'account'> & { number: string; branch?: string };
const LOCAL: Record<string, Local> = {
  KES: { ...HOME_BANK, number: '0100KES202601', branch: '01100 (Upper Hill)' },
  TZS: {
    bank: 'Pan-African Settlement Bank Tanzania',
    address: 'Samora Avenue 21, Dar es Salaam, Tanzania',
    swift: 'PASBTZTZXXX',
    number: '0100TZS202601',
  },
  GHS: {
    bank: 'Pan-African Settlement Bank Ghana',
    address: 'Independence Avenue 8, Accra, Ghana',
    swift: 'PASBGHACXXX',
    number: '0100GHS202601',
    branch: '300101',
  },
  NGN: {
    bank: 'Pan-African Settlement Bank Nigeria',
    address: 'Adeola Odeku Street 12, Victoria Island, Lagos, Nigeria',
    swift: 'PASBNGLAXXX',
    number: '0100202601',
  },
  ZAR: {
    bank: 'Pan-African Settlement Bank South Africa',
    address: '5 Fredman Drive, Sandton, Johannesburg 2196, South Africa',
    swift: 'PASBZAJJXXX',
    number: '0100ZAR202601',
    branch: '051001',
  },
  ETB: {
    bank: 'Pan-African Settlement Bank Ethiopia',
    address: 'Churchill Avenue 3, Addis Ababa, Ethiopia',
    swift: 'PASBETAAXXX',
    number: '0100ETB202601',
  },
  ZMW: {
    bank: 'Pan-African Settlement Bank Zambia',
    address: 'Cairo Road 40, Lusaka, Zambia',
    swift: 'PASBZMLXXXX',
    number: '0100ZMW202601',
    branch: '010001',
  },
  MZN: {
    bank: 'Pan-African Settlement Bank Mozambique',
    address: 'Avenida 25 de Setembro 1230, Maputo, Mozambique',
    swift: 'PASBMZMAXXX',
    number: '0100MZN202601',
  },
};

function railOf(currency: string): Rail {
  if (currency === 'USD')
    return {
      ...HOME_BANK,
      account: { label: 'Account number', value: '0100USD202601' },
      // USD clears through a correspondent in New York: without it a wire from abroad bounces.
      intermediary: {
        bank: 'Citibank N.A., New York',
        swift: 'CITIUS33XXX',
        account: '36112345',
      },
    };
  if (currency === 'EUR')
    return {
      ...HOME_BANK,
      account: { label: 'IBAN', value: 'DE89 5001 0517 0648 4898 90' },
      bank: 'Pan-African Settlement Bank, Frankfurt branch',
      address: 'Taunusanlage 12, 60325 Frankfurt am Main, Germany',
      swift: 'PASBDEFFXXX',
    };
  if (currency === 'GBP')
    return {
      bank: 'Pan-African Settlement Bank, London branch',
      address: '1 Cornhill, London EC3V 3ND, United Kingdom',
      swift: 'PASBGB2LXXX',
      account: { label: 'Account number', value: '41926819' },
      extra: [
        { label: 'Sort code', value: '60-16-13' },
        { label: 'IBAN', value: 'GB29 PASB 6016 1341 9268 19' },
      ],
    };
  const local: Local = LOCAL[currency] ?? { ...HOME_BANK, number: `0100${currency}202601` };
  return {
    bank: local.bank,
    address: local.address,
    swift: local.swift,
    account: { label: 'Account number', value: local.number },
    extra: local.branch ? [{ label: 'Branch code', value: local.branch }] : [],
  };
}

/** The bank-transfer fields for a currency, in the order a payer's bank form asks for them. */
export function bankTransferFields(currency: string, reference: string): InstructionField[] {
  const r = railOf(currency);
  return [
    { label: 'Account name', value: ACCOUNT_NAME(currency) },
    r.account,
    ...(r.extra ?? []),
    { label: 'Bank', value: r.bank },
    { label: 'Bank address', value: r.address },
    { label: 'SWIFT/BIC', value: r.swift },
    ...(r.intermediary
      ? [
          { label: 'Intermediary bank', value: r.intermediary.bank },
          { label: 'Intermediary SWIFT/BIC', value: r.intermediary.swift },
          { label: 'Our account at the intermediary', value: r.intermediary.account },
        ]
      : []),
    { label: 'Payment reference', value: reference },
  ];
}
