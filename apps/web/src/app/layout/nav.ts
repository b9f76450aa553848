import { PAGES, SECTIONS, type PageId } from '@/config/pages';

/** A menu link to a page of the registry: its path, and its name unless the menu words it. */
export const navLink = (id: PageId, label: string = PAGES[id].title) => ({
  label,
  to: PAGES[id].path,
});
const link = navLink;

/** A menu link to a place inside a page ("Currency Calculator"). */
export const sectionLink = (id: keyof typeof SECTIONS) => ({
  label: SECTIONS[id].title,
  to: SECTIONS[id].path,
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
    links: [link('about', 'About Us'), link('team', 'Our Team'), link('careers'), link('news')],
  },
  {
    title: 'Services',
    links: [
      link('trading', 'Currency Exchange'),
      link('corporate'),
      link('institutional'),
      link('api'),
    ],
  },
  {
    title: 'Support',
    links: [link('help'), link('contact'), link('docs'), link('status')],
  },
  {
    title: 'Legal',
    links: [link('privacy'), link('terms'), link('compliance'), link('risk'), link('license')],
  },
] as const;
