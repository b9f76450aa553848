import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NEWS_TEMPLATE,
  formatNewsDate,
  slugify,
  type AdminNewsArticle,
  type AdminNewsListResponse,
  type ApiErrorBody,
  type NewsArticle,
  type NewsListResponse,
} from '@mizani/shared';
import { renderMarkdown } from '../src/services/news/markdown.ts';
import { resolvePublishedAt } from '../src/services/news/articles.ts';
import { SEED_NEWS } from '../src/db/seed/news.ts';
import { auditRows, readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// News (issue 21): admins write Markdown, the public sees sanitised HTML; article pages come from
// the pre-rendered template with their own head tags, and the feed and sitemap list them.

// A minimal built web app: the home page with a live value, the article template, the sitemap.
const dist = mkdtempSync(path.join(tmpdir(), 'mizani-news-dist-'));
const BUILD_ORIGIN = 'http://localhost:3000';
const tk = NEWS_TEMPLATE.tokens;
mkdirSync(path.join(dist, '_templates'), { recursive: true });
mkdirSync(path.join(dist, 'news'), { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><title>Home</title></head><body><h1>Home</h1><dl><dt data-live="uptime-label" data-live-measured="Platform uptime" data-live-target="Uptime target">Uptime target</dt><dd class="x" data-live="uptime">99.9%</dd></dl></body></html>',
);
writeFileSync(path.join(dist, 'news', 'index.html'), '<html><body><h1>News</h1></body></html>');
writeFileSync(
  path.join(dist, NEWS_TEMPLATE.file),
  `<html><head><title>${tk.title} — Mizani</title><meta name="description" content="${tk.summary}" /><link rel="canonical" href="${BUILD_ORIGIN}/news/${tk.slug}" /><meta property="og:image" content="${BUILD_ORIGIN}${tk.cover}" /></head><body><h1>${tk.title}</h1><time datetime="${tk.publishedAt}">${tk.publishedLabel}</time><img src="${tk.cover}" alt="${tk.coverAlt}" /><div>${tk.bodyHtml}</div></body></html>`,
);
writeFileSync(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0"?>\n<urlset>\n  <url><loc>${BUILD_ORIGIN}/news</loc></url>\n</urlset>\n`,
);
writeFileSync(path.join(dist, 'robots.txt'), `Sitemap: ${BUILD_ORIGIN}/sitemap.xml\n`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const PUBLIC_URL = 'https://fx.example.org';
const t = useServerWithUsers({
  clients: 1,
  seedContent: true,
  env: { WEB_DIST: dist, BETTER_AUTH_URL: PUBLIC_URL },
});

const HOSTILE = `# Rates update

Hello <script>alert('x')</script> and <img src=x onerror="alert(1)">.

[click](javascript:alert(1)) [ok](https://example.org/a) [inside](/support/status)

![pixel](https://evil.example/p.png) ![ours](/images/news/markets.jpg)

<iframe src="https://evil.example"></iframe>
`;

/** An element that could run script: a script/iframe tag, an on* attribute, a javascript: URL, a foreign image. */
const UNSAFE =
  /<(script|iframe|object|embed)\b|<[a-z][^>]*\son[a-z]+\s*=|<[a-z][^>]*(href|src)\s*=\s*"?\s*javascript:|<img[^>]*src="https?:/i;

const article = (over: Partial<Record<string, unknown>> = {}) => ({
  title: 'Lusaka desk opens for ZMW payouts',
  slug: 'lusaka-desk-opens',
  summary: 'Our new desk in Lusaka settles Zambian kwacha payouts the same day for our clients.',
  body: HOSTILE,
  coverImage: '/images/news/offices.jpg',
  coverAlt: 'Our Lusaka desk',
  status: 'draft',
  publishDate: '',
  ...over,
});

describe('markdown', () => {
  it('renders Markdown with raw HTML escaped, scripts and event handlers gone, unsafe links dropped', () => {
    const html = renderMarkdown(HOSTILE);
    expect(html).toContain('<h2>Rates update</h2>'); // the page's title is the only h1
    // What was typed as HTML is shown as text; no element carries a script, a handler or a
    // javascript: link, and no image comes from another site.
    expect(html).not.toMatch(UNSAFE);
    expect(html).toContain('&lt;script&gt;alert(');
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).toContain('[click](javascript:alert(1))');
    expect(html).not.toContain('<img alt="pixel"');
    expect(html).toContain(
      '<a href="https://example.org/a" rel="nofollow noopener noreferrer">ok</a>',
    );
    expect(html).toContain('<a href="/support/status">inside</a>');
    expect(html).toContain('<img src="/images/news/markets.jpg" alt="ours" />');
    expect(renderMarkdown('| a | b |\n|--:|---|\n| 1 | 2 |')).toContain(
      '<th style="text-align:right">a</th>',
    );
  });

  it('slugs, dates and publish times', () => {
    expect(slugify('Mizani opens in Lusaka: what changes?')).toBe(
      'mizani-opens-in-lusaka-what-changes',
    );
    expect(slugify('Côte d’Ivoire & Ghana')).toBe('cote-d-ivoire-and-ghana');
    expect(formatNewsDate('2026-11-24T08:00:00.000Z')).toBe('24 November 2026');
    const now = new Date('2026-11-24T05:30:00.000Z');
    expect(resolvePublishedAt({ status: 'published', publishDate: null }, null, now)).toEqual(now);
    expect(
      resolvePublishedAt({ status: 'published', publishDate: '2026-11-24' }, null, now),
    ).toEqual(now);
    expect(
      resolvePublishedAt({ status: 'published', publishDate: '2026-12-01' }, null, now),
    ).toEqual(new Date('2026-12-01T08:00:00.000Z'));
    const kept = new Date('2026-11-02T13:14:15.000Z');
    expect(resolvePublishedAt({ status: 'published', publishDate: '2026-11-02' }, kept, now)).toBe(
      kept,
    );
    expect(resolvePublishedAt({ status: 'draft', publishDate: null }, null, now)).toBeNull();
  });
});

describe('news API', () => {
  it('lists the seeded articles newest first, in pages, and answers one by slug', async () => {
    const first = await readJson<NewsListResponse>(t.s.request('/api/news?limit=3'));
    expect(first.articles.map((a) => a.slug)).toEqual(SEED_NEWS.slice(0, 3).map((a) => a.slug));
    expect(first.nextCursor).toBeTruthy();
    const next = await readJson<NewsListResponse>(
      t.s.request(`/api/news?limit=3&cursor=${first.nextCursor}`),
    );
    expect(next.articles.map((a) => a.slug)).toEqual([SEED_NEWS[3]!.slug]);
    expect(next.nextCursor).toBeNull();
    const { article: one } = await readJson<{ article: NewsArticle }>(
      t.s.request(`/api/news/${SEED_NEWS[0]!.slug}`),
    );
    expect(one.bodyHtml).toContain('<a href="/support/status">our status page</a>');
    expect(one.publishedLabel).toBe(formatNewsDate(one.publishedAt));
    await readJson(t.s.request('/api/news/no-such-article'), 404);
    await readJson(t.s.request('/api/news/..%2F..%2Fetc'), 404);
    const bad = await readJson<ApiErrorBody>(t.s.request('/api/news?cursor=garbage'), 400);
    expect(bad.error.fields).toHaveProperty('cursor');
    await readJson(t.s.request('/api/news?limit=1000'), 400);
  });

  it('admins draft, preview, publish, edit, unpublish and delete, each audited', async () => {
    const preview = await readJson<{ html: string }>(
      t.send('POST', '/api/admin/news/preview', { body: HOSTILE }),
    );
    expect(preview.html).toBe(renderMarkdown(HOSTILE));

    const { article: draft } = await readJson<{ article: AdminNewsArticle }>(
      t.send('POST', '/api/admin/news', article()),
      201,
    );
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, authorEmail: t.admin.email });
    await readJson(t.s.request('/api/news/lusaka-desk-opens'), 404); // drafts are not public

    const published = await readJson<{ article: AdminNewsArticle }>(
      t.send('PUT', `/api/admin/news/${draft.id}`, article({ status: 'published' })),
    );
    expect(published.article.publishedAt).not.toBeNull();
    const { articles } = await readJson<NewsListResponse>(t.s.request('/api/news'));
    expect(articles[0]!.slug).toBe('lusaka-desk-opens');
    const { article: pub } = await readJson<{ article: NewsArticle }>(
      t.s.request('/api/news/lusaka-desk-opens'),
    );
    expect(pub.bodyHtml).not.toMatch(UNSAFE);

    // Scheduled for a future day: saved, but not public until then.
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const { article: scheduled } = await readJson<{ article: AdminNewsArticle }>(
      t.send(
        'POST',
        '/api/admin/news',
        article({ slug: 'coming-next-week', status: 'published', publishDate: future }),
      ),
      201,
    );
    expect(scheduled.publishedAt).toBe(`${future}T08:00:00.000Z`);
    await readJson(t.s.request('/api/news/coming-next-week'), 404);

    // The same web address twice is a conflict on the field.
    const taken = await readJson<ApiErrorBody>(t.send('POST', '/api/admin/news', article()), 409);
    expect(taken.error.fields).toEqual({ slug: 'Another article already uses this web address' });

    await readJson(t.send('PUT', `/api/admin/news/${draft.id}`, article({ status: 'draft' })));
    await readJson(t.s.request('/api/news/lusaka-desk-opens'), 404);
    await readJson(t.send('DELETE', `/api/admin/news/${draft.id}`, undefined));
    await readJson(t.get(`/api/admin/news/${draft.id}`), 404);
    await readJson(t.send('DELETE', `/api/admin/news/${draft.id}`, undefined), 404);

    expect((await auditRows(t.s, 'news.create')).at(-1)).toMatchObject({
      target_id: draft.id,
      after: { status: 'draft', slug: 'lusaka-desk-opens' },
    });
    expect((await auditRows(t.s, 'news.publish')).map((r) => r.target_id)).toEqual([
      draft.id,
      scheduled.id,
    ]);
    expect((await auditRows(t.s, 'news.unpublish')).at(-1)).toMatchObject({
      before: { status: 'published' },
      after: { status: 'draft' },
    });
    expect((await auditRows(t.s, 'news.delete')).at(-1)).toMatchObject({
      target_id: draft.id,
      before: { title: 'Lusaka desk opens for ZMW payouts' },
    });
    const list = await readJson<AdminNewsListResponse>(t.get('/api/admin/news'));
    expect(list.articles.map((a) => a.slug)).toContain('coming-next-week');
  });

  it('refuses bad input field by field, and anyone but an admin', async () => {
    const bad = await readJson<ApiErrorBody>(
      t.send('POST', '/api/admin/news', {
        ...article(),
        title: 'x',
        slug: 'Not A Slug',
        summary: 'short',
        coverImage: 'https://evil.example/x.png',
        status: 'live',
        publishDate: '2026-02-30',
        extra: 1,
      }),
      400,
    );
    expect(bad.error.fields).toMatchObject({
      title: 'Title must be at least 5 characters',
      slug: 'Use lower-case letters, digits and single hyphens (e.g. lusaka-office)',
      summary: 'Summary must be at least 20 characters',
      coverImage: 'Choose one of the cover images',
      status: 'Choose draft or published',
      publishDate: 'Enter a valid date',
      extra: 'Unknown field',
    });
    const noAlt = await readJson<ApiErrorBody>(
      t.send('POST', '/api/admin/news', article({ coverAlt: '' })),
      400,
    );
    expect(noAlt.error.fields).toEqual({
      coverAlt: 'Describe the cover image for screen readers (at least 5 characters)',
    });
    expect((await t.send('POST', '/api/admin/news', article(), t.client.cookie)).status).toBe(403);
    expect((await t.s.request('/api/admin/news')).status).toBe(401);
    expect((await t.get('/api/admin/news', t.client.cookie)).status).toBe(403);
  });
});

