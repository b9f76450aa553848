// The legal documents (spec §2 Legal pages). Each shows the date its text last changed
// (LEGAL_REVISIONS in site.ts): the spec's reading "always today's date" would misstate when the terms
// changed (see docs/public-site.md). Change the date in the same commit as the text.
// French and Swahili versions: legal-translations/ (docs/languages.md).
import type { LegalDocument } from './legal-document';
import { BRAND } from '@/config/brand';
import { EMAIL_DOMAIN, LEGAL_REVISIONS, REGULATION, STATS, SUPPORT } from './site';
import {
  COMPLAINTS_EMAIL,
  COMPLIANCE_EMAIL,
  HEAD_OFFICE,
  KENYA_HOTLINE,
  LEGAL_EMAIL,
  PRIVACY_EMAIL,
} from './legal-facts';

export type { LegalDocument };
export { COMPLAINTS_EMAIL, COMPLIANCE_EMAIL, LEGAL_EMAIL, PRIVACY_EMAIL };

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LEGAL_REVISIONS.privacy,
  intro: `${BRAND.name} ("we", "us") respects your privacy. This policy explains what personal information we collect when you use our website and services, how we use and share it, how we protect it, and the rights you have over it.`,
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: [
        'We collect the information you give us and information generated when you use our services:',
      ],
      list: [
        'Identity and contact details: name, email address, phone number, company and country.',
        'Verification (KYC) documents: a government-issued ID and proof of address.',
        'Transaction information: currencies, amounts, beneficiaries, dates and exchange rates.',
        'Technical information: IP address, browser type, device information and pages visited.',
        'Communications: messages, quote and consultation requests, support inquiries and job applications you send us.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How We Use Your Information',
      list: [
        'To open and operate your account and carry out your transactions.',
        'To verify your identity and meet our anti-money-laundering and counter-terrorist-financing obligations.',
        'To answer your requests, quotes, consultations and support inquiries.',
        'To detect and prevent fraud and to keep our services secure.',
        'To improve our services and, where you agree, to send you service updates.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Information Sharing',
      paragraphs: [
        'We do not sell your personal information. We share it only with banks, payment and mobile-money partners needed to complete your transactions; with service providers that work for us under contract and confidentiality; and with regulators, law-enforcement agencies and courts when the law requires it.',
      ],
    },
    {
      id: 'security',
      heading: 'Data Security',
      paragraphs: [
        'We protect your information with encryption in transit, access controls, two-factor authentication, activity monitoring and regular security reviews. Only staff who need your information to serve you can access it.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      paragraphs: ['Subject to the law that applies to you, you may:'],
      list: [
        'Access the personal information we hold about you.',
        'Ask us to correct information that is inaccurate or incomplete.',
        'Ask us to delete information we no longer need to keep.',
        'Object to or restrict certain uses, including marketing.',
        'Receive a copy of your information in a portable format.',
      ],
    },
    {
      id: 'retention',
      heading: 'Data Retention',
      paragraphs: [
        'We keep transaction records for 7 years after the transaction, as financial regulations require. Other personal information is kept only as long as needed for the purposes above or as the law requires, then deleted or anonymised.',
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International Transfers',
      paragraphs: [
        'We operate offices in Kenya, Tanzania and Ghana. Your information may be transferred between these offices, and to our partners in other countries, to provide our services. Every transfer is protected by the safeguards described in this policy.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: [
        `For questions about this policy or to exercise your rights, email ${PRIVACY_EMAIL} or write to us at ${HEAD_OFFICE}.`,
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LEGAL_REVISIONS.terms,
  intro: `These terms govern your use of the website and services of ${BRAND.name}. By creating an account or using our services you agree to them.`,
  sections: [
    {
      id: 'eligibility',
      heading: 'Eligibility',
      paragraphs: [
        'You must be 18 or older and able to enter into a binding contract to use our services. Businesses must be represented by a person authorised to act for them. We may ask for identity and business verification before you transact.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Account Security',
      paragraphs: [
        'You are responsible for keeping your sign-in details confidential and for all activity on your account. Enable two-factor authentication and tell us at once if you suspect unauthorised access.',
      ],
    },
    {
      id: 'transactions',
      heading: 'Transactions',
      paragraphs: [
        'A transaction you confirm is binding. The rate shown when you confirm is the rate applied. We may refuse or delay a transaction we cannot verify or that the law prevents us from completing.',
      ],
    },
    {
      id: 'risk-disclosure',
      heading: 'Risk Disclosure',
      paragraphs: [
        'Exchange rates move, sometimes sharply. The value of a currency you hold or receive may fall. Past rates do not predict future rates, and nothing on our website is investment advice.',
      ],
    },
    {
      id: 'prohibited-activities',
      heading: 'Prohibited Activities',
      paragraphs: ['You may not use our services to:'],
      list: [
        'Launder money, finance terrorism or evade sanctions.',
        'Commit fraud or use funds or identities that are not yours.',
        'Interfere with, probe or attack our systems.',
        'Break any law or regulation that applies to you or to us.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the extent the law allows, our total liability to you for any claim is limited to the fees you paid us for the transaction concerned. We are not liable for indirect or consequential losses, or for delays caused by banks, networks or events outside our control.',
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      paragraphs: [
        'You may close your account at any time. We may suspend or close an account for:',
      ],
      list: [
        'Violation of these terms.',
        'Fraud or suspected fraud.',
        'Failed identity or business verification.',
        'Long inactivity.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law and Disputes',
      paragraphs: [
        'These terms are governed by the laws of Kenya. Any dispute that cannot be settled amicably will be resolved by arbitration in Nairobi, Kenya.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: [
        `Questions about these terms: email ${LEGAL_EMAIL} or write to us at ${HEAD_OFFICE}.`,
      ],
    },
  ],
};

/**
 * Complaint handling times (Compliance Statement, "Complaints"). The acknowledgement reuses the
 * forms' promise (SUPPORT.formResponse); the final-response limits are the firm's policy.
 */
export const COMPLAINT_TIMES = {
  acknowledge: SUPPORT.formResponse,
  finalResponse: '15 business days',
  finalResponseExceptional: '35 business days',
} as const;

export const COMPLIANCE_STATEMENT: LegalDocument = {
  title: 'Compliance',
  lastUpdated: LEGAL_REVISIONS.compliance,
  intro: `How ${BRAND.name} prevents money laundering, terrorist financing and sanctions breaches, how we verify the people and businesses we serve, how we keep records and protect data, and how to complain if something goes wrong.`,
  sections: [
    {
      id: 'regulatory-status',
      heading: 'Our Regulatory Status',
      paragraphs: [
        `${BRAND.name} is a ${REGULATION.statusInline}, registered with the ${REGULATION.regulator} under MSB registration number ${REGULATION.msbRegistrationNumber}. You can check the registration yourself: our License & Registration page explains how.`,
        'We serve clients from offices in Nairobi, Dar es Salaam and Accra and pay out in Kenya, Tanzania, Ghana, Nigeria, South Africa, Ethiopia and Zambia. In each country we follow the anti-money-laundering, sanctions, foreign-exchange and data-protection laws that apply to the service we provide there.',
      ],
    },
    {
      id: 'aml-cft-programme',
      heading: 'Anti-Money Laundering and Counter-Terrorist Financing Programme',
      paragraphs: [
        'Our AML/CFT programme is written down, approved by senior management and applied to every client, product and market. It takes a risk-based approach: the checks we make grow with the risk a client, a payment corridor or a transaction presents. It includes:',
      ],
      list: [
        'A designated compliance officer who reports to senior management and can stop any transaction or relationship.',
        'A written assessment of the money-laundering and terrorist-financing risks of our clients, products, payment channels and countries, reviewed at least once a year.',
        'Identity verification and due diligence before a client can transact (see the next section).',
        'Monitoring of transactions for unusual size, frequency, pattern or destination, with alerts reviewed by the compliance team.',
        'Reports of suspicious activity to the Financial Crimes Enforcement Network and to the financial intelligence unit of the country concerned (in Kenya the Financial Reporting Centre, in Tanzania the Financial Intelligence Unit, in Ghana the Financial Intelligence Centre), plus any other reports the law requires.',
        'Training for every employee when they join and every year after, with extra training for staff who onboard clients or handle payments.',
        'An independent review of the programme every year, with findings tracked to completion.',
      ],
    },
    {
      id: 'kyc-due-diligence',
      heading: 'Know Your Customer and Customer Due Diligence',
      paragraphs: [
        'We verify every client before the first transaction and apply one of the following levels of due diligence. Verification usually takes 24-48 hours and at most 5 business days once we have every document.',
      ],
      list: [
        'Standard due diligence (individuals): full name, date of birth, nationality and address, checked against a valid government-issued ID and a proof of address dated within the last 3 months.',
        'Business due diligence (corporates and institutions): registration documents, registered address, the nature of the business, directors and authorised signatories, and the beneficial owners who ultimately own or control the business, each verified as for an individual. Institutions also describe their own licences and AML programme.',
        'Enhanced due diligence: for politically exposed persons, clients connected with higher-risk countries, and unusually large or complex activity, we ask for the source of funds and, where relevant, the source of wealth, and a senior manager approves the relationship.',
        'Ongoing due diligence: we keep client information up to date, review relationships periodically (more often when the risk is higher), and ask for new documents when the ones we hold expire or when activity no longer matches what we were told.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Sanctions Screening',
      paragraphs: [
        'We do not deal with sanctioned people, entities or countries, directly or indirectly. We screen clients, their directors and beneficial owners, and the beneficiaries of payments:',
      ],
      list: [
        'Against the sanctions lists of the United Nations Security Council, the US Office of Foreign Assets Control (OFAC), the European Union and the United Kingdom, and the national lists of the countries where we operate.',
        'When a client joins, before each payment, and again across all clients whenever a list changes.',
        'Against lists of politically exposed persons and adverse media, to decide when enhanced due diligence applies.',
      ],
    },
    {
      id: 'holds-and-refusals',
      heading: 'When We Pause or Refuse a Transaction',
      paragraphs: [
        'We may delay a transaction while we ask for information, refuse it, or freeze funds when the law requires it, for example after a sanctions match. The law may prevent us from telling you why, or that we have made a report. We never ask a client to split a payment to stay under a reporting or verification threshold, and splitting payments for that purpose is itself a reason to refuse them.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Record Keeping',
      paragraphs: [
        'We keep transaction records for 7 years after the transaction, and identification and due-diligence records for 7 years after the business relationship ends, or longer where a law, a regulator or an investigation requires. Records are kept so that any transaction can be reconstructed and provided to the competent authorities on a lawful request.',
      ],
    },
    {
      id: 'data-protection',
      heading: 'Data Protection',
      paragraphs: [
        `We process personal data under our Privacy Policy and the data-protection laws of the countries where we operate, including Kenya's Data Protection Act 2019, Tanzania's Personal Data Protection Act 2022 and Ghana's Data Protection Act 2012. Verification documents are used for compliance and kept only as long as the record-keeping rules above require. Access is limited to staff who need it, and data is encrypted in transit. Questions or requests about your data: ${PRIVACY_EMAIL}.`,
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints Procedure',
      paragraphs: [
        `We want to hear when we get something wrong. Send your complaint to ${COMPLAINTS_EMAIL}, call ${SUPPORT.phone.value} (${SUPPORT.phone.hours}), or write to us at ${HEAD_OFFICE}. Tell us your name, the email address of your account, the transaction reference if there is one, what went wrong and what you would like us to do. Making a complaint is free.`,
      ],
      list: [
        `We acknowledge your complaint ${COMPLAINT_TIMES.acknowledge}, with a reference number and the name of the person handling it.`,
        `We send our final response in writing within ${COMPLAINT_TIMES.finalResponse}. If exceptional circumstances prevent this, we tell you why within that time and send the final response within ${COMPLAINT_TIMES.finalResponseExceptional}.`,
        'If you disagree with the first answer, ask for a review: the complaint is escalated to our compliance officer, who was not involved in the original decision.',
        'If you are still not satisfied with our final response, or it has not arrived in time, you may refer your complaint to the authority that oversees financial services where you received the service: in Kenya the Central Bank of Kenya, in Tanzania the Bank of Tanzania, in Ghana the Bank of Ghana, and in the United States the Consumer Financial Protection Bureau. Complaints about your personal data may also go to the data-protection authority of your country.',
      ],
    },
    {
      id: 'contact-compliance',
      heading: 'Contact Our Compliance Team',
      paragraphs: [
        `Questions about this statement, due-diligence requests from banks and partners, and reports of suspected misuse of our services: ${COMPLIANCE_EMAIL}.${KENYA_HOTLINE ? ` To report fraud on your account at any hour, call our ${KENYA_HOTLINE.label} line, ${KENYA_HOTLINE.phone}.` : ''}`,
      ],
    },
  ],
};

export const RISK_DISCLOSURE: LegalDocument = {
  title: 'Risk Disclosure',
  lastUpdated: LEGAL_REVISIONS.risk,
  intro: `Exchanging and sending money across borders carries risks. This disclosure explains the main ones, what ${BRAND.name} does about them and what you can do. Read it with our Terms of Service before you transact.`,
  sections: [
    {
      id: 'no-advice',
      heading: 'About This Disclosure',
      paragraphs: [
        'This disclosure does not list every possible risk. Nothing on our website, in our rates or from our dealers is investment, tax or legal advice: decide whether and when to exchange currency based on your own circumstances, and take independent advice if you need it.',
      ],
    },
    {
      id: 'currency-exposure',
      heading: 'Currency Exposure and Volatility',
      paragraphs: [
        'Exchange rates move constantly and sometimes sharply. The value of a currency you hold, expect to receive or need to pay may fall against another between the moment you decide and the moment you convert. Past rates and rate changes do not predict future rates.',
        'African currencies can move more than the major currencies, and suddenly: because of devaluations, central-bank interventions, changes in interest rates or commodity prices, elections, and rules on foreign exchange such as capital controls, limits on conversion or repatriation, or different official and market rates. A change in law may also delay, restrict or prevent a conversion or a payment.',
        'Holding a balance in a currency exposes you to that currency until you convert it. Spreading conversions over time, or agreeing a rate in advance with our desk, can reduce this exposure but never removes it.',
      ],
    },
    {
      id: 'firm-quotes',
      heading: 'Firm Quotes and Their Validity',
      list: [
        'Rates on our Live Rates page, in the calculator and in the rates preview are indicative: they show the market and are not an offer.',
        'A firm quote fixes the rate, the fee and the amount you will receive. On the platform it shows the amount sold, the fee, the rate with its spread and the amount received, and a countdown: it is valid only until the countdown ends, by our server clock, and can be used once.',
        'When a quote expires you need a new one, at the rate of that moment, which may be worse. An order placed on an expired or already used quote is refused and nothing is converted.',
        'A quote our desk sends by email states how long it is valid. After that time it no longer binds us.',
        'Once you confirm a conversion on a valid quote it is binding and cannot be cancelled or reversed, even if the market then moves in your favour.',
      ],
    },
    {
      id: 'settlement',
      heading: 'Settlement Risk',
      paragraphs: [
        "Cross-border transfers usually take 1-3 business days. They can take longer because of cut-off times, weekends and public holidays in either country, intermediary banks, mobile-money or banking network outages, or compliance checks by us or by the receiving institution. A payment is complete only when the beneficiary's bank or mobile-money provider has credited it.",
        'Check beneficiary details before you confirm: a payment sent to the wrong account or phone number because of details you gave us may not be recoverable, and we can only ask the receiving institution to return it.',
      ],
    },
    {
      id: 'counterparty',
      heading: 'Counterparty Risk',
      paragraphs: [
        'To convert and deliver money we rely on banks, mobile-money operators and liquidity providers in each market. If one of them fails, suspends a service or delays a payment, your transaction may be delayed. We choose these partners with due diligence and review them regularly, but we cannot remove this risk.',
        `Balances held with ${BRAND.name} are not bank deposits and are not covered by a deposit insurance scheme. Arrangements agreed with our desk for a future date depend on both parties performing them: you on the agreed date, and us.`,
      ],
    },
    {
      id: 'liquidity',
      heading: 'Liquidity Risk',
      paragraphs: [
        'Some currencies trade in small volumes, and liquidity in every currency can dry up during market stress or local holidays. A large amount may then need to be converted in parts or over a longer period, at a less favourable rate. In such conditions we may widen spreads, limit amounts or pause a currency pair; an order on a paused pair is refused.',
      ],
    },
    {
      id: 'forward-arrangements',
      heading: 'Forward and Hedging Arrangements',
      paragraphs: [
        'A rate agreed today for a future payment protects you against the market moving against you, but you must complete the exchange at the agreed rate even if the market moves in your favour, and you may need to provide funds in advance. Discuss whether such an arrangement suits your business with our desk before you agree to it; any arrangement is set out in writing.',
      ],
    },
    {
      id: 'operational-technology',
      heading: 'Operational and Technology Risk',
      paragraphs: [
        `We aim for ${STATS.uptime.value} ${STATS.uptime.label.toLowerCase()}, but no system is always available: maintenance, outages, internet or mobile-network failures, or faults at our partners may prevent you from seeing rates, getting a quote or sending a payment when you want to. Keep your own record of each transaction: every order has a confirmation, and monthly statements are available in your dashboard.`,
        'Your account is only as safe as your sign-in details. Use a strong password that you use nowhere else, enable two-factor authentication and keep your email account secure.',
      ],
    },
    {
      id: 'fraud-scams',
      heading: 'Fraud and Scams',
      paragraphs: ['Criminals target people who move money. Protect yourself:'],
      list: [
        `We will never ask for your password or two-factor code, by phone, email or chat. Our emails come only from addresses ending in @${EMAIL_DOMAIN}.`,
        'We will never ask you to move money to a "safe account", to pay a fee to release funds, or to buy gift cards or crypto-assets.',
        'If a supplier, relative or colleague sends new payment details, confirm them by calling a number you already know, not one in the message.',
        'Be wary of anyone promising guaranteed returns, "special" exchange rates, or asking you to receive and forward money for them: you may be helping to launder money.',
        'Never let someone else use your account or send payments for them through it.',
        `If you think you have been targeted or your account has been misused, stop, and contact us at once: ${SUPPORT.phone.value}${KENYA_HOTLINE ? `, or at any hour ${KENYA_HOTLINE.phone}` : ''}, or ${SUPPORT.email.value}.`,
      ],
    },
    {
      id: 'questions',
      heading: 'Questions',
      paragraphs: [
        `If you do not understand a risk described here, ask us before you transact: ${SUPPORT.email.value} or ${SUPPORT.phone.value} (${SUPPORT.phone.hours}).`,
      ],
    },
  ],
};
