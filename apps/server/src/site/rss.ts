import { NEWS_FEED_PATH, type NewsArticle } from '@mizani/shared';

/** Text for XML (element content and attributes). */
export function escapeXml(s: string) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Feed readers take an item's <description> as HTML (RSS 2.0 allows entity-encoded HTML there), so
 * the summary, plain text, is escaped as HTML first and as XML then: a reader shows "<b>" in a
 * summary as those three characters, never as markup (issue 33).
 */
const plainTextAsHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** HTML in a CDATA section: "]]>" cannot end it early. */
const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** Site-relative links and images in the body made absolute: a feed reader has no base URL. */
const absolutise = (html: string, origin: string) =>
  html.replace(/\b(href|src)="\//g, (_m, attr: string) => `${attr}="${origin}/`);

/** RSS 2.0 of the newest published articles (docs/public-site.md "News"). */
export function newsFeed(articles: NewsArticle[], origin: string, brand = 'Mizani'): string {
  const link = (slug: string) => `${origin}/news/${slug}`;
  const items = articles.map(
    (a) => `    <item>
      <title>${escapeXml(a.title)}</title>
      <link>${escapeXml(link(a.slug))}</link>
      <guid isPermaLink="true">${escapeXml(link(a.slug))}</guid>
      <pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>
      <description>${escapeXml(plainTextAsHtml(a.summary))}</description>
      <content:encoded>${cdata(absolutise(a.bodyHtml, origin))}</content:encoded>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXml(`${brand} News`)}</title>
    <link>${escapeXml(`${origin}/news`)}</link>
    <atom:link href="${escapeXml(origin + NEWS_FEED_PATH)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(`Company news and pan-African market updates from ${brand}.`)}</description>
    <language>en</language>
${articles[0] ? `    <lastBuildDate>${new Date(articles[0].publishedAt).toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
