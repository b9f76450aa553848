import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NEWS_TEMPLATE,
  formatNewsDate,
  type AdminNewsArticle,
  type AdminNewsListResponse,
  type ApiErrorBody,
  type NewsArticle,
  type NewsListResponse,
} from '@mizani/shared';
import { SEED_NEWS } from '../src/db/seed/news.ts';
import { SEED_NEWS_TRANSLATIONS } from '../src/db/seed/news-translations.ts';
import { auditRows, readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';
import { newsListTemplate } from './news-list-template.ts';

// News in French and Swahili (issue 20): optional translations per article, written by admins,
// read by language (?lang=), English shown (and marked) where a language is missing; article pages
// from each language's template with hreflang alternates only for the languages the article has.

const dist = mkdtempSync(path.join(tmpdir(), 'mizani-news-lang-'));
const BUILD_ORIGIN = 'http://localhost:3000';
const tk = NEWS_TEMPLATE.tokens;
/** What the build writes per language: the tokens, the note, the page's own words. */
const templateFor = (lang: string, note: string) =>
  `<html lang="${lang}"><head><title>${tk.title} — Mizani</title><meta name="description" content="${tk.summary}" /><link rel="canonical" href="${BUILD_ORIGIN}${tk.canonical}" />${tk.alternates}</head><body><nav>${lang}-chrome</nav><p id="${NEWS_TEMPLATE.noteElementId}" class="n">${note}</p><h1 lang="${tk.lang}">${tk.title}</h1><time datetime="${tk.publishedAt}">${tk.publishedLabel}</time><img src="${tk.cover}" alt="${tk.coverAlt}" lang="${tk.lang}" /><div lang="${tk.lang}">${tk.bodyHtml}</div></body></html>`;
for (const [file, lang, note] of [
  [NEWS_TEMPLATE.file, 'en', 'unused'],
  [NEWS_TEMPLATE.localeFiles.fr, 'fr', 'Cet article n’existe qu’en anglais.'],
  [NEWS_TEMPLATE.localeFiles.sw, 'sw', 'Makala hii inapatikana kwa Kiingereza tu.'],
] as const) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), templateFor(lang, note));
}
writeFileSync(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0"?>\n<urlset>\n  <url><loc>${BUILD_ORIGIN}/news</loc></url>\n</urlset>\n`,
);
writeFileSync(path.join(dist, 'robots.txt'), `Sitemap: ${BUILD_ORIGIN}/sitemap.xml\n`);
writeFileSync(path.join(dist, 'index.html'), '<html><body><h1>Home</h1></body></html>');
for (const [dir, lang, badge] of [
  ['news', 'en', 'In English'],
  ['fr/news', 'fr', 'En anglais'],
  ['sw/news', 'sw', 'Kwa Kiingereza'],
] as const) {
  mkdirSync(path.join(dist, dir), { recursive: true });
  writeFileSync(path.join(dist, dir, 'index.html'), newsListTemplate(lang, badge));
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const PUBLIC_URL = 'https://fx.example.org';
const t = useServerWithUsers({
  clients: 1,
  seedContent: true,
  env: { WEB_DIST: dist, BETTER_AUTH_URL: PUBLIC_URL },
});

const FR = {
  title: 'Le bureau de Lusaka ouvre pour les paiements en ZMW',
  summary: 'Notre nouveau bureau de Lusaka règle les paiements en kwacha le jour même.',
  body: 'Bonjour <script>alert(1)</script> **clients** [lien](javascript:alert(1))',
  coverAlt: 'Notre bureau de Lusaka',
};
const SW = {
  title: 'Ofisi ya Lusaka yafunguliwa kwa malipo ya ZMW',
  summary: 'Ofisi yetu mpya ya Lusaka hulipa kwacha ya Zambia siku hiyohiyo kwa wateja.',
  body: 'Habari <img src=x onerror="alert(1)"> _wateja_ wetu wote.',
  coverAlt: 'Ofisi yetu ya Lusaka',
};
const article = (over: Record<string, unknown> = {}) => ({
  title: 'Lusaka desk opens for ZMW payouts',
  slug: 'lusaka-desk-languages',
  summary: 'Our new desk in Lusaka settles Zambian kwacha payouts the same day for our clients.',
  body: 'Hello **clients**, the Lusaka desk is open.',
  coverImage: '/images/news/offices.jpg',
  coverAlt: 'Our Lusaka desk',
  status: 'published',
  publishDate: '',
  ...over,
});

const publicArticle = async (slug: string, lang?: string) =>
  (
    await readJson<{ article: NewsArticle }>(
      t.s.request(`/api/news/${slug}${lang ? `?lang=${lang}` : ''}`),
    )
  ).article;

describe('news translations API', () => {
  it('the seeded articles are read in French and Swahili, dates in the language', async () => {
    const fr = await readJson<NewsListResponse>(t.s.request('/api/news?lang=fr'));
    expect(fr.articles.map((a) => a.slug)).toEqual(SEED_NEWS.map((a) => a.slug));
    const first = SEED_NEWS[0]!.slug;
    expect(fr.articles[0]).toMatchObject({
      title: SEED_NEWS_TRANSLATIONS[first]!.fr!.title,
      language: 'fr',
      languages: ['en', 'fr', 'sw'],
    });
    expect(fr.articles[0]!.publishedLabel).toBe(formatNewsDate(fr.articles[0]!.publishedAt, 'fr'));
    expect(fr.articles[0]!.publishedLabel).toMatch(
      /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    const sw = await publicArticle(first, 'sw');
    expect(sw).toMatchObject({ title: SEED_NEWS_TRANSLATIONS[first]!.sw!.title, language: 'sw' });
    expect(sw.bodyHtml).toContain('<a href="/sw/support/status">ukurasa wetu wa hali</a>');
    expect(sw.publishedLabel).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    // English is unchanged, with or without ?lang=en.
    const en = await publicArticle(first);
    expect(en).toMatchObject({ title: SEED_NEWS[0]!.title, language: 'en' });
    expect(await publicArticle(first, 'en')).toEqual(en);
    expect(en.publishedLabel).toBe(formatNewsDate(en.publishedAt));
  });

  it('admins add, change and remove translations; the public reads them; audited', async () => {
    const { article: created } = await readJson<{ article: AdminNewsArticle }>(
      t.send('POST', '/api/admin/news', article({ translations: { fr: FR } })),
      201,
    );
    expect(created.translations).toEqual({ fr: FR, sw: null });

    const fr = await publicArticle('lusaka-desk-languages', 'fr');
    expect(fr).toMatchObject({
      title: FR.title,
      summary: FR.summary,
      coverAlt: FR.coverAlt,
      language: 'fr',
      languages: ['en', 'fr'],
    });
    // Rendered and sanitised like the English.
    expect(fr.bodyHtml).toContain('&lt;script&gt;');
    expect(fr.bodyHtml).toContain('<strong>clients</strong>');
    expect(fr.bodyHtml).not.toMatch(/href="javascript:/);

    // No Swahili yet: the English, saying so.
    const sw = await publicArticle('lusaka-desk-languages', 'sw');
    expect(sw).toMatchObject({ title: article().title, language: 'en', languages: ['en', 'fr'] });
    expect(sw.publishedLabel).toBe(formatNewsDate(sw.publishedAt, 'sw'));

    // Adding Swahili; leaving `translations.fr` out keeps the French.
    const { article: updated } = await readJson<{ article: AdminNewsArticle }>(
      t.send('PUT', `/api/admin/news/${created.id}`, article({ translations: { sw: SW } })),
    );
    expect(updated.translations).toEqual({ fr: FR, sw: SW });
    const swNow = await publicArticle('lusaka-desk-languages', 'sw');
    expect(swNow).toMatchObject({ title: SW.title, language: 'sw' });
    expect(swNow.bodyHtml).not.toMatch(/<img|onerror="/);

    // Changing French, removing it; a save without `translations` keeps them all.
    await readJson(
      t.send(
        'PUT',
        `/api/admin/news/${created.id}`,
        article({ translations: { fr: { ...FR, title: 'Lusaka : le bureau est ouvert' } } }),
      ),
    );
    expect((await publicArticle('lusaka-desk-languages', 'fr')).title).toBe(
      'Lusaka : le bureau est ouvert',
    );
    await readJson(t.send('PUT', `/api/admin/news/${created.id}`, article()));
    const { article: kept } = await readJson<{ article: AdminNewsArticle }>(
      t.get(`/api/admin/news/${created.id}`),
    );
    expect(kept.translations.sw).toEqual(SW);
    await readJson(
      t.send('PUT', `/api/admin/news/${created.id}`, article({ translations: { fr: null } })),
    );
    expect(await publicArticle('lusaka-desk-languages', 'fr')).toMatchObject({
      title: article().title,
      language: 'en',
      languages: ['en', 'sw'],
    });
    const list = await readJson<AdminNewsListResponse>(t.get('/api/admin/news'));
    expect(list.articles.find((a) => a.id === created.id)!.translations).toEqual({
      fr: null,
      sw: SW,
    });

    const audits = (await auditRows(t.s, 'news.update')).filter((r) => r.target_id === created.id);
    expect(audits.at(-1)).toMatchObject({
      before: { translations: { fr: { title: 'Lusaka : le bureau est ouvert' }, sw: SW } },
      after: { translations: { fr: null, sw: SW } },
    });
    expect((await auditRows(t.s, 'news.publish')).at(-1)).toMatchObject({
      target_id: created.id,
      after: { translations: { fr: FR, sw: null } },
    });
  });

  it('refuses bad translations field by field, anyone but an admin, and an unknown language', async () => {
    const bad = await readJson<ApiErrorBody>(
      t.send(
        'POST',
        '/api/admin/news',
        article({
          slug: 'bad-translations',
          translations: {
            fr: { title: 'x', summary: 'court', body: 'bref', coverAlt: '' },
            sw: { ...SW, extra: 1 },
            de: FR,
          },
        }),
      ),
      400,
    );
    expect(bad.error.fields).toMatchObject({
      'translations.fr.title': 'Title must be at least 5 characters',
      'translations.fr.summary': 'Summary must be at least 20 characters',
      'translations.fr.body': 'Article must be at least 20 characters',
      // Unknown keys are named by themselves (lib/validate.ts), at any depth.
      extra: 'Unknown field',
      de: 'Unknown field',
    });
    // A cover needs its description in each language the article has.
    const noAlt = await readJson<ApiErrorBody>(
      t.send(
        'POST',
        '/api/admin/news',
        article({ slug: 'bad-translations', translations: { fr: { ...FR, coverAlt: '' } } }),
      ),
      400,
    );
    expect(noAlt.error.fields).toEqual({
      'translations.fr.coverAlt':
        'Describe the cover image for screen readers (at least 5 characters)',
    });
    // Also checked on the server against a kept translation when a cover is added later.
    const { article: plain } = await readJson<{ article: AdminNewsArticle }>(
      t.send(
        'POST',
        '/api/admin/news',
        article({
          slug: 'no-cover-yet',
          coverImage: null,
          coverAlt: '',
          translations: { sw: { ...SW, coverAlt: '' } },
        }),
      ),
      201,
    );
    const late = await readJson<ApiErrorBody>(
      t.send('PUT', `/api/admin/news/${plain.id}`, article({ slug: 'no-cover-yet' })),
      400,
    );
    expect(late.error.fields).toEqual({
      'translations.sw.coverAlt':
        'Describe the cover image for screen readers (at least 5 characters)',
    });
    // …and the refused save wrote nothing.
    const { article: still } = await readJson<{ article: AdminNewsArticle }>(
      t.get(`/api/admin/news/${plain.id}`),
    );
    expect(still.coverImage).toBeNull();

    const withFr = article({ slug: 'not-allowed', translations: { fr: FR } });
    expect((await t.send('POST', '/api/admin/news', withFr, t.client.cookie)).status).toBe(403);
    expect((await t.s.request('/api/admin/news', { method: 'POST' })).status).toBe(401);
    const lang = await readJson<ApiErrorBody>(t.s.request('/api/news?lang=de'), 400);
    expect(lang.error.fields).toHaveProperty('lang');
    await readJson(t.s.request(`/api/news/${SEED_NEWS[0]!.slug}?lang=xx`), 400);
  });
});

describe('article pages and sitemap in each language', () => {
  it('a translated page: its language, its canonical, alternates for its languages only, escaped', async () => {
    await readJson(
      t.send(
        'POST',
        '/api/admin/news',
        article({
          slug: 'escaped-languages',
          translations: { fr: { ...FR, title: 'Cours & « cotations » <b>aujourd’hui</b>' } },
        }),
      ),
      201,
    );
    const res = await t.s.request('/fr/news/escaped-languages');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(
      '<title>Cours &amp; « cotations » &lt;b&gt;aujourd’hui&lt;/b&gt; — Mizani</title>',
    );
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/fr/news/escaped-languages" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/news/escaped-languages" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/fr/news/escaped-languages" />`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/news/escaped-languages" />`,
    );
    expect(html).not.toContain('hreflang="sw"');
    expect(html).not.toContain(NEWS_TEMPLATE.noteElementId);
    expect(html).toContain('<h1 lang="fr">');
    expect(html).not.toContain('__NEWS_');
    expect(html).toContain('&lt;script&gt;');
    const data = JSON.parse(
      /<script type="application\/json" id="news-article-data">(.*?)<\/script>/.exec(html)![1]!,
    ) as NewsArticle;
    expect(data).toMatchObject({ language: 'fr', languages: ['en', 'fr'] });

    // The English page names the French one too.
    const en = await (await t.s.request('/news/escaped-languages')).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain(
      `<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/fr/news/escaped-languages" />`,
    );
  });

  it('a page in a language the article lacks: English marked lang="en", the note, English canonical', async () => {
    const html = await (await t.s.request('/sw/news/escaped-languages')).text();
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('<nav>sw-chrome</nav>');
    expect(html).toContain('Makala hii inapatikana kwa Kiingereza tu.');
    expect(html).toContain('<h1 lang="en">Lusaka desk opens for ZMW payouts</h1>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/news/escaped-languages" />`);
    expect(html).not.toContain('hreflang="sw"');
    // Another with Swahili only: the French page names English and Swahili.
    const swOnly = await (await t.s.request('/fr/news/no-cover-yet')).text();
    expect(swOnly).toContain('Cet article n’existe qu’en anglais.');
    expect(swOnly).toContain('hreflang="sw"');
    expect(swOnly).not.toContain('hreflang="fr"');
    // An English-only article has no alternates at all.
    await readJson(t.send('POST', '/api/admin/news', article({ slug: 'english-only' })), 201);
    const plain = await (await t.s.request('/fr/news/english-only')).text();
    expect(plain).toContain('Cet article n’existe qu’en anglais.');
    expect(plain).not.toContain('hreflang=');
    expect((await t.s.request('/fr/news/no-such-article')).status).toBe(404);
    expect((await t.s.request('/de/news/escaped-languages')).status).toBe(404);
    expect((await t.s.request(`/${NEWS_TEMPLATE.localeFiles.fr}`)).status).toBe(404);
  });

  it('the sitemap lists each translated article URL with its alternates, not the fallbacks', async () => {
    const sitemap = await (await t.s.request('/sitemap.xml')).text();
    for (const a of SEED_NEWS)
      for (const prefix of ['', '/fr', '/sw'])
        expect(sitemap).toContain(`<loc>${PUBLIC_URL}${prefix}/news/${a.slug}</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/fr/news/escaped-languages</loc>`);
    expect(sitemap).not.toContain(`<loc>${PUBLIC_URL}/sw/news/escaped-languages</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="sw" href="${PUBLIC_URL}/sw/news/${SEED_NEWS[0]!.slug}" />`,
    );
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/sw/news/no-cover-yet</loc>`);
    expect(sitemap).not.toContain('/fr/news/no-cover-yet');
    expect(sitemap).toContain(`<url><loc>${PUBLIC_URL}/news/english-only</loc>`);
    expect(sitemap).not.toContain('/fr/news/english-only');
  });
});

describe('the news list page in each language', () => {
  it('is served with the first page of /api/news in its language, written in and as JSON', async () => {
    for (const [lang, prefix, badge] of [
      ['en', '', 'In English'],
      ['fr', '/fr', 'En anglais'],
      ['sw', '/sw', 'Kwa Kiingereza'],
    ] as const) {
      const res = await t.s.request(`${prefix}/news`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const api = await readJson<NewsListResponse>(t.s.request(`/api/news?lang=${lang}&limit=12`));
      expect(api.articles.length).toBeGreaterThan(1);
      const data = /<script type="application\/json" id="news-list-data">(.*?)<\/script>/.exec(
        html,
      )![1]!;
      expect(JSON.parse(data)).toEqual(api);
      expect(html).not.toMatch(/__NL_/);
      expect(html).toContain(`<nav>${lang}-chrome</nav>`);
      const [lead, ...rest] = api.articles;
      expect(html).toContain(`<a href="${prefix}/news/${lead!.slug}">`);
      expect(html.match(/<li data-news-item>/g)).toHaveLength(rest.length);
      // The badge on each article not written in the page's language, and only there.
      const untranslated = api.articles.filter((a) => a.language !== lang).length;
      expect(html.split(badge).length - 1).toBe(untranslated);
      if (lang !== 'en') expect(untranslated).toBeLessThan(api.articles.length);
      expect(html.includes('data-news-more')).toBe(api.nextCursor !== null);
    }
  });
});
