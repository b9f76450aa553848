// Team page words (spec §2 /team): the founder profile and career journey. The core values live in
// the page. The founder's biography is provisional copy until the real one is supplied.
import { BRAND } from '@/config/brand';

export const FOUNDER = {
  name: 'Daniel Otieno',
  role: 'Founder & Chief Executive Officer',
  initials: 'DO',
  bio: [
    `Daniel founded ${BRAND.name} after more than a decade in treasury and foreign-exchange roles at banks and payment companies across East and West Africa.`,
    'He saw businesses and families lose days and money to slow, opaque cross-border payments, and set out to build a provider that is fast, transparent and fully licensed.',
  ],
  quote:
    'Africa’s trade deserves the same fast, fair and transparent foreign exchange that the rest of the world takes for granted.',
} as const;

export const CAREER_JOURNEY = [
  {
    period: 'Early career',
    title: 'Treasury Analyst',
    text: 'Started on a bank treasury desk in Nairobi, pricing FX for corporate clients.',
  },
  {
    period: 'Trading',
    title: 'Head of FX Trading',
    text: 'Led a regional FX desk serving importers and exporters across East Africa.',
  },
  {
    period: 'Payments',
    title: 'Regional Payments Lead',
    text: 'Built cross-border payout corridors linking mobile money and bank rails in Kenya, Tanzania and Ghana.',
  },
  {
    period: 'Today',
    title: `Founder & CEO, ${BRAND.name}`,
    text: 'Leads a licensed pan-African FX and liquidity provider with offices in Nairobi, Dar es Salaam and Accra.',
  },
] as const;
