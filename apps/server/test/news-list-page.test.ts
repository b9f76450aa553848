import { describe, expect, it } from 'vitest';
import { NEWS_DEFAULT_COVER, type NewsListResponse, type NewsSummary } from '@mizani/shared';
import { newsListLocale, renderNewsListPage } from '../src/site/news-list-page.ts';
import { newsListTemplate } from './news-list-template.ts';

// The /news page's first response (docs/public-site.md "News"): the build's template filled in
// with the first page of the list, exactly as the island renders it, and the page as JSON.

const summary = (over: Partial<NewsSummary> = {}): NewsSummary => ({
  slug: 'lusaka-desk',
  title: 'Lusaka desk opens',
  summary: 'Same-day kwacha payouts.',
  coverImage: '/images/news/offices.jpg',
  coverAlt: 'Our Lusaka desk',
  publishedAt: '2026-11-20T08:00:00.000Z',
  publishedLabel: '20 November 2026',
  language: 'en',
  languages: ['en'],
  ...over,
});
const json = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="news-list-data">(.*?)<\/script>/.exec(html)![1]!,
  );

describe('the news list page', () => {
  it('is only /news in each language', () => {
    expect(newsListLocale('/news')).toBe('en');
    expect(newsListLocale('/fr/news')).toBe('fr');
    expect(newsListLocale('/sw/news')).toBe('sw');
    for (const p of ['/news/rss.xml', '/news/a', '/de/news', '/newsroom', '/'])
      expect(newsListLocale(p)).toBeNull();
  });

  it('writes the lead and the rest in, escaped, badges only where the language is missing', () => {
    const page: NewsListResponse = {
      articles: [
        summary({ slug: 'a', title: 'Rates & "quotes" <b>today</b>', language: 'fr' }),
        summary({ slug: 'b', title: 'Second', language: 'en', coverImage: null, coverAlt: '' }),
        summary({ slug: 'c', title: 'Third </li></ul>', language: 'fr' }),
      ],
      nextCursor: 'next',
    };
    const html = renderNewsListPage(newsListTemplate('fr', 'En anglais'), page, 'fr');
    expect(html).not.toMatch(/__NL_/);
    expect(html).toContain('<nav>fr-chrome</nav>');
    // The lead: its cover eager with the article's language, the title escaped everywhere.
    expect(html).toContain(
      '<img src="/images/news/offices.jpg" alt="Our Lusaka desk" lang="fr" width="1200" height="630" loading="eager"/>',
    );
    expect(html).toContain(
      '<a href="/fr/news/a">Rates &amp; &quot;quotes&quot; &lt;b&gt;today&lt;/b&gt;</a>',
    );
    expect(html).toContain(
      'aria-label="Read “Rates &amp; &quot;quotes&quot; &lt;b&gt;today&lt;/b&gt;”"',
    );
    expect(html).not.toContain('<b>');
    // The rest, in order, one item each; the brand cover has no description and no language.
    const items = html.match(/<li data-news-item>[\s\S]*?<\/li>/g)!;
    expect(items).toHaveLength(2);
    expect(items[0]).toContain(
      `<img src="${NEWS_DEFAULT_COVER}" alt="" width="1200" height="630" loading="lazy"/>`,
    );
    expect(items[0]).toContain('En anglais'); // English on a French page
    expect(items[1]).toContain('Third &lt;/li&gt;&lt;/ul&gt;');
    expect(items[1]).not.toContain('En anglais');
    expect(html.match(/En anglais/g)).toHaveLength(1);
    expect(html).toContain('<div data-news-more class="text-center">');
    expect(html).not.toContain('data-news-empty');
    // The page rides along for hydration, unable to close its element.
    expect(json(html)).toEqual(page);
    expect(/id="news-list-data">(.*?)<\/script>/.exec(html)![1]).not.toContain('<');
  });

  it('drops "show older" on the last page, the rest with one article, the list with none', () => {
    const one = renderNewsListPage(
      newsListTemplate(),
      { articles: [summary()], nextCursor: null },
      'en',
    );
    expect(one).toContain('<article data-news-lead class="grid">');
    expect(one).not.toMatch(/data-news-(rest|item|more|empty|english)/);
    expect(one).toContain('<div data-news-list class="space-y-10"><article');

    const none = renderNewsListPage(newsListTemplate(), { articles: [], nextCursor: null }, 'en');
    expect(none).toContain(
      '<mizani-island data-island="NewsList"><p data-news-empty class="e">No news yet.</p></mizani-island>',
    );
    expect(json(none)).toEqual({ articles: [], nextCursor: null });
  });

  it('leaves a page without the template as it is', () => {
    const plain = '<html><body><h1>News</h1></body></html>';
    expect(renderNewsListPage(plain, { articles: [summary()], nextCursor: null }, 'en')).toBe(
      plain,
    );
  });
});
