import type { NoticeTexts } from './types.ts';

export const SW: NoticeTexts = {
  label: {
    reference: 'Kumbukumbu',
    method: 'Njia',
    expected: 'Kiasi ulichotaja',
    credited: 'Kilichowekwa',
    status: 'Hali',
    reason: 'Sababu',
    amount: 'Kiasi',
    fee: 'Ada',
    to: 'Kwa',
  },
  method: {
    bank_transfer: 'Uhamisho wa benki',
    mobile_money: 'Pesa za simu',
    stablecoin: 'Stablecoin (USDC au USDT)',
  },
  arrival: {
    mobile_money:
      'Kwa kawaida ndani ya dakika chache baada ya kuidhinishwa; tunakagua maombi ya kutoa pesa siku za kazi.',
    bank_account:
      'Kwa kawaida siku 1-3 za kazi baada ya kuidhinishwa, kutegemea benki inayopokea; tunakagua maombi ya kutoa pesa siku za kazi.',
  },
  openWallet: 'Fungua pochi yako',
  replyOrSupport: 'Jibu barua pepe hii au wasiliana na huduma kwa wateja ikiwa una maswali.',
  short: (amount, expected) =>
    `Zimefika ${amount} pungufu ya ${expected} ulizosema utatuma. Huenda benki yako au mtoa huduma wa pesa za simu alikata ada, au malipo yalitumwa pungufu; tumeweka kilichofika. Ikiwa unaamini zaidi zilitumwa, jibu ukiambatisha risiti ya malipo.`,
  over: (amount, expected) =>
    `Zimefika ${amount} zaidi ya ${expected} ulizosema utatuma; tumeweka kiasi chote kwenye salio lako.`,
  credited: {
    titleShort: (credited, diff) => `${credited} zimewekwa: pungufu ${diff}`,
    titleOver: (credited, diff) => `${credited} zimewekwa: zaidi ${diff}`,
    title: (credited) => `${credited} zimewekwa kwenye pochi yako`,
    body: (ref, credited, cur) => `Amana ${ref}: ${credited} ziko kwenye salio lako la ${cur}.`,
    subject: (credited, ref) => `${credited} zimewekwa kwenye pochi yako ya Mizani (${ref})`,
    heading: 'Amana yako imefika',
    intro: (credited, cur) =>
      `Tumepokea malipo yako na kuweka ${credited} kwenye salio lako la ${cur}.`,
    status: 'Imekamilika',
    available: 'Pesa zinapatikana sasa: zibadilishe au uzitume kutoka kwenye pochi yako.',
  },
  depositRejected: {
    title: (ref) => `Amana ${ref} haikukubaliwa`,
    body: (reason, cur) => `Sababu: ${reason}. Hakuna kilichowekwa kwenye salio lako la ${cur}.`,
    subject: (ref) => `Amana yako ${ref} haikukubaliwa`,
    heading: 'Hatukuweza kukubali amana yako',
    intro: (cur, ref) => `Hakuna kilichowekwa kwenye salio lako la ${cur} kwa amana ${ref}.`,
    status: 'Imekataliwa',
    moneyBack: 'Ikiwa pesa zilitoka kwenye akaunti yako, tunazirudisha kwenye akaunti zilikotoka.',
  },
  paid: {
    title: (amount, name) => `${amount} zimelipwa kwa ${name}`,
    body: (ref) => `Malipo ya kutoa pesa ${ref} yako njiani.`,
    subject: (amount, name, ref) => `${amount} zimelipwa kwa ${name} (${ref})`,
    heading: 'Pesa unazotoa ziko njiani',
    intro: (amount, name) => `Tumelipa ${amount} kwa ${name}.`,
    fee: (zero) => `${zero} (hakuna ada ya Mizani)`,
    status: 'Imelipwa',
    trace:
      'Ikiwa hazijafika baada ya muda huo, jibu ukitaja nambari ya kumbukumbu nasi tutazifuatilia.',
  },
  withdrawalRequested: {
    title: (amount, name) => `Ombi la kutoa ${amount} kwa ${name} limepokelewa`,
    body: (ref, amount) => `Ombi ${ref}: ${amount} zimezuiliwa hadi tutakapozilipa.`,
    subject: (amount, name, ref) => `Ombi ${ref} limepokelewa: ${amount} kwa ${name}`,
    heading: 'Tumepokea ombi lako la kutoa pesa',
    intro: (amount, name) =>
      `Tumezuilia ${amount} kwenye salio lako na tutazilipa kwa ${name} baada ya ukaguzi.`,
    status: 'Imezuiliwa, inasubiri malipo',
    notYou:
      'Ikiwa hukuomba hili, jibu barua pepe hii au wasiliana na huduma kwa wateja mara moja: tunaweza kulizuia kabla halijalipwa.',
  },
  depositRequested: {
    title: (ref, cur) => `Amana ${ref}: tunasubiri malipo yako ya ${cur}`,
    body: (ref, cur) =>
      `Lipa ukitumia kumbukumbu ${ref}; tutaweka pesa kwenye salio lako la ${cur} zikifika.`,
    subject: (ref, cur) => `Amana ${ref}: maelezo ya malipo yako ya ${cur}`,
    heading: 'Amana yako inasubiri malipo yako',
    intro: (cur) =>
      `Tuma pesa ukitumia maelezo yaliyo hapa chini na utaje kumbukumbu kama ilivyo, ili tuweke pesa kwenye salio lako la ${cur}.`,
    status: 'Inasubiri malipo yako',
    depositArrival: {
      bank_transfer:
        'Huwekwa uhamisho unapofika kwenye akaunti yetu: siku hiyo hiyo kwa uhamisho wa ndani, siku 1-3 za kazi kutoka nje ya nchi.',
      mobile_money:
        'Huwekwa mara tu tunapoona malipo, kwa kawaida ndani ya dakika chache siku za kazi.',
    },
    field: {
      'Account name': 'Jina la akaunti',
      'Account number': 'Nambari ya akaunti',
      'Account / reference': 'Akaunti / kumbukumbu',
      Bank: 'Benki',
      'Bank address': 'Anwani ya benki',
      'Business name': 'Jina la biashara',
      'Paybill / merchant number': 'Nambari ya Paybill / mfanyabiashara',
      'Payment reference': 'Kumbukumbu ya malipo',
      'Intermediary bank': 'Benki ya kati',
      'Intermediary SWIFT/BIC': 'SWIFT/BIC ya benki ya kati',
      'Our account at the intermediary': 'Akaunti yetu kwenye benki ya kati',
      'Branch code': 'Msimbo wa tawi',
    },
  },
  withdrawalRejected: {
    title: (ref) => `Ombi la kutoa pesa ${ref} limekataliwa`,
    body: (reason, amount, cur) =>
      `Sababu: ${reason}. ${amount} zimerudi kwenye salio lako la ${cur}.`,
    notGivenInline: 'haikutajwa',
    notGiven: 'Haikutajwa',
    subject: (ref) => `Ombi lako la kutoa pesa ${ref} limekataliwa`,
    heading: 'Hatukuweza kulipa pesa ulizoomba kutoa',
    intro: (amount, name, cur) =>
      `${amount} tulizozishikilia kwa ajili ya ${name} zimerudi kwenye salio lako la ${cur}.`,
    status: 'Imekataliwa, pesa zimerudishwa',
    checkDetails: 'Kagua maelezo ya mpokeaji, kisha uombe tena kutoa pesa.',
  },
};
