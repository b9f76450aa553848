// The accessibility statement (/accessibility). What it says about testing mirrors the test suite:
// e2e/public/routes.test.ts and e2e/quality/a11y.test.ts (axe on every page, tab and dialog at 390
// and 1280 px) and e2e/quality/keyboard.test.ts (keyboard-only journey). Keep them in step.
import type { LegalDocument } from './legal-document';
import { BRAND } from '@/config/brand';
import { LEGAL_REVISIONS, SUPPORT } from './site';

/** How quickly a reported barrier is answered: the email support's own promise. */
export const BARRIER_RESPONSE = SUPPORT.email.responseTime;

export const ACCESSIBILITY_STATEMENT: LegalDocument = {
  title: 'Accessibility Statement',
  lastUpdated: LEGAL_REVISIONS.accessibility,
  intro: `${BRAND.name} wants everyone to be able to check rates, exchange currency and manage their money with us, whatever their device, ability or assistive technology. This statement covers our public website and the client platform (dashboard and sign-in).`,
  sections: [
    {
      id: 'standard',
      heading: 'The Standard We Aim For',
      paragraphs: [
        'Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. New pages and features are not released until they pass our accessibility checks. Where we know we fall short, or rely on an exception the guidelines allow, we say so under Known Limitations.',
      ],
    },
    {
      id: 'built-in',
      heading: 'What We Have Built In',
      list: [
        'Every page and dialog works with a keyboard alone, with a visible focus indicator, and a "Skip to content" link at the top of each page.',
        'Pages use headings and landmarks in a logical order, and each page has a unique title.',
        'Form fields have visible labels; errors are written in words next to the field they concern and linked to it for screen readers.',
        'Text and controls meet the WCAG AA colour-contrast ratios; notifications use at least 7:1.',
        'Pages reflow without sideways scrolling on a 390 px wide phone screen.',
        'Animations stop when your device asks for reduced motion, and the market carousel has a pause button.',
        'Live figures, such as the rates board and the currency calculator, announce their updates politely without taking focus.',
      ],
    },
    {
      id: 'testing',
      heading: 'How We Test',
      list: [
        'Automated checks with axe-core on every page, every dashboard and admin tab, and every dialog, at phone (390 px) and desktop (1280 px) widths, each time the product changes. A single violation stops a release.',
        'Keyboard-only journeys: signing up, signing in, converting currency and signing out with no mouse, checking that every control can be reached and shows where the focus is.',
        'Screen-reader checks of the main journeys when they change, with NVDA on Windows and VoiceOver on macOS and iOS.',
        'Manual review of the WCAG 2.2 criteria that automated tools cannot judge, such as the size of touch targets, focus that stays visible, and alternatives to dragging.',
      ],
    },
    {
      id: 'limitations',
      heading: 'Known Limitations',
      list: [
        'Firm quotes are valid only until their countdown ends, because they are tied to live market prices (the real-time exception of WCAG 2.2.1). When a quote expires, one button gets a new one, as often as you need; our desk can also price a conversion by phone or email.',
        'The registration lookup we link to on our License & Registration page is run by the Financial Crimes Enforcement Network; we cannot control its accessibility.',
        'The auto-fill bookmarklet on the same page is installed by dragging it to the bookmarks bar. You do not need it: copy the registration number with the Copy button and paste it into the lookup instead.',
        'Our automated checks apply the WCAG 2.0 and 2.1 rules of axe-core; the criteria new in WCAG 2.2 are checked by hand, so a gap may reach a release before we find it. Please tell us if you meet one.',
      ],
    },
    {
      id: 'report',
      heading: 'Report a Barrier',
      paragraphs: [
        `If something on our website or platform is hard or impossible for you to use, email ${SUPPORT.email.value} (answered ${SUPPORT.email.hours}) or call ${SUPPORT.phone.value} (${SUPPORT.phone.hours}). Tell us the page, what you were trying to do, and the device, browser and assistive technology you use if you know them.`,
        `Every report gets a ${BARRIER_RESPONSE.toLowerCase()} from a person. If the barrier stops you completing a task, such as a conversion, a request or reading a statement, we complete it with you another way, by phone or email, while we fix it, and we tell you when the fix is expected. Documents are available in another format on request.`,
      ],
    },
    {
      id: 'not-satisfied',
      heading: 'If You Are Not Satisfied',
      paragraphs: [
        'If you are not happy with our answer, use the complaints procedure in our Compliance statement: it sets out our response times and how to escalate a complaint to the relevant authority.',
      ],
    },
  ],
};
