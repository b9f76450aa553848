// The legal documents (spec §2 Legal pages). Each shows the date its text last changed
// (LEGAL_REVISIONS in site.ts): the spec's reading "always today's date" would misstate when the terms
// changed (see docs/public-site.md). Change the date in the same commit as the text.
import type { LegalDocument } from '@/features/legal/lib/types';
import { BRAND } from './brand';
import { EMAIL_DOMAIN, LEGAL_REVISIONS, OFFICES } from './site';

const HEAD_OFFICE = `${BRAND.name}, ${OFFICES[0]!.addressLines.join(', ')}`;
export type { LegalDocument };
export const PRIVACY_EMAIL = `privacy@${EMAIL_DOMAIN}`;
export const LEGAL_EMAIL = `legal@${EMAIL_DOMAIN}`;

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
