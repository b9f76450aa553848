import type { Db } from '../client.ts';
import { newsArticleTranslations, newsArticles } from '../schema/index.ts';
import { SEED_NEWS_TRANSLATIONS } from './news-translations.ts';

// Demo news: what the platform actually launched (issue 21) and advice every client needs. Every
// statement here is true of the product today (docs/client-platform.md, docs/public-site.md).

const DAY = 86_400_000;

export const SEED_NEWS = [
  {
    slug: 'system-status-page-now-live',
    title: 'Our system status page is now live',
    summary:
      'See the live state of our website, API, rates feed, email delivery and database, with uptime over 24 hours, 7 and 90 days, and subscribe to incident updates by email.',
    coverImage: '/images/news/product.jpg',
    coverAlt: 'Illustration of a dashboard with uptime bars',
    daysAgo: 2,
    body: `Moving money for a business or a family means knowing whether the platform is working **before** you start a payment. From today, [our status page](/support/status) shows it.

## What you will find there

- **The live state of each part of the platform**: the website, the API behind your dashboard, the rates feed, email delivery and the database.
- **Uptime over 24 hours, 7 days and 90 days**, as a bar chart and as a table, for every part.
- **Incidents**: when something goes wrong, our operations team posts what is affected, what we know and what we are doing, and updates the timeline until it is resolved.

## Where the figures come from

Every server that runs the platform checks each part once a minute and records what it saw. A minute only counts as down when most of the servers agree, so one slow machine does not paint the whole platform red. The uptime figure on our home page is computed from these same checks rather than written by hand.

## Get told when something happens

Enter your email address on the status page and confirm it from the email we send you. You will then receive each incident update as it is posted, and every email has a one-click unsubscribe link.`,
  },
  {
    slug: 'pdf-statements-and-order-confirmations',
    title: 'PDF statements and order confirmations, ready for your bank',
    summary:
      'Monthly statements and every conversion confirmation can now be downloaded as a PDF on our letterhead, each with a verification reference your bank or auditor can check with us.',
    coverImage: '/images/news/compliance.jpg',
    coverAlt: 'Illustration of a signed statement with a verification seal',
    daysAgo: 9,
    body: `Banks, auditors and tax advisers often ask for a statement on the provider's letterhead. You can now download one yourself.

## What is new

1. **Monthly statements as PDF**: open *Reports* in your dashboard, choose the month and select *Download PDF* beside the currency. The statement shows your opening and closing balances, every movement with its running balance, and the page numbers.
2. **Order confirmations as PDF**: open any order in *Trading* and select *Download confirmation (PDF)*. It shows the amounts, the rate, the fee and your balances before and after.

## Verification references

Every PDF carries a reference such as \`MZ-ST-7K2Q-H9WD\` on each page. If someone you send it to wants to be sure it is genuine, they can contact us with the reference: we record who each document was issued to, when, and a fingerprint of the exact file, so any change to it shows.

The figures in the PDF are exactly those of the CSV export of the same month. Read more in [Statements and reports](/support/docs/statements-and-reports).`,
  },
  {
    slug: 'a-documentation-centre-for-clients',
    title: 'A documentation centre for every step of your account',
    summary:
      'Getting started, verification, funding and withdrawals, firm quotes, fees with a worked example, rate alerts, statements and security: eight guides in one place.',
    coverImage: '/images/news/offices.jpg',
    coverAlt: 'Illustration of an open guide beside a world map',
    daysAgo: 21,
    body: `Our support teams in Nairobi, Dar es Salaam and Accra answer the same questions every week, so we wrote the answers down. The [documentation centre](/support/docs) has eight guides:

- Getting started
- Identity verification
- Funding and withdrawals
- Statements and reports
- Conversions and firm quotes
- Fees, with a worked example
- Rate alerts
- Keeping your account safe

Each guide describes what the platform does today, step by step. You can search them from the documentation centre or from the search button at the top of every page.

> Still stuck? Our team is on live chat Monday to Friday, 7 AM to 9 PM EAT, and email support answers within 4 hours, around the clock.`,
  },
  {
    slug: 'how-to-recognise-payment-scams',
    title: 'How to recognise a payment scam before it costs you',
    summary:
      'Fraudsters impersonate providers, employers and relatives to make people send money. Four warning signs, and what we will never ask you to do.',
    coverImage: '/images/news/corridors.jpg',
    coverAlt: 'Illustration of payment routes between African cities',
    daysAgo: 38,
    body: `Scams that push people to send money abroad are growing across every corridor we serve. Most follow the same script.

## Four warning signs

1. **Urgency.** "Pay within the hour or lose the deal" is designed to stop you checking.
2. **A change of account details** by email or message, even from a contact you know.
3. **A rate that is too good**: far better than the live rates on [our rates page](/rates).
4. **Secrecy**: being told not to discuss the payment with your bank, family or us.

## What we will never do

- Ask for your password, your two-factor code or your backup codes, by phone, email or chat.
- Ask you to move money to a "safe account".
- Send you a quote from a personal email address.

If something feels wrong, stop and call one of our offices on the numbers listed on [our offices page](/offices). Turning on two-factor authentication in your profile is the single best protection for your account; see [Keeping your account safe](/support/docs/keeping-your-account-safe).`,
  },
] as const;

export async function seedNews(db: Db, now = new Date()) {
  const rows = await db
    .insert(newsArticles)
    .values(
      SEED_NEWS.map(({ daysAgo, ...a }) => {
        const at = new Date(now.getTime() - daysAgo * DAY);
        return { ...a, status: 'published', publishedAt: at, createdAt: at, updatedAt: at };
      }),
    )
    .returning({ id: newsArticles.id, slug: newsArticles.slug });
  const translations = rows.flatMap((r) =>
    Object.entries(SEED_NEWS_TRANSLATIONS[r.slug] ?? {}).map(([language, t]) => ({
      articleId: r.id,
      language,
      ...t,
    })),
  );
  if (translations.length) await db.insert(newsArticleTranslations).values(translations);
}
