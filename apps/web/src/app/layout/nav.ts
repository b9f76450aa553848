import { paths } from '@/config/paths';

/** Main navigation (spec §2 Header). */
export const MAIN_NAV = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Live Rates', to: paths.rates.getHref() },
  { label: 'Exchange', to: paths.trading.getHref() },
  { label: 'About', to: paths.about.getHref() },
  { label: 'Offices', to: paths.offices.getHref() },
] as const;

/** Footer columns (spec §2 Footer links: exactly these 17 routes). */
export const FOOTER_NAV = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.about.getHref() },
      { label: 'Our Team', to: paths.team.getHref() },
      { label: 'Careers', to: paths.careers.getHref() },
      { label: 'News', to: paths.news.getHref() },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Currency Exchange', to: paths.trading.getHref() },
      { label: 'Corporate Services', to: paths.services.corporate.getHref() },
      { label: 'Institutional Services', to: paths.services.institutional.getHref() },
      { label: 'API Services', to: paths.services.api.getHref() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Centre', to: paths.support.help.getHref() },
      { label: 'Contact Support', to: paths.support.contact.getHref() },
      { label: 'Documentation', to: paths.support.docs.getHref() },
      { label: 'System Status', to: paths.support.status.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.legal.privacy.getHref() },
      { label: 'Terms of Service', to: paths.legal.terms.getHref() },
      { label: 'Compliance', to: paths.legal.compliance.getHref() },
      { label: 'Risk Disclosure', to: paths.legal.risk.getHref() },
      { label: 'License & Registration', to: paths.legal.license.getHref() },
    ],
  },
] as const;
