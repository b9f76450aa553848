import { beforeAll, describe, expect, it } from 'vitest';
import fr from '../../apps/web/src/lib/i18n/catalogues/fr.json';
import sw from '../../apps/web/src/lib/i18n/catalogues/sw.json';
import { DEMO_JOB_TRANSLATIONS } from '../../apps/server/src/db/seed/job-translations.ts';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { ADMIN } from '../support/demo.ts';
import { noToasts, poll, toast } from '../support/ui.ts';

// Issue 20, careers and help centre (decision 020): a posting in the page's language or, with no
// translation, in English marked lang="en" under a note; the application dialog, its validation
// and its success in Swahili; the admin adding a French version; the French FAQ's search and
// structured data. The pages' heads, h1 and leftover English are in languages.test.ts.

const app = useApp();
const DEALER = DEMO_JOB_TRANSLATIONS['Senior FX Dealer']!;
const ENGLISH_ONLY = 'Payments Analyst (E2E)';
const FRENCH_TITLE = 'Analyste paiements (E2E)';

beforeAll(async () => {
  // A posting published in English only, as an admin would leave it.
  const res = await fetch(`${app.url}/api/admin/jobs`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: app.url,
      cookie: await app.cookie(ADMIN),
    },
    body: JSON.stringify({
      title: ENGLISH_ONLY,
      department: 'Operations',
      location: 'Nairobi, Kenya',
      employmentType: 'contract',
      description: 'Reconcile payouts with our partners every business day.',
      requirements: ['Two years in payments'],
      responsibilities: [],
    }),
  });
  expect(res.status).toBe(201);
});

describe('careers in Swahili at 390 px', () => {
  it('shows translated postings, marks an English one, and takes an application in Swahili', async () => {
    const { context, page, problems } = await app.open('phone', 'sw-KE');
    try {
      await page.goto('/sw/careers', { waitUntil: 'networkidle' });
      const dealer = page.getByRole('article', { name: DEALER.sw.title });
      await poll(() => dealer.count()).toBe(1);
      expect(await dealer.innerText()).toContain(DEALER.sw.description);
      expect(await dealer.getByTestId('employment-type').innerText()).toContain(
        sw['jobs.type.fullTime'],
      );
      expect(await dealer.getByTestId('posting-in-english').count()).toBe(0);

      const english = page.getByRole('article', { name: ENGLISH_ONLY });
      expect(await english.getByRole('heading', { name: ENGLISH_ONLY }).getAttribute('lang')).toBe(
        'en',
      );
      expect(await english.getByTestId('posting-in-english').innerText()).toBe(
        sw['jobs.inEnglish'],
      );
      await screenshot(page, 'careers-sw-390');

      // The dialog: its words in Swahili, the posting's in Swahili too.
      const dialog = page.getByRole('dialog', { name: DEALER.sw.title });
      await poll(async () => {
        if (await dialog.isVisible()) return true;
        await dealer.getByRole('button', { name: sw['jobs.apply'] }).click({ timeout: 2000 });
        return dialog.isVisible();
      }).toBe(true);
      await dialog.getByLabel(sw['form.fullName']).waitFor();
      await dialog.getByRole('button', { name: sw['jobs.submit'] }).click();
      const email = dialog.getByLabel(sw['form.email']);
      const errorOf = async () => {
        const ids = (await email.getAttribute('aria-describedby')) ?? '';
        const id = ids.split(' ').find((x) => x.endsWith('-error'));
        return id ? page.locator(`[id="${id}"]`).innerText() : '';
      };
      await poll(errorOf).toBe(sw['validation.emailRequired']);
      expect(await dialog.innerText()).not.toContain('Required');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'careers-sw-dialog-errors-390');

      await dialog.getByLabel(sw['form.fullName']).fill('Neema Mushi');
      await email.fill('neema@example.com');
      await dialog
        .getByLabel(sw['jobs.coverLetter'])
        .fill(
          'Nimefanya kazi ya fedha za kigeni kwa miaka sita katika benki mbili za Dar es Salaam.',
        );
      await dialog.getByRole('button', { name: sw['jobs.submit'] }).click();
      const done = await toast(page, sw['jobs.sent']);
      expect(await done.innerText()).toContain('neema@example.com');
      await poll(() => dialog.count()).toBe(0);
      await noToasts(page);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the job editor’s French version at 1280 px', () => {
  it('an admin adds a French version that /fr/careers then shows', async () => {
    const { page, problems } = await app.adminPage();
    await page.goto('/admin?tab=jobs', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: `Edit ${ENGLISH_ONLY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit job opening' });
    await dialog.getByRole('tab', { name: 'Français' }).click();
    await dialog.getByLabel('Publish a French version').check();
    await dialog.getByRole('button', { name: 'Save job' }).click();
    // Empty fields: the errors show on the French tab.
    await poll(() => dialog.getByText('Title must be at least 2 characters').count()).toBe(1);
    await dialog.getByLabel('Title').fill(FRENCH_TITLE);
    await dialog.getByLabel('Department').fill('Opérations');
    await dialog
      .getByLabel('Description')
      .fill('Rapprocher chaque jour ouvré les paiements avec nos partenaires.');
    await dialog.getByLabel('Requirements').fill('Deux ans dans les paiements');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'careers-admin-french-1280');
    await dialog.getByRole('button', { name: 'Save job' }).click();
    await toast(page, 'Opening saved');
    await poll(() => page.getByRole('button', { name: `Edit ${ENGLISH_ONLY}` }).count()).toBe(1);

    const { context, page: visitor } = await app.open('desktop', 'fr-FR');
    try {
      await visitor.goto('/fr/careers', { waitUntil: 'networkidle' });
      const posting = visitor.getByRole('article', { name: FRENCH_TITLE });
      await poll(() => posting.count()).toBe(1);
      expect(await posting.getByTestId('posting-in-english').count()).toBe(0);
      expect(await posting.innerText()).toContain('Deux ans dans les paiements');
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});

describe('the help centre in French at 1280 px', () => {
  it('searches the French FAQ, and its structured data is French', async () => {
    const html = await (await fetch(`${app.url}/fr/support/help`)).text();
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(head).toContain('"@type":"FAQPage"');
    expect(head).toContain(fr['faq.verificationTime.answer']);
    expect(head).not.toContain('How long does account verification take?');

    const { context, page, problems } = await app.open('desktop', 'fr-FR');
    try {
      await page.goto('/fr/support/help', { waitUntil: 'networkidle' });
      const search = page.getByLabel(fr['help.searchLabel']);
      await search.fill('vérification');
      const question = page.getByRole('button', { name: fr['faq.verificationTime.question'] });
      await poll(() => question.count()).toBe(1);
      // The verification question shows before the filter too: wait for the other to go.
      await poll(() =>
        page.getByRole('button', { name: fr['faq.transferTime.question'] }).count(),
      ).toBe(0);
      await question.click();
      await poll(() => page.getByText(fr['faq.verificationTime.answer']).isVisible()).toBe(true);
      await screenshot(page, 'help-fr-1280');

      await search.fill('zzzz');
      await poll(() => page.getByRole('heading', { name: fr['help.noResults'] }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: fr['help.clearSearch'] }).click();
      await poll(() =>
        page.getByRole('button', { name: fr['faq.openAccount.question'] }).count(),
      ).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