describe('pages from the database', () => {
  it('an article page is the template with its own head tags, escaped, and its data', async () => {
    await readJson(
      t.send(
        'POST',
        '/api/admin/news',
        article({
          slug: 'escaped-title',
          title: 'Rates & "quotes" <b>today</b>',
          status: 'published',
        }),
      ),
      201,
    );
    const res = await t.s.request('/news/escaped-title');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      '<title>Rates &amp; &quot;quotes&quot; &lt;b&gt;today&lt;/b&gt; — Mizani</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/news/escaped-title" />`);
    expect(html).toContain(`content="${PUBLIC_URL}/images/news/offices.jpg"`);
    expect(html).toContain('<img src="/images/news/offices.jpg" alt="Our Lusaka desk" />');
    expect(html).not.toContain('__NEWS_');
    expect(html.replace(/<script type="application\/json"[^>]*>/, '')).not.toMatch(UNSAFE);
    const data = /<script type="application\/json" id="news-article-data">(.*?)<\/script>/.exec(
      html,
    )![1]!;
    expect(data).not.toContain('<');
    const parsed = JSON.parse(data) as NewsArticle;
    expect(parsed.title).toBe('Rates & "quotes" <b>today</b>');
    expect(html).toContain(
      `<time datetime="${parsed.publishedAt}">${parsed.publishedLabel}</time>`,
    );
    expect(html).toContain(parsed.bodyHtml);

    expect((await t.s.request('/news/not-published-anywhere')).status).toBe(404);
    expect((await t.s.request('/news/coming-next-week')).status).toBe(404); // scheduled
    expect((await t.s.request(`/${NEWS_TEMPLATE.file}`)).status).toBe(404);
  });

  it('the RSS feed lists published articles with sanitised content', async () => {
    const res = await t.s.request('/news/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await res.text();
    expect(xml).toContain('<title>Rates &amp; &quot;quotes&quot; &lt;b&gt;today&lt;/b&gt;</title>');
    expect(xml).toContain(`<link>${PUBLIC_URL}/news/${SEED_NEWS[0]!.slug}</link>`);
    expect(xml).toContain(`<a href="${PUBLIC_URL}/support/status">our status page</a>`);
    expect(xml).not.toContain('coming-next-week');
    // The hostile article's body is in CDATA, as sanitised HTML.
    const body =
      /<title>Rates &amp;[\s\S]*?<content:encoded><!\[CDATA\[([\s\S]*?)\]\]><\/content:encoded>/.exec(
        xml,
      )![1]!;
    expect(body).toContain('&lt;script&gt;');
    expect(body.replaceAll(PUBLIC_URL, '')).not.toMatch(UNSAFE); // our own images, made absolute
    expect(xml.match(/<item>/g)!.length).toBeGreaterThanOrEqual(SEED_NEWS.length);
  });

  it('the sitemap lists every published article; the home page carries the live uptime', async () => {
    const sitemap = await (await t.s.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/news</loc>`);
    for (const a of SEED_NEWS) expect(sitemap).toContain(`<loc>${PUBLIC_URL}/news/${a.slug}</loc>`);
    expect(sitemap).not.toContain('coming-next-week');
    const home = await (await t.s.request('/')).text();
    // A fresh database has no history: the target, labelled as such.
    expect(home).toContain(
      '<dt data-live="uptime-label" data-live-measured="Platform uptime" data-live-target="Uptime target">Uptime target</dt>',
    );
    expect(home).toContain('<dd class="x" data-live="uptime">99.9%</dd>');
  });
});
