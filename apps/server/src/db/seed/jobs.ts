import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { jobs, jobTranslations } from '../schema/index.ts';
import { DEMO_JOB_TRANSLATIONS } from './job-translations.ts';

export async function seedJobs(db: Db, now = new Date()) {
  const day = 86_400_000;
  await db.insert(jobs).values([
    {
      title: 'Senior FX Dealer',
      department: 'Treasury & Markets',
      location: 'Nairobi, Kenya',
      employmentType: 'full-time',
      salaryRange: 'KES 450,000 – 650,000 / month',
      description:
        'Price and execute spot FX for corporate and institutional clients across East Africa, manage intraday positions within limits, and keep our quoted spreads the sharpest in the region.',
      requirements: [
        '5+ years on an FX or money-markets desk',
        'Deep knowledge of KES, TZS and UGX liquidity',
        'ACI Dealing Certificate or equivalent',
      ],
      responsibilities: [
        'Quote and execute client trades across African currency pairs',
        'Manage intraday risk within approved limits',
        'Build relationships with bank and non-bank liquidity providers',
      ],
      createdAt: new Date(now.getTime() - 2 * day),
    },
    {
      title: 'Compliance Analyst (AML/KYC)',
      department: 'Compliance',
      location: 'Accra, Ghana',
      employmentType: 'full-time',
      salaryRange: null,
      description:
        'Review client onboarding files, monitor transactions for suspicious activity and help us meet our obligations as a licensed money services business.',
      requirements: [
        '3+ years in AML/KYC at a bank, fintech or MSB',
        'CAMS certification is a plus',
      ],
      responsibilities: [
        'Review KYC and KYB files',
        'Investigate transaction-monitoring alerts',
        'Prepare regulatory reports',
      ],
      createdAt: new Date(now.getTime() - 6 * day),
    },
    {
      title: 'Full-Stack Engineer (TypeScript)',
      department: 'Engineering',
      location: 'Remote (Africa time zones)',
      employmentType: 'full-time',
      salaryRange: 'USD 3,500 – 5,500 / month',
      description:
        'Build the client platform our customers use to convert, settle and pay out across Africa: from firm quotes and the ledger to the dashboard.',
      requirements: [
        'Strong TypeScript, React and PostgreSQL',
        'Care for correctness where money is involved',
      ],
      responsibilities: [
        'Ship features end to end',
        'Own reliability of the trading and ledger services',
      ],
      createdAt: new Date(now.getTime() - 10 * day),
    },
    {
      title: 'Client Relationship Manager – Corporate',
      department: 'Sales',
      location: 'Dar es Salaam, Tanzania',
      employmentType: 'contract',
      salaryRange: null,
      description:
        'Grow and serve our corporate client base in Tanzania, from onboarding to daily settlement needs.',
      requirements: [],
      responsibilities: [],
      createdAt: new Date(now.getTime() - 14 * day),
    },
    {
      title: 'Treasury Operations Intern',
      department: 'Operations',
      location: 'Nairobi, Kenya',
      employmentType: 'part-time',
      salaryRange: null,
      description: 'A filled position kept for the record.',
      requirements: [],
      responsibilities: [],
      isActive: false,
      createdAt: new Date(now.getTime() - 40 * day),
    },
  ]);
}

/**
 * The demo postings' French and Swahili versions, found by their English title. Runs while no
 * posting has a translation, so an installation seeded before translations existed gets them too.
 */
export async function seedJobTranslations(db: Db) {
  const rows = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(inArray(jobs.title, Object.keys(DEMO_JOB_TRANSLATIONS)));
  const translations = rows.flatMap((r) =>
    Object.entries(DEMO_JOB_TRANSLATIONS[r.title] ?? {}).map(([language, texts]) => ({
      ...texts,
      jobId: r.id,
      language,
    })),
  );
  if (translations.length) await db.insert(jobTranslations).values(translations);
}
