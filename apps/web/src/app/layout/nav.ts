import { PAGES, SECTIONS, type PageId } from '@/config/pages';
import type { MessageId } from '@/lib/i18n/i18n';

/**
 * A menu link to a page of the registry: its path, and its name unless the menu words it.
 * `key` is the name's message id (lib/i18n/catalogues); menus render t(key), English is `label`.
 */
export const navLink = (
  id: PageId,
  label: string = PAGES[id].title,
  key: MessageId = `page.${id}`,
) => ({ label, to: PAGES[id].path, key });
const link = navLink;

/** A menu link to a place inside a page ("Currency Calculator"). */
export const sectionLink = (id: keyof typeof SECTIONS) => ({
  label: SECTIONS[id].title,
  to: SECTIONS[id].path,
  key: `section.${id}` as MessageId,
});

/** Main navigation (spec §2 Header). */
export const MAIN_NAV = [
  link('home'),
  link('rates'),
  link('trading'),
  link('about'),
  link('offices'),
] as const;

/** Footer columns (spec §2 Footer links: exactly these 17 routes). */
export const FOOTER_NAV = [
  {
    title: 'Company',
    key: 'footer.company',
    links: [
      link('about', 'About Us', 'nav.aboutUs'),
      link('team', 'Our Team', 'nav.ourTeam'),
      link('careers'),
      link('news'),
    ],
  },
  {
    title: 'Services',
    key: 'footer.services',
    links: [
      link('trading', 'Currency Exchange', 'nav.currencyExchange'),
      link('corporate'),
      link('institutional'),
      link('api'),
    ],
  },
  {
    title: 'Support',
    key: 'footer.support',
    links: [link('help'), link('contact'), link('docs'), link('status')],
  },
  {
    title: 'Legal',
    key: 'footer.legal',
    links: [link('privacy'), link('terms'), link('compliance'), link('risk'), link('license')],
  },
] as const satisfies readonly { title: string; key: MessageId; links: readonly unknown[] }[];
