import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, Job, JobsResponse, JobTranslationInput } from '@mizani/shared';
import { auditRows, lastMail, readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// A posting's French and Swahili versions (issue 20, decision 020): written with the posting in
// the admin's editor, read by /careers in each language through GET /api/jobs?lang=.

const t = useServerWithUsers({ adminFirstName: 'Ada', clients: 1, seedContent: true });

const posting = {
  title: 'Payments Operations Lead',
  department: 'Operations',
  location: 'Nairobi, Kenya',
  employmentType: 'full-time',
  salaryRange: 'KES 300,000 / month',
  description: 'Run the daily settlement cycle across our African payout partners.',
  requirements: ['4+ years in payments operations'],
  responsibilities: ['Reconcile payouts every day'],
};
const french: JobTranslationInput = {
  title: 'Responsable des opérations de paiement',
  department: 'Opérations',
  location: 'Nairobi, Kenya',
  salaryRange: '',
  description:
    'Piloter le cycle de règlement quotidien avec nos partenaires de paiement africains.',
  requirements: ['4 ans ou plus en opérations de paiement'],
  responsibilities: ['Rapprocher les paiements chaque jour'],
};
const swahili: JobTranslationInput = {
  title: 'Kiongozi wa Uendeshaji wa Malipo',
  department: 'Uendeshaji',
  location: 'Nairobi, Kenya',
  salaryRange: 'KES 300,000 kwa mwezi',
  description: 'Kusimamia mzunguko wa kila siku wa malipo na washirika wetu barani Afrika.',
  requirements: ['Miaka 4+ katika uendeshaji wa malipo'],
  responsibilities: ['Kulinganisha malipo kila siku'],
};

const publicList = async (query = '') =>
  (await readJson<JobsResponse>(t.s.request(`/api/jobs${query}`))).jobs;
type AdminJob = Job & { translations: Record<'fr' | 'sw', JobTranslationInput | null> };

describe('job translations', () => {
  it('creates a posting with a French version, adds Swahili, edits and removes them, audited', async () => {
    const { job } = await readJson<{ job: AdminJob }>(
      t.send('POST', '/api/admin/jobs', { ...posting, translations: { fr: french } }),
      201,
    );
    expect(job.translations.fr).toMatchObject({ title: french.title, salaryRange: null });
    expect(job.translations.sw).toBeNull();
    expect((await auditRows(t.s, 'job.create')).at(-1)!.after).toMatchObject({
      translations: { fr: { title: french.title }, sw: null },
    });

    // Swahili added; French left out of the body stays as it was.
    const added = await readJson<{ job: AdminJob }>(
      t.send('PUT', `/api/admin/jobs/${job.id}`, { ...posting, translations: { sw: swahili } }),
    );
    expect(added.job.translations.fr?.title).toBe(french.title);
    expect(added.job.translations.sw?.title).toBe(swahili.title);

    // The French title edited; a body without translations keeps both.
    const renamed = { ...french, title: 'Chef des opérations de paiement' };
    await readJson(
      t.send('PUT', `/api/admin/jobs/${job.id}`, { ...posting, translations: { fr: renamed } }),
    );
    await readJson(t.send('PUT', `/api/admin/jobs/${job.id}`, posting));
    const listed = (await readJson<{ jobs: AdminJob[] }>(t.get('/api/admin/jobs'))).jobs.find(
      (j) => j.id === job.id,
    )!;
    expect(listed.translations.fr?.title).toBe('Chef des opérations de paiement');
    expect(listed.translations.sw?.title).toBe(swahili.title);
    expect((await auditRows(t.s, 'job.update')).at(-2)).toMatchObject({
      before: { translations: { fr: { title: french.title } } },
      after: { translations: { fr: { title: 'Chef des opérations de paiement' } } },
    });

    // null removes one language.
    const removed = await readJson<{ job: AdminJob }>(
      t.send('PUT', `/api/admin/jobs/${job.id}`, { ...posting, translations: { sw: null } }),
    );
    expect(removed.job.translations.sw).toBeNull();
    expect(removed.job.translations.fr).not.toBeNull();
  });

  it('answers each language, falling back to English for a posting with no translation', async () => {
    const { job: translated } = await readJson<{ job: AdminJob }>(
      t.send('POST', '/api/admin/jobs', {
        ...posting,
        title: 'Treasury Analyst',
        translations: { fr: { ...french, title: 'Analyste trésorerie' }, sw: swahili },
      }),
      201,
    );
    const { job: english } = await readJson<{ job: AdminJob }>(
      t.send('POST', '/api/admin/jobs', { ...posting, title: 'Dealing Desk Assistant' }),
      201,
    );

    const fr = await publicList('?lang=fr');
    expect(fr.find((j) => j.id === translated.id)).toMatchObject({
      language: 'fr',
      title: 'Analyste trésorerie',
      department: 'Opérations',
      description: french.description,
      requirements: french.requirements,
      // An empty translated salary range shows the posting's figures.
      salaryRange: posting.salaryRange,
      employmentType: 'full-time',
    });
    expect(fr.find((j) => j.id === english.id)).toMatchObject({
      language: 'en',
      title: 'Dealing Desk Assistant',
      description: posting.description,
    });

    const sw = await publicList('?lang=sw');
    expect(sw.find((j) => j.id === translated.id)).toMatchObject({
      language: 'sw',
      title: swahili.title,
      salaryRange: swahili.salaryRange,
      responsibilities: swahili.responsibilities,
    });

    // English, with or without ?lang=en, is the posting itself, and every list has the same jobs.
    const en = await publicList();
    expect(en.find((j) => j.id === translated.id)).toMatchObject({
      language: 'en',
      title: 'Treasury Analyst',
    });
    expect(await publicList('?lang=en')).toEqual(en);
    expect(fr.map((j) => j.id)).toEqual(en.map((j) => j.id));
    expect(sw.map((j) => j.id)).toEqual(en.map((j) => j.id));

    // An inactive posting's translation is not public.
    await readJson(t.send('PATCH', `/api/admin/jobs/${translated.id}/active`, { isActive: false }));
    expect((await publicList('?lang=fr')).some((j) => j.id === translated.id)).toBe(false);
  });

  it('refuses bad translations and an unknown language with 400 and field errors, writing nothing', async () => {
    const before = (await readJson<{ jobs: AdminJob[] }>(t.get('/api/admin/jobs'))).jobs.length;
    const bad = await readJson<ApiErrorBody>(
      t.send('POST', '/api/admin/jobs', {
        ...posting,
        translations: {
          fr: { ...french, title: 'x', description: 'Trop court' },
          sw: { ...swahili, requirements: ['a'.repeat(501)] },
        },
      }),
      400,
    );
    expect(bad.error.fields).toMatchObject({
      'translations.fr.title': 'Title must be at least 2 characters',
      'translations.fr.description': 'Description must be at least 20 characters',
      'translations.sw.requirements.0': 'Each item must be at most 500 characters',
    });
    const missing = await readJson<ApiErrorBody>(
      t.send('POST', '/api/admin/jobs', {
        ...posting,
        translations: { fr: { title: 'Analyste' } },
      }),
      400,
    );
    expect(missing.error.fields).toMatchObject({
      'translations.fr.department': 'Required',
      'translations.fr.description': 'Required',
    });
    await readJson(
      t.send('POST', '/api/admin/jobs', { ...posting, translations: { de: french } }),
      400,
    );
    await readJson(
      t.send('POST', '/api/admin/jobs', {
        ...posting,
        translations: { fr: { ...french, title: 'Bad\u0000title' } },
      }),
      400,
    );
    expect((await readJson<{ jobs: AdminJob[] }>(t.get('/api/admin/jobs'))).jobs).toHaveLength(
      before,
    );

    const lang = await readJson<ApiErrorBody>(t.s.request('/api/jobs?lang=de'), 400);
    expect(lang.error.fields).toEqual({ lang: 'Choose English, French or Swahili' });
  });

  it('lets only an admin write translations; anyone reads them', async () => {
    const body = { ...posting, translations: { fr: french } };
    await readJson(t.s.request('/api/admin/jobs', { method: 'POST', json: body }), 401);
    await readJson(t.send('POST', '/api/admin/jobs', body, t.client.cookie), 403);
    const [job] = (await readJson<{ jobs: AdminJob[] }>(t.get('/api/admin/jobs'))).jobs;
    await readJson(t.send('PUT', `/api/admin/jobs/${job!.id}`, body, t.client.cookie), 403);
    await readJson(t.s.request('/api/jobs?lang=sw'));
    await readJson(t.s.request('/api/jobs?lang=fr', { cookie: t.client.cookie }));
  });

  it('the demo postings are seeded with their French and Swahili versions', async () => {
    const en = await publicList();
    const fr = await publicList('?lang=fr');
    const sw = await publicList('?lang=sw');
    const seeded = en.find((j) => j.title === 'Senior FX Dealer')!;
    expect(fr.find((j) => j.id === seeded.id)).toMatchObject({ language: 'fr' });
    expect(sw.find((j) => j.id === seeded.id)).toMatchObject({ language: 'sw' });
  });

  it('a Swahili applicant’s acknowledgement names the posting as the Swahili page showed it', async () => {
    const seeded = (await publicList('?lang=sw')).find((j) => j.language === 'sw')!;
    const to = 'neema.translations@example.com';
    await readJson(
      t.s.request('/api/requests/application', {
        method: 'POST',
        ip: '198.51.100.77',
        headers: { 'content-language': 'sw' },
        json: {
          jobId: seeded.id,
          applicantName: 'Neema Mushi',
          applicantEmail: to,
          coverLetter: 'Nimefanya kazi ya fedha za kigeni kwa miaka sita katika benki mbili.',
        },
      }),
      201,
    );
    const ack = await lastMail(t.s, to, 'request_ack');
    expect(ack?.textBody).toContain(
      `Nafasi: ${seeded.title} (${seeded.department}, ${seeded.location})`,
    );
  });
});
